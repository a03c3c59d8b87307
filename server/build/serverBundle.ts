import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

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

/**
 * Bundles the server from `entry` into one ES module at `outFile`, run by plain `node`
 * (no TypeScript loader in the running server). Dependencies stay in node_modules.
 */
export async function bundleServer(entry: string, outFile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'silent',
    plugins: [ownImportMetaUrl(dirname(outFile))],
  });
}
