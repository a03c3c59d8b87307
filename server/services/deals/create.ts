/**
 * DealCreate: a company picks a creator for one of its campaigns (docs/product.md#creators).
 * Exact under concurrency: the campaign's deals_count is raised by one conditional UPDATE
 * (active, and below its number of deals), which also serialises the picks of one
 * campaign; a creator's second deal hits the unique index and rolls the raise back.
 * The creator is told after the commit, and reminded later if the first step is theirs;
 * the pick that fills the last slot also tells the creators still waiting on the campaign
 * that it closed (docs/product.md#notification-centre).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { DEAL_STATUS_INITIAL } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { isPgError, UNIQUE_VIOLATION } from '../../db/errors';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { deals } from '../../db/schema/deals';
import type { DealRow } from '../../db/schema/deals';
import { campaignNotFound } from '../campaigns/view';
import { announceCampaign } from '../creators/marketplaceNews';
import { commitThenMail } from '../env';
import type { ServiceEnv } from '../env';
import { campaignClosedNotices, pickedNotice } from '../notifications/creatorNotices';
import { ServiceError } from '../errors';
import { assertCanTake, campaignNotActive, findCreator, ownCampaign } from '../creators/lookup';
import type { PickedDeal } from '../creators/view';
import { scheduleDealDeadlines } from './deadlines';

export const alreadyPicked = () => new ServiceError('ALREADY_PICKED', 'errors:alreadyPicked');

/** Why a campaign's slot could not be taken, read after the conditional UPDATE found none. */
async function noSlot(
  tx: Database,
  campaign: CampaignRow,
  creatorId: number,
): Promise<ServiceError> {
  const [now] = await tx
    .select({ status: campaigns.status, total: campaigns.number_of_deals })
    .from(campaigns)
    .where(eq(campaigns.id, campaign.id));
  if (!now) return campaignNotFound();
  if (now.status !== 'active') return campaignNotActive();
  // The pick that filled the last slot may have been this very creator's, made at once.
  if (await hasDeal(tx, campaign.id, creatorId)) return alreadyPicked();
  return new ServiceError('DEALS_FILLED', 'errors:dealsFilled', {
    values: { total: now.total },
    details: { total: now.total },
  });
}

/** Whether the creator already holds a deal on the campaign. */
export async function hasDeal(
  tx: Database,
  campaignId: number,
  creatorId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(and(eq(deals.campaign_id, campaignId), eq(deals.creator_id, creatorId)))
    .limit(1);
  return row !== undefined;
}

/** Picks `creator_id` for the company's campaign `campaign_id`: a deal in creator_accepted. */
export async function createDeal(
  env: ServiceEnv,
  companyId: number,
  args: { campaign_id: string; creator_id: string },
): Promise<PickedDeal> {
  // Set in the transaction when this pick takes the campaign's last slot.
  const news: { filled: CampaignRow | null } = { filled: null };
  const picked = await commitThenMail(env, async (tx, _mails, notices) => {
    const campaign = await ownCampaign(tx, companyId, args.campaign_id);
    // Shared with other picks; a deletion of the creator waits, or is waited for.
    const creator = await findCreator(tx, args.creator_id, { lock: 'share' });
    assertCanTake(campaign, creator);
    if (await hasDeal(tx, campaign.id, creator.id)) throw alreadyPicked();
    const [slot] = await tx
      .update(campaigns)
      .set({ deals_count: sql`${campaigns.deals_count} + 1` })
      .where(
        and(
          eq(campaigns.id, campaign.id),
          eq(campaigns.company_id, companyId),
          eq(campaigns.status, 'active'),
          lt(campaigns.deals_count, campaigns.number_of_deals),
        ),
      )
      .returning({ deals_count: campaigns.deals_count });
    if (!slot) throw await noSlot(tx, campaign, creator.id);
    if (slot.deals_count === campaign.number_of_deals) {
      news.filled = { ...campaign, deals_count: slot.deals_count };
    }
    const now = env.services.now();
    let row: DealRow;
    try {
      [row] = (await tx
        .insert(deals)
        .values({
          company_id: companyId,
          campaign_id: campaign.id,
          creator_id: creator.id,
          status: DEAL_STATUS_INITIAL,
          created_at: now,
          updated_at: now,
          status_changed_at: now,
        })
        .returning()) as [DealRow];
    } catch (error) {
      // A concurrent pick of the same creator committed first: this one's raise rolls back.
      if (isPgError(error, UNIQUE_VIOLATION)) throw alreadyPicked();
      throw error;
    }
    await scheduleDealDeadlines(tx, row, campaign.delivery_type, now);
    notices.push(await pickedNotice(tx, row, campaign));
    // The last slot: whoever else applied or was invited hears the campaign is closed.
    if (news.filled) notices.push(...(await campaignClosedNotices(tx, campaign)));
    return { row, creator };
  });
  // The last slot taken: creators' marketplaces drop the campaign (docs/product.md#marketplace).
  if (news.filled) await announceCampaign(env, news.filled);
  return picked;
}
