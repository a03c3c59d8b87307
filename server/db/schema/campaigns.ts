import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CONTENT_FORMATS,
  CREATOR_TIERS,
  DELIVERY_TYPES,
} from '../../../domain/campaigns/rules';
import type { CostLine } from '../../../domain/campaigns/rules';
import { EXTRA_HOOKS_MAX, USAGE_RIGHTS } from '../../../domain/campaigns/rights';
import { cards } from './billing';
import { brands } from './brands';
import { createdAt, msTimestamp, newestIndex, ownedByCompany, sqlList } from './columns';
import { products } from './products';
import { ledgerTransactions } from './wallet';

/**
 * A company's campaign: everything entered in the wizard, the cost lines the server
 * computed when it was paid, and where it is in its lifecycle (docs/product.md#campaigns).
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
    /** The card the campaign is billed to: a card in use cannot be deleted (NO ACTION). */
    card_id: integer('card_id').references(() => cards.id, { onDelete: 'no action' }),
    status: text('status').notNull().default('pending_admin_approval'),
    type: text('type').notNull(),
    delivery_type: text('delivery_type').notNull(),
    /** Taxes and shipping compensation per deal, cents (refund delivery). */
    taxes_shipping_compensation_cents: integer('taxes_shipping_compensation_cents')
      .notNull()
      .default(0),
    number_of_deals: integer('number_of_deals').notNull(),
    /** Deals holding one of its slots (all but canceled ones): never above number_of_deals. */
    deals_count: integer('deals_count').notNull().default(0),
    creator_tier: text('creator_tier').notNull(),
    creator_category: text('creator_category').notNull(),
    must_have_tags: jsonb('must_have_tags').$type<string[]>().notNull().default([]),
    content_brief: text('content_brief').notNull(),
    content_format: text('content_format').notNull(),
    /** Seconds, for video types. */
    video_duration: integer('video_duration'),
    resource_links: jsonb('resource_links').$type<string[]>().notNull().default([]),
    /** What the brand may do with the content (domain/campaigns/rights.ts). */
    usage_rights: text('usage_rights').notNull().default('organic'),
    /** Video campaigns: each deal also delivers its raw footage. */
    raw_footage: boolean('raw_footage').notNull().default(false),
    /** Video campaigns: alternative openings each deal also delivers, 0 to 3. */
    extra_hooks: integer('extra_hooks').notNull().default(0),
    ages: jsonb('ages').$type<string[]>().notNull(),
    genders: jsonb('genders').$type<string[]>().notNull(),
    ethnicities: jsonb('ethnicities').$type<string[]>().notNull(),
    revision_rounds: integer('revision_rounds').notNull().default(2),
    /** 'wallet' or 'card' (card_id then says which). */
    payment_method: text('payment_method').notNull(),
    /** The cost lines the server computed and charged, in the order they are shown. */
    cost_lines: jsonb('cost_lines').$type<CostLine[]>().notNull(),
    total_cents: integer('total_cents').notNull(),
    /** The payment (ledger transaction): one campaign per payment, so a retry finds it. */
    payment_transaction_id: integer('payment_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'no action' }),
    /** The language the company used, for the notifications about this campaign. */
    locale: text('locale').notNull().default('en'),
    rejection_reason: text('rejection_reason'),
    /** When an operator or the 24-hour rule decided (null while awaiting approval). */
    reviewed_at: msTimestamp('reviewed_at'),
    /** When the status last changed (submission, review, pause, resume, deactivation, …). */
    status_changed_at: msTimestamp('status_changed_at').notNull().defaultNow(),
    created_at: createdAt(),
  },
  (table) => [
    newestIndex('campaigns_company_newest_idx', table.company_id, table),
    newestIndex('campaigns_company_status_newest_idx', table.company_id, table, table.status),
    // The listing's name orders, of every status and of one tab's statuses.
    index('campaigns_company_name_idx').on(table.company_id, table.name, table.id),
    index('campaigns_company_status_name_idx').on(
      table.company_id,
      table.status,
      table.name,
      table.id,
    ),
    // The creators' marketplace: active campaigns newest first, of every type or of one.
    index('campaigns_status_newest_idx').on(table.status, table.created_at, table.id),
    index('campaigns_status_type_newest_idx').on(
      table.status,
      table.type,
      table.created_at,
      table.id,
    ),
    index('campaigns_brand_id_idx').on(table.brand_id),
    index('campaigns_card_id_idx').on(table.card_id),
    uniqueIndex('campaigns_payment_unique').on(table.payment_transaction_id),
    check('campaigns_status_known', sql`${table.status} in (${sqlList(CAMPAIGN_STATUSES)})`),
    check('campaigns_type_known', sql`${table.type} in (${sqlList(CAMPAIGN_TYPES)})`),
    check('campaigns_delivery_known', sql`${table.delivery_type} in (${sqlList(DELIVERY_TYPES)})`),
    check('campaigns_tier_known', sql`${table.creator_tier} in (${sqlList(CREATOR_TIERS)})`),
    check('campaigns_format_known', sql`${table.content_format} in (${sqlList(CONTENT_FORMATS)})`),
    check('campaigns_payment_method_known', sql`${table.payment_method} in ('wallet', 'card')`),
    check('campaigns_deals_positive', sql`${table.number_of_deals} > 0`),
    check(
      'campaigns_deals_count_range',
      sql`${table.deals_count} between 0 and ${table.number_of_deals}`,
    ),
    check('campaigns_total_positive', sql`${table.total_cents} > 0`),
    check('campaigns_usage_rights_known', sql`${table.usage_rights} in (${sqlList(USAGE_RIGHTS)})`),
    check(
      'campaigns_extra_hooks_range',
      sql`${table.extra_hooks} between 0 and ${sql.raw(String(EXTRA_HOOKS_MAX))}`,
    ),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;

/** The products a campaign promotes, in the order they were chosen. */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'no action' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaign_id, table.product_id] }),
    index('campaign_products_product_id_idx').on(table.product_id),
  ],
);
