import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import { errorText, listenQuietly, logServerError, RequestLogController } from '../logger';
import { loopbackUrl } from '../loopback';
import { runCommand } from './commands';
import type { AdminContext } from './commands';

/** Where a running server tells the admin CLI how to reach it (mode 0600: it holds the secret). */
export const ADMIN_FILE = 'admin.json';
export const ADMIN_RUN_PATH = '/admin/run';

export interface AdminFile {
  port: number;
  secret: string;
  pid: number;
  /** Where this machine reaches the server's API (the simulator's default). */
  url?: string;
}

export function readAdminFile(dataDir: string): AdminFile | null {
  try {
    const data = JSON.parse(readFileSync(join(dataDir, ADMIN_FILE), 'utf8')) as Partial<AdminFile>;
    if (
      typeof data.port !== 'number' ||
      typeof data.secret !== 'string' ||
      typeof data.pid !== 'number'
    ) {
      return null;
    }
    const url = typeof data.url === 'string' ? { url: data.url } : {};
    return { port: data.port, secret: data.secret, pid: data.pid, ...url };
  } catch {
    return null; // missing or half-written: same as no server
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface AdminEndpoint {
  port: number;
  close(): Promise<void>;
}

/**
 * The admin commands over HTTP, for the CLI while this process owns the database. It
 * listens on loopback only, on a free port, and wants the random secret it writes into
 * DATA_DIR/admin.json (readable by the same OS user only).
 */
export async function startAdminEndpoint(
  ctx: AdminContext,
  logger: FastifyBaseLogger,
): Promise<AdminEndpoint> {
  const secret = randomBytes(32).toString('hex');
  const admin = Fastify({
    loggerInstance: logger.child({ component: 'admin' }),
    logController: new RequestLogController(),
  });

  // The secret is checked before the body is read: without it, nothing is parsed.
  admin.addHook('onRequest', async (req, reply) => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), secret)) {
      return reply.code(401).send({ error: 'Unauthorized' });
    }
  });
  admin.post(ADMIN_RUN_PATH, async (req, reply) => {
    const argv = (req.body as { argv?: unknown } | undefined)?.argv;
    if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string')) {
      return reply.code(400).send({ error: 'Body must be {"argv": string[]}' });
    }
    try {
      return await runCommand(ctx, argv);
    } catch (error) {
      // Logged and answered without the values of a failed statement (see sayableError).
      logServerError(req.log, error, 'admin command failed', { command: argv[0] });
      const message = errorText(error);
      return { code: 1, stdout: '', stderr: `${argv[0] ?? 'command'} failed: ${message}\n` };
    }
  });

  await listenQuietly(admin, { host: '127.0.0.1', port: 0 });
  const address = admin.server.address();
  if (!address || typeof address === 'string') throw new Error('admin endpoint has no port');

  const file = join(ctx.config.dataDir, ADMIN_FILE);
  const content: AdminFile = {
    port: address.port,
    secret,
    pid: process.pid,
    url: loopbackUrl(ctx.config.host, ctx.config.port),
  };
  // Replace, never reuse, a leftover file: `mode` only applies to a file being created.
  try {
    unlinkSync(file);
  } catch {
    // there was none
  }
  writeFileSync(file, JSON.stringify(content), { mode: 0o600, flag: 'wx' });

  let closed = false;
  return {
    port: address.port,
    async close() {
      if (closed) return;
      closed = true;
      // Only our own file: a newer server may have replaced it (shared DATABASE_URL setups).
      if (readAdminFile(ctx.config.dataDir)?.secret === secret) unlinkSync(file);
      await admin.close();
    },
  };
}
