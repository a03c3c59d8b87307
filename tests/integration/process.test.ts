import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_FILE } from '@/server/admin/endpoint';
import { acquireLock, LOCK_FILE, LockHeldError } from '@/server/lock';
import { cleanedUpAfterTests, deadPid, spawnServer } from './helpers/processes';
import type { ServerProcess } from './helpers/processes';

const { tempDir, track } = cleanedUpAfterTests('process');

/** A server process on the embedded database (no DATABASE_URL, whatever the shell has). */
function serverIn(dataDir: string, extra: NodeJS.ProcessEnv = {}): ServerProcess {
  const server = spawnServer({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    ...extra,
  });
  track(server);
  return server;
}

describe('the lock file', () => {
  it('is exclusive, taken over when stale, and released only by its owner', () => {
    const dataDir = tempDir();
    const file = join(dataDir, LOCK_FILE);
    const lock = acquireLock(dataDir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireLock(dataDir)).toThrow(LockHeldError);
    lock.release();
    expect(existsSync(file)).toBe(false);

    writeFileSync(file, `${deadPid()}\n`);
    const takenOver = acquireLock(dataDir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    writeFileSync(file, '1\n'); // someone else's now: release must leave it alone
    takenOver.release();
    expect(readFileSync(file, 'utf8').trim()).toBe('1');
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
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toMatch(/^\d+$/);
      expect(existsSync(join(dataDir, ADMIN_FILE))).toBe(true);

      server.child.kill('SIGTERM');
      expect(await server.exit).toEqual({ code: 0, signal: null });
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      expect(existsSync(join(dataDir, ADMIN_FILE))).toBe(false);
    },
  );

  it(
    'refuses to start while a live process holds the lock, and takes over a stale one',
    {
      timeout: 60_000,
    },
    async () => {
      const dataDir = tempDir();
      writeFileSync(join(dataDir, LOCK_FILE), `${process.pid}\n`);
      const refused = serverIn(dataDir);
      expect((await refused.exit).code).toBe(1);
      expect(refused.output()).toContain(`Another process (pid ${process.pid}) holds the database`);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));

      writeFileSync(join(dataDir, LOCK_FILE), `${deadPid()}\n`);
      const started = serverIn(dataDir, { PUBLIC_URL: 'https://desk.example.com/' });
      // The announced address is PUBLIC_URL when set (without its trailing slash).
      expect(await started.url).toBe('https://desk.example.com');
      started.child.kill('SIGTERM');
      expect((await started.exit).code).toBe(0);
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
