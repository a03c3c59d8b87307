/**
 * The settle job of creators' payouts (docs/product.md#earnings-and-payouts): every poll it
 * takes the in-flight payouts whose next look is due, sends again the ones the gateway
 * never took (same idempotency key: paid at most once) and asks the gateway about the
 * others, then records what the bank decided (services/earnings/settle.ts). Like the job
 * runner (./runner.ts) it runs due work at start and every `pollMs`, one run at a time,
 * and any number of servers may run it: a payout's answer is applied once, under the
 * creator's lock, and only while the payout is still in flight. Unlike the runner's jobs
 * it calls the gateway, which must happen outside any database transaction.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OpsQueue } from '../../domain/realtime/rules';
import type { Database } from '../db/client';
import { creatorPayouts } from '../db/schema/payouts';
import type { PaymentGateway } from '../payments/gateway';
import type { CompanyNotice } from '../services/notifications/notice';
import { advancePayout } from '../services/earnings/settle';
import { polling } from './runner';
import type { JobRunner } from './runner';

/** How many due payouts one pass reads at a time. */
const BATCH = 20;

export interface PayoutSettlerOptions {
  db: Database;
  now: () => Date;
  gateway: PaymentGateway;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  notify: (notices: CompanyNotice[]) => Promise<void>;
  /** Tells open operator consoles a queue changed (a payout failed); never throws. */
  opsQueueChanged?: (queue: OpsQueue) => Promise<void>;
  pollMs: number;
}

export function createPayoutSettler(options: PayoutSettlerOptions): JobRunner {
  const { db, now, log, pollMs } = options;

  /** Moves every due payout on once; how many were looked at. */
  async function runDue(): Promise<number> {
    const seen = new Set<number>();
    for (;;) {
      const due = await db
        .select()
        .from(creatorPayouts)
        .where(
          and(eq(creatorPayouts.status, 'in_flight'), lte(creatorPayouts.next_check_at, now())),
        )
        .orderBy(asc(creatorPayouts.next_check_at), asc(creatorPayouts.id))
        .limit(BATCH);
      const fresh = due.filter((payout) => !seen.has(payout.id));
      if (fresh.length === 0) return seen.size;
      for (const payout of fresh) {
        seen.add(payout.id);
        try {
          await advancePayout(options, payout);
        } catch (error) {
          // A bug, not the bank: logged, and the payout is looked at again next poll.
          log.error({ err: error, payoutId: payout.id }, 'settling a payout failed');
        }
      }
    }
  }

  return polling(runDue, pollMs, log, 'settling payouts failed');
}
