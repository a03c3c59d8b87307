/**
 * Content licences (docs/product.md#licences): the record of what a brand bought with one
 * accepted content, written in the acceptance's transaction. Everything it states is copied
 * in then (the campaign's rights, the files and their SHA-256), so it never changes when the
 * campaign does. Like the ledger it is written once: the database refuses UPDATE, DELETE
 * and TRUNCATE on it (triggers in the migration), and no foreign key cascades onto it. A
 * later extension of the rights writes a new record naming the one it extends.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
import { USAGE_RIGHTS } from '../../../domain/campaigns/rights';
import { brands } from './brands';
import { campaigns } from './campaigns';
import { createdAt, KEEP, msTimestamp, newestIndex, ownedByCompany, sqlList } from './columns';
import { creators } from './creators';
import { contents, deals } from './deals';

/** One licensed file as the licence states it: what it is and the hash of its bytes. */
export interface LicenceFile {
  /** The content file's id (GET /v1/content-files/:id). */
  id: string;
  /**
   * Its name in the campaign's archive: `<creator-slug>-<content id>-<n>.<ext>`, with `raw-`
   * or `hook-` before the number for the raw footage and the extra hooks.
   */
  name: string;
  /** main, raw_footage or hook; absent in licences written before files had roles (main). */
  role?: string;
  /** image or video. */
  kind: string;
  content_type: string;
  size: number;
  /** 64 hex digits. */
  sha256: string;
}

export const contentLicences = pgTable(
  'content_licences',
  {
    ...ownedByCompany(KEEP),
    brand_id: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: KEEP }),
    creator_id: integer('creator_id')
      .notNull()
      .references(() => creators.id, { onDelete: KEEP }),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: KEEP }),
    deal_id: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: KEEP }),
    content_id: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: KEEP }),
    files: jsonb('files').$type<LicenceFile[]>().notNull(),
    usage_rights: text('usage_rights').notNull(),
    raw_footage: boolean('raw_footage').notNull(),
    extra_hooks: integer('extra_hooks').notNull(),
    /** When the content was accepted: the rights count from it. */
    starts_at: msTimestamp('starts_at').notNull(),
    /** paidAdsEnd(starts_at, usage_rights): null when paid ads never end. */
    paid_ads_ends_at: msTimestamp('paid_ads_ends_at'),
    /** The licence this one extends (a later purchase of more time); null for the first. */
    extends_licence_id: integer('extends_licence_id').references(
      (): AnyPgColumn => contentLicences.id,
      { onDelete: KEEP },
    ),
    created_at: createdAt(),
  },
  (table) => [
    newestIndex('content_licences_company_created_idx', table.company_id, table),
    index('content_licences_content_idx').on(table.content_id, table.id),
    index('content_licences_deal_idx').on(table.deal_id, table.id),
    // A licence is extended once: parallel purchases of the same extension cannot both
    // commit (docs/product.md#licences). It also finds whether a licence is the newest.
    uniqueIndex('content_licences_extends_once_idx').on(table.extends_licence_id),
    // The listing's rights filters and the expiry notice's scan: the licences whose paid
    // ads end, by company and end (docs/product.md#content-rights).
    index('content_licences_ads_end_idx')
      .on(table.company_id, table.paid_ads_ends_at)
      .where(sql`${table.paid_ads_ends_at} is not null and ${table.usage_rights} <> 'organic'`),
    check(
      'content_licences_usage_rights_known',
      sql`${table.usage_rights} in (${sqlList(USAGE_RIGHTS)})`,
    ),
    check('content_licences_extra_hooks_range', sql`${table.extra_hooks} between 0 and 3`),
  ],
);

export type ContentLicenceRow = typeof contentLicences.$inferSelect;

/**
 * The licences whose company was told their paid ads end soon (docs/product.md#licences):
 * one row per licence, written in the notice's transaction, so it is never sent twice.
 * Licences are written once, so the mark is a table of its own.
 */
export const licenceExpiryNotices = pgTable('licence_expiry_notices', {
  // No foreign key: a licence is never removed (its triggers refuse it), and a reference
  // would make TRUNCATE of the licences fail on the key before their own refusal.
  licence_id: integer('licence_id').primaryKey(),
  created_at: createdAt(),
});
