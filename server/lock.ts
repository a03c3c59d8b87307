import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Present while one process owns the embedded database in DATA_DIR (it holds that pid). */
export const LOCK_FILE = 'server.lock';

export class LockHeldError extends Error {
  constructor(
    readonly pid: number,
    readonly file: string,
  ) {
    super(
      `Another process (pid ${pid}) holds the database in this data directory (${file}). ` +
        'Stop it first, or point DATA_DIR elsewhere.',
    );
    this.name = 'LockHeldError';
  }
}

/** True when a process with this pid exists (EPERM: it exists but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isNaN(pid) ? null : pid;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export interface Lock {
  file: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/**
 * Takes DATA_DIR/server.lock for this process. The file is created exclusively, so two
 * processes starting together cannot both win. A lock left by a dead process is taken over;
 * one held by a live process throws LockHeldError.
 */
export function acquireLock(dataDir: string): Lock {
  const file = join(dataDir, LOCK_FILE);
  // Two rounds: the second follows the removal of a stale lock (or of an unreadable one).
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(file);
    if (holder !== null && isProcessAlive(holder)) throw new LockHeldError(holder, file);
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}: another process keeps replacing it`);
}
