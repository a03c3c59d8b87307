/**
 * Money out of the wallet: an operator paid the company's balance (or part of it) back by
 * bank transfer (`npm run admin -- wallet refund`, docs/product.md#wallet-and-ledger). There
 * is no self-service withdrawal; this is how a company empties its wallet, for one before
 * deleting its account (docs/product.md#account-data).
 */
import { serverKey } from './keys';
import {
  idempotencyConflict,
  insufficientFunds,
  onceUnderLock,
  recordTransaction,
  walletBalance,
  withEntries,
} from './ledger';
import type { LedgerEnv, RecordedTransaction } from './ledger';

/** The whole balance, as it is when the company's money lock is held. */
export const ALL_OF_IT = 'all';

export interface BankRefund extends RecordedTransaction {
  /** False when the reference was refunded before: nothing was written this time. */
  refunded: boolean;
}

/**
 * The ledger's idempotency key of a bank refund: each reference pays out once. Its own name
 * (not `bank:`), so a refund never meets the credit of a transfer with the same reference.
 */
export const bankRefundKey = (reference: string) => serverKey(`bank-refund:${reference}`);

/**
 * Records that the operator sent `amount` (cents, or all of the balance) of the company's
 * wallet back to it by bank transfer: wallet → bank clearing, no invoice (the bank's own
 * statement is the record). Under the company's money lock, so refunds at once are taken
 * one after the other and never take the balance below zero: more than the balance is
 * INSUFFICIENT_FUNDS with nothing written (so is all of an empty wallet). The same reference pays out once: a repeat with
 * the same amount (or `all`) answers the first refund, another amount IDEMPOTENCY_CONFLICT.
 */
export async function refundToBank(
  env: LedgerEnv,
  companyId: number,
  amount: number | typeof ALL_OF_IT,
  reference: string,
): Promise<BankRefund> {
  if (amount !== ALL_OF_IT && (!Number.isSafeInteger(amount) || amount < 1)) {
    throw new RangeError('refundToBank: at least 1 cent, or all');
  }
  const kind = 'withdrawal';
  const method = 'bank_transfer';
  const idempotencyKey = bankRefundKey(reference);
  return onceUnderLock<BankRefund>(
    env,
    companyId,
    idempotencyKey,
    async (tx, existing) => {
      const sameAmount = amount === ALL_OF_IT || existing.amount_cents === amount;
      if (existing.kind !== kind || existing.method !== method || !sameAmount) {
        throw idempotencyConflict();
      }
      return { ...(await withEntries(tx, existing)), refunded: false };
    },
    async (tx, now) => {
      const amountCents = amount === ALL_OF_IT ? await walletBalance(tx, companyId) : amount;
      // All of an empty wallet is nothing to pay out: refused like more than the balance.
      if (amountCents === 0) throw insufficientFunds();
      const recorded = await recordTransaction(tx, now, {
        companyId,
        kind,
        method,
        amountCents,
        idempotencyKey,
        description: { key: 'ledger:withdrawalBank', values: { reference } },
        legs: [
          { account: 'wallet', amountCents: -amountCents },
          { account: 'bank_clearing', amountCents },
        ],
      });
      return { ...recorded, refunded: true };
    },
  );
}
