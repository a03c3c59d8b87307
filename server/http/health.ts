/**
 * What a load balancer or orchestrator asks each of several servers:
 * - `/healthz`, alive: the process answers HTTP. It touches nothing else, so a database
 *   outage does not get every server restarted.
 * - `/readyz`, ready for traffic: the database answers, and so do Redis (when REDIS_URL
 *   is set) and the storage. From the moment a shutdown begins (`app.beginShutdown()`,
 *   before the server stops its jobs and then stops listening) it answers 503, so that
 *   the load balancer stops sending to it while its requests in flight finish.
 * The body names each check's outcome, never an error's text or a URL (they go to the log).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { logServerError } from '../logger';
import type { ImageStorage } from '../storage/types';

/** A check that hangs counts as failed after this long: a load balancer will not wait. */
export const READINESS_CHECK_TIMEOUT_MS = 3_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503: the server is about to stop (see startServer). */
    beginShutdown(): void;
  }
}

export type CheckOutcome = 'ok' | 'failed' | 'off';

export interface HealthOptions {
  db: Database;
  storage: Pick<ImageStorage, 'check'>;
  /** Resolves when the Redis the brokers share answers; absent without REDIS_URL ('off'). */
  realtimeCheck?: (() => Promise<unknown>) | undefined;
  /** READINESS_CHECK_TIMEOUT_MS unless given (tests). */
  timeoutMs?: number;
}

function withinTimeout(check: () => Promise<unknown>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  const { db, storage, realtimeCheck, timeoutMs = READINESS_CHECK_TIMEOUT_MS } = options;
  const checks: Record<string, (() => Promise<unknown>) | undefined> = {
    database: () => db.execute(sql`select 1`),
    redis: realtimeCheck,
    storage: () => storage.check(),
  };

  let shuttingDown = false;
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    if (shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    const outcomes: Record<string, CheckOutcome> = {};
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        if (!check) {
          outcomes[name] = 'off';
          return;
        }
        try {
          await withinTimeout(check, timeoutMs);
          outcomes[name] = 'ok';
        } catch (error) {
          outcomes[name] = 'failed';
          logServerError(req.log, error, 'readiness check failed', { check: name });
        }
      }),
    );
    const ready = Object.values(outcomes).every((outcome) => outcome !== 'failed');
    // Keys in a fixed order, whichever check ended first.
    const body = {
      status: ready ? 'ok' : 'unavailable',
      checks: Object.fromEntries(Object.keys(checks).map((name) => [name, outcomes[name]])),
    };
    return reply.code(ready ? 200 : 503).send(body);
  });
}
