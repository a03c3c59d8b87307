/**
 * Refunds: money of a payment coming back to the company's wallet (a rejected campaign, a
 * deal cancelled before its content), never more than what is left of the payment.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import { ServiceError } from '../errors';
import type { ServerKey } from './keys';
import { onceUnderLock, recordTransaction, sameRequest, withEntries } from './ledger';
import type { Described, LedgerEnv, Leg, RecordedTransaction } from './ledger';

/** The description of a refund with no more specific reason. */
export const REFUND: Described = { key: 'ledger:refund', values: {} };

const paymentNotFound = () => new ServiceError('NOT_FOUND', 'errors:paymentNotFound');
const refundTooLarge = () => new ServiceError('REFUND_TOO_LARGE', 'errors:refundTooLarge');

async function paymentOf(tx: Database, companyId: number, id: number) {
  const [payment] = await tx
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.id, id),
        eq(ledgerTransactions.company_id, companyId),
        eq(ledgerTransactions.kind, 'payment'),
      ),
    );
  if (!payment) throw paymentNotFound();
  return payment;
}

/** Signed cents per account of the entries of `where`'s ledger transactions. */
async function sumsByAccount(tx: Database, where: SQL): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      account: ledgerEntries.account,
      total: sql<number>`sum(${ledgerEntries.amount_cents})::int`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transaction_id))
    .where(where)
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((row) => [row.account, row.total]));
}

/**
 * What is left of a payment: what it put in escrow and card fees, less every movement that
 * drew on it since (`refund_of` names the payment): refunds to the wallet, and a campaign's
 * deals paid out to creators and its platform fee.
 */
export async function refundableOf(tx: Database, paymentId: number) {
  const paid = await sumsByAccount(tx, eq(ledgerTransactions.id, paymentId));
  const refunded = await sumsByAccount(tx, eq(ledgerTransactions.refund_of, paymentId));
  const left = (account: string) => (paid.get(account) ?? 0) + (refunded.get(account) ?? 0);
  return { escrowCents: left('campaign_escrow'), cardFeeCents: left('card_fees') };
}

/** What a refund gives back besides escrow money. */
export interface RefundOptions {
  /** The description of the refund's ledger transaction. */
  reason?: Described;
  /**
   * The card fee of the payment to give back too (a rejected campaign returns the whole
   * payment): card fees −fee, and the wallet receives it with the escrow amount.
   */
  cardFeeCents?: number;
}

/**
 * Gives `amountCents` of the payment `paymentTransactionId` back to the wallet, from
 * campaign escrow, and `cardFeeCents` of its card fee with it. REFUND_TOO_LARGE past what
 * is left of either (concurrent refunds included: they run one after the other under the
 * company's money lock); NOT_FOUND for a transaction that is not one of the company's
 * payments. The same key answers the first result. `env.db` may be an open transaction
 * (the refund then is a savepoint of it).
 */
export async function refund(
  env: LedgerEnv,
  companyId: number,
  paymentTransactionId: number,
  amountCents: number,
  idempotencyKey: ServerKey,
  { reason = REFUND, cardFeeCents = 0 }: RefundOptions = {},
): Promise<RecordedTransaction> {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) {
    throw new RangeError('refund: the amount is a whole number of cents above 0');
  }
  if (!Number.isSafeInteger(cardFeeCents) || cardFeeCents < 0) {
    throw new RangeError('refund: the card fee is a whole number of cents, 0 or more');
  }
  // The headline amount is what the wallet receives.
  const request = {
    kind: 'refund',
    method: 'wallet',
    amountCents: amountCents + cardFeeCents,
    refundOf: paymentTransactionId,
  } as const;
  return onceUnderLock(
    env,
    companyId,
    idempotencyKey,
    async (tx, existing) => {
      sameRequest(existing, request);
      return withEntries(tx, existing);
    },
    async (tx, now) => {
      const payment = await paymentOf(tx, companyId, paymentTransactionId);
      const left = await refundableOf(tx, payment.id);
      if (amountCents > left.escrowCents || cardFeeCents > left.cardFeeCents) {
        throw refundTooLarge();
      }
      const legs: Leg[] = [
        { account: 'campaign_escrow', amountCents: -amountCents },
        { account: 'card_fees', amountCents: -cardFeeCents },
        { account: 'wallet', amountCents: amountCents + cardFeeCents },
      ];
      return recordTransaction(tx, now, {
        companyId,
        ...request,
        idempotencyKey,
        description: reason,
        memberId: env.actingPersonId,
        legs: legs.filter((leg) => leg.amountCents !== 0),
        // The company's own money coming back is never refused for the wallet's size.
        enforceWalletLimit: false,
      });
    },
  );
}
