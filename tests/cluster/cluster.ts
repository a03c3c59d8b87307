/**
 * Several real server processes as a deployment runs them: one fresh PostgreSQL database,
 * a Redis of their own, the same JWT_SECRET, each its own DATA_DIR, and the round-robin
 * proxy (proxy.ts) in front, their uploads in a local S3-compatible server. Needs PostgreSQL (DATABASE_URL, else the local test server)
 * and redis-server (REDIS_SERVER_PATH or on PATH).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@/server/db/client';
import { listOutbox } from '@/server/mail/outbox';
import type { Database } from '@/server/db/client';
import { createTestDatabase } from '../integration/helpers/database';
import { buildAll } from '@/server/cli/build';
import { ROOT, spawnServer } from '../integration/helpers/processes';
import type { ServerProcess } from '../integration/helpers/processes';
import { startRedisServer } from '../integration/helpers/redisServer';
import type { RedisServer } from '../integration/helpers/redisServer';
import { startS3Server } from '../integration/helpers/s3Server';
import type { S3Server } from '../integration/helpers/s3Server';
import { companyHelpers } from '../integration/helpers/testServer';
import type { TestServer } from '../integration/helpers/testServer';
import { startProxy } from './proxy';
import type { Proxy } from './proxy';

/**
 * The production server, as `npm start` runs it (built first when out of date): it serves
 * the app itself, so a browser can use the cluster, and SIGKILL ends the server itself.
 */
const SERVER_COMMAND = [process.execPath, 'build/server/main.js'];

export interface ClusterServer {
  process: ServerProcess;
  /** Its own address (the proxy's backend). */
  url: string;
  port: number;
  dataDir: string;
}

export interface Cluster {
  /** The proxy: where clients go. */
  url: string;
  proxy: Proxy;
  servers: ClusterServer[];
  databaseUrl: string;
  redis: RedisServer;
  /** The S3-compatible server holding every server's uploads. */
  s3: S3Server;
  /** The deployment's database, from the test process (for arranging and checking). */
  db: Database;
  jwtSecret: string;
  /**
   * The cluster as the integration helpers' TestServer (url = the proxy): enough for
   * helpers that call the API and write to the database (createCompany, createSession).
   */
  asTestServer(): TestServer;
  /** SIGKILLs server `index` (a crash): its port then refuses, and the proxy skips it. */
  kill(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  servers?: number;
  /** Extra environment for every server (e.g. STORAGE_URL and the AWS variables). */
  env?: NodeJS.ProcessEnv;
}

async function startProcess(env: NodeJS.ProcessEnv, dataDir: string): Promise<ClusterServer> {
  const server = spawnServer({ ...env, DATA_DIR: dataDir }, SERVER_COMMAND);
  try {
    // Without PUBLIC_URL it prints its own loopback address.
    const port = Number(new URL(await server.url).port);
    return { process: server, url: `http://127.0.0.1:${port}`, port, dataDir };
  } catch (error) {
    server.kill();
    throw error;
  }
}

export async function startCluster({
  servers = 2,
  env = {},
}: ClusterOptions = {}): Promise<Cluster> {
  const cleanups: Array<() => unknown> = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    await buildAll(ROOT);
    const redis = await startRedisServer();
    cleanups.push(() => redis.stop());
    const s3 = await startS3Server();
    cleanups.push(() => s3.stop());
    const proxy = await startProxy();
    cleanups.push(() => proxy.close());
    const jwtSecret = randomBytes(32).toString('base64url');
    const serverEnv: NodeJS.ProcessEnv = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      JWT_SECRET: jwtSecret,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      JOBS_POLL_SECONDS: '1',
      // Browsers reach /mqtt through the proxy's origin.
      ALLOWED_ORIGINS: proxy.url,
      ...s3.env,
      ...env,
    };
    const dataDirs = Array.from({ length: servers }, () =>
      mkdtempSync(join(tmpdir(), 'ugc-cluster-')),
    );
    cleanups.push(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
    // Started together on the fresh database, as a deployment does (migrations run once).
    const started = await Promise.allSettled(dataDirs.map((dir) => startProcess(serverEnv, dir)));
    const running = started.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    cleanups.push(() => running.forEach((server) => server.process.kill()));
    const failure = started.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    proxy.backends.push(...running.map(({ port }) => ({ host: '127.0.0.1', port })));

    const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    cleanups.push(() => handle.close());
    const { db } = handle;

    const testServer = {
      url: proxy.url,
      db,
      databaseUrl: database.url,
      ...companyHelpers(db, jwtSecret),
      mails: (to?: string) => listOutbox(db, { to, limit: 100 }),
      // The servers keep real time: a test cannot move their clocks.
      clock: {
        now: () => new Date(),
        advance: () => {
          throw new Error('the cluster servers keep real time');
        },
      },
    };

    return {
      url: proxy.url,
      proxy,
      servers: running,
      databaseUrl: database.url,
      redis,
      s3,
      db,
      jwtSecret,
      // The helpers read only the fields above (a cast, not a second TestServer).
      asTestServer: () => testServer as unknown as TestServer,
      kill: async (index) => {
        const server = running[index];
        if (!server) throw new Error(`no server ${index}`);
        server.process.kill();
        await server.process.exit;
      },
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
