import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../domain/teams/roles';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { companyMembers } from '../../db/schema/teams';

/** A person's place in a company: what a company session of theirs carries. */
export interface Membership {
  companyId: number;
  accountId: number;
  teamRole: TeamRole;
}

/**
 * The company a person's login opens (docs/product.md#brand-teams): the one they worked in
 * last, else the one they joined first; null when they belong to none (left or removed
 * everywhere), or only to deleted companies.
 */
export async function companyToOpen(db: Database, accountId: number): Promise<Membership | null> {
  const [row] = await db
    .select({ companyId: companyMembers.company_id, teamRole: companyMembers.role })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.company_id))
    .where(and(eq(companyMembers.account_id, accountId), isNull(companies.deleted_at)))
    .orderBy(
      sql`${companyMembers.last_active_at} desc nulls last`,
      asc(companyMembers.joined_at),
      desc(companyMembers.company_id),
    )
    .limit(1);
  return row ? { companyId: row.companyId, accountId, teamRole: row.teamRole } : null;
}

/** The person's membership of one company, or null. */
export async function membershipOf(
  db: Database,
  companyId: number,
  accountId: number,
): Promise<Membership | null> {
  const [row] = await db
    .select({ teamRole: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.account_id, accountId)))
    .limit(1);
  return row ? { companyId, accountId, teamRole: row.teamRole } : null;
}
