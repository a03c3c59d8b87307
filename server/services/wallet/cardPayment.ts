/**
 * Money taken from a company's card (a payment, a wallet top-up): the gateway charges the
 * amount plus the 4% card fee, then one database transaction records the ledger rows and
 * the invoice. The charge happens outside the database transaction (a slow gateway must
 * not hold the company's lock), and its idempotency key is derived from the caller's, so a
 * retried or concurrent request charges once and records once.
 */
import { CARD_FEE_PERCENT, cardFeeCents } from '../../../domain/wallet/rules';
import type { Database } from '../../db/client';
import { cards } from '../../db/schema/billing';
import type { CardRow, InvoiceRow } from '../../db/schema/billing';
import { paymentAttempts } from '../../db/schema/wallet';
import type { LedgerTransactionRow } from '../../db/schema/wallet';
import { DEFAULT_LOCALE, translate } from '../../i18n';
import { gatewayServiceError } from '../../payments/errors';
import { CardDeclinedError, GatewayUnavailableError } from '../../payments/gateway';
import type { GatewayCharge } from '../../payments/gateway';
import { storedCustomerId } from '../billing/customers';
import { cardNotFound } from '../billing/view';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { findOwned } from '../shared/owned';
import { invoiceOfTransaction, writeInvoice } from './invoicing';
import { assertClientKey } from './keys';
import type { InvoiceLine } from './invoicing';
import { findByIdempotencyKey, onceUnderLock, recordTransaction, sameRequest } from './ledger';
import type { Described, Leg, MoneyEnv, SameRequest } from './ledger';

/** A payment's result: its ledger transaction and its invoice. */
export interface Paid {
  transaction: LedgerTransactionRow;
  invoice: InvoiceRow;
}

/** Writes what a payment paid for, inside its database transaction (see PaymentPurpose). */
export type RecordPaid = (tx: Database, paid: Paid, now: Date) => Promise<void>;

/**
 * The first result of an idempotency key, asked again: the same request gets it, any
 * other IDEMPOTENCY_CONFLICT.
 */
export async function repeatedPayment(
  db: Database,
  existing: LedgerTransactionRow,
  request: SameRequest,
): Promise<Paid> {
  sameRequest(existing, request);
  const invoice = await invoiceOfTransaction(db, existing.id);
  // Payments and card top-ups always get one (sameRequest made sure this is one of them).
  if (!invoice) throw new Error(`ledger transaction ${existing.id} has no invoice`);
  return { transaction: existing, invoice };
}

/** What a card movement is, apart from the card and the key. */
export interface CardMovement {
  kind: 'payment' | 'top_up_card';
  /** What the destination receives; the card is charged this plus the card fee. */
  amountCents: number;
  destination: 'campaign_escrow' | 'wallet';
  /** The ledger transaction's and the invoice's descriptions (they may name the card). */
  describe(card: CardRow): { transaction: Described; invoice: Described };
  /** The invoice's lines before the card fee line; they sum to amountCents. */
  lines: InvoiceLine[];
  purpose: Record<string, unknown> | null;
  /** A refusal known before charging (a top-up past the wallet's limit). */
  beforeCharge?: () => Promise<void>;
  /** Run in the transaction that records the charge (see PaymentPurpose.record). */
  record?: RecordPaid | undefined;
}

/** One of the company's cards by API id; another company's is answered like none. */
async function ownedCard(db: Database, companyId: number, id: string): Promise<CardRow> {
  const card = await findOwned(db, cards, companyId, id);
  if (!card) throw cardNotFound();
  return card;
}

async function customerOf(db: Database, companyId: number): Promise<string> {
  // A card is attached to the company's customer: without one it has no card to charge.
  const customerId = await storedCustomerId(db, companyId);
  if (!customerId) throw cardNotFound();
  return customerId;
}

/**
 * A refused charge: the failed attempt is the only row it leaves, and the caller gets the
 * gateway's reason translated (CARD_DECLINED, GATEWAY_UNAVAILABLE, IDEMPOTENCY_CONFLICT).
 */
