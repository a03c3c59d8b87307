import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CampaignInputValues } from '../../../domain/campaigns/schema';
import { companies } from './account';
import { createdAt, msTimestamp, newestIndex, ownedByCompany } from './columns';

/**
 * A campaign a member built in the wizard and handed to the owner and admins to pay
 * (docs/product.md#brand-teams): its entries as CampaignCreate checks them, nothing
 * charged. Paying it deletes it in the payment's own transaction, so it is paid once.
 */
export const campaignDrafts = pgTable(
  'campaign_drafts',
  {
    ...ownedByCompany(),
    /** The person who sent it (kept as unknown once their account is gone). */
    created_by: integer('created_by').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The CampaignInput as the campaign schema validated it. */
    input: jsonb('input').$type<CampaignInputValues>().notNull(),
    created_at: createdAt(),
    updated_at: msTimestamp('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The listing, the company's newest first (read backwards: see newestIndex).
    newestIndex('campaign_drafts_company_created_idx', table.company_id, table),
  ],
);

export type CampaignDraftRow = typeof campaignDrafts.$inferSelect;
