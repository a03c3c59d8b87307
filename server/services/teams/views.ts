/**
 * What the team screen and the company switcher read (docs/product.md#brand-teams): the
 * company's people, its pending invitations, and the signed-in person's companies.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { InvitableRole, TeamRole } from '../../../domain/teams/roles';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { companyMembers, teamInvitations } from '../../db/schema/teams';
import { fullName, personName } from './personName';

export interface TeamMemberView {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: TeamRole;
  joinedAt: Date;
  lastActiveAt: Date | null;
}

/** The company's people (or one of them): owner first, then by name, then by e-mail. */
export async function teamMembers(
  db: Database,
  companyId: number,
  accountId?: number,
): Promise<TeamMemberView[]> {
  return db
    .select({
      id: companies.id,
      firstName: companies.first_name,
      lastName: companies.last_name,
      email: companies.email,
      role: companyMembers.role,
      joinedAt: companyMembers.joined_at,
      lastActiveAt: companyMembers.last_active_at,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.account_id))
    .where(
      and(
        eq(companyMembers.company_id, companyId),
        accountId === undefined ? undefined : eq(companyMembers.account_id, accountId),
      ),
    )
    .orderBy(
      sql`${companyMembers.role} = 'owner' desc`,
      sql`lower(${fullName(companies)}) asc nulls last`,
      asc(companies.email),
    );
}

export interface TeamInvitationView {
  id: number;
  email: string;
  role: InvitableRole;
  invitedBy: string | null;
  sentAt: Date;
  expiresAt: Date;
}

const inviter = alias(companies, 'inviter');

/** Pending: neither accepted nor revoked (expired ones too: they can be resent). */
export const isPending = and(
  isNull(teamInvitations.accepted_at),
  isNull(teamInvitations.revoked_at),
);

/** The company's pending invitations (or one of them), newest first. */
export async function pendingInvitations(
  db: Database,
  companyId: number,
  where?: SQL,
): Promise<TeamInvitationView[]> {
  const rows = await db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      invitedBy: personName(inviter),
      sentAt: teamInvitations.sent_at,
      expiresAt: teamInvitations.expires_at,
    })
    .from(teamInvitations)
    .leftJoin(inviter, eq(inviter.id, teamInvitations.invited_by))
    .where(and(eq(teamInvitations.company_id, companyId), isPending, where))
    .orderBy(desc(teamInvitations.created_at), desc(teamInvitations.id));
  // The table's CHECK admits only invitable roles.
  return rows.map((row) => ({ ...row, role: row.role as InvitableRole }));
}

export interface MyCompanyView {
  id: number;
  companyName: string | null;
  role: TeamRole;
}

/** The companies a person belongs to (deleted ones are gone), by name. */
export async function companiesOf(db: Database, accountId: number): Promise<MyCompanyView[]> {
  return db
    .select({
      id: companies.id,
      companyName: companies.company_name,
      role: companyMembers.role,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.company_id))
    .where(and(eq(companyMembers.account_id, accountId), isNull(companies.deleted_at)))
    .orderBy(sql`lower(${companies.company_name}) asc nulls last`, asc(companies.id));
}
