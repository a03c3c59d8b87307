import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CAMPAIGN_EVENT_ACTIONS } from '../../../domain/campaigns/events';
import { campaigns } from './campaigns';
import { createdAt, madeByMember, ownedByCompany, sqlList } from './columns';

/**
 * A campaign's activity: one row per step the company's people took with it (drafted,
 * created, paused, …) and who took it (docs/product.md#brand-teams, "Who did what").
 */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    ...ownedByCompany(),
    campaign_id: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    member_id: madeByMember(),
    created_at: createdAt(),
  },
  (table) => [
    // The campaign page reads its activity oldest first.
    index('campaign_events_campaign_idx').on(table.campaign_id, table.id),
    check(
      'campaign_events_action_known',
      sql`${table.action} in (${sqlList(CAMPAIGN_EVENT_ACTIONS)})`,
    ),
  ],
);

export type CampaignEventRow = typeof campaignEvents.$inferSelect;
