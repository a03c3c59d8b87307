import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesHash, stampMatches, writeStamp } from '../build/stamp';

/** What the client bundle is built from: when none of it changed, dist is current. */
const CLIENT_SOURCES = [
  'src',
  'store',
  'features',
  'domain',
  'locales',
  'index.html',
  // Copied as they are (the colour-mode script that runs before the first paint).
  'public',
  'vite.config.ts',
  // The build's own plugins (document precompilation, compression) and its settings.
  'server/build',
  'server/cli/viteBuild.ts',
  'package-lock.json',
];
/** Written into dist after a build; a dot file, so the static server never serves it. */
export const STAMP_FILE = '.client-sources-hash';

/** Builds the client unless dist already holds a build of exactly these sources. */
export function ensureClientBuild(root: string, outDir: string): void {
  const expected = sourcesHash(root, CLIENT_SOURCES);
  const stampFile = join(outDir, STAMP_FILE);
  if (existsSync(join(outDir, 'index.html')) && stampMatches(stampFile, expected)) return;

  // Silent when it works (`npm start` prints only its URL); its warnings and errors when not.
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const script = fileURLToPath(new URL('./viteBuild.ts', import.meta.url));
  const result = spawnSync(process.execPath, [tsx, script, outDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
    throw new Error(
      `vite build failed (exit ${result.status ?? result.signal ?? result.error?.message})` +
        (output ? `:\n${output}` : ''),
    );
  }
  writeStamp(stampFile, expected);
}
