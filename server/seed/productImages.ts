/**
 * Product photos for the demo company, drawn locally as PNG (no network, no stock
 * images): a bottle or a jar in the product's colour on a soft backdrop with a table
 * and a shadow. Deterministic: the same seed gives the same bytes.
 */
import { PNG } from 'pngjs';
import { seededRandom } from './random';

const SIZE = 480;

type Rgb = readonly [number, number, number];
/** left, top, right, bottom */
type Box = readonly [number, number, number, number];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** Whether (x, y) is inside the rectangle with rounded corners of radius r. */
function inRoundedRect(x: number, y: number, [left, top, right, bottom]: Box, r: number) {
  if (x < left || x > right || y < top || y > bottom) return false;
  const cx = Math.min(Math.max(x, left + r), right - r);
  const cy = Math.min(Math.max(y, top + r), bottom - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** A product shot of `colour` (RGB); `seed` varies the shape and the backdrop. */
export function productPhotoPng(seed: string, colour: Rgb): Uint8Array {
  const random = seededRandom(`product:${seed}`);
  const backdropTop: Rgb = [236 + random.int(0, 15), 232 + random.int(0, 15), 228];
  const backdropBottom = mix(backdropTop, colour, 0.25);
  const table: Rgb = mix([205, 190, 170], colour, 0.1);
  const tall = random.next() < 0.6;
  const width = tall ? 120 + random.int(0, 40) : 190 + random.int(0, 40);
  const height = tall ? 240 + random.int(0, 40) : 130 + random.int(0, 30);
  const floor = 380;
  const body: Box = [SIZE / 2 - width / 2, floor - height, SIZE / 2 + width / 2, floor];
  const capWidth = tall ? width * 0.45 : width + 16;
  const cap: Box = [
    SIZE / 2 - capWidth / 2,
    body[1] - (tall ? 50 : 30),
    SIZE / 2 + capWidth / 2,
    body[1] + 6,
  ];
  const label: Box = [body[0] + 16, body[1] + height * 0.35, body[2] - 16, body[1] + height * 0.65];
  const capColour = mix(colour, [30, 30, 30], 0.55);

  const png = new PNG({ width: SIZE, height: SIZE });
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      let pixel: Rgb = y < floor ? mix(backdropTop, backdropBottom, y / floor) : table;
      // The shadow: an ellipse under the product.
      const shadow = ((x - SIZE / 2) / (width * 0.75)) ** 2 + ((y - floor) / 14) ** 2;
      if (shadow < 1) pixel = mix(pixel, [0, 0, 0], 0.22 * (1 - shadow));
      if (inRoundedRect(x, y, cap, 8)) pixel = capColour;
      if (inRoundedRect(x, y, body, tall ? 26 : 16)) {
        // Light from the left: a soft highlight band.
        const across = (x - body[0]) / width;
        pixel = mix(colour, [255, 255, 255], Math.max(0, 0.35 - Math.abs(across - 0.25)));
        if (inRoundedRect(x, y, label, 6)) pixel = mix([250, 248, 244], colour, 0.08);
      }
      const i = (y * SIZE + x) * 4;
      png.data[i] = Math.round(pixel[0]);
      png.data[i + 1] = Math.round(pixel[1]);
      png.data[i + 2] = Math.round(pixel[2]);
      png.data[i + 3] = 255;
    }
  }
  return new Uint8Array(PNG.sync.write(png));
}
