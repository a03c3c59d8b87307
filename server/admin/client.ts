import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../config';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { acquireLock, LockHeldError } from '../lock';
import { errorText } from '../logger';
import type { Lock } from '../lock';
import { prepareCommand } from './commands';
import type { AdminContext, CommandResult } from './commands';
import { ADMIN_FILE, ADMIN_RUN_PATH, readAdminFile } from './endpoint';

/**
 * An admin command is quick; a server that takes longer than this is not answering (a
 * command that takes longer on purpose says so: Command.timeoutMs).
 */
const SERVER_TIMEOUT_MS = 30_000;

const failure = (message: string): CommandResult => ({
  code: 1,
  stdout: '',
  stderr: `${message}\n`,
});

/** True when a process with this pid exists (EPERM: it exists but belongs to someone else). */
function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return cause?.code === 'ECONNREFUSED';
}

/**
 * Sends the command to the server that owns DATA_DIR, if one runs. null means "no server":
 * no admin.json, its process is gone, or nothing listens on its port any more.
 */
async function viaServer(
  dataDir: string,
  argv: string[],
  timeoutMs = SERVER_TIMEOUT_MS,
): Promise<CommandResult | null> {
  const admin = readAdminFile(dataDir);
  if (!admin || !isProcessAlive(admin.pid)) return null;
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${admin.port}${ADMIN_RUN_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ argv }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (isConnectionRefused(error)) return null;
    const reason = error instanceof Error ? error.message : String(error);
    return failure(
      `The server (pid ${admin.pid}) did not answer on its admin port ${admin.port}: ${reason}`,
    );
  }
  if (!response.ok) {
    return failure(
      `The server (pid ${admin.pid}) refused the admin request (HTTP ${response.status}); ` +
        'is admin.json from another server?',
    );
  }
  return (await response.json()) as CommandResult;
}

/**
 * With no server answering and no DATABASE_URL, the database is DATA_DIR's own: a DATA_DIR
 * that does not exist holds none (`npm run admin` before `npm start` ever ran, or a mistyped
 * path). Refused, naming what was looked for, rather than answered from a new empty one.
 */
function missingDataDir(dataDir: string, env: NodeJS.ProcessEnv): CommandResult | null {
  if (env.DATABASE_URL?.trim() || existsSync(dataDir)) return null;
  return failure(
    `No server is running for the data directory ${dataDir} (a running server writes ` +
      `${join(dataDir, ADMIN_FILE)}), and that directory does not exist, so there is no ` +
      'database to open. Nothing was created.\n' +
      'Start the server with `npm start` (in another terminal) and run this again, or set ' +
      'DATA_DIR to an existing data directory, or DATABASE_URL to a PostgreSQL database.',
  );
}

/** Opens the database in this process (no server runs), holding the lock for PGlite. */
async function direct(
  dataDir: string,
  env: NodeJS.ProcessEnv,
  run: (ctx: AdminContext) => Promise<CommandResult>,
): Promise<CommandResult> {
  const missing = missingDataDir(dataDir, env);
  if (missing) return missing;
  let config: Config;
  try {
    config = loadConfig({ ...env, DATA_DIR: dataDir });
  } catch (error) {
    if (error instanceof ConfigError) return failure(error.message);
    throw error;
  }
  let lock: Lock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = await acquireLock(dataDir);
    } catch (error) {
      if (!(error instanceof LockHeldError)) throw error;
      const holder = error.pid === null ? 'another process' : `process ${error.pid}`;
      return failure(
        `Cannot run the command: ${holder} holds the database in ${dataDir} but no server ` +
          'answers on its admin endpoint, so the database cannot be opened here either. ' +
          'Wait for it to finish, or stop it, and try again.',
      );
    }
  }
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase({ dataDir, databaseUrl: config.databaseUrl });
    return await run({ db: handle.db, config });
  } catch (error) {
    // Without the values of a failed statement: this output may end up in a log.
    const reason = errorText(error);
    return failure(
      handle
        ? `The command failed: ${reason}`
        : `Cannot run the command: no server is running and the database could not be opened: ${reason}`,
    );
  } finally {
    try {
      await handle?.close();
    } finally {
      lock?.release();
    }
  }
}

/**
 * Runs an admin command line (`company-add a@b.c --name Acme`) for the data directory:
 * through the running server when there is one, else on the database directly.
 * `env` supplies DATABASE_URL, JWT_SECRET, PUBLIC_URL… for the direct case.
 */
export async function runAdminCommand(
  dataDir: string,
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CommandResult> {
  const prepared = prepareCommand(argv);
  if ('result' in prepared) return prepared.result;
  return (await viaServer(dataDir, argv, prepared.timeoutMs)) ?? direct(dataDir, env, prepared.run);
}
