import { sql } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { IMAGE_TYPES } from '../../features/images/rules';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_PRICE_MAX_CENTS,
  PRODUCT_PRICE_MIN_CENTS,
} from '../../features/products/rules';

/** A brand's account. E-mail is stored lower-case so the unique index is case-insensitive. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email').notNull(),
    role: text('role').notNull().default('company'),
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
  },
  (table) => [
    uniqueIndex('companies_email_unique').on(table.email),
    // Defence in depth: the app lower-cases, the database refuses anything else.
    check('companies_email_lower_case', sql`${table.email} = lower(${table.email})`),
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
  },
  (table) => [index('sessions_company_id_idx').on(table.company_id)],
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

export const ACCOUNT_LINK_PURPOSES = ['reset_password', 'change_email'] as const;
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
      sql`${table.purpose} in ('reset_password', 'change_email')`,
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

/** Mail written here instead of sent when no SMTP_URL is set (the dev mailbox reads it). */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_created_at_idx').on(table.created_at)],
);

/**
 * Millisecond timestamps: exactly what a JS Date holds, so a keyset cursor made from a row's
 * created_at finds that row again (microseconds would be lost on the way through JS).
 */
const msTimestamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** The columns every catalogue row starts with: an identity id and its company. */
const ownedByCompany = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  company_id: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
});

const createdAt = () => msTimestamp('created_at').notNull().defaultNow();

/** Newest first within `scope` (a company, a brand): the default list order, keyset-paged. */
const newestIndex = (
  name: string,
  scope: ExtraConfigColumn,
  table: { created_at: ExtraConfigColumn; id: ExtraConfigColumn },
) => index(name).on(scope, table.created_at.desc(), table.id.desc());

/** `'a', 'b', …` for a CHECK … IN list of constants (never user input). */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

/**
 * Uploaded images. The id is random and unguessable (128 bits, base64url): it is what
 * GET /v1/images/:id asks for, with no token. The bytes are in the ImageStorage under
 * `storage_key`; a row exists only once they are stored.
 */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Sniffed from the bytes, never the name or the declared type. */
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    // A company's images, oldest first: also what pruning unattached uploads will scan.
    index('images_company_id_idx').on(table.company_id, table.created_at),
    check('images_content_type_known', sql`${table.content_type} in (${sqlList(IMAGE_TYPES)})`),
    check('images_size_positive', sql`${table.size} > 0`),
  ],
);

/** A company's brands; campaigns promote their products. */
export const brands = pgTable(
  'brands',
  {
    ...ownedByCompany(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo_image_id: text('logo_image_id').references(() => images.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: msTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    newestIndex('brands_company_created_idx', table.company_id, table),
    index('brands_logo_image_id_idx').on(table.logo_image_id),
  ],
);

/** A brand's products; deleting the brand deletes them. Prices in integer cents. */
export const products = pgTable(
  'products',
  {
    ...ownedByCompany(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price_cents: integer('price_cents').notNull(),
    link: text('link').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    created_at: createdAt(),
    updated_at: msTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // Of a company, or of one brand (which also serves the cascade from brands).
    newestIndex('products_company_created_idx', table.company_id, table),
    newestIndex('products_brand_created_idx', table.brand_id, table),
    index('products_company_category_idx').on(table.company_id, table.category),
    check(
      'products_price_range',
      sql`${table.price_cents} between ${sql.raw(String(PRODUCT_PRICE_MIN_CENTS))} and ${sql.raw(String(PRODUCT_PRICE_MAX_CENTS))}`,
    ),
    check('products_category_known', sql`${table.category} in (${sqlList(PRODUCT_CATEGORIES)})`),
  ],
);

/** A product's images in order (position 0 first); an image appears once per product. */
export const productImages = pgTable(
  'product_images',
  {
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image_id: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.product_id, table.position] }),
    uniqueIndex('product_images_product_image_unique').on(table.product_id, table.image_id),
    index('product_images_image_id_idx').on(table.image_id),
  ],
);

/**
 * The minimum of campaigns that brands and products need: a campaign that uses a brand or
 * product keeps it from being deleted. The campaigns feature extends these tables.
 * The references to brands and products are NO ACTION, not RESTRICT: NO ACTION is checked
 * at the end of the statement, so deleting a company (which cascades to its campaigns and
 * its brands alike) still works, while deleting a brand or product in use fails (23503).
 */
export const campaigns = pgTable(
  'campaigns',
  {
    ...ownedByCompany(),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'no action' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('pending_admin_approval'),
    created_at: createdAt(),
  },
  (table) => [
    index('campaigns_company_created_idx').on(table.company_id, table.created_at),
    index('campaigns_brand_id_idx').on(table.brand_id),
  ],
);

/** The products a campaign promotes. */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'no action' }),
  },
  (table) => [
    primaryKey({ columns: [table.campaign_id, table.product_id] }),
    index('campaign_products_product_id_idx').on(table.product_id),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type AccountLinkRow = typeof accountLinks.$inferSelect;
export type LoginThrottleRow = typeof loginThrottle.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type ImageRow = typeof images.$inferSelect;
export type BrandRow = typeof brands.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
