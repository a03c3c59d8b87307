import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openDatabase } from '../db/client';

/**
 * Creates `dir` as a closed embedded database with every migration applied: what a new
 * data directory starts from (openDatabase's `template`). Built once, at build time.
 */
export async function prepareDatabaseTemplate(dir: string): Promise<void> {
  mkdirSync(dirname(dir), { recursive: true });
  const staging = mkdtempSync(join(dirname(dir), '.database-template-'));
  try {
    const handle = await openDatabase({ dataDir: staging });
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(staging, 'db'), dir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
