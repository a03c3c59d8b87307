import { afterAll, beforeAll, inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { hashPassword } from '@/server/auth/passwords';
import type { PasswordCheckObserver, ScryptParams } from '@/server/auth/passwords';
import { issueSession } from '@/server/auth/tokens';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import type { CompanyRow, NewCompanyRow } from '@/server/db/schema/account';
import type { OutboxRow } from '@/server/db/schema/mail';
import { listOutbox } from '@/server/mail/outbox';
import { createLogger } from '@/server/logger';
import { startServer } from '@/server/main';
import type { RunningServer } from '@/server/main';
import { createCompany } from '@/server/services/companies';
import { createTestDatabase } from './database';

/**
 * A cheap password-hash cost for tests (production uses PASSWORD_HASH_PARAMS, checked by
 * its own test): hashes stay self-describing, so everything else works the same.
 */
export const TEST_PASSWORD_HASHING: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** The server's clock in tests: real time plus an offset that only moves forward. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** True when this run tests against a PostgreSQL server (TEST_DATABASE=postgres). */
export const usesPostgres = process.env.TEST_DATABASE === 'postgres';

export interface TestServer {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  db: Database;
  config: Config;
  /** The temporary DATA_DIR (admin.json, jwt-secret); removed by close(). */
  dataDir: string;
  /** The PostgreSQL database it serves; undefined on the embedded one. */
  databaseUrl: string | undefined;
  server: RunningServer;
  /**
   * Inserts a company: unique e-mail, verified and onboarded unless `values` say otherwise;
   * `password` sets its password (hashed).
   */
  createCompany(
    values?: Partial<Omit<NewCompanyRow, 'id'>> & { password?: string },
  ): Promise<CompanyRow>;
  /** Opens a session for the company and returns its bearer token. */
  createSession(companyId: number): Promise<string>;
  /** The clock of codes, links and login throttling: `clock.advance(ms)` instead of sleeping. */
  clock: TestClock;
  /** Outbox mails (where mail goes without SMTP_URL), newest first. */
  mails(to?: string): Promise<OutboxRow[]>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  staticDir?: string;
  logger?: Logger;
  /** Extra environment (e.g. SMTP_URL, PUBLIC_URL); NODE_ENV stays test unless given. */
  env?: NodeJS.ProcessEnv;
  /**
   * PostgreSQL only: serve this existing database (another test server's `databaseUrl`)
   * instead of a fresh one, as a second server of one deployment; it is not dropped here.
   */
  databaseUrl?: string;
  /** Told of each key derivation a password check runs, with its cost. */
  observePasswordCheck?: PasswordCheckObserver;
}

let companyCounter = 0;

/**
 * TestServer's createCompany and createSession on `db` signing with `jwtSecret`: also
 * for servers started otherwise (the cluster tests' processes).
 */
export function companyHelpers(
  db: Database,
  jwtSecret: string,
): Pick<TestServer, 'createCompany' | 'createSession'> {
  return {
    createCompany: async ({ password, ...values } = {}) => {
      companyCounter += 1;
      return createCompany(db, {
        email: `company${companyCounter}-${randomBytes(4).toString('hex')}@example.com`,
        company_name: 'Test company',
        first_name: 'Test',
        last_name: 'User',
        has_verified_email: true,
        onboard_position: 1,
        ...(password === undefined
          ? {}
          : { password_hash: await hashPassword(password, TEST_PASSWORD_HASHING) }),
        ...values,
      });
    },
    createSession: async (companyId) => (await issueSession(db, jwtSecret, companyId)).token,
  };
}

/**
 * Starts the real server in this process on a free loopback port, with a fresh database:
 * in-memory PGlite, or (TEST_DATABASE=postgres) a throw-away PostgreSQL database.
 * The environment is not read, so a developer's DATABASE_URL or PORT cannot leak in.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ugc-test-'));
  // A copy of the run's migrated database (see globalSetup.ts), when there is one.
  const database =
    usesPostgres && !options.databaseUrl
      ? await createTestDatabase(inject('postgresTemplate') || undefined)
      : null;
  const databaseUrl = options.databaseUrl ?? database?.url;
  const clock = testClock();
  let server: RunningServer;
  try {
    server = await startServer({
      env: { NODE_ENV: 'test', ...options.env },
      now: clock.now,
      passwordHashing: TEST_PASSWORD_HASHING,
      observePasswordCheck: options.observePasswordCheck,
      host: '127.0.0.1',
      port: 0,
      dataDir,
      ...(databaseUrl
        ? { databaseUrl }
        : { memory: true, databaseTemplate: inject('pgliteTemplate') }),
      staticDir: options.staticDir ?? join(dataDir, 'no-client-build'),
      logger: options.logger ?? createLogger({ logLevel: 'silent' }),
    });
  } catch (error) {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { db, config } = server;

  return {
    url: server.url,
    db,
    config,
    dataDir,
    databaseUrl,
    server,
    ...companyHelpers(db, config.jwtSecret),
    clock,
    mails: (to) => listOutbox(db, { to, limit: 100 }),
    close: async () => {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server for the whole test file: started before its first test, closed after its
 * last. The returned object is filled in when the server has started, so test files
 * write `const t = serverForFile();` and use `t` inside their tests.
 */
export function serverForFile(options: TestServerOptions = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await startTestServer(options));
  });
  afterAll(async () => {
    await server.close?.();
  });
  return server;
}

/**
 * Two servers on one PostgreSQL database (as behind a load balancer), sharing their token
 * secret, for a describe block: started before its first test, closed after its last.
 * `moreEnv` is read when they start (e.g. the REDIS_URL of a Redis started before them).
 */
export function twoServersForBlock(moreEnv: () => NodeJS.ProcessEnv = () => ({})): {
  a: TestServer;
  b: TestServer;
} {
  const servers = { a: {} as TestServer, b: {} as TestServer };
  beforeAll(async () => {
    const env = { JWT_SECRET: 'a-shared-secret-for-both-test-servers-0123456789', ...moreEnv() };
    Object.assign(servers.a, await startTestServer({ env }));
    Object.assign(servers.b, await startTestServer({ env, databaseUrl: servers.a.databaseUrl }));
  });
  afterAll(async () => {
    await servers.b.close?.();
    await servers.a.close?.();
  });
  return servers;
}
