import { createHash } from 'node:crypto';
import { realpathSync, unlinkSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { Server } from 'node:net';
import { join } from 'node:path';

/**
 * Off Linux and Windows the lock is a socket file in DATA_DIR (macOS has no abstract
 * sockets): deleting it while a server runs would let a second one in.
 */
export const LOCK_SOCKET_FILE = 'server.lock';

/** How long a holder has to say its pid before we report it without one. */
const HOLDER_ANSWER_MS = 2_000;

export class LockHeldError extends Error {
  constructor(
    /** null when the holder did not answer in time (busy, or stopped in a debugger). */
    readonly pid: number | null,
    readonly dataDir: string,
  ) {
    super(
      `Another process${pid === null ? '' : ` (pid ${pid})`} holds the database in this data ` +
        `directory (${dataDir}). Stop it first, or point DATA_DIR elsewhere.`,
    );
    this.name = 'LockHeldError';
  }
}

export interface Lock {
  /** Frees the lock at once (closing the socket frees its name). Safe to call twice. */
  release(): void;
}

/**
 * The socket that stands for DATA_DIR (its real path, so two spellings of one directory
 * meet). On Linux an abstract-namespace name and on Windows a named pipe: the kernel frees
 * either when the process dies, however it dies, and no file exists that anyone could
 * delete or that a reused pid could make look alive.
 */
function lockAddress(dataDir: string): { path: string; isFile: boolean } {
  const real = realpathSync(dataDir);
  const hash = createHash('sha256').update(real).digest('hex');
  if (process.platform === 'linux') return { path: `\0ugc-desk:${hash}`, isFile: false };
  if (process.platform === 'win32') return { path: `\\\\.\\pipe\\ugc-desk-${hash}`, isFile: false };
  return { path: join(real, LOCK_SOCKET_FILE), isFile: true };
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Asks whoever listens on `path` for its pid: `{ held: false }` when nobody listens (its
 * holder died: a socket file left behind, or an abstract name freed since our listen).
 */
function askHolder(path: string): Promise<{ held: false } | { held: true; pid: number | null }> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(path);
    socket.setTimeout(HOLDER_ANSWER_MS, () => {
      socket.destroy();
      resolve({ held: true, pid: null });
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => {
      socket.destroy();
      const pid = Number.parseInt(answer.trim(), 10);
      resolve({ held: true, pid: Number.isInteger(pid) && pid > 0 ? pid : null });
    });
    socket.on('error', () => resolve({ held: false }));
  });
}

/**
 * Takes the database lock of DATA_DIR for this process, or throws LockHeldError naming
 * the process that holds it. The lock is a listening socket: only one process can listen
 * on a name, and the operating system closes it when the process ends, so nothing stale
 * is ever left to judge. The holder answers connections with its pid, for the message.
 */
export async function acquireLock(dataDir: string): Promise<Lock> {
  const { path, isFile } = lockAddress(dataDir);
  // Two rounds: the second follows a holder that died while we asked it.
  for (let attempt = 0; attempt < 2; attempt++) {
    const server = createServer((socket) => {
      socket.on('error', () => {}); // a client that hangs up early is no concern of ours
      socket.end(`${process.pid}\n`);
    });
    try {
      await listen(server, path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      const holder = await askHolder(path);
      if (holder.held) throw new LockHeldError(holder.pid, dataDir);
      // A socket file nobody listens on was left by a killed process (or is an old lock).
      if (isFile) unlinkQuietly(path);
      continue;
    }
    // The lock must not keep the process alive once everything else has stopped.
    server.unref();
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        // Closing the listening socket frees its name at once (and removes a socket file).
        server.close();
      },
    };
  }
  throw new Error(
    `Could not take the database lock of ${dataDir}: another process keeps taking it`,
  );
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
