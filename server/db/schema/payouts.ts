/**
 * Creators' payouts (docs/product.md#earnings-and-payouts): the bank account payouts go to
 * and each payout's life at the gateway. The money itself is in the ledger; these rows
 * hold what the ledger cannot: the gateway's ids, the account's last 4 digits (never its
 * number), and why a bank refused.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYOUT_STATUSES } from '../../../domain/earnings/rules';
import { companies } from './account';
import { createdAt, KEEP, msTimestamp, sqlList } from './columns';
import { ledgerTransactions } from './wallet';

/** The creator's bank account at the gateway: one per creator, a new one replaces it. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    holder_name: text('holder_name').notNull(),
    bank_name: text('bank_name').notNull(),
    last4: text('last4').notNull(),
    gateway_customer_id: text('gateway_customer_id').notNull(),
    gateway_bank_account_id: text('gateway_bank_account_id').notNull(),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('payout_accounts_creator_unique').on(table.creator_id)],
);

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** The unique index that makes a creator's idempotency key pay out once. */
export const PAYOUT_IDEMPOTENCY_UNIQUE = 'creator_payouts_creator_key_unique';

/**
 * One payout: requested (in flight: its money in payouts_in_flight), then paid or failed.
 * `gateway_payout_id` is null until the gateway took it (an unreachable gateway's payout is
 * sent again by the settle job, under the same key); `next_check_at` is when the job looks
 * at it next.
 */
export const creatorPayouts = pgTable(
  'creator_payouts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => companies.id, { onDelete: KEEP }),
    idempotency_key: text('idempotency_key').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    account_last4: text('account_last4').notNull(),
    gateway_bank_account_id: text('gateway_bank_account_id').notNull(),
    gateway_payout_id: text('gateway_payout_id'),
    failure_code: text('failure_code'),
    /** The request's ledger transaction (creator_payouts → payouts_in_flight). */
    transaction_id: integer('transaction_id')
      .notNull()
      .references((): AnyPgColumn => ledgerTransactions.id, { onDelete: KEEP }),
    /** The settlement's (to bank_clearing, or back to creator_payouts). */
    settled_transaction_id: integer('settled_transaction_id').references(
      (): AnyPgColumn => ledgerTransactions.id,
      { onDelete: KEEP },
    ),
    next_check_at: msTimestamp('next_check_at'),
    created_at: createdAt(),
    settled_at: msTimestamp('settled_at'),
    /**
     * A failed payout an operator handled: `retried` (a new payout was sent for it) or
     * `dismissed` (its money stays in the creator's balance). Null: waits in the console.
     */
    resolution: text('resolution'),
    resolved_at: msTimestamp('resolved_at'),
  },
  (table) => [
    uniqueIndex(PAYOUT_IDEMPOTENCY_UNIQUE).on(table.creator_id, table.idempotency_key),
    // One payout in flight per creator, whatever the code does.
    uniqueIndex('creator_payouts_one_in_flight')
      .on(table.creator_id)
      .where(sql`${table.status} = 'in_flight'`),
    index('creator_payouts_creator_created_idx').on(table.creator_id, table.created_at, table.id),
    index('creator_payouts_due_idx')
      .on(table.next_check_at)
      .where(sql`${table.status} = 'in_flight'`),
    index('creator_payouts_unresolved_idx')
      .on(table.settled_at, table.id)
      .where(sql`${table.status} = 'failed' and ${table.resolution} is null`),
    index('creator_payouts_failed_idx')
      .on(table.settled_at)
      .where(sql`${table.status} = 'failed'`),
    check('creator_payouts_status_known', sql`${table.status} in (${sqlList(PAYOUT_STATUSES)})`),
    check('creator_payouts_amount_positive', sql`${table.amount_cents} > 0`),
    check(
      'creator_payouts_resolution_known',
      sql`${table.resolution} is null or (${table.resolution} in ('retried', 'dismissed') and ${table.status} = 'failed' and ${table.resolved_at} is not null)`,
    ),
  ],
);

export type CreatorPayoutRow = typeof creatorPayouts.$inferSelect;
