/** Column and index helpers shared by the catalogue tables (images, brands, products, campaigns). */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { index, integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './account';

/**
 * Millisecond timestamps: exactly what a JS Date holds, so a keyset cursor made from a row's
 * created_at finds that row again (microseconds would be lost on the way through JS).
 */
export const msTimestamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The columns every catalogue row starts with: an identity id and its company. Money
 * records pass KEEP: their company can never take them with it (no cascade), see
 * docs/product.md#account-data.
 */
export const ownedByCompany = (onDelete: 'cascade' | 'no action' = 'cascade') => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete }),
});

/** What a money record's references do when the row they name is deleted: nothing. */
export const KEEP = 'no action' as const;

/**
 * The company's person who made a step (docs/product.md#brand-teams, "Who did what"): null
 * for a step no person of the company made (the creator, an operator, a deadline) and for
 * steps made before teams. Their account stays when they leave, so their name does too.
 */
export const madeByMember = () =>
  integer('member_id').references(() => companies.id, { onDelete: 'set null' });

export const createdAt = () => msTimestamp('created_at').notNull().defaultNow();

/**
 * Creation order within `scope` (a company, a brand): newest first is the default list
 * order, keyset-paged. Ascending on purpose: read backwards it gives `desc` (nulls first,
 * PostgreSQL's default for DESC) and forwards `asc`, which is exactly what the lists' ORDER
 * BY asks; a `desc nulls last` index matches neither, so the planner sorted every row.
 */
export const newestIndex = (
  name: string,
  scope: ExtraConfigColumn | SQL,
  table: { created_at: ExtraConfigColumn; id: ExtraConfigColumn },
  ...between: Array<ExtraConfigColumn | SQL>
) => index(name).on(scope, ...between, table.created_at, table.id);

/** `'a', 'b', …` for a CHECK … IN list of constants (never user input). */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
