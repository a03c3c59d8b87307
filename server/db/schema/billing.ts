import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { CARD_BRAND_NAMES } from '../../../domain/billing/rules';
import { companies } from './account';
import { createdAt, KEEP, newestIndex, ownedByCompany, sqlList } from './columns';
import { ledgerTransactions } from './wallet';

/** The partial unique index that lets a company have one default card at most. */
export const ONE_DEFAULT_CARD = 'cards_one_default_per_company';

/**
 * A company's card on file. The number never reaches us: the browser hands it to the
 * gateway, which answers a one-time token; CardAdd attaches that token to the company's
 * customer at the gateway, and only what the gateway reports back is kept here.
 */
export const cards = pgTable(
  'cards',
  {
    ...ownedByCompany(),
    /** The gateway's id of the attached card (what a charge names). */
    gateway_card_id: text('gateway_card_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    /** The billing address (domain/billing/schema.ts); full_name is the holder's name. */
    full_name: text('full_name').notNull(),
    address_name: text('address_name').notNull(),
    address_line1: text('address_line1').notNull(),
    address_line2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    zip: text('zip').notNull(),
    tax_id: text('tax_id').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
  },
  (table) => [
    newestIndex('cards_company_created_idx', table.company_id, table),
    uniqueIndex(ONE_DEFAULT_CARD)
      .on(table.company_id)
      .where(sql`${table.is_default}`),
    check('cards_brand_known', sql`${table.brand} in (${sqlList(CARD_BRAND_NAMES)})`),
    check('cards_last4_digits', sql`${table.last4} ~ '^[0-9]{4}$'`),
    check('cards_exp_month_range', sql`${table.exp_month} between 1 and 12`),
  ],
);

export type CardRow = typeof cards.$inferSelect;

/** The gateway's customer of a company: created with its first card, reused afterwards. */
export const gatewayCustomers = pgTable('gateway_customers', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  customer_id: text('customer_id').notNull(),
  created_at: createdAt(),
});

/** How an invoice was paid. */
export const PAYMENT_METHODS = ['card', 'wallet'] as const;

/**
 * A bill for one payment the company made (a card top-up, a campaign paid by card or from
 * the wallet). Everything it shows is copied in when it is written (lines, card, billing
 * details), so an invoice never changes when a card or the company changes later.
 * `lines`: [{ key, values, amount_cents }], translated when shown; `description` likewise
 * { key, values }. `billing`: { company_name, email, address | null }.
 */
export const invoices = pgTable(
  'invoices',
  {
    ...ownedByCompany(KEEP),
    /** 1, 2, 3 … per company, drawn under the wallet lock (never a gap or a repeat). */
    number: integer('number').notNull(),
    transaction_id: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: KEEP }),
    description: jsonb('description').notNull(),
    lines: jsonb('lines').notNull(),
    total_cents: integer('total_cents').notNull(),
    method: text('method').notNull(),
    card_brand: text('card_brand'),
    card_last4: text('card_last4'),
    billing: jsonb('billing').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    newestIndex('invoices_company_created_idx', table.company_id, table),
    uniqueIndex('invoices_company_number_unique').on(table.company_id, table.number),
    uniqueIndex('invoices_transaction_unique').on(table.transaction_id),
    check('invoices_method_known', sql`${table.method} in (${sqlList(PAYMENT_METHODS)})`),
    check('invoices_total_positive', sql`${table.total_cents} > 0`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