async function refused(
  env: MoneyEnv,
  attempt: { companyId: number; idempotencyKey: string; amountCents: number; cardId: number },
  error: unknown,
): Promise<never> {
  const refusal = gatewayServiceError(error);
  if (!refusal) throw error;
  const failureCode =
    error instanceof CardDeclinedError
      ? error.code
      : error instanceof GatewayUnavailableError
        ? 'processing_error'
        : null;
  if (failureCode) {
    await env.db.insert(paymentAttempts).values({
      company_id: attempt.companyId,
      idempotency_key: attempt.idempotencyKey,
      amount_cents: attempt.amountCents,
      card_id: attempt.cardId,
      failure_code: failureCode,
      created_at: env.services.now(),
    });
  }
  throw refusal;
}

/** Charges one of the company's cards for `movement` and records it (see the file's comment). */
export async function payByCard(
  env: MoneyEnv,
  companyId: number,
  cardId: string,
  idempotencyKey: string,
  movement: CardMovement,
): Promise<Paid> {
  assertClientKey(idempotencyKey);
  const request: SameRequest = {
    kind: movement.kind,
    method: 'card',
    amountCents: movement.amountCents,
    cardId: parseId(cardId),
  };
  const earlier = await findByIdempotencyKey(env.db, companyId, idempotencyKey);
  if (earlier) return repeatedPayment(env.db, earlier, request);

  const card = await ownedCard(env.db, companyId, cardId);
  const customerId = await customerOf(env.db, companyId);
  await movement.beforeCharge?.();
  const fee = cardFeeCents(movement.amountCents);
  const total = movement.amountCents + fee;
  const descriptions = movement.describe(card);
  let charge: GatewayCharge;
  let recordRefused = false;
  try {
    charge = await env.services.gateway.charge({
      customerId,
      cardId: card.gateway_card_id,
      amountCents: total,
      idempotencyKey: `company:${companyId}:${idempotencyKey}`,
      description: `UGC Desk: ${translate(DEFAULT_LOCALE, descriptions.invoice.key, descriptions.invoice.values)}`,
    });
  } catch (error) {
    return refused(env, { companyId, idempotencyKey, amountCents: total, cardId: card.id }, error);
  }

  try {
    return await onceUnderLock(
      env,
      companyId,
      idempotencyKey,
      // A concurrent request with the key recorded it meanwhile: the gateway's own
      // idempotency made that the same charge.
      (tx, existing) => repeatedPayment(tx, existing, request),
      async (tx, now) => {
        const legs: Leg[] = [
          { account: 'card_clearing', amountCents: -total },
          { account: movement.destination, amountCents: movement.amountCents },
          { account: 'card_fees', amountCents: fee },
        ];
        const { transaction } = await recordTransaction(tx, now, {
          companyId,
          kind: movement.kind,
          method: 'card',
          idempotencyKey,
          description: descriptions.transaction,
          amountCents: movement.amountCents,
          cardId: card.id,
          gatewayChargeId: charge.id,
          purpose: movement.purpose,
          memberId: env.actingPersonId,
          // A fee of 0 (an amount under 13 cents) is no movement.
          legs: legs.filter((leg) => leg.amountCents !== 0),
          enforceWalletLimit: false,
        });
        const feeLine: InvoiceLine = {
          key: 'ledger:cardFee',
          values: { percent: CARD_FEE_PERCENT },
          amount_cents: fee,
        };
        const invoice = await writeInvoice(tx, now, {
          companyId,
          transactionId: transaction.id,
          description: descriptions.invoice,
          lines: [...movement.lines, feeLine],
          method: 'card',
          card,
        });
        const paid = { transaction, invoice };
        try {
          await movement.record?.(tx, paid, now);
        } catch (error) {
          recordRefused = true;
          throw error;
        }
        return paid;
      },
    );
  } catch (error) {
    // The key went to another payment meanwhile (a concurrent wallet payment with it): the
    // card gets its money back, once whatever the retries. That transaction keeps the key
    // for good, so a retry is refused before it can record the refunded charge.
    // So does a purpose that refused to be recorded (a campaign draft paid meanwhile by
    // someone else): its transaction rolled back, so the charge paid for nothing.
    if (recordRefused || (error instanceof ServiceError && error.code === 'IDEMPOTENCY_CONFLICT')) {
      await env.services.gateway.refund({
        chargeId: charge.id,
        amountCents: total,
        idempotencyKey: `refund:${charge.id}`,
      });
    }
    throw error;
  }
}
