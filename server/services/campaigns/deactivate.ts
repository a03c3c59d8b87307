/**
 * CampaignDeactivate (docs/product.md#campaign-statuses): an active or paused campaign ends
 * early. No new deals; ongoing deals finish. The money of the slots never filled (their
 * price per deal and their share of the platform fee, not the card fee) goes back to the
 * wallet in the same transaction, once whoever retries. With no deal open, the campaign is
 * settled at once (what is left of its escrow is the filled slots' platform fee); otherwise
 * when its last open deal ends (see deals/completion.ts). The creators still waiting on it
 * (applied or invited, no deal) hear it closed, unless its deals were all filled: the pick
 * of the last one told them (docs/product.md#notification-centre).
 */
import { deactivationRefundCents } from '../../../domain/campaigns/rules';
import type { ServiceEnv } from '../env';
import { settleWhenDealsEnded } from '../deals/completion';
import { campaignClosedNotices } from '../notifications/creatorNotices';
import { serverKey } from '../wallet/keys';
import { refund } from '../wallet/refunds';
import { runCampaignAction } from './manage';
import type { CampaignView } from './view';

/** The deactivation refund: one per campaign, however many deactivations race. */
export const deactivationRefundKey = (campaignId: number) =>
  serverKey(`campaign-${campaignId}-deactivation`);

export function deactivateCampaign(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<CampaignView> {
  return runCampaignAction(env, companyId, id, 'deactivate', {
    withMoney: true,
    work: async (tx, campaign, clock) => {
      const unfilled = campaign.number_of_deals - campaign.deals_count;
      const amount = deactivationRefundCents(campaign.cost_lines, unfilled);
      if (amount > 0) {
        // A savepoint of this transaction: the refund commits with the status or not at all.
        await refund(
          { db: tx, services: { now: clock }, actingPersonId: env.actingPersonId },
          campaign.company_id,
          campaign.payment_transaction_id,
          amount,
          deactivationRefundKey(campaign.id),
          { reason: { key: 'ledger:campaignDeactivationRefund', values: { name: campaign.name } } },
        );
      }
      await settleWhenDealsEnded(tx, clock, campaign, 'deactivated');
      return unfilled > 0 ? campaignClosedNotices(tx, campaign) : [];
    },
  });
}
