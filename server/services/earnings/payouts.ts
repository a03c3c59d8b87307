/** Reading a creator's payouts, and what a payout's failure code says. */
import { and, eq } from 'drizzle-orm';
import { PAYOUT_FAILURE_CODES } from '../../../domain/earnings/rules';
import type { PayoutFailureCode } from '../../../domain/earnings/rules';
import type { Database } from '../../db/client';
import { creatorPayouts } from '../../db/schema/payouts';
import type { CreatorPayoutRow } from '../../db/schema/payouts';

/** The translation key of why a bank refused; an unknown code reads as a processing error. */
export function failureKey(code: string | null): string {
  const known = PAYOUT_FAILURE_CODES.includes(code as PayoutFailureCode);
  return `errors:payoutFailure.${known ? code : 'processing_error'}`;
}

export async function payoutById(db: Database, id: number): Promise<CreatorPayoutRow | null> {
  const [row] = await db.select().from(creatorPayouts).where(eq(creatorPayouts.id, id));
  return row ?? null;
}

/** The creator's payout of an idempotency key, if it made one. */
export async function payoutByKey(
  db: Database,
  creatorId: number,
  key: string,
): Promise<CreatorPayoutRow | null> {
  const [row] = await db
    .select()
    .from(creatorPayouts)
    .where(and(eq(creatorPayouts.creator_id, creatorId), eq(creatorPayouts.idempotency_key, key)));
  return row ?? null;
}

/** The creator's payout the bank has not settled yet (at most one), or null. */
export async function payoutInFlight(
  db: Database,
  creatorId: number,
): Promise<CreatorPayoutRow | null> {
  const [row] = await db
    .select()
    .from(creatorPayouts)
    .where(and(eq(creatorPayouts.creator_id, creatorId), eq(creatorPayouts.status, 'in_flight')));
  return row ?? null;
}
