import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A stand-in for the client build (what `vite build` writes): `files` maps paths inside it
 * to their content. Returns the temporary directory; the caller removes it.
 */
export function fakeClientBuild(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-static-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
