import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEAL_STATUSES } from '../../../features/deals/rules';
import { campaigns } from './campaigns';
import { createdAt, msTimestamp, newestIndex, ownedByCompany, sqlList } from './columns';
import { creators } from './creators';

/**
 * A deal: one creator making one campaign's content (docs/product.md#deals). A creator
 * holds at most one deal per campaign; the campaign's `deals_count` counts the deals that
 * hold one of its slots, so picks stop exactly at its number of deals.
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
    created_at: createdAt(),
    updated_at: msTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deals_campaign_creator_unique').on(table.campaign_id, table.creator_id),
    newestIndex('deals_company_newest_idx', table.company_id, table),
    index('deals_creator_idx').on(table.creator_id),
    check('deals_status_known', sql`${table.status} in (${sqlList(DEAL_STATUSES)})`),
  ],
);

export type DealRow = typeof deals.$inferSelect;
