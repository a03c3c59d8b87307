import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import * as schema from '@/server/db/schema';
import { registerHealth } from '@/server/http/health';
import { createLogger } from '@/server/logger';
import type { ImageStorage } from '@/server/storage/types';
import { createTestDatabase } from './helpers/database';
import { startRedisServer } from './helpers/redisServer';
import { until } from './helpers/until';
import { serverForFile, startTestServer, usesPostgres } from './helpers/testServer';

const t = serverForFile();

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A logger whose lines the test reads (as parsed JSON). */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'debug' }, sink), lines };
}

/** Nothing listens on port 1: every query fails at once, whatever the engine under test. */
function unreachableDatabase() {
  const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none' });
  cleanups.push(() => pool.end());
  return drizzle({ client: pool, schema });
}

const SECRET_BUCKET_ERROR = 'bucket s3://private-bucket at https://user:pw@s3.example.com';
const failingStorage: Pick<ImageStorage, 'check'> = {
  check: () => Promise.reject(new Error(SECRET_BUCKET_ERROR)),
};

describe('GET /healthz and /readyz', () => {
  it('are ok on a serving server, Redis off without REDIS_URL', async () => {
    const alive = await fetch(`${t.url}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: 'off', storage: 'ok' },
    });
  });

  it('name a database that fails, and healthz stays alive', async () => {
    const { logger, lines } = capturedLogger();
    const app = await buildApp({ config: t.config, db: unreachableDatabase(), logger });
    cleanups.push(() => app.close());
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', redis: 'off', storage: 'ok' },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const failure = lines.find((line) => line.msg?.toString().startsWith('readiness check'));
    expect(failure).toMatchObject({ check: 'database', reqId: expect.any(String) });
  });

  it('name unreachable storage without its error text', async () => {
    const { logger, lines } = capturedLogger();
    const app = await buildApp({
      config: t.config,
      db: t.db,
      logger,
      storage: { ...t.server.app.storage, ...failingStorage },
    });
    cleanups.push(() => app.close());
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'off', storage: 'failed' },
    });
    expect(ready.body).not.toContain('bucket');
    // The reason is for the operator: in the log.
    expect(JSON.stringify(lines)).toContain('private-bucket');
  });

  it('name a Redis that fails or does not answer', async () => {
    for (const realtimeCheck of [
      () => Promise.reject(new Error('ECONNREFUSED')),
      () => new Promise<never>(() => {}), // never answers: counted failed after the timeout
    ]) {
      const app = Fastify();
      const storage = { check: async () => {} };
      registerHealth(app, { db: t.db, storage, realtimeCheck, timeoutMs: 100 });
      cleanups.push(() => app.close());
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'failed', storage: 'ok' },
      });
    }
  });

  it("follow the server's own Redis: ok while it answers, failed once it is gone", async () => {
    const redis = await startRedisServer();
    cleanups.push(() => redis.stop());
    const server = await startTestServer({ env: { REDIS_URL: redis.url } });
    cleanups.push(() => server.close());
    const redisCheck = async () => {
      const ready = (await (await fetch(`${server.url}/readyz`)).json()) as {
        checks: { redis: string };
      };
      return ready.checks.redis;
    };
    await until(async () => (await redisCheck()) === 'ok', 'redis ok');
    await redis.kill();
    await until(async () => (await redisCheck()) === 'failed', 'redis failed');
  });

  it('readyz answers 503 once a shutdown has begun, healthz still 200', async () => {
    const server = await startTestServer();
    cleanups.push(() => server.close());
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    server.server.app.beginShutdown();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'shutting down' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe.skipIf(!usesPostgres)('GET /readyz on PostgreSQL', () => {
  it('turns 503 naming the database once its database is gone; healthz stays 200', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const server = await startTestServer({ databaseUrl: database.url });
    cleanups.push(() => server.close());
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await database.drop(); // terminates the server's connections too
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { database: 'failed' } });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
