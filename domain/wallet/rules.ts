/**
 * The wallet's rules (docs/product.md#wallet-and-ledger), shared by the screens and the
 * server: the card fee, the top-up limits, the kinds of movement, the currency.
 */
import { percentOfCents } from '../money';

/** Card and debit payments carry a 4% processing fee; wallet payments none. */
export const CARD_FEE_PERCENT = 4;

/** A top-up is $10 to $10,000. */
export const TOP_UP_MIN_CENTS = 10_00;
export const TOP_UP_MAX_CENTS = 10_000_00;

/** A bank transfer credited by an operator: a cent to $1,000,000. */
export const BANK_CREDIT_MAX_CENTS = 1_000_000_00;

/**
 * A bank transfer's reference as the wire carried it: printable ASCII, no space at either
 * end, at most 100 characters.
 */
export const BANK_REFERENCE_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,98}[\x21-\x7e])?$/;

/** A wallet holds at most $10,000,000 (the API's amounts are 32-bit cents). */
export const WALLET_BALANCE_MAX_CENTS = 10_000_000_00;

/** What an idempotency key looks like: a UUID fits, a stray value does not. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The one currency of the product. */
export const USD = { id: 'USD', name: 'US Dollar', symbol: '$', code: 'USD' } as const;

/** The kinds of wallet movement, in the order the history's filter lists them. */
export const TRANSACTION_KINDS = [
  'top_up_card',
  'top_up_bank',
  'payment',
  'refund',
  'withdrawal',
] as const;
export type TransactionKindName = (typeof TRANSACTION_KINDS)[number];

/** The card fee of an amount: 4%, rounded half up to the cent. */
export function cardFeeCents(amountCents: number): number {
  return percentOfCents(amountCents, CARD_FEE_PERCENT);
}

/** What a card top-up costs, shown before it is confirmed and charged exactly so. */
export interface TopUpQuote {
  amountCents: number;
  feeCents: number;
  totalCents: number;
}

export function topUpQuote(amountCents: number): TopUpQuote {
  const feeCents = cardFeeCents(amountCents);
  return { amountCents, feeCents, totalCents: amountCents + feeCents };
}

/**
 * The number shown on company `companyId`'s n-th invoice: INV-000042-000001. Every invoice
 * has one issuer, so its numbers must be unique across companies: the company's id is its
 * code (docs/product.md#invoices). Computed when shown from what the invoice row keeps
 * (its company and its per-company n, unique together), so it is the same every time.
 */
export function invoiceNumber(companyId: number, n: number): string {
  return `INV-${String(companyId).padStart(6, '0')}-${String(n).padStart(6, '0')}`;
}
