import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_FILE } from '@/server/admin/endpoint';
import { acquireLock, LockHeldError } from '@/server/lock';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import { cleanedUpAfterTests, lockHolder, spawnServer } from './helpers/processes';
import type { ServerProcess } from './helpers/processes';

const { tempDir, track } = cleanedUpAfterTests('process');

/**
 * The server as one process (tsx as a loader, not as a parent): once it has exited the
 * operating system has closed everything it held, and its pid is the server's.
 */
const DIRECT = [process.execPath, '--import', 'tsx', 'server/main.ts'];

/** A server process on the embedded database (no DATABASE_URL, whatever the shell has). */
function serverIn(
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
  command?: readonly string[],
): ServerProcess {
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...extra,
    },
    command,
  );
  track(server);
  return server;
}

describe('the database lock', () => {
  it('is exclusive within a process too, names its holder, and is free again once released', async () => {
    const dataDir = tempDir();
    const lock = await acquireLock(dataDir);
    const refusal = await acquireLock(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LockHeldError);
    expect((refusal as LockHeldError).message).toContain(
      `Another process (pid ${process.pid}) holds the database in this data directory`,
    );
    lock.release();
    lock.release(); // twice is harmless
    (await acquireLock(dataDir)).release();
  });

  it('is released by a normal close, so a server restarts in the same process', async () => {
    const dataDir = tempDir();
    const options = {
      env: { NODE_ENV: 'test' },
      dataDir,
      host: '127.0.0.1',
      port: 0,
      logger: createLogger({ logLevel: 'silent' }),
    };
    const first = await startServer(options);
    expect(await lockHolder(dataDir)).toBe(process.pid);
    await first.close();
    const second = await startServer(options);
    try {
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('tsx server/main.ts', () => {
  it(
    'prints its URL, serves, and on SIGTERM exits 0 removing its files',
    {
      timeout: 60_000,
    },
    async () => {
      const dataDir = tempDir();
      const server = serverIn(dataDir);
      const url = await server.url;
      expect(url).toMatch(/^http:\/\/localhost:\d+$/);
      const port = new URL(url).port;
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });
      expect(await lockHolder(dataDir)).toEqual(expect.any(Number));
      expect(existsSync(join(dataDir, ADMIN_FILE))).toBe(true);

      server.child.kill('SIGTERM');
      expect(await server.exit).toEqual({ code: 0, signal: null });
      expect(await lockHolder(dataDir)).toBe('free');
      expect(existsSync(join(dataDir, ADMIN_FILE))).toBe(false);
    },
  );

  it(
    'starts at once after a SIGKILL, whatever an old server.lock file says',
    { timeout: 60_000 },
    async () => {
      const dataDir = tempDir();
      const killed = serverIn(dataDir, {}, DIRECT);
      await killed.url;
      killed.child.kill('SIGKILL');
      expect(await killed.exit).toEqual({ code: null, signal: 'SIGKILL' });
      // A pid file of the old design naming a live process (this one) no longer matters.
      writeFileSync(join(dataDir, 'server.lock'), `${process.pid}\n`);

      const restarted = serverIn(dataDir, { PUBLIC_URL: 'https://desk.example.com/' }, DIRECT);
      // The announced address is PUBLIC_URL when set (without its trailing slash).
      expect(await restarted.url).toBe('https://desk.example.com');
      restarted.child.kill('SIGTERM');
      expect(await restarted.exit, restarted.output()).toEqual({ code: 0, signal: null });
    },
  );

  it(
    'refuses a second server on the same DATA_DIR, even with every file of it deleted',
    { timeout: 60_000 },
    async () => {
      const dataDir = tempDir();
      const first = serverIn(dataDir, {}, DIRECT);
      await first.url;
      // Whatever the server keeps in DATA_DIR besides the database, a lock file included.
      for (const entry of readdirSync(dataDir)) {
        if (entry !== 'db') rmSync(join(dataDir, entry), { recursive: true, force: true });
      }

      const second = serverIn(dataDir, {}, DIRECT);
      expect((await second.exit).code).toBe(1);
      expect(second.output()).toContain(
        `Another process (pid ${first.child.pid}) holds the database in this data directory`,
      );
      expect(await lockHolder(dataDir)).toBe(first.child.pid);
      first.child.kill('SIGTERM');
      expect((await first.exit).code).toBe(0);
    },
  );

  it('reports every invalid setting at once and exits 1 without a stack trace', async () => {
    const server = serverIn(tempDir(), { PORT: 'abc', SMTP_URL: 'http://mail', LOG_LEVEL: 'loud' });
    expect((await server.exit).code).toBe(1);
    const output = server.output();
    expect(output).toContain('PORT must be an integer from 0 to 65535 (got "abc")');
    expect(output).toContain('SMTP_URL must be a URL starting with smtp://, smtps://');
    expect(output).toContain('LOG_LEVEL must be one of');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
