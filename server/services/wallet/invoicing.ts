/**
 * Writing invoices: the bill of one payment, numbered 1, 2, 3 … per company and copied
 * whole (lines, card, billing details) so it never changes afterwards.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { cards, invoices } from '../../db/schema/billing';
import type { CardRow, InvoiceRow, PAYMENT_METHODS } from '../../db/schema/billing';
import { wallets } from '../../db/schema/wallet';
import { billingAddressOf } from '../billing/address';
import type { BillingAddress } from '../billing/address';
import type { Described } from './ledger';

/** One cost line: its text as a translation key and values, and its cents. */
export interface InvoiceLine extends Described {
  amount_cents: number;
}

/** The billing address as an invoice keeps it: a copy of the card's. */
export type InvoiceAddress = BillingAddress;

/** Whom an invoice was made out to, as the company was when it was written. */
export interface InvoiceBilling {
  company_name: string | null;
  email: string;
  address: InvoiceAddress | null;
}

export interface NewInvoice {
  companyId: number;
  transactionId: number;
  description: Described;
  lines: InvoiceLine[];
  method: (typeof PAYMENT_METHODS)[number];
  /** The card charged; for a wallet payment null (the default card's address is used). */
  card: CardRow | null;
}

async function billingOf(tx: Database, companyId: number, card: CardRow | null) {
  const [company] = await tx
    .select({ company_name: companies.company_name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [billedCard] = card
    ? [card]
    : await tx
        .select()
        .from(cards)
        .where(and(eq(cards.company_id, companyId), eq(cards.is_default, true)));
  // The caller holds the company's money lock, which references the company row.
  const billing: InvoiceBilling = {
    company_name: company!.company_name,
    email: company!.email,
    address: billedCard ? billingAddressOf(billedCard) : null,
  };
  return billing;
}

/**
 * Writes the invoice of a ledger transaction, inside the database transaction holding the
 * company's money lock: its number is the wallet's invoice count plus one, so numbers never
 * repeat or skip. The total is the sum of the lines.
 */
export async function writeInvoice(
  tx: Database,
  now: Date,
  input: NewInvoice,
): Promise<InvoiceRow> {
  const [counter] = await tx
    .update(wallets)
    .set({ invoice_count: sql`${wallets.invoice_count} + 1` })
    .where(eq(wallets.company_id, input.companyId))
    .returning({ number: wallets.invoice_count });
  if (!counter) throw new Error('writeInvoice: the company money lock was not taken');
  const [invoice] = await tx
    .insert(invoices)
    .values({
      company_id: input.companyId,
      number: counter.number,
      transaction_id: input.transactionId,
      description: input.description,
      lines: input.lines,
      total_cents: input.lines.reduce((total, line) => total + line.amount_cents, 0),
      method: input.method,
      card_brand: input.card?.brand ?? null,
      card_last4: input.card?.last4 ?? null,
      billing: await billingOf(tx, input.companyId, input.card),
      created_at: now,
    })
    .returning();
  return invoice!;
}

/** The invoice of a ledger transaction (a payment's first result, answered again). */
export async function invoiceOfTransaction(
  db: Database,
  transactionId: number,
): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.transaction_id, transactionId));
  return row ?? null;
}
