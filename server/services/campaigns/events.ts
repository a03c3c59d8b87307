/**
 * A campaign's activity (docs/product.md#brand-teams, "Who did what"): each step the
 * company's people took with it, written in the step's own transaction, and read oldest
 * first with the person's name in one query.
 */
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CampaignEventAction } from '../../../domain/campaigns/events';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { campaignEvents } from '../../db/schema/campaignEvents';
import { personName } from '../teams/personName';

export interface NewCampaignEvent {
  companyId: number;
  campaignId: number;
  action: CampaignEventAction;
  /** The company's person who took the step; null when no one of the company did. */
  memberId: number | null | undefined;
  at: Date;
}

export async function recordCampaignEvents(
  tx: Database,
  events: readonly NewCampaignEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(campaignEvents).values(
    events.map((event) => ({
      company_id: event.companyId,
      campaign_id: event.campaignId,
      action: event.action,
      member_id: event.memberId ?? null,
      created_at: event.at,
    })),
  );
}

export interface CampaignEventView {
  id: number;
  action: CampaignEventAction;
  /** The person's name (their e-mail without one); null for no one of the company. */
  by: string | null;
  createdAt: Date;
}

const members = alias(companies, 'members');

/** The campaign's activity, oldest first (the caller has checked the campaign is its own). */
export async function campaignActivity(
  db: Database,
  campaignId: number,
): Promise<CampaignEventView[]> {
  const rows = await db
    .select({
      id: campaignEvents.id,
      action: campaignEvents.action,
      by: personName(members),
      createdAt: campaignEvents.created_at,
    })
    .from(campaignEvents)
    .leftJoin(members, eq(members.id, campaignEvents.member_id))
    .where(eq(campaignEvents.campaign_id, campaignId))
    .orderBy(asc(campaignEvents.id));
  // The table's CHECK admits only the known actions.
  return rows.map((row) => ({ ...row, action: row.action as CampaignEventAction }));
}
