/**
 * Paying for something (a campaign): the one entry point the rest of the product uses.
 * From the wallet or by card, each in one database transaction with its ledger rows and
 * its invoice; the same idempotency key never pays twice (a repeat answers the first
 * result).
 */
import { payByCard, repeatedPayment } from './cardPayment';
import type { Paid, RecordPaid } from './cardPayment';
import { writeInvoice } from './invoicing';
import { assertClientKey } from './keys';
import type { InvoiceLine } from './invoicing';
import { onceUnderLock, recordTransaction } from './ledger';
import type { Described, MoneyEnv } from './ledger';

export type { Paid, RecordPaid } from './cardPayment';

/** How a payment is made: from the wallet, or by one of the company's cards (API id). */
export type PaymentMethodChoice = { wallet: true } | { cardId: string };

/** What is paid for. */
export interface PaymentPurpose {
  /** The ledger transaction's and the invoice's description. */
  description: Described;
  /** The invoice's cost lines; they sum to the amount (a card payment adds its fee line). */
  lines: InvoiceLine[];
  /** Where the money goes. */
  destination: 'campaign_escrow';
  /** What was paid for, kept with the transaction (e.g. { campaign_id }). */
  details?: Record<string, unknown>;
  /**
   * Writes what was paid for in the payment's own database transaction (after its ledger
   * rows and invoice), so the payment and its purpose exist together or not at all. Not
   * run for a repeated idempotency key: the first payment's purpose is already there.
   */
  record?: RecordPaid;
}

/** The largest amount a ledger row holds (32-bit cents). */
const MAX_AMOUNT_CENTS = 2_147_483_647;

/** Callers build these from their own rules: a wrong one is a bug, not the user's input. */
function assertPayable(amountCents: number, purpose: PaymentPurpose, idempotencyKey: string) {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > MAX_AMOUNT_CENTS) {
    throw new RangeError('pay: the amount is a whole number of cents above 0');
  }
  const lines = purpose.lines.reduce((total, line) => total + line.amount_cents, 0);
  if (lines !== amountCents) throw new RangeError("pay: the lines don't add up to the amount");
  if (idempotencyKey.length === 0 || idempotencyKey.length > 200) {
    throw new RangeError('pay: an idempotency key has 1 to 200 characters');
  }
  assertClientKey(idempotencyKey);
}

/** Pays from the wallet: INSUFFICIENT_FUNDS, writing nothing, when the balance is short. */
function payFromWallet(
  env: MoneyEnv,
  companyId: number,
  amountCents: number,
  idempotencyKey: string,
  purpose: PaymentPurpose,
): Promise<Paid> {
  const request = { kind: 'payment', method: 'wallet', amountCents } as const;
  return onceUnderLock(
    env,
    companyId,
    idempotencyKey,
    (tx, existing) => repeatedPayment(tx, existing, request),
    async (tx, now) => {
      const { transaction } = await recordTransaction(tx, now, {
        companyId,
        ...request,
        idempotencyKey,
        description: purpose.description,
        purpose: purpose.details ?? null,
        memberId: env.actingPersonId,
        legs: [
          { account: 'wallet', amountCents: -amountCents },
          { account: purpose.destination, amountCents },
        ],
      });
      const invoice = await writeInvoice(tx, now, {
        companyId,
        transactionId: transaction.id,
        description: purpose.description,
        lines: purpose.lines,
        method: 'wallet',
        card: null,
      });
      const paid = { transaction, invoice };
      await purpose.record?.(tx, paid, now);
      return paid;
    },
  );
}

/**
 * Pays `amountCents` for `purpose`. By card, the card is charged the amount plus the 4%
 * fee (the invoice gets a fee line); a decline leaves only a failed attempt and answers
 * CARD_DECLINED or GATEWAY_UNAVAILABLE. The same key with another amount, method or card
 * is IDEMPOTENCY_CONFLICT.
 */
export async function pay(
  env: MoneyEnv,
  companyId: number,
  amountCents: number,
  method: PaymentMethodChoice,
  idempotencyKey: string,
  purpose: PaymentPurpose,
): Promise<Paid> {
  assertPayable(amountCents, purpose, idempotencyKey);
  if ('wallet' in method) {
    return payFromWallet(env, companyId, amountCents, idempotencyKey, purpose);
  }
  return payByCard(env, companyId, method.cardId, idempotencyKey, {
    kind: 'payment',
    amountCents,
    destination: purpose.destination,
    describe: () => ({ transaction: purpose.description, invoice: purpose.description }),
    lines: purpose.lines,
    purpose: purpose.details ?? null,
    record: purpose.record,
  });
}
