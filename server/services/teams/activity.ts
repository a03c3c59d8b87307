/**
 * The team screen's "last active" (docs/product.md#brand-teams): each authenticated
 * company request records its person's activity in the company, at most once a minute
 * per (company, person) on this server, without the request waiting for it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { companyMembers } from '../../db/schema/teams';

const ONCE_PER_MS = 60_000;
/** How many (company, person) pairs are remembered: the oldest is forgotten first. */
const REMEMBERED = 10_000;

export type RecordActivity = (
  companyId: number,
  accountId: number,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn'>,
) => void;

/** A recorder with its own memory (one per server). Never throws, never waits. */
export function activityRecorder(db: Database): RecordActivity {
  const lastWritten = new Map<string, number>();
  return (companyId, accountId, now, log) => {
    const key = `${companyId}:${accountId}`;
    const last = lastWritten.get(key);
    if (last !== undefined && now.getTime() - last < ONCE_PER_MS) return;
    // Re-inserted so the map's order is least recently written first.
    lastWritten.delete(key);
    lastWritten.set(key, now.getTime());
    if (lastWritten.size > REMEMBERED) {
      const oldest = lastWritten.keys().next().value;
      if (oldest !== undefined) lastWritten.delete(oldest);
    }
    db.update(companyMembers)
      .set({ last_active_at: now })
      .where(
        and(eq(companyMembers.company_id, companyId), eq(companyMembers.account_id, accountId)),
      )
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'recording team activity failed'),
      );
  };
}
