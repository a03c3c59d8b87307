/**
 * Scheduled work (the jobs table): a runner claims one due job at a time with FOR UPDATE
 * SKIP LOCKED and marks it done in the same database transaction as the job's own work,
 * so with any number of servers on one database each job runs once. A job that fails is
 * rolled back and tried again later. Handlers return the notices to publish: those with a
 * message are stored for the bell in the job's transaction, and all are sent only after it
 * commits.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_JOBS_POLL_SECONDS } from '../config';
import type { Database } from '../db/client';
import { jobs } from '../db/schema/jobs';
import type { CompanyNotice } from '../services/notifications/notice';
import { storeNotices } from '../services/notifications/store';

/** A failed job waits this long times its failures so far (at most JOB_RETRY_MAX_MS). */
export const JOB_RETRY_MS = 60_000;
export const JOB_RETRY_MAX_MS = 60 * 60_000;

/** Does a job's work with the claiming transaction; returns what to publish after commit. */
export type JobHandler = (
  tx: Database,
  payload: Record<string, unknown>,
  now: Date,
) => Promise<CompanyNotice[]>;

export interface JobRunnerOptions {
  db: Database;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** By job kind. */
  handlers: Record<string, JobHandler>;
  /** Publishes notices after their job committed (never throws: failures are logged). */
  notify: (notices: CompanyNotice[]) => Promise<void>;
  /** How often a running server looks for due jobs (JOBS_POLL_SECONDS; 30 s by default). */
  pollMs?: number;
}

export interface JobRunner {
  /** Runs every job due now, one at a time; how many ran (failed ones not counted). */
  runDue(): Promise<number>;
  /** Runs the due jobs at once, then every `pollMs` until stop(). */
  start(): Promise<void>;
  /** Stops polling and waits for a job that is running. */
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

type Outcome =
  { ran: false } | { ran: true; notices: CompanyNotice[] } | { failed: ClaimedJob; error: unknown };

export function createJobRunner({
  db,
  now,
  log,
  handlers,
  notify,
  pollMs = DEFAULT_JOBS_POLL_SECONDS * 1000,
}: JobRunnerOptions): JobRunner {
  // Only kinds it can run: a job of a kind this version does not know waits for one that does.
  const kinds = Object.keys(handlers);
  /** Claims the oldest due job nobody else holds and runs it, in one transaction. */
  async function runOne(): Promise<Outcome> {
    let claimed: ClaimedJob | null = null;
    try {
      return await db.transaction(async (tx): Promise<Outcome> => {
        const at = now();
        const [job] = await tx
          .select({ id: jobs.id, kind: jobs.kind, payload: jobs.payload, attempts: jobs.attempts })
          .from(jobs)
          .where(and(isNull(jobs.done_at), lte(jobs.run_at, at), inArray(jobs.kind, kinds)))
          .orderBy(asc(jobs.run_at), asc(jobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return { ran: false };
        claimed = job;
        const handler = handlers[job.kind]!;
        // The claim asked only for kinds with a handler.
        // Kept for the bell in the job's own transaction: stored exactly when its work is.
        const notices = await storeNotices(tx, await handler(tx, job.payload, at), at);
        await tx.update(jobs).set({ done_at: at }).where(eq(jobs.id, job.id));
        return { ran: true, notices };
      });
    } catch (error) {
      if (claimed === null) throw error;
      return { failed: claimed, error };
    }
  }

  /** A failed run: counted, its message kept, and the job put off (it is tried again). */
  async function putOff(job: ClaimedJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const delay = Math.min(JOB_RETRY_MS * (job.attempts + 1), JOB_RETRY_MAX_MS);
    const runAt = new Date(now().getTime() + delay);
    log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed');
    await db
      .update(jobs)
      .set({ attempts: sql`${jobs.attempts} + 1`, last_error: message, run_at: runAt })
      .where(and(eq(jobs.id, job.id), isNull(jobs.done_at)));
  }

  async function runDue(): Promise<number> {
    let count = 0;
    for (;;) {
      const outcome = await runOne();
      if ('failed' in outcome) {
        await putOff(outcome.failed, outcome.error);
        continue;
      }
      if (!outcome.ran) return count;
      count += 1;
      await notify(outcome.notices);
    }
  }

  return polling(runDue, pollMs, log, 'running due jobs failed');
}

/**
 * A runner of `runDue`: at start, then every `pollMs` until stop(), one run at a time (a
 * tick while a run goes on is skipped); a failed run is logged with `failure`.
 */
export function polling(
  runDue: () => Promise<number>,
  pollMs: number,
  log: Pick<FastifyBaseLogger, 'error'>,
  failure: string,
): JobRunner {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return running;
    running = runDue()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    runDue,
    async start() {
      await tick();
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
