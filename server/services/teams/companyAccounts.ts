/**
 * Which accounts are companies (docs/product.md#brand-teams). Accounts of role company
 * are people too: one made by accepting an invitation is only a person, with no company
 * of its own, and is never listed, counted or acted on as a company. A company is an
 * account that has people (its owner at least), or a deleted company (whose people are
 * gone).
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { companyMembers } from '../../db/schema/teams';

/**
 * The outer row's id, spelt out: drizzle leaves a one-table select's columns unqualified,
 * and in the subquery a bare "id" would not be the account's.
 */
const accountId = sql.raw('"accounts"."id"');

/** A filter on `accounts` (unaliased): the rows that are companies. Cheap: the PK's prefix. */
export const IS_COMPANY_ACCOUNT = and(
  eq(companies.role, 'company'),
  or(
    isNotNull(companies.deleted_at),
    sql`exists (select 1 from ${companyMembers} where ${companyMembers.company_id} = ${accountId})`,
  ),
);

/** Whether the account `id` is a company (false for a person only, or no such account). */
export async function isCompanyAccount(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), IS_COMPANY_ACCOUNT));
  return row !== undefined;
}
