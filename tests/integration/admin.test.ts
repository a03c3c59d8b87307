import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_DATA } from '@/src/entities/session/api';
import { runAdminCommand } from '@/server/admin/client';
import { ADMIN_FILE } from '@/server/admin/endpoint';
import { acquireLock } from '@/server/lock';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import { findCompanyByEmail } from '@/server/services/companies';
import { gqlRequest } from './helpers/http';
import { deadPid, lockHolder } from './helpers/processes';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

/** The direct (no server) runs must use the embedded database whatever the shell says. */
const embeddedEnv: NodeJS.ProcessEnv = { NODE_ENV: 'test' };

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ugc-admin-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tokenOf(link: string): string {
  const match = /\/account\/impersonate\/([^/\s]+)\n$/.exec(link);
  if (!match?.[1]) throw new Error(`not an impersonation link: ${JSON.stringify(link)}`);
  return match[1];
}

describe('help', () => {
  it('lists every command with a description', async () => {
    const result = await runAdminCommand(tempDir(), ['help']);
    expect(result.code).toBe(0);
    for (const command of [
      'help',
      'company-add <email>',
      'impersonate <email>',
      'sessions-revoke <email>',
    ]) {
      expect(result.stdout).toContain(command);
    }
    expect((await runAdminCommand(tempDir(), [])).stdout).toBe(result.stdout);
  });

  it('exits 1 for an unknown command, still listing the commands', async () => {
    const result = await runAdminCommand(tempDir(), ['frobnicate']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Unknown command: frobnicate');
    expect(result.stdout).toContain('company-add');
  });

  it('explains the usage of a command given the wrong arguments', async () => {
    const missing = await runAdminCommand(tempDir(), ['impersonate']);
    expect(missing).toMatchObject({ code: 1, stdout: '' });
    expect(missing.stderr).toContain('usage: npm run admin -- impersonate <email>');
    const unknownOption = await runAdminCommand(tempDir(), ['company-add', 'a@b.co', '--colour']);
    expect(unknownOption.stderr).toContain('unknown option --colour');
  });
});

describe('through the running server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('publishes its admin endpoint in DATA_DIR/admin.json, readable by its user only', () => {
    const file = join(t.dataDir, ADMIN_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const admin = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(admin).toMatchObject({ pid: process.pid, port: expect.any(Number) });
    expect(String(admin.secret)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a caller without the secret', async () => {
    const { port } = JSON.parse(readFileSync(join(t.dataDir, ADMIN_FILE), 'utf8')) as {
      port: number;
    };
    const response = await fetch(`http://127.0.0.1:${port}/admin/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
      body: JSON.stringify({ argv: ['company-add', 'intruder@example.com'] }),
    });
    expect(response.status).toBe(401);
    expect(await findCompanyByEmail(t.db, 'intruder@example.com')).toBeNull();
  });

  it('adds a company, impersonates it, and revokes its sessions', async () => {
    const added = await runAdminCommand(t.dataDir, [
      'company-add',
      'Demo@Brand.Example',
      '--name',
      'Brand Example',
      '--first',
      'Ada',
      '--last=Lovelace',
    ]);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    const company = await findCompanyByEmail(t.db, 'demo@brand.example');
    expect(added.stdout).toBe(`${company?.id}\n`);
    expect(company).toMatchObject({
      company_name: 'Brand Example',
      first_name: 'Ada',
      last_name: 'Lovelace',
      has_verified_email: true,
      onboard_position: 1,
    });

    const again = await runAdminCommand(t.dataDir, ['company-add', 'demo@brand.example']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const link = await runAdminCommand(t.dataDir, ['impersonate', 'demo@brand.example']);
    expect(link.code).toBe(0);
    expect(link.stdout.startsWith(`${t.config.publicUrl}/account/impersonate/`)).toBe(true);
    expect(t.config.publicUrl).toBe(`http://localhost:${t.server.port}`);
    const token = tokenOf(link.stdout);
    const asCompany = await gqlRequest(`${t.url}/v1/j`, COMPANY_DATA, { token });
    expect(asCompany.status).toBe(200);
    expect(asCompany.body.data?.CompanyData.email).toBe('demo@brand.example');

    const second = tokenOf(
      (await runAdminCommand(t.dataDir, ['impersonate', 'demo@brand.example'])).stdout,
    );
    const revoked = await runAdminCommand(t.dataDir, ['sessions-revoke', 'demo@brand.example']);
    expect(revoked).toEqual({ code: 0, stdout: '2\n', stderr: '' });
    for (const revokedToken of [token, second]) {
      expect(
        (await gqlRequest(`${t.url}/v1/j`, COMPANY_DATA, { token: revokedToken })).status,
      ).toBe(401);
    }
  });

  it('adds unverified, not onboarded companies when told', async () => {
    const added = await runAdminCommand(t.dataDir, [
      'company-add',
      'fresh@example.com',
      '--unverified',
      '--not-onboarded',
    ]);
    expect(added.code).toBe(0);
    expect(await findCompanyByEmail(t.db, 'fresh@example.com')).toMatchObject({
      has_verified_email: false,
      onboard_position: 0,
      company_name: null,
    });
  });

  it('reports unknown companies on stderr', async () => {
    for (const command of ['impersonate', 'sessions-revoke']) {
      const result = await runAdminCommand(t.dataDir, [command, 'nobody@example.com']);
      expect(result).toMatchObject({ code: 1, stdout: '' });
      expect(result.stderr).toContain('no company with e-mail nobody@example.com');
    }
  });
});

describe('without a server', () => {
  it(
    'opens the embedded database itself; a server started later accepts its token',
    {
      timeout: 60_000,
    },
    async () => {
      const dataDir = tempDir();
      const added = await runAdminCommand(
        dataDir,
        ['company-add', 'solo@example.com'],
        embeddedEnv,
      );
      expect(added).toEqual({ code: 0, stdout: '1\n', stderr: '' });
      const link = await runAdminCommand(dataDir, ['impersonate', 'solo@example.com'], embeddedEnv);
      expect(link.code).toBe(0);
      expect(link.stdout).toMatch(/^http:\/\/localhost:8080\/account\/impersonate\/\S+\n$/);
      expect(await lockHolder(dataDir)).toBe('free');

      // Same DATA_DIR, so same database and same generated JWT secret.
      const server = await startServer({
        env: embeddedEnv,
        dataDir,
        host: '127.0.0.1',
        port: 0,
        logger: createLogger({ logLevel: 'silent' }),
      });
      try {
        expect(await lockHolder(dataDir)).toBe(process.pid);
        const { status, body } = await gqlRequest(`${server.url}/v1/j`, COMPANY_DATA, {
          token: tokenOf(link.stdout),
        });
        expect(status).toBe(200);
        expect(body.data?.CompanyData.email).toBe('solo@example.com');
        // Now the CLI goes through the server (it could not open the locked database itself).
        const revoked = await runAdminCommand(
          dataDir,
          ['sessions-revoke', 'solo@example.com'],
          embeddedEnv,
        );
        expect(revoked).toEqual({ code: 0, stdout: '1\n', stderr: '' });
      } finally {
        await server.close();
      }
      expect(await lockHolder(dataDir)).toBe('free');
      expect(existsSync(join(dataDir, ADMIN_FILE))).toBe(false);
    },
  );

  it('ignores an admin.json left by a dead server', async () => {
    const dataDir = tempDir();
    const dead = deadPid();
    writeFileSync(join(dataDir, ADMIN_FILE), JSON.stringify({ port: 9, secret: 'x', pid: dead }));
    const added = await runAdminCommand(dataDir, ['company-add', 'after@example.com'], embeddedEnv);
    expect(added).toMatchObject({ code: 0, stdout: '1\n' });
  });

  it('notify says nobody is connected when no server runs and REDIS_URL is not set', async () => {
    const dataDir = tempDir();
    await runAdminCommand(dataDir, ['company-add', 'alone@example.com'], embeddedEnv);
    const result = await runAdminCommand(
      dataDir,
      ['notify', 'alone@example.com', 'Anyone?'],
      embeddedEnv,
    );
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'notify: no server is running, so nobody is connected to be notified\n',
    });
  });

  it('refuses clearly when a live process holds the lock but does not answer', async () => {
    const dataDir = tempDir();
    // This test process holds the lock and serves nothing for this directory.
    const lock = await acquireLock(dataDir);
    try {
      const result = await runAdminCommand(dataDir, ['company-add', 'x@example.com'], embeddedEnv);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`process ${process.pid} holds the database`);
      expect(result.stderr).toContain('no server answers');
      expect(await lockHolder(dataDir)).toBe(process.pid);
      expect(existsSync(join(dataDir, 'db'))).toBe(false);
    } finally {
      lock.release();
    }
  });

  it('refuses clearly when the database cannot be opened', async () => {
    const result = await runAdminCommand(tempDir(), ['company-add', 'x@example.com'], {
      ...embeddedEnv,
      // Nothing listens on port 1: the connection is refused at once.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no server is running and the database could not be opened');
  });
});
