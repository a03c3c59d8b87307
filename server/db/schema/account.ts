import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES } from '../../../domain/preferences/rules';
import { TEAM_ROLES } from '../../../domain/teams/roles';

/**
 * Who an account is: a company (a brand's), a creator, or an operator (the platform's own
 * staff, who work in the console under /ops and are made only by `npm run admin --
 * operator-add`).
 */
export const ACCOUNT_ROLES = ['company', 'creator', 'operator'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * Every account: a brand's (role company) or a creator's (role creator). E-mail is stored
 * lower-case so the unique index is case-insensitive.
 */
export const companies = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email').notNull(),
    role: text('role', { enum: ACCOUNT_ROLES }).notNull().default('company'),
    has_verified_email: boolean('has_verified_email').notNull().default(false),
    onboard_position: integer('onboard_position').notNull().default(0),
    phone: text('phone'),
    company_name: text('company_name'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    profile_picture_image: text('profile_picture_image'),
    /** Self-describing scrypt hash (server/auth/passwords.ts); null: no password yet (admin-made). */
    password_hash: text('password_hash'),
    /** The account modal's privacy switch (CompanyUpdateData). */
    privacy: boolean('privacy').notNull().default(false),
    /** Dialling prefix given at onboarding, kept apart from the phone number. */
    area_code: text('area_code'),
    /**
     * When the account was deleted: its personal data is gone and it cannot log in; the row
     * stays so its money records and ended deals keep their company (docs/product.md#account-data).
     */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The language a creator is told in (its notices): the one of its last sign-up, login,
     * profile save or switch in the app (docs/product.md#creators-accounts).
     */
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(table.email),
    // The operator console's companies (and creators), newest first.
    index('accounts_role_id_idx').on(table.role, table.id),
    // Defence in depth: the app lower-cases, the database refuses anything else.
    check('accounts_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('accounts_role_known', sql`${table.role} in ('company', 'creator', 'operator')`),
    // The list spelled out here: columns.ts (sqlList) imports this file.
    check(
      'accounts_locale_known',
      sql`${table.locale} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`,
    ),
  ],
);

/** Server-side sessions: the JWT's jti is the id, so a token can be revoked before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    /** The account's role when the session was opened: it decides which operations it reaches. */
    role: text('role', { enum: ACCOUNT_ROLES }).notNull().default('company'),
    /**
     * The person whose session it is. `company_id` is what the session works on: for a
     * company session the company (one the person is a member of), for a creator's or an
     * operator's their own account, like `account_id`.
     */
    account_id: integer('account_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * A company session's member role, kept here so every request knows it without a
     * read; a role change updates it in the same transaction (docs/product.md#brand-teams).
     */
    team_role: text('team_role', { enum: TEAM_ROLES }),
  },
  (table) => [
    index('sessions_company_id_idx').on(table.company_id),
    // A person's sessions (removal from a company, leaving, a password change).
    index('sessions_account_id_idx').on(table.account_id),
    check('sessions_role_known', sql`${table.role} in ('company', 'creator', 'operator')`),
    check(
      'sessions_team_role_known',
      sql`${table.team_role} is null or ${table.team_role} in ('owner', 'admin', 'member')`,
    ),
  ],
);

/**
 * The live e-mail verification code of a company (at most one: a resend replaces it).
 * Only a hash of the code is kept.
 */
export const verificationCodes = pgTable('verification_codes', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  code_hash: text('code_hash').notNull(),
  /** When it was sent: a resend waits a minute from here. */
  created_at: timestamp('created_at', { withTimezone: true }).notNull(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong tries so far; at the limit the code is void. */
  attempts: integer('attempts').notNull().default(0),
});

/** operator_setup: the one-time link `operator-add` prints, to set an operator's password. */
export const ACCOUNT_LINK_PURPOSES = ['reset_password', 'change_email', 'operator_setup'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** Single-use links mailed to a company (password reset, e-mail change); only hashes kept. */
export const accountLinks = pgTable(
  'account_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_LINK_PURPOSES }).notNull(),
    token_hash: text('token_hash').notNull(),
    /** change_email: the address the link was sent to and will become the login. */
    new_email: text('new_email'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_links_token_hash_unique').on(table.token_hash),
    index('account_links_company_id_idx').on(table.company_id, table.purpose),
    check(
      'account_links_purpose_known',
      sql`${table.purpose} in ('reset_password', 'change_email', 'operator_setup')`,
    ),
  ],
);

/**
 * Failed-login counters, per account (`account:<email>`) and per client address
 * (`address:<ip>`). In the database so a lockout survives restarts and holds across
 * processes sharing one PostgreSQL. Keyed by e-mail, not company id, so unknown e-mails
 * are slowed exactly like known ones (no hint that an account exists).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  locked_until: timestamp('locked_until', { withTimezone: true }),
  /** Lockouts so far (each one lasts twice the previous); forgotten after a quiet day. */
  lockouts: integer('lockouts').notNull().default(0),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type AccountLinkRow = typeof accountLinks.$inferSelect;
export type LoginThrottleRow = typeof loginThrottle.$inferSelect;
