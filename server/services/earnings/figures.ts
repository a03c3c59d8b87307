/**
 * A creator's figures, read from the ledger and never stored beside it
 * (docs/product.md#earnings-and-payouts): the creator's creator_payouts legs are what it
 * earned and has not been paid, its payouts_in_flight legs what is on its way to the bank,
 * and its creator_payout_paid legs into bank_clearing what the bank confirmed. One
 * statement through ledger_entries_creator_account_idx.
 */
import { and, eq, sql } from 'drizzle-orm';
import { centsToDollars } from '../../../domain/money';
import type { FieldMessage } from '../../../domain/fieldErrors';
import type { Database } from '../../db/client';
import { ledgerEntries } from '../../db/schema/wallet';

export interface EarningsFigures {
  /** Fees and reimbursements still in their hold period. */
  pending: number;
  /** What may be paid out now: the creator_payouts balance less what is held. */
  available: number;
  inFlight: number;
  paidOut: number;
}

/** The first instant whose credits are still held `holdHours` after `now`. */
export const holdCutoff = (now: Date, holdHours: number) =>
  new Date(now.getTime() - holdHours * 60 * 60 * 1000);

/** Credits a company made to the creator (a deal's fee or reimbursement), held a while. */
export const isHeldKind = sql`${ledgerEntries.kind} = 'payout'`;

const cents = (expression: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(${ledgerEntries.amount_cents}) filter (where ${expression}), 0)::bigint`;

export async function earningsFigures(
  db: Database,
  creatorId: number,
  now: Date,
  holdHours: number,
): Promise<EarningsFigures> {
  const cutoff = holdCutoff(now, holdHours).toISOString();
  const [row] = await db
    .select({
      balance: cents(sql`${ledgerEntries.account} = 'creator_payouts'`),
      pending: cents(
        sql`${ledgerEntries.account} = 'creator_payouts' and ${isHeldKind}
          and ${ledgerEntries.created_at} > ${cutoff}::timestamptz`,
      ),
      inFlight: cents(sql`${ledgerEntries.account} = 'payouts_in_flight'`),
      paidOut: cents(
        sql`${ledgerEntries.account} = 'bank_clearing' and ${ledgerEntries.kind} = 'creator_payout_paid'`,
      ),
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.creator_id, creatorId),
        sql`${ledgerEntries.account} in ('creator_payouts', 'payouts_in_flight', 'bank_clearing')`,
      ),
    );
  const balance = Number(row?.balance ?? 0);
  // A hold made longer after a payout could count paid-out fees as held: never more than
  // the balance is pending, so available is never below zero.
  const pending = Math.min(Number(row?.pending ?? 0), Math.max(balance, 0));
  return {
    pending,
    available: balance - pending,
    inFlight: Number(row?.inFlight ?? 0),
    paidOut: Number(row?.paidOut ?? 0),
  };
}

/**
 * Why a creator cannot delete its account yet: earned money that has not reached its bank
 * (available, pending or in flight); null when there is none.
 */
export async function unpaidEarningsReason(
  db: Database,
  creatorId: number,
  now: Date,
  holdHours: number,
): Promise<FieldMessage | null> {
  const figures = await earningsFigures(db, creatorId, now, holdHours);
  const unpaid = figures.available + figures.pending + figures.inFlight;
  if (unpaid <= 0) return null;
  return { key: 'errors:deletionEarnings', values: { amount: centsToDollars(unpaid) } };
}
