import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONTENT_KINDS, CONTENT_STATUSES, VIDEO_TYPES } from '../../../domain/content/rules';
import { CONTENT_FILE_ROLE_DEFAULT, CONTENT_FILE_ROLES } from '../../../domain/content/parts';
import {
  CARRIERS,
  DEAL_ACTIONS,
  DEAL_ACTORS,
  DEAL_PARTIES,
  DEAL_STATUSES,
  ORDER_TOTAL_MAX_CENTS,
} from '../../../domain/deals/rules';
import { IMAGE_TYPES } from '../../../domain/images/rules';
import { companies } from './account';
import { brands } from './brands';
import { campaigns } from './campaigns';
import {
  createdAt,
  madeByMember,
  msTimestamp,
  newestIndex,
  ownedByCompany,
  sqlList,
} from './columns';
import { creators } from './creators';
import { images } from './images';
import { ledgerTransactions } from './wallet';

/**
 * A deal: one creator making one campaign's content (docs/product.md#deals). A creator
 * holds at most one deal per campaign; the campaign's `deals_count` counts its deals, so
 * picks stop exactly at its number of deals (a cancelled deal's money goes back to the
 * wallet, so its slot is not picked again).
 */
export const deals = pgTable(
  'deals',
  {
    ...ownedByCompany(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'no action' }),
    status: text('status').notNull().default('creator_accepted'),
    /** Shipping delivery: what the company entered. */
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    /** Refund delivery: the creator's own order, its total (USD cents) and receipt photo. */
    order_number: text('order_number'),
    order_total_cents: integer('order_total_cents'),
    receipt_image_id: text('receipt_image_id').references(() => images.id, {
      onDelete: 'set null',
    }),
    /** Social media: the published post. */
    post_url: text('post_url'),
    /** Whether the creator has uploaded content at least once (cancelling stops there). */
    has_content: boolean('has_content').notNull().default(false),
    /** Revisions the company asked for so far (at most the campaign's revision rounds). */
    revisions_used: integer('revisions_used').notNull().default(0),
    /** The ledger transactions of the deal's money, once made (each exactly once). */
    reimbursement_transaction_id: integer('reimbursement_transaction_id').references(
      () => ledgerTransactions.id,
    ),
    payout_transaction_id: integer('payout_transaction_id').references(() => ledgerTransactions.id),
    refund_transaction_id: integer('refund_transaction_id').references(() => ledgerTransactions.id),
    canceled_by: text('canceled_by'),
    cancel_reason: text('cancel_reason'),
    /** When the status last changed: the deadlines count from it. */
    status_changed_at: msTimestamp('status_changed_at').notNull().defaultNow(),
    last_message_at: msTimestamp('last_message_at'),
    /** The last chat message each party has read (0: none); unread counts are the rest. */
    company_read_message_id: integer('company_read_message_id').notNull().default(0),
    creator_read_message_id: integer('creator_read_message_id').notNull().default(0),
    created_at: createdAt(),
    updated_at: msTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deals_campaign_creator_unique').on(table.campaign_id, table.creator_id),
    newestIndex('deals_company_newest_idx', table.company_id, table),
    index('deals_creator_idx').on(table.creator_id),
    // TheDeals: the company's deals by last update, of one campaign or one status.
    index('deals_company_updated_idx').on(table.company_id, table.updated_at, table.id),
    index('deals_company_campaign_updated_idx').on(
      table.company_id,
      table.campaign_id,
      table.updated_at,
      table.id,
    ),
    index('deals_company_status_updated_idx').on(
      table.company_id,
      table.status,
      table.updated_at,
      table.id,
    ),
    // A creator's deals (the creator side), newest update first.
    index('deals_creator_updated_idx').on(table.creator_id, table.updated_at, table.id),
    // The operators' disputes queue: content waiting on the company, longest first.
    index('deals_awaiting_company_idx')
      .on(table.status_changed_at, table.id)
      .where(sql`${table.status} = 'content_approved_by_admin'`),
    // The dashboard's attention list: a status's deals that have waited longest, first.
    index('deals_company_status_changed_idx').on(
      table.company_id,
      table.status,
      table.status_changed_at,
      table.id,
    ),
    check('deals_status_known', sql`${table.status} in (${sqlList(DEAL_STATUSES)})`),
    check(
      'deals_carrier_known',
      sql`${table.carrier} is null or ${table.carrier} in (${sqlList(CARRIERS)})`,
    ),
    check(
      'deals_canceled_by_known',
      sql`${table.canceled_by} is null or ${table.canceled_by} in (${sqlList(DEAL_ACTORS)})`,
    ),
    check('deals_revisions_used_range', sql`${table.revisions_used} between 0 and 3`),
    check(
      'deals_order_total_range',
      sql`${table.order_total_cents} is null or ${table.order_total_cents} between 1 and ${sql.raw(String(ORDER_TOTAL_MAX_CENTS))}`,
    ),
  ],
);

export type DealRow = typeof deals.$inferSelect;

