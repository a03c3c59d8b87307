/**
 * The sandbox payment gateway's own records (server/payments/sandbox/). They stand in for
 * a real gateway's servers: the product's tables never read them, and they hold no card
 * number either, only what a test number makes the card do.
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, KEEP, msTimestamp } from './columns';

/** One-time tokens from the tokenisation endpoint; attaching one uses it up. */
export const sandboxGatewayTokens = pgTable('sandbox_gateway_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  exp_month: integer('exp_month').notNull(),
  exp_year: integer('exp_year').notNull(),
  /** What the test number does: succeed, card_declined, insufficient_funds, … */
  behaviour: text('behaviour').notNull(),
  created_at: createdAt(),
  used_at: msTimestamp('used_at'),
});

export const sandboxGatewayCustomers = pgTable('sandbox_gateway_customers', {
  id: text('id').primaryKey(),
  created_at: createdAt(),
});

export const sandboxGatewayCards = pgTable(
  'sandbox_gateway_cards',
  {
    id: text('id').primaryKey(),
    customer_id: text('customer_id')
      .notNull()
      .references(() => sandboxGatewayCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    exp_month: integer('exp_month').notNull(),
    exp_year: integer('exp_year').notNull(),
    behaviour: text('behaviour').notNull(),
    created_at: createdAt(),
  },
  (table) => [index('sandbox_gateway_cards_customer_idx').on(table.customer_id)],
);

/**
 * Charges, keyed by the caller's idempotency key like a real gateway's: the same key
 * answers the first result (success or decline) and never charges again.
 */
export const sandboxGatewayCharges = pgTable('sandbox_gateway_charges', {
  id: text('id').primaryKey(),
  idempotency_key: text('idempotency_key').notNull().unique(),
  customer_id: text('customer_id').notNull(),
  card_id: text('card_id').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  /** succeeded or failed */
  status: text('status').notNull(),
  failure_code: text('failure_code'),
  refunded_cents: integer('refunded_cents').notNull().default(0),
  created_at: createdAt(),
});

export const sandboxGatewayRefunds = pgTable('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  idempotency_key: text('idempotency_key').notNull().unique(),
  charge_id: text('charge_id')
    .notNull()
    .references(() => sandboxGatewayCharges.id, { onDelete: KEEP }),
  amount_cents: integer('amount_cents').notNull(),
  created_at: createdAt(),
});

/** One-time bank account tokens from the bank tokenisation endpoint (no account number). */
export const sandboxGatewayBankTokens = pgTable('sandbox_gateway_bank_tokens', {
  id: text('id').primaryKey(),
  bank_name: text('bank_name').notNull(),
  last4: text('last4').notNull(),
  /** What the test number does: succeed, fail_now, fail_later, settle_later. */
  behaviour: text('behaviour').notNull(),
  created_at: createdAt(),
  used_at: msTimestamp('used_at'),
});

export const sandboxGatewayBankAccounts = pgTable(
  'sandbox_gateway_bank_accounts',
  {
    id: text('id').primaryKey(),
    customer_id: text('customer_id')
      .notNull()
      .references(() => sandboxGatewayCustomers.id, { onDelete: 'cascade' }),
    bank_name: text('bank_name').notNull(),
    last4: text('last4').notNull(),
    behaviour: text('behaviour').notNull(),
    created_at: createdAt(),
  },
  (table) => [index('sandbox_gateway_bank_accounts_customer_idx').on(table.customer_id)],
);

/**
 * Payouts to bank accounts, keyed by the caller's idempotency key: pending until the bank
 * settles them (at once, or when their status is next asked for), then paid or failed.
 */
export const sandboxGatewayPayouts = pgTable('sandbox_gateway_payouts', {
  id: text('id').primaryKey(),
  idempotency_key: text('idempotency_key').notNull().unique(),
  bank_account_id: text('bank_account_id').notNull(),
  amount_cents: integer('amount_cents').notNull(),
  /** pending, paid or failed */
  status: text('status').notNull(),
  behaviour: text('behaviour').notNull(),
  failure_code: text('failure_code'),
  created_at: createdAt(),
  settled_at: msTimestamp('settled_at'),
});
