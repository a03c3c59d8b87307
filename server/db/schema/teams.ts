import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MUTABLE_NOTICE_KINDS } from '../../../domain/notifications/rules';
import { TEAM_ROLES } from '../../../domain/teams/roles';
import { companies } from './account';
import { sqlList } from './columns';

/**
 * The people of a company (docs/product.md#brand-teams). A company is the account row it
 * was signed up with: its id is the company's id on every brand, campaign, deal and money
 * record, and it holds the company's name. People are accounts too (role company): each
 * member row links one person to one company with a role, so a person may belong to
 * several companies. The person who signed a company up is its first owner.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The person's last request in this company (the team screen's "last active"). */
    last_active_at: timestamp('last_active_at', { withTimezone: true }),
    /** The kinds of the company's notifications this person muted (MUTABLE_NOTICE_KINDS). */
    muted_kinds: text('muted_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ columns: [table.company_id, table.account_id] }),
    // A person's companies, for login and the company switcher.
    index('company_members_account_idx').on(table.account_id),
    // Exactly one owner at a time: a transfer swaps the roles in one transaction.
    uniqueIndex('company_members_one_owner')
      .on(table.company_id)
      .where(sql`${table.role} = 'owner'`),
    check('company_members_role_known', sql`${table.role} in ('owner', 'admin', 'member')`),
    check(
      'company_members_muted_kinds_known',
      sql`${table.muted_kinds} <@ array[${sqlList(MUTABLE_NOTICE_KINDS)}]::text[]`,
    ),
  ],
);

/**
 * Invitations to join a company with a role, mailed as a single-use link valid 7 days;
 * only a hash of the link's token is kept. A resend replaces the token and the expiry.
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-case, like every account's. */
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    token_hash: text('token_hash').notNull(),
    invited_by: integer('invited_by').references(() => companies.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the link was last mailed (the first time or a resend). */
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('team_invitations_token_hash_unique').on(table.token_hash),
    // One pending invitation per address and company; the team screen lists them.
    uniqueIndex('team_invitations_pending_unique')
      .on(table.company_id, table.email)
      .where(sql`${table.accepted_at} is null and ${table.revoked_at} is null`),
    check('team_invitations_role_invitable', sql`${table.role} in ('admin', 'member')`),
    check('team_invitations_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);

export type CompanyMemberRow = typeof companyMembers.$inferSelect;
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
