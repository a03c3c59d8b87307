import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESS_MIN_BYTES } from '../http/compression';

/** Text the browser loads; source maps only reach developers and stay as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` next to each text file of the build, at the highest
 * levels (done once per build, not per request). The server sends the one the browser
 * accepts (server/http/spa.ts); a compressed copy that is not smaller is not kept.
 */
export function precompressFiles(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.byteLength < COMPRESS_MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.byteLength < content.byteLength) writeFileSync(`${file}.br`, br);
    if (gz.byteLength < content.byteLength) writeFileSync(`${file}.gz`, gz);
  }
}

/** The Vite plugin: precompresses the production build once it is written. */
export function precompress(): Plugin {
  return {
    name: 'ugc-desk:precompress',
    apply: 'build',
    writeBundle(options) {
      if (options.dir) precompressFiles(options.dir);
    },
  };
}
