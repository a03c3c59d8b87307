import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import * as schema from '@/server/db/schema';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import type { RunningServer } from '@/server/main';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

/** The first non-internal IPv4 address of this machine: other machines reach us there. */
function externalIPv4(): string | undefined {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return undefined;
}
const externalAddress = externalIPv4();

const dirs: string[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The real server in memory, bound to `host`, with exactly this environment. */
async function serverOn(host: string | undefined, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ugc-exposure-'));
  dirs.push(dataDir);
  const server = await startServer({
    env,
    host,
    port: 0,
    dataDir,
    memory: true,
    staticDir: join(dataDir, 'no-client-build'),
    logger: createLogger({ logLevel: 'silent' }),
  });
  servers.push(server);
  return server;
}

const mailboxStatus = async (origin: string, headers: Record<string, string> = {}) =>
  (await fetch(`${origin}/dev/mailbox?format=json`, { headers })).status;

describe('a server started without HOST', () => {
  it('listens on loopback only', async () => {
    const server = await serverOn(undefined, { PORT: '0' });
    expect(server.app.server.address()).toMatchObject({ address: '127.0.0.1' });
  });
});

describe('the dev mailbox', () => {
  it('is served to loopback clients of a server on loopback', async () => {
    const server = await serverOn('127.0.0.1', {});
    expect(await mailboxStatus(server.url)).toBe(200);
  });

  it('is refused to a request that came through a reverse proxy', async () => {
    const server = await serverOn('127.0.0.1', {});
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(await mailboxStatus(server.url, { [header]: '127.0.0.1' }), header).toBe(404);
    }
  });

  it('does not exist on a server bound to every interface, unless DEV_MAILBOX=1', async () => {
    const server = await serverOn('0.0.0.0', {});
    expect(server.config.devMailbox).toBe(false);
    expect(await mailboxStatus(server.url)).toBe(404);
  });

  it.skipIf(externalAddress === undefined)(
    // Skipped only on a machine with no network interface but loopback.
    'with DEV_MAILBOX=1 on every interface, is still refused to a client from the network',
    async () => {
      const server = await serverOn('0.0.0.0', { DEV_MAILBOX: '1' });
      expect(await mailboxStatus(server.url)).toBe(200);
      // Through the external address the client's socket address is that one, not loopback,
      // and headers claiming otherwise do not change it.
      const external = `http://${externalAddress}:${server.port}`;
      expect(await mailboxStatus(external)).toBe(404);
      expect(await mailboxStatus(external, { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
    },
  );

  it('does not exist in production', async () => {
    const server = await serverOn('127.0.0.1', {
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(48),
    });
    expect(await mailboxStatus(server.url)).toBe(404);
  });
});

describe('the mailbox filter', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['%00', 'a%00b%40example.com', '%0Aa%40example.com'])(
    'answers 400, not 500, to an address the database cannot hold (to=%s)',
    async (to) => {
      const response = await fetch(`${t.url}/dev/mailbox?format=json&to=${to}`, {
        headers: { 'accept-language': 'es' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: 'Algunos campos no son válidos: revísalos' }],
      });
    },
  );

  it('answers 400 to a repeated address', async () => {
    const response = await fetch(`${t.url}/dev/mailbox?format=json&to=a@b.co&to=c@d.co`);
    expect(response.status).toBe(400);
  });
});

describe('without NODE_ENV=development', () => {
  /** Nothing listens on port 1: every query fails at once, whatever the engine under test. */
  async function appWithBrokenDatabase(env: NodeJS.ProcessEnv) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ugc-exposure-'));
    dirs.push(dataDir);
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, ...env }),
      db: drizzle({ client: pool, schema }),
      logger: createLogger({ logLevel: 'silent' }),
    });
    return {
      app,
      close: async () => {
        await app.close();
        await pool.end();
      },
    };
  }

  const login = {
    query:
      'mutation { CompanyLogin(email: "a@example.com", password: "Secret-passw0rd") { token } }',
  };

  it.each([
    ['unset', {}],
    ['test', { NODE_ENV: 'test' }],
    ['production', { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(48) }],
  ])('NODE_ENV %s: no GraphiQL, and no error details in the body', async (_name, env) => {
    const { app, close } = await appWithBrokenDatabase(env);
    try {
      const graphiql = await app.inject({
        method: 'GET',
        url: '/v1/j/guest',
        headers: { accept: 'text/html' },
      });
      expect(graphiql.body).not.toContain('GraphiQL');

      const failed = await app.inject({ method: 'POST', url: '/v1/j/guest', payload: login });
      const body = failed.body;
      expect(body).toContain('errors');
      expect(body).not.toContain('originalError');
      expect(body).not.toContain('stack');
      expect(body).not.toContain('ECONNREFUSED');
      expect(body).not.toMatch(/select|"accounts"|"companies"/i);
    } finally {
      await close();
    }
  });

  it('NODE_ENV=development keeps GraphiQL', async () => {
    const { app, close } = await appWithBrokenDatabase({ NODE_ENV: 'development' });
    try {
      const graphiql = await app.inject({
        method: 'GET',
        url: '/v1/j/guest',
        headers: { accept: 'text/html' },
      });
      expect(graphiql.body).toContain('GraphiQL');
    } finally {
      await close();
    }
  });
});
