import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './account';
import { createdAt, KEEP, madeByMember, newestIndex, ownedByCompany, sqlList } from './columns';

/**
 * The ledger's accounts. Every movement of money is a transaction whose entries move it
 * between these and sum to zero, so money can be traced from where it came from (a card,
 * a bank transfer) to where it went (the wallet, campaign escrow, fees, payouts).
 * `wallet` and `campaign_escrow` are the company's own; the others are the platform's
 * side of the company's movements (every entry names the company it concerns).
 * `creator_payouts` holds what creators earned and have not been paid yet, and
 * `payouts_in_flight` what is on its way to their banks: their entries name the creator
 * (`creator_id`), see docs/product.md#earnings-and-payouts.
 */
export const LEDGER_ACCOUNTS = [
  'wallet',
  'card_clearing',
  'bank_clearing',
  'platform_revenue',
  'card_fees',
  'campaign_escrow',
  'creator_payouts',
  'refunds',
  'payouts_in_flight',
] as const;

/**
 * What a ledger transaction is (the wallet history filters by it). `payout` moves a deal's
 * money from campaign escrow to the creator; `platform_fee` moves a completed campaign's
 * fee from escrow to platform revenue. Neither touches the wallet. `withdrawal` is wallet
 * money an operator paid back to the company by bank transfer (wallet → bank clearing).
 * The `creator_payout*` kinds are the creator's own (CREATOR_TRANSACTION_KINDS).
 */
export const TRANSACTION_KINDS = [
  'top_up_card',
  'top_up_bank',
  'payment',
  'refund',
  'payout',
  'platform_fee',
  'withdrawal',
  'creator_payout',
  'creator_payout_paid',
  'creator_payout_failed',
] as const;

/**
 * A creator's own movements (company_id is the creator's account): a payout requested
 * (creator_payouts → payouts_in_flight), confirmed by the bank (→ bank_clearing) or
 * refused (back to creator_payouts).
 */
export const CREATOR_TRANSACTION_KINDS = [
  'creator_payout',
  'creator_payout_paid',
  'creator_payout_failed',
] as const;

/** How a transaction was paid; `escrow` for money a campaign's payment already holds. */
export const TRANSACTION_METHODS = ['card', 'wallet', 'bank_transfer', 'escrow'] as const;

/**
 * A company's wallet: the row every money movement of the company locks first (FOR UPDATE),
 * so movements of one company happen one after the other and the balance, read from the
 * ledger, cannot be spent twice. It also numbers the company's invoices.
 */
export const wallets = pgTable('wallets', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: KEEP }),
  /** How many invoices the company has: the next one gets this + 1. */
  invoice_count: integer('invoice_count').notNull().default(0),
  created_at: createdAt(),
});

/** The unique index that makes an idempotency key charge once per company. */
export const TRANSACTION_IDEMPOTENCY_UNIQUE = 'ledger_transactions_company_key_unique';

/**
 * One movement of money: a top-up, a payment, a refund. `description` is
 * { key, values }, translated when shown. `amount_cents` is the headline amount (what the
 * wallet or the purpose received, fees apart); the entries hold the exact movement.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    ...ownedByCompany(KEEP),
    kind: text('kind').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    description: jsonb('description').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    method: text('method').notNull(),
    /** The card charged (no reference: a card may be deleted, its movements stay). */
    card_id: integer('card_id'),
    gateway_charge_id: text('gateway_charge_id'),
    /**
     * For a refund, a payout or a platform fee: the campaign payment whose escrow it draws
     * on (what is left of a payment is its escrow less all of these).
     */
    refund_of: integer('refund_of').references((): AnyPgColumn => ledgerTransactions.id, {
      onDelete: KEEP,
    }),
    /** What was paid for, e.g. { campaign_id }; null for top-ups. */
    purpose: jsonb('purpose'),
    member_id: madeByMember(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex(TRANSACTION_IDEMPOTENCY_UNIQUE).on(table.company_id, table.idempotency_key),
    index('ledger_transactions_refund_of_idx').on(table.refund_of),
    // The dashboard's spending: a company's payouts and platform fees by time, with their
    // amounts, so the month's sum and the chart's weeks read the index alone.
    index('ledger_transactions_company_kind_created_idx').on(
      table.company_id,
      table.kind,
      table.created_at,
      table.amount_cents,
    ),
    check('ledger_transactions_kind_known', sql`${table.kind} in (${sqlList(TRANSACTION_KINDS)})`),
    check(
      'ledger_transactions_method_known',
      sql`${table.method} in (${sqlList(TRANSACTION_METHODS)})`,
    ),
    check('ledger_transactions_amount_positive', sql`${table.amount_cents} > 0`),
  ],
);

