/**
 * How a campaign ends (docs/product.md#campaign-statuses). A running campaign is completed
 * once all its deals have ended: every slot was picked (deals_count = number_of_deals; a
 * cancelled deal keeps its slot) and no deal is still open. A deactivated campaign stays
 * deactivated, and is settled once its last open deal ends. Either way what is left of its
 * payment's escrow then (the platform fee of the slots that were filled: the deals' fees,
 * reimbursements and refunds have drawn the rest) moves to platform revenue. Runs in the
 * transaction of the move that ended a deal (or of the deactivation).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { CAMPAIGN_STATUS_EVENT } from '../../../domain/campaigns/rules';
import type { CampaignStatus } from '../../../domain/campaigns/rules';
import { DEAL_STATUSES_ENDED } from '../../../domain/deals/rules';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { deals } from '../../db/schema/deals';
import { translate } from '../../i18n';
import { campaignLocale } from '../campaigns/review';
import type { CompanyNotice } from '../notifications/notice';
import { lockCompanyMoney } from '../wallet/lock';
import { refundableOf } from '../wallet/refunds';
import { campaignFeeKey, drawOnEscrow } from './money';

/** Only a running campaign completes (a deactivated one stays as it is). */
const COMPLETABLE: CampaignStatus[] = ['active', 'paused'];

/** Whether any deal of the campaign is still open (not completed, finished or cancelled). */
async function hasOpenDeal(tx: Database, campaignId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(eq(deals.campaign_id, campaignId), notInArray(deals.status, [...DEAL_STATUSES_ENDED])),
    )
    .limit(1);
  return open !== undefined;
}

/** The ledger description of the settlement: a completed campaign's fee, or an ended one's. */
const SETTLEMENT_KEYS = {
  completed: 'ledger:platformFeeEarned',
  deactivated: 'ledger:platformFeeEnded',
} as const;

/**
 * Settles an ended campaign once none of its deals is open: what is left of its escrow
 * goes to platform revenue, once (the campaign's fee key). The caller holds the company's
 * money lock and the campaign's row. False, with nothing written, while a deal is open.
 */
export async function settleWhenDealsEnded(
  tx: Database,
  clock: () => Date,
  campaign: CampaignRow,
  as: keyof typeof SETTLEMENT_KEYS,
): Promise<boolean> {
  if (await hasOpenDeal(tx, campaign.id)) return false;
  const left = await refundableOf(tx, campaign.payment_transaction_id);
  if (left.escrowCents > 0) {
    await drawOnEscrow(tx, clock, {
      companyId: campaign.company_id,
      paymentId: campaign.payment_transaction_id,
      kind: 'platform_fee',
      to: 'platform_revenue',
      amountCents: left.escrowCents,
      idempotencyKey: campaignFeeKey(campaign.id),
      description: { key: SETTLEMENT_KEYS[as], values: { name: campaign.name } },
      purpose: { campaign_id: campaign.id },
    });
  }
  return true;
}

/**
 * After a deal ended: completes its campaign if all its deals have ended, or settles it if
 * it was deactivated; the notice to publish, if it completed.
 */
export async function completeCampaignIfDone(
  tx: Database,
  clock: () => Date,
  campaignId: number,
): Promise<CompanyNotice[]> {
  const [owner] = await tx
    .select({ companyId: campaigns.company_id })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!owner) return [];
  // The money lock before the campaign's row: every deal move takes them in this order, so
  // two last deals ending at once wait for each other instead of deadlocking.
  await lockCompanyMoney(tx, owner.companyId);
  const [campaign] = await tx
    .select()
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (!campaign) return [];
  if (campaign.status === 'deactivated') {
    // It stays deactivated, and its company is not told of this: no "completed" notice.
    await settleWhenDealsEnded(tx, clock, campaign, 'deactivated');
    return [];
  }
  if (!COMPLETABLE.includes(campaign.status as CampaignStatus)) return [];
  if (campaign.deals_count < campaign.number_of_deals) return [];
  if (!(await settleWhenDealsEnded(tx, clock, campaign, 'completed'))) return [];

  await tx
    .update(campaigns)
    .set({ status: 'completed', status_changed_at: clock() })
    .where(and(eq(campaigns.id, campaignId), inArray(campaigns.status, COMPLETABLE)));
  return [
    {
      companyId: campaign.company_id,
      message: translate(campaignLocale(campaign), 'messages:campaignCompleted', {
        name: campaign.name,
      }),
      details: {
        event: CAMPAIGN_STATUS_EVENT,
        campaign_id: String(campaign.id),
        status: 'completed',
      },
    },
  ];
}
