/**
 * The operators' own records (docs/product.md#operator-console): each operator's second
 * factor, and the audit log of every operator action. The audit log is append-only: the
 * database refuses UPDATE, DELETE and TRUNCATE on it (a trigger in the migration), so no
 * code path, nor anyone with the app's database role, can rewrite what was done.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from './account';
import { KEEP, msTimestamp } from './columns';

/**
 * An operator's TOTP factor. `confirmed_at` is null until the first code from the
 * operator's authenticator was accepted (set-up at first login); `last_step` is the last
 * 30-second step a code was accepted for, so one code cannot be used twice. Recovery codes
 * are kept as hashes only, each removed when used.
 */
export const operatorFactors = pgTable('operator_factors', {
  account_id: integer('account_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  totp_secret: text('totp_secret').notNull(),
  confirmed_at: msTimestamp('confirmed_at'),
  last_step: bigint('last_step', { mode: 'number' }),
  recovery_code_hashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
  created_at: msTimestamp('created_at').notNull().defaultNow(),
});

export type OperatorFactorRow = typeof operatorFactors.$inferSelect;

/**
 * One operator action: who (`operator_id`, null for the command line, whose label is
 * "cli"), what (`action`, such as `campaign.approve`), on which record (`record_type`,
 * `record_id`), why (`reason`), when, and what else is worth keeping (`details`). Written
 * in the same transaction as the action, so an action that failed leaves no row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    created_at: msTimestamp('created_at').notNull().defaultNow(),
    operator_id: integer('operator_id').references(() => companies.id, { onDelete: KEEP }),
    /** The operator's e-mail when the action was taken, or "cli". */
    operator_label: text('operator_label').notNull(),
    action: text('action').notNull(),
    record_type: text('record_type').notNull(),
    record_id: text('record_id').notNull(),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_log_created_idx').on(table.created_at, table.id),
    index('audit_log_operator_idx').on(table.operator_label, table.created_at, table.id),
    index('audit_log_action_idx').on(table.action, table.created_at, table.id),
    index('audit_log_record_idx').on(
      table.record_type,
      table.record_id,
      table.created_at,
      table.id,
    ),
    check('audit_log_who', sql`(${table.operator_id} is null) = (${table.operator_label} = 'cli')`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
