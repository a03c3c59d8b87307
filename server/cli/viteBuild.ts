/**
 * `tsx server/cli/viteBuild.ts <outDir>`: the client build that clientBuild.ts runs, in the
 * current directory. A process of its own because vite sets NODE_ENV=production in the
 * process that builds, which must not be the server. It writes only warnings and errors:
 * the parent shows them when the build fails.
 */
import { build } from 'vite';
import type { InlineConfig, Rollup } from 'vite';
import { prerender } from '../build/prerender';

/**
 * Rollup places every warning in the original source through the module's source maps.
 * In dependencies, vite:define's esbuild pass (it replaces process.env.NODE_ENV) leaves
 * directive lines unmapped, so Chakra's `"use client"` after its `"use strict"` cannot be
 * placed and rollup warns about the source map instead. The directive warning itself is
 * one plugin-react drops (its own filter only covers a directive on the first line), and a
 * dependency's source maps are not ours to fix.
 */
function isDependencySourcemapNoise(warning: Rollup.RollupLog): boolean {
  return warning.code === 'SOURCEMAP_ERROR' && (warning.id ?? '').includes('/node_modules/');
}

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: viteBuild.ts <outDir>');
  process.exit(2);
}

// The client is always a production build. Vite keeps a NODE_ENV it inherits, and a test
// runner sets `test`: React's development build would then be served by `npm start` (and
// kept, since the sources did not change), slower and behaving unlike what users get.
process.env.NODE_ENV = 'production';

const quiet: InlineConfig = {
  logLevel: 'warn',
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        if (!isDependencySourcemapNoise(warning)) warn(warning);
      },
    },
  },
};

try {
  await build({ ...quiet, build: { ...quiet.build, outDir, emptyOutDir: true } });
  // The first screens as HTML, filled into the index.html just built (server/build/prerender.ts).
  await prerender(outDir, quiet);
} catch (error) {
  // As `vite build` reports it: the message names the file and plugin, the frame shows where.
  console.error(
    `error during build:\n${error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exit(1);
}
