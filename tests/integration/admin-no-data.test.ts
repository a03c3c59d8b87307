/**
 * `npm run admin`, `npm run seed` and `npm run simulate` with no server running, no
 * DATABASE_URL and no data directory (DATA_DIR unset, so ./data, which does not exist)
 * refuse: they say which server and data directory they looked for and how to go on, exit
 * non-zero and create nothing (they used to create an empty ./data and answer from it).
 * With the data directory there, or DATABASE_URL, or a running server, they work.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import { ROOT } from './helpers/processes';

/** A CLI that opens the embedded database creates and migrates it first: seconds, more on a busy machine. */
const CLI_TIMEOUT_MS = 120_000;

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-admin-no-data-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs one of the CLIs as `npm run …` does, in `cwd`, with exactly this environment. */
function runCli(
  script: 'admin' | 'seed' | 'simulate',
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [
      '--tsconfig',
      join(ROOT, 'tsconfig.json'),
      join(ROOT, 'server', 'cli', `${script}.ts`),
      ...args,
    ],
    { cwd, env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('with no server, no DATABASE_URL and no data directory', () => {
  it.each([
    ['admin', ['campaign', 'list']],
    ['admin', ['company-add', 'nobody@example.com']],
    ['seed', ['--creators', '10']],
    ['simulate', ['--count', '1']],
  ] as const)(
    'npm run %s %j refuses, names what it looked for and creates nothing',
    async (script, args) => {
      const cwd = tempDir();
      const result = await runCli(script, [...args], cwd);
      expect(result.code, result.stderr).not.toBe(0);
      const dataDir = join(cwd, 'data');
      expect(result.stderr).toContain(`No server is running for the data directory ${dataDir}`);
      expect(result.stderr).toContain(join(dataDir, 'admin.json'));
      expect(result.stderr).toContain('npm start');
      expect(result.stderr).toContain('DATA_DIR');
      expect(result.stderr).toContain('DATABASE_URL');
      // Nothing was done (simulate checks for creators before it announces itself).
      expect(result.stdout).toBe('');
      expect(existsSync(dataDir)).toBe(false);
      expect(readdirSync(cwd)).toEqual([]);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'a DATA_DIR that does not exist is refused the same way',
    async () => {
      const cwd = tempDir();
      const missing = join(cwd, 'elsewhere');
      const result = await runCli('admin', ['campaign', 'list'], cwd, { DATA_DIR: missing });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`No server is running for the data directory ${missing}`);
      expect(readdirSync(cwd)).toEqual([]);
    },
    CLI_TIMEOUT_MS,
  );
});

describe('still works', () => {
  it(
    'with DATA_DIR an existing data directory (the database is opened there)',
    async () => {
      const dataDir = tempDir();
      const result = await runCli('admin', ['campaign', 'list'], tempDir(), { DATA_DIR: dataDir });
      expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'with DATABASE_URL (the database is opened there, not looked for in ./data)',
    async () => {
      const result = await runCli('admin', ['campaign', 'list'], tempDir(), {
        // Nothing listens on port 1: the connection is refused at once.
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('the database could not be opened');
      expect(result.stderr).not.toContain('No server is running for the data directory');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'through a server running on ./data (the README tour: npm start, then npm run admin)',
    async () => {
      const cwd = tempDir();
      mkdirSync(join(cwd, 'data')); // as npm start makes it
      const server = await startServer({
        env: { NODE_ENV: 'test' },
        host: '127.0.0.1',
        port: 0,
        dataDir: join(cwd, 'data'),
        memory: true,
        databaseTemplate: inject('pgliteTemplate'),
        staticDir: join(cwd, 'no-client-build'),
        logger: createLogger({ logLevel: 'silent' }),
      });
      try {
        const result = await runCli('admin', ['company-add', 'tour@example.com'], cwd);
        expect(result, result.stderr).toMatchObject({ code: 0, stderr: '' });
        expect(result.stdout).toMatch(/^\d+\n$/);
      } finally {
        await server.close();
      }
    },
    CLI_TIMEOUT_MS,
  );
});
