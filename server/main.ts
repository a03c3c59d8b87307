import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { startAdminEndpoint } from './admin/endpoint';
import type { AdminEndpoint } from './admin/endpoint';
import { buildApp } from './app';
import type { BuildAppOptions } from './app';
import { ConfigError, loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Database, DatabaseHandle } from './db/client';
import { MAILBOX_PATH } from './http/mailbox';
import { jobHandlers, scheduleDailyJobs } from './jobs/handlers';
import { createPayoutSettler } from './jobs/payoutSettlement';
import { createJobRunner } from './jobs/runner';
import { loopbackUrl } from './loopback';
import { acquireLock } from './lock';
import type { Lock } from './lock';
import { createLogger, listenQuietly } from './logger';
import { notifyOperators } from './realtime/publisher';
import { deliverNotices } from './services/env';
import { queuesOfNotices, tellOperators } from './services/ops/queue';

export interface StartServerOptions {
  /** Environment to read the configuration from; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** These override the environment. */
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** In-memory PGlite (tests): ignores DATABASE_URL, writes no database files, takes no lock. */
  memory?: boolean;
  staticDir?: string;
  /** A prepared embedded database a new data directory starts from (see openDatabase). */
  databaseTemplate?: string;
  logger?: Logger;
  /** Passed to buildApp (tests: a fake clock and a cheap password-hash cost). */
  now?: BuildAppOptions['now'];
  passwordHashing?: BuildAppOptions['passwordHashing'];
  observePasswordCheck?: BuildAppOptions['observePasswordCheck'];
}

export interface RunningServer {
  /** Where this process can reach the server (loopback), e.g. http://127.0.0.1:41234. */
  url: string;
  port: number;
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Scheduled work: `runDue()` runs the jobs due by the server's clock now (tests call it). */
  jobs: { runDue(): Promise<number> };
  /** Stops accepting, lets in-flight requests finish, closes the DB, removes our files. */
  close(): Promise<void>;
}

function configFrom(options: StartServerOptions): Config {
  if (options.memory && options.databaseUrl) {
    throw new Error('startServer: memory and databaseUrl exclude each other');
  }
  const env: NodeJS.ProcessEnv = { ...(options.env ?? process.env) };
  if (options.port !== undefined) env.PORT = String(options.port);
  if (options.host !== undefined) env.HOST = options.host;
  if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
  if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
  if (options.memory) delete env.DATABASE_URL;
  return loadConfig(env);
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config = configFrom(options);
  mkdirSync(config.dataDir, { recursive: true });
  const logger = options.logger ?? createLogger(config);

  // PGlite is single-connection: two processes on one data directory corrupt it.
  const embeddedOnDisk = !options.memory && !config.databaseUrl;
  const lock: Lock | null = embeddedOnDisk ? await acquireLock(config.dataDir) : null;
  const cleanups: Array<() => unknown> = [() => lock?.release()];
  // Newest first; every step runs even when an earlier one fails (the lock must go).
  const cleanUp = async () => {
    let failure: unknown = null;
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== null) throw failure;
  };

  try {
    const handle: DatabaseHandle = await openDatabase({
      memory: options.memory,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      template: options.databaseTemplate,
      poolSize: config.databasePoolSize,
    });
    cleanups.push(() => handle.close());

    const app = await buildApp({
      config,
      db: handle.db,
      logger,
      staticDir: options.staticDir,
      now: options.now,
      passwordHashing: options.passwordHashing,
      observePasswordCheck: options.observePasswordCheck,
    });
    cleanups.push(() => app.close());
    await listenQuietly(app, { port: config.port, host: config.host });

    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    // With PORT=0 the port is only known now: every holder of `config` sees the real one.
    config.port = address.port;
    if (config.publicUrlIsDefault) config.publicUrl = `http://localhost:${address.port}`;

    const admin: AdminEndpoint = await startAdminEndpoint(
      {
        db: handle.db,
        config,
        publisher: app.publisher,
        sessions: app.sessions,
        storage: app.storage,
        now: options.now,
      },
      app.log,
    );
    cleanups.push(() => admin.close());

    // Jobs left due while no server ran (a campaign's 24 hours) run now, then as they fall due;
    // so does the daily jobs' run of today, unless a server already ran it.
    const now = options.now ?? (() => new Date());
    await scheduleDailyJobs(handle.db, now());
    const jobs = createJobRunner({
      db: handle.db,
      now,
      log: app.log,
      handlers: jobHandlers(app.storage),
      notify: async (notices) => {
        await deliverNotices(
          { mailer: app.mailer, publisher: app.publisher },
          config.publicUrl,
          app.log,
          notices,
        );
        // A campaign the 24-hour rule activated left the operators' queue.
        await tellOperators(app.publisher, app.log, ...queuesOfNotices(notices));
      },
      pollMs: config.jobsPollSeconds * 1000,
    });
    cleanups.push(() => jobs.stop());
    await jobs.start();
    // Creators' payouts the bank has not settled (or the gateway did not take) are looked at
    // as they fall due.
    const payouts = createPayoutSettler({
      db: handle.db,
      now,
      gateway: app.paymentGateway,
      log: app.log,
      notify: (notices) =>
        deliverNotices(
          { mailer: app.mailer, publisher: app.publisher },
          config.publicUrl,
          app.log,
          notices,
        ),
      opsQueueChanged: (queue) =>
        notifyOperators(app.publisher, queue).catch((error: unknown) =>
          app.log.warn({ err: error }, 'real-time publication failed'),
        ),
      pollMs: config.jobsPollSeconds * 1000,
    });
    cleanups.push(() => payouts.stop());
    await payouts.start();

    let closing: Promise<void> | null = null;
    return {
      url: loopbackUrl(config.host, address.port),
      port: address.port,
      app,
      db: handle.db,
      config,
      jobs: { runDue: async () => (await jobs.runDue()) + (await payouts.runDue()) },
      close: () => {
        // Readiness turns 503 at once, while the jobs still stop and requests still finish.
        app.beginShutdown();
        return (closing ??= cleanUp());
      },
    };
  } catch (error) {
    await cleanUp().catch(() => {}); // the startup error is the one worth reporting
    throw error;
  }
}

/**
 * Longest a graceful shutdown (SIGTERM) may take: new connections are refused at once,
 * real-time connections closed, requests in flight finish; what still runs then is cut
 * (exit code 1). Orchestrators commonly wait 30 s before SIGKILL: this stays well inside.
 */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

/** `tsx server/main.ts` / `npm start`: run from the environment until SIGTERM or SIGINT. */
export async function main(options: StartServerOptions = {}): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(options);
  } catch (error) {
    // Configuration and lock problems are the operator's to fix: the message says how.
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof ConfigError ? message : `ugc-desk could not start: ${message}`);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // Repeats are expected and ignored: under a terminal, Ctrl-C reaches us both directly
    // and relayed by `tsx watch`. A hung shutdown is ended by the timeout below.
    if (stopping) return;
    stopping = true;
    server.app.log.debug({ signal }, 'shutting down');
    setTimeout(() => {
      console.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('shutdown failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // All `npm start` prints unless something fails (LOG_LEVEL=debug shows every request),
  // once the signals are handled: whoever reads the URL may stop us at once.
  console.log(`ugc-desk is running at ${server.config.publicUrl}`);
  if (server.config.devMailbox) {
    console.log(`Development mailbox: ${server.config.publicUrl}${MAILBOX_PATH}`);
  }
}

const entry = process.argv[1];
if (entry && resolve(entry) === fileURLToPath(import.meta.url)) void main();
