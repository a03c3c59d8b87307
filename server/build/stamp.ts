import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

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

/**
 * A hash of every file's path and content under `sources` (paths relative to `root`),
 * independent of timestamps: a build made from the same hash is current.
 */
export function sourcesHash(root: string, sources: readonly string[]): string {
  const files: string[] = [];
  for (const source of sources) listFiles(join(root, source), files);
  const hash = createHash('sha256');
  for (const file of files.map((f) => relative(root, f).split('\\').join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether `stampFile` records exactly `hash` (a build of these sources finished). */
export function stampMatches(stampFile: string, hash: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

/** Written last, so that a build interrupted half-way is never taken for current. */
export function writeStamp(stampFile: string, hash: string): void {
  writeFileSync(stampFile, `${hash}\n`);
}

/**
 * Runs `build` unless `stampFile` records the current hash of `sources`; stamps after it
 * succeeded. Returns whether it built.
 */
export async function ensureBuilt(
  root: string,
  sources: readonly string[],
  stampFile: string,
  build: () => Promise<void>,
): Promise<boolean> {
  const hash = sourcesHash(root, sources);
  if (stampMatches(stampFile, hash)) return false;
  mkdirSync(dirname(stampFile), { recursive: true });
  await build();
  writeStamp(stampFile, hash);
  return true;
}
