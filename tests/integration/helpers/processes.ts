import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach } from 'vitest';
import { acquireLock, LockHeldError } from '@/server/lock';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

/** The pid of a process that has already exited (pids are not reused that fast). */
export function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (!child.pid) throw new Error('could not spawn a process');
  return child.pid;
}

/** The pid holding DATA_DIR's database lock (null: held, pid unknown), or 'free'. */
export async function lockHolder(dataDir: string): Promise<number | null | 'free'> {
  try {
    (await acquireLock(dataDir)).release();
    return 'free';
  } catch (error) {
    if (error instanceof LockHeldError) return error.pid;
    throw error;
  }
}

export interface ServerProcess {
  /** The tsx process: signals sent to it are relayed to the server. */
  child: ChildProcess;
  /** SIGKILLs the whole process group (test clean-up), the server too if tsx left it. */
  kill(): void;
  output(): string;
  /** Resolves with the URL the server prints, or rejects with its output if it exits first. */
  url: Promise<string>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `tsx server/main.ts` (or `command`: e.g. plain node on the production bundle) as a
 * separate process with exactly this environment. tsx runs the server as its own child:
 * both live in a new process group so kill() can end them all.
 */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  command: readonly string[] = [TSX, 'server/main.ts'],
): ServerProcess {
  const [executable = TSX, ...args] = command;
  const child = spawn(executable, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /ugc-desk is running at (https?:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exit.then(({ code }) =>
      reject(new Error(`server exited (${code}) before starting:\n${output}`)),
    );
  });
  url.catch(() => {}); // callers that only await `exit` must not see an unhandled rejection
  const kill = () => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  return { child, kill, output: () => output, url, exit };
}

/**
 * The temporary directories and server processes of the test file that calls this at its
 * top level: processes are killed after each test, directories removed after each test
 * (or, with `keepDirsForFile`, after the file: for what `beforeAll` makes).
 */
export function cleanedUpAfterTests(prefix: string, { keepDirsForFile = false } = {}) {
  const dirs: string[] = [];
  const children: ServerProcess[] = [];
  const removeDirs = () => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  };
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
    if (!keepDirsForFile) removeDirs();
  });
  afterAll(removeDirs);
  return {
    /** A new temporary directory (or one made elsewhere, such as inside the checkout). */
    tempDir(parent = tmpdir()): string {
      const dir = mkdtempSync(join(parent, `ugc-${prefix}-`));
      dirs.push(dir);
      return dir;
    },
    /** Kills `child` after the test. */
    track(child: ServerProcess): ServerProcess {
      children.push(child);
      return child;
    },
  };
}
