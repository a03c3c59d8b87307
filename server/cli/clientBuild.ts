import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the client bundle is built from: when none of it changed, dist is current. */
const CLIENT_SOURCES = [
  'src',
  'store',
  'features',
  'locales',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
/** Written into dist after a build; a dot file, so the static server never serves it. */
export const STAMP_FILE = '.client-sources-hash';

function listFiles(path: string, into: string[]): void {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    into.push(path);
    return;
  }
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    listFiles(join(path, entry), into);
  }
}

/** A hash of every client source file's path and content, independent of timestamps. */
export function clientSourcesHash(root: string): string {
  const files: string[] = [];
  for (const source of CLIENT_SOURCES) listFiles(join(root, source), files);
  const hash = createHash('sha256');
  for (const file of files.map((f) => relative(root, f).split('\\').join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Builds the client unless dist already holds a build of exactly these sources. */
export function ensureClientBuild(root: string, outDir: string): void {
  const expected = clientSourcesHash(root);
  const stampFile = join(outDir, STAMP_FILE);
  const built =
    existsSync(join(outDir, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8').trim() === expected;
  if (built) return;

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
  writeFileSync(stampFile, `${expected}\n`);
}
