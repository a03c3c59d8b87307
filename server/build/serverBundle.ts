import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BuildOptions, Plugin } from 'esbuild';

/**
 * Our modules that find files next to themselves (`new URL('./migrations', import.meta.url)`:
 * migrations, GraphQL schema files, package.json). In one bundle every module would share
 * the bundle's URL, so each use is rewritten to the module's own source location, relative
 * to the bundle: the files stay where they are in the checkout.
 */
function ownImportMetaUrl(outDir: string): Plugin {
  return {
    name: 'own-import-meta-url',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
      });
    },
  };
}

/** The image decode pool's worker (a thread runs a file of its own), and its pool. */
const DECODE_WORKER = fileURLToPath(new URL('../services/images/decodeWorker.ts', import.meta.url));
const DECODE_POOL = fileURLToPath(new URL('../services/images/decodePool.ts', import.meta.url));
/** The built worker's name, next to the bundle. */
export const DECODE_WORKER_FILE = 'image-decode-worker.js';

/**
 * Bundles the server from `entry` into one ES module at `outFile`, run by plain `node`
 * (no TypeScript loader in the running server), and the image decode worker into
 * DECODE_WORKER_FILE beside it. Dependencies stay in node_modules.
 */
export async function bundleServer(entry: string, outFile: string): Promise<void> {
  const outDir = dirname(outFile);
  const common = {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'silent',
    plugins: [ownImportMetaUrl(outDir)],
  } satisfies BuildOptions;
  // The pool's `import.meta.url` is its source file's (see ownImportMetaUrl): the worker
  // is found from there.
  const workerFromPool = relative(dirname(DECODE_POOL), join(outDir, DECODE_WORKER_FILE));
  await Promise.all([
    build({
      ...common,
      entryPoints: [entry],
      outfile: outFile,
      define: {
        IMAGE_DECODE_WORKER_FROM_SOURCE: JSON.stringify(workerFromPool.split('\\').join('/')),
      },
    }),
    build({ ...common, entryPoints: [DECODE_WORKER], outfile: join(outDir, DECODE_WORKER_FILE) }),
  ]);
}
