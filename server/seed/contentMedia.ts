/**
 * What the simulated creators upload: product shots drawn locally (PNG, as the demo
 * products' photos) and the repository's own short portrait video, a 6-second WebM drawn
 * from a canvas animation (`media/sample-video.webm`, about 210 KB). No network, no
 * third-party footage.
 */
import { readFile } from 'node:fs/promises';
import { productPhotoPng } from './productImages';
import type { Random } from './random';

const SAMPLE_VIDEO = new URL('./media/sample-video.webm', import.meta.url);

/** The creator's photos for one upload: 2 to 4 shots, different for each seed. */
export function contentPhotos(random: Random, seed: string): Uint8Array[] {
  const count = random.int(2, 4);
  return Array.from({ length: count }, (_, index) =>
    productPhotoPng(`${seed}-${index}`, [
      random.int(60, 220),
      random.int(60, 220),
      random.int(60, 220),
    ]),
  );
}

/** The sample video's bytes. */
export async function contentVideo(): Promise<Uint8Array> {
  return new Uint8Array(await readFile(SAMPLE_VIDEO));
}
