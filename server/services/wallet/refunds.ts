/**
 * Refunds: money of a payment coming back to the company's wallet (a rejected campaign, a
 * deal cancelled before its content), never more than what is left of the payment.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerTransactions } from '../../db/schema/wallet';
import { ServiceError } from '../errors';
import { onceUnderLock, recordTransaction, sameRequest, withEntries } from './ledger';
import type { Described, MoneyEnv, RecordedTransaction } from './ledger';

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

async function refundedOf(tx: Database, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${ledgerTransactions.amount_cents}), 0)::int` })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.refund_of, paymentId));
  return row?.total ?? 0;
}

/**
 * Gives `amountCents` of the payment `paymentTransactionId` back to the wallet, from
 * campaign escrow. REFUND_TOO_LARGE past what is left of it (concurrent refunds included:
 * they run one after the other under the company's money lock); NOT_FOUND for a
 * transaction that is not one of the company's payments. The same key answers the first
 * result.
 */
export async function refund(
  env: MoneyEnv,
  companyId: number,
  paymentTransactionId: number,
  amountCents: number,
  idempotencyKey: string,
  reason: Described = REFUND,
): Promise<RecordedTransaction> {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) {
    throw new RangeError('refund: the amount is a whole number of cents above 0');
  }
  const request = {
    kind: 'refund',
    method: 'wallet',
    amountCents,
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
      const refunded = await refundedOf(tx, payment.id);
      if (refunded + amountCents > payment.amount_cents) throw refundTooLarge();
      return recordTransaction(tx, now, {
        companyId,
        ...request,
        idempotencyKey,
        description: reason,
        legs: [
          { account: 'campaign_escrow', amountCents: -amountCents },
          { account: 'wallet', amountCents },
        ],
        // The company's own money coming back is never refused for the wallet's size.
        enforceWalletLimit: false,
      });
    },
  );
}
