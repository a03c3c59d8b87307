/**
 * A campaign is completed once all its deals have ended (docs/product.md#campaign-statuses):
 * every slot was picked (deals_count = number_of_deals; a cancelled deal keeps its slot) and
 * no deal is still open. What is left of its payment's escrow then is the platform's fee
 * (the deals' fees, reimbursements and refunds have drawn the rest) and moves to platform
 * revenue. Runs in the transaction of the move that ended a deal.
 */
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { DEAL_STATUSES_ENDED } from '../../../features/deals/rules';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { deals } from '../../db/schema/deals';
import { translate } from '../../i18n';
import { campaignLocale } from '../campaigns/review';
import type { CompanyNotice } from '../env';
import { lockCompanyMoney } from '../wallet/lock';
import { refundableOf } from '../wallet/refunds';
import { campaignFeeKey, drawOnEscrow } from './money';

/** Only a running campaign completes (a deactivated one stays as it is). */
const COMPLETABLE = ['active', 'paused'];

/** Completes the campaign if all its deals have ended; the notice to publish, if it did. */
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
  if (!campaign || !COMPLETABLE.includes(campaign.status)) return [];
  if (campaign.deals_count < campaign.number_of_deals) return [];
  const [open] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(deals)
    .where(
      and(eq(deals.campaign_id, campaignId), notInArray(deals.status, [...DEAL_STATUSES_ENDED])),
    );
  if ((open?.count ?? 0) > 0) return [];

  await tx
    .update(campaigns)
    .set({ status: 'completed' })
    .where(and(eq(campaigns.id, campaignId), inArray(campaigns.status, COMPLETABLE)));
  const left = await refundableOf(tx, campaign.payment_transaction_id);
  if (left.escrowCents > 0) {
    await drawOnEscrow(tx, clock, {
      companyId: campaign.company_id,
      paymentId: campaign.payment_transaction_id,
      kind: 'platform_fee',
      to: 'platform_revenue',
      amountCents: left.escrowCents,
      idempotencyKey: campaignFeeKey(campaign.id),
      description: { key: 'ledger:platformFeeEarned', values: { name: campaign.name } },
      purpose: { campaign_id: campaign.id },
    });
  }
  return [
    {
      companyId: campaign.company_id,
      message: translate(campaignLocale(campaign), 'messages:campaignCompleted', {
        name: campaign.name,
      }),
      details: {
        event: 'campaign_status',
        campaign_id: String(campaign.id),
        status: 'completed',
      },
    },
  ];
}