/**
 * A deal's timeline: one row per move (who made it, where it took the deal, when), with
 * what the move carried (`details`: tracking number, feedback, reason, …).
 */
export const dealEvents = pgTable(
  'deal_events',
  {
    ...ownedByCompany(),
    deal_id: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actor: text('actor').notNull(),
    /** The status the move led to. */
    status: text('status').notNull(),
    details: jsonb('details').notNull().default({}),
    member_id: madeByMember(),
    created_at: createdAt(),
  },
  (table) => [
    index('deal_events_deal_idx').on(table.deal_id, table.id),
    check('deal_events_action_known', sql`${table.action} in (${sqlList(DEAL_ACTIONS)})`),
    check('deal_events_actor_known', sql`${table.actor} in (${sqlList(DEAL_ACTORS)})`),
    check('deal_events_status_known', sql`${table.status} in (${sqlList(DEAL_STATUSES)})`),
  ],
);

export type DealEventRow = typeof dealEvents.$inferSelect;

/**
 * One upload of a deal's content (a set of images, or one video) and its review. The
 * campaign and brand are copied from the deal so ContentListing filters through an index.
 */
export const contents = pgTable(
  'contents',
  {
    ...ownedByCompany(),
    deal_id: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'no action' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('created'),
    /** 1 for the first upload, 2 after the first revision, … */
    round: integer('round').notNull(),
    /** The company's revision request (or screening's refusal). */
    feedback: text('feedback'),
    /** [{ at_seconds, text }]: comments pinned to moments of a video. */
    time_comments: jsonb('time_comments').notNull().default([]),
    created_at: createdAt(),
    reviewed_at: msTimestamp('reviewed_at'),
  },
  (table) => [
    index('contents_deal_idx').on(table.deal_id, table.id),
    // A campaign's content by status (accepted so far), and the weeks' accepted content.
    index('contents_campaign_status_idx').on(table.campaign_id, table.status),
    // The operators' screening queue: uploads awaiting screening, oldest first.
    index('contents_screening_idx')
      .on(table.created_at, table.id)
      .where(sql`${table.status} = 'pending_approval'`),
    index('contents_company_status_reviewed_idx').on(
      table.company_id,
      table.status,
      table.reviewed_at,
    ),
    newestIndex('contents_company_newest_idx', table.company_id, table),
    newestIndex('contents_company_status_newest_idx', table.company_id, table, table.status),
    newestIndex('contents_company_campaign_newest_idx', table.company_id, table, table.campaign_id),
    newestIndex('contents_company_brand_newest_idx', table.company_id, table, table.brand_id),
    check('contents_kind_known', sql`${table.kind} in (${sqlList(CONTENT_KINDS)})`),
    check('contents_status_known', sql`${table.status} in (${sqlList(CONTENT_STATUSES)})`),
    check('contents_round_positive', sql`${table.round} >= 1`),
  ],
);

export type ContentRow = typeof contents.$inferSelect;

/**
 * A file of a content upload. The id is random and unguessable (128 bits, base64url), as
 * for images: it is what GET /v1/content-files/:id asks for. Bytes live in the storage.
 */
export const contentFiles = pgTable(
  'content_files',
  {
    id: text('id').primaryKey(),
    content_id: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /**
     * What the file is of the submission (docs/product.md#deals-and-content): the main
     * content, the raw footage or an extra hook. Positions run main first, then the raw
     * footage, then the hooks in order.
     */
    role: text('role').notNull().default(CONTENT_FILE_ROLE_DEFAULT),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    storage_key: text('storage_key').notNull(),
    /**
     * The SHA-256 of the bytes (64 hex digits), computed as they were stored; null for files
     * stored before it was kept (the licence hashes those at acceptance).
     */
    sha256: text('sha256'),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('content_files_content_position_unique').on(table.content_id, table.position),
    check(
      'content_files_type_known',
      sql`${table.content_type} in (${sqlList([...IMAGE_TYPES, ...VIDEO_TYPES])})`,
    ),
    check('content_files_size_positive', sql`${table.size} > 0`),
    check('content_files_role_known', sql`${table.role} in (${sqlList(CONTENT_FILE_ROLES)})`),
    check(
      'content_files_sha256_hex',
      sql`${table.sha256} is null or ${table.sha256} ~ '^[0-9a-f]{64}$'`,
    ),
  ],
);

export type ContentFileRow = typeof contentFiles.$inferSelect;

/** The deal chat: plain text between the company and the creator, newest last. */
export const dealMessages = pgTable(
  'deal_messages',
  {
    ...ownedByCompany(),
    deal_id: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    created_at: createdAt(),
  },
  (table) => [
    newestIndex('deal_messages_deal_newest_idx', table.deal_id, table),
    // Unread counts: a party's unread are the other party's messages after its last read.
    index('deal_messages_deal_author_idx').on(table.deal_id, table.author, table.id),
    check('deal_messages_author_known', sql`${table.author} in (${sqlList(DEAL_PARTIES)})`),
  ],
);

export type DealMessageRow = typeof dealMessages.$inferSelect;