export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;

/**
 * The legs of a transaction. The entries of one transaction sum to zero (a deferred
 * constraint trigger checks it at commit) and are never updated (a trigger refuses it).
 * A wallet entry carries the wallet's balance after it: the balance IS the last wallet
 * entry's `balance_after_cents` (by id: entries of a company are written one at a time,
 * under its wallet's lock), and a CHECK keeps it from ever going below zero.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transaction_id: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: KEEP }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: KEEP }),
    account: text('account').notNull(),
    /** The transaction's kind, copied so the wallet history filters through one index. */
    kind: text('kind').notNull(),
    /** Signed: positive into the account, negative out of it. */
    amount_cents: integer('amount_cents').notNull(),
    balance_after_cents: integer('balance_after_cents'),
    /**
     * The creator whose money the leg is: every creator_payouts and payouts_in_flight leg
     * (a company's fee to a creator, and the creator's own payouts), null elsewhere.
     */
    creator_id: integer('creator_id').references(() => companies.id, { onDelete: KEEP }),
    created_at: createdAt(),
  },
  (table) => [
    index('ledger_entries_transaction_idx').on(table.transaction_id),
    // The wallet history (newest first, optionally of one kind) and the balance (last row).
    newestIndex('ledger_entries_wallet_idx', table.company_id, table).where(
      sql`${table.account} = 'wallet'`,
    ),
    newestIndex('ledger_entries_wallet_kind_idx', table.company_id, table, table.kind).where(
      sql`${table.account} = 'wallet'`,
    ),
    // The balance: the company's last wallet entry, in the order entries were written.
    index('ledger_entries_wallet_last_idx')
      .on(table.company_id, table.id)
      .where(sql`${table.account} = 'wallet'`),
    index('ledger_entries_company_account_idx').on(table.company_id, table.account),
    // A creator's earnings: its legs of one account by time (figures, history, statements).
    index('ledger_entries_creator_account_idx')
      .on(table.creator_id, table.account, table.created_at, table.id)
      .where(sql`${table.creator_id} is not null`),
    check(
      'ledger_entries_creator_named',
      sql`${table.account} not in ('creator_payouts', 'payouts_in_flight') or ${table.creator_id} is not null`,
    ),
    check('ledger_entries_account_known', sql`${table.account} in (${sqlList(LEDGER_ACCOUNTS)})`),
    check('ledger_entries_amount_not_zero', sql`${table.amount_cents} <> 0`),
    check(
      'ledger_entries_wallet_balance',
      sql`(${table.account} = 'wallet') = (${table.balance_after_cents} is not null)`,
    ),
    check('ledger_entries_balance_not_negative', sql`${table.balance_after_cents} >= 0`),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** A card payment the gateway refused: the only trace a declined card leaves. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    ...ownedByCompany(KEEP),
    idempotency_key: text('idempotency_key').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    card_id: integer('card_id'),
    /** The gateway's decline code: card_declined, insufficient_funds, expired_card, … */
    failure_code: text('failure_code').notNull(),
    created_at: createdAt(),
  },
  (table) => [newestIndex('payment_attempts_company_created_idx', table.company_id, table)],
);

/**
 * Where a company wires money to top up its wallet, and the reference that tells us the
 * transfer is theirs. Made the first time the company asks for it.
 */
export const bankTransferInformation = pgTable(
  'bank_transfer_information',
  {
    ...ownedByCompany(),
    full_name: text('full_name').notNull(),
    account_number: text('account_number').notNull(),
    routing_number: text('routing_number').notNull(),
    account_type: text('account_type').notNull(),
    bank_address: text('bank_address').notNull(),
    recipient_name: text('recipient_name').notNull(),
    purpose_of_payment: text('purpose_of_payment').notNull(),
    reference: text('reference').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('bank_transfer_information_company_unique').on(table.company_id),
    uniqueIndex('bank_transfer_information_reference_unique').on(table.reference),
  ],
);
