import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { CREATOR_CATEGORIES, CREATOR_TIERS } from '../../../domain/creators/rules';
import { CREATOR_PLATFORMS } from '../../../domain/creators/profile';
import { companies } from './account';
import { campaigns } from './campaigns';
import { creatorVideos } from './creatorVideos';
import { createdAt, msTimestamp, sqlList } from './columns';

/**
 * A creator's public profile (docs/product.md#creators). A creator is an account with role
 * `creator` (a row of `accounts`, which holds every account of both roles), and this row shares its id.
 * Each discovery sort has an index of its own, ending in the id that breaks ties, and each
 * category a partial index covering what discovery reads (matching names one category).
 */
export const creators = pgTable(
  'creators',
  {
    id: integer('id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An image URL: an upload, or a generated avatar for demo data. */
    avatar_url: text('avatar_url').notNull(),
    tier: text('tier').notNull(),
    /** One to three of the 14 categories. */
    categories: text('categories').array().notNull(),
    followers: integer('followers').notNull(),
    views: integer('views').notNull(),
    /** Basis points: 345 is 3.45 %. */
    engagement_bp: integer('engagement_bp').notNull(),
    /** What the creator asks per piece of content, USD cents. */
    price_cents: integer('price_cents').notNull(),
    /** Kept from date_of_birth when the profile is saved: matching and discovery read it. */
    age: integer('age').notNull(),
    /** ISO date; private: companies see the age bracket only. */
    date_of_birth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Self-declared, and optional: null when the creator left it out. */
    gender: text('gender'),
    ethnicity: text('ethnicity'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    bio: text('bio').notNull().default(''),
    /** Sample image URLs, in the creator's order. */
    portfolio: jsonb('portfolio').$type<string[]>().notNull().default([]),
    /** One of the creator's intro video uploads (creator_videos), or none. */
    intro_video_id: text('intro_video_id'),
    // Social handles: the name, the followers the creator declares and whether the
    // platform verified it (never yet: no platform is connected). Both or neither.
    instagram_handle: text('instagram_handle'),
    instagram_followers: integer('instagram_followers'),
    instagram_verified: boolean('instagram_verified').notNull().default(false),
    tiktok_handle: text('tiktok_handle'),
    tiktok_followers: integer('tiktok_followers'),
    tiktok_verified: boolean('tiktok_verified').notNull().default(false),
    youtube_handle: text('youtube_handle'),
    youtube_followers: integer('youtube_followers'),
    youtube_verified: boolean('youtube_verified').notNull().default(false),
    joined_at: msTimestamp('joined_at').notNull().defaultNow(),
    last_active_at: msTimestamp('last_active_at').notNull().defaultNow(),
    /**
     * When an operator suspended the creator: hidden from discovery and the marketplace
     * while set; open deals go on. Null: not suspended.
     */
    suspended_at: msTimestamp('suspended_at'),
    /** When an operator last checked the handles (verified or not); null: never. */
    handles_checked_at: msTimestamp('handles_checked_at'),
  },
  (table) => [
    index('creators_followers_idx').on(table.followers, table.id),
    index('creators_views_idx').on(table.views, table.id),
    index('creators_joined_idx').on(table.joined_at, table.id),
    // The operators' creators queue: handles never checked, not suspended, oldest first.
    index('creators_to_verify_idx')
      .on(table.joined_at, table.id)
      .where(sql`${table.handles_checked_at} is null and ${table.suspended_at} is null`),
    index('creators_active_idx').on(table.last_active_at, table.id),
    index('creators_price_idx').on(table.price_cents, table.id),
    index('creators_tier_idx').on(table.tier, table.id),
    // The operator console's suspended creators (docs/product.md#operator-console).
    index('creators_suspended_idx')
      .on(table.joined_at, table.id)
      .where(sql`${table.suspended_at} is not null`),
    // One per category, holding every column discovery filters and sorts on: a campaign
    // has one category, so a page's total (and a filtered or deep page) reads a quarter of
    // the creators from an index alone instead of the whole table. Suspended creators are
    // left out, as discovery leaves them out (matchingCampaign).
    ...CREATOR_CATEGORIES.map((category) =>
      index(`creators_in_${category}_idx`)
        .on(
          table.followers,
          table.id,
          table.tier,
          table.views,
          table.price_cents,
          table.engagement_bp,
          table.age,
          table.gender,
          table.ethnicity,
          table.country,
          table.joined_at,
          table.last_active_at,
          table.name,
          table.categories,
        )
        .where(
          sql`${table.categories} @> ${sql.raw(`'{${category}}'::text[]`)} and ${table.suspended_at} is null`,
        ),
    ),
    check('creators_tier_known', sql`${table.tier} in (${sqlList(CREATOR_TIERS)})`),
    check('creators_counts_positive', sql`${table.followers} >= 0 and ${table.views} >= 0`),
    check('creators_engagement_range', sql`${table.engagement_bp} between 0 and 10000`),
    check('creators_price_positive', sql`${table.price_cents} > 0`),
    ...CREATOR_PLATFORMS.map((platform) =>
      check(
        `creators_${platform}_whole`,
        sql.raw(
          `("${platform}_handle" is null) = ("${platform}_followers" is null) and ` +
            `coalesce("${platform}_followers", 0) >= 0`,
        ),
      ),
    ),
  ],
);

export type CreatorRow = typeof creators.$inferSelect;

/** A creator's application to a campaign, with the pitch; withdrawing deletes it. */
export const campaignApplications = pgTable(
  'campaign_applications',
  {
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    pitch: text('pitch').notNull(),
    /** The intro video the creator sent with the application, when it chose to. */
    intro_video_id: text('intro_video_id').references(() => creatorVideos.id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.campaign_id, table.creator_id] }),
    // A campaign's applicants, newest first (keyset-paged).
    index('campaign_applications_newest_idx').on(
      table.campaign_id,
      table.created_at,
      table.creator_id,
    ),
    // A creator's applications, newest first (keyset-paged).
    index('campaign_applications_creator_newest_idx').on(
      table.creator_id,
      table.created_at,
      table.campaign_id,
    ),
  ],
);

/** A company's invitation of a creator to a campaign; the creator answers by applying. */
export const campaignInvitations = pgTable(
  'campaign_invitations',
  {
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    /** When the creator declined; a declined invitation is no longer open. */
    declined_at: msTimestamp('declined_at'),
  },
  (table) => [
    primaryKey({ columns: [table.campaign_id, table.creator_id] }),
    // A creator's invitations, newest first (keyset-paged).
    index('campaign_invitations_creator_newest_idx').on(
      table.creator_id,
      table.created_at,
      table.campaign_id,
    ),
  ],
);
