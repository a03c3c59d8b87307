/**
 * What a creator is told besides its deals' moves (docs/product.md#notification-centre):
 * a company invited it to a campaign, picked it, or a campaign it applied or was invited
 * to closed its applications. Each is stored and published like a company's notice (the
 * creator's account id names its topic and its rows), queued in the transaction of the
 * change it tells of, in the creator's own language (its account's `locale`).
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import {
  CAMPAIGN_CLOSED_EVENT,
  CAMPAIGN_INVITATION_EVENT,
  CREATOR_PICKED_EVENT,
} from '../../../domain/notifications/rules';
import type { Database } from '../../db/client';
import type { CampaignRow } from '../../db/schema/campaigns';
import { campaignApplications, campaignInvitations } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import type { DealRow } from '../../db/schema/deals';
import { translate } from '../../i18n';
import { localesOf } from '../account/language';
import type { CompanyNotice } from './notice';

/** "Glow Co invited you to Summer glow": a new invitation (a repeat sends nothing). */
export async function invitedNotice(
  tx: Database,
  creatorId: number,
  campaign: Pick<CampaignRow, 'id' | 'name'>,
  brandName: string,
): Promise<CompanyNotice> {
  const localeOf = await localesOf(tx, [creatorId]);
  return {
    companyId: creatorId,
    message: translate(localeOf(creatorId), 'messages:campaignInvitation', {
      brand: brandName,
      campaign: campaign.name,
    }),
    details: {
      event: CAMPAIGN_INVITATION_EVENT,
      campaign_id: String(campaign.id),
      campaign_name: campaign.name,
    },
  };
}

/** "You were picked for Summer glow": the company picked the creator, a deal began. */
export async function pickedNotice(
  tx: Database,
  deal: DealRow,
  campaign: Pick<CampaignRow, 'id' | 'name'>,
): Promise<CompanyNotice> {
  const localeOf = await localesOf(tx, [deal.creator_id]);
  return {
    companyId: deal.creator_id,
    message: translate(localeOf(deal.creator_id), 'messages:dealPicked', {
      campaign: campaign.name,
    }),
    details: {
      event: CREATOR_PICKED_EVENT,
      campaign_id: String(campaign.id),
      deal_id: String(deal.id),
    },
  };
}

/** Creators with a deal on the campaign are not waiting on it: they hear of their deal. */
const noDealOn = (tx: Database, campaignId: number, creatorId: AnyColumn) =>
  notExists(
    tx
      .select({ one: sql`1` })
      .from(deals)
      .where(and(eq(deals.campaign_id, campaignId), eq(deals.creator_id, creatorId))),
  );

/**
 * "Summer glow has closed its applications", to every creator still waiting on the
 * campaign: each one who applied (and has not withdrawn) or was invited, and holds no deal
 * on it. Read in the transaction that ended or filled the campaign (one campaign's
 * applicants and invitees at most). Applying holds the campaign row's share lock, which
 * the close's update of that row waits for: no application slips between.
 */
export async function campaignClosedNotices(
  tx: Database,
  campaign: Pick<CampaignRow, 'id' | 'name'>,
): Promise<CompanyNotice[]> {
  const waitingIn = (table: typeof campaignApplications | typeof campaignInvitations) =>
    tx
      .select({ creatorId: table.creator_id })
      .from(table)
      .where(and(eq(table.campaign_id, campaign.id), noDealOn(tx, campaign.id, table.creator_id)));
  // UNION drops the creators who were invited and applied: one notice each.
  const waiting = await waitingIn(campaignApplications)
    .union(waitingIn(campaignInvitations))
    .orderBy(sql`1`);
  const localeOf = await localesOf(
    tx,
    waiting.map(({ creatorId }) => creatorId),
  );
  const message = (creatorId: number) =>
    translate(localeOf(creatorId), 'messages:campaignClosed', { campaign: campaign.name });
  return waiting.map(({ creatorId }) => ({
    companyId: creatorId,
    message: message(creatorId),
    details: { event: CAMPAIGN_CLOSED_EVENT, campaign_id: String(campaign.id) },
  }));
}
