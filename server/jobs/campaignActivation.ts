/**
 * A campaign not reviewed within AUTO_APPROVAL_HOURS of submission goes live by itself
 * (docs/product.md#campaign-statuses): CampaignCreate schedules this job with the
 * campaign, and it activates the campaign if it still awaits approval.
 */
import type { Database } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { activatePendingCampaign } from '../services/campaigns/review';
import type { JobHandler } from './runner';

export const CAMPAIGN_ACTIVATION = 'campaign_activation';

/** Schedules the campaign's activation at `runAt`, in the transaction that creates it. */
export async function scheduleCampaignActivation(
  tx: Database,
  campaignId: number,
  runAt: Date,
  now: Date,
): Promise<void> {
  await tx.insert(jobs).values({
    kind: CAMPAIGN_ACTIVATION,
    payload: { campaign_id: campaignId },
    run_at: runAt,
    created_at: now,
  });
}

/** Activates the campaign of `payload` if it still awaits approval; else does nothing. */
export const campaignActivation: JobHandler = async (tx, payload, now) => {
  const campaignId = payload.campaign_id;
  if (typeof campaignId !== 'number') throw new Error('campaign_activation: no campaign_id');
  const notice = await activatePendingCampaign(tx, campaignId, now);
  return notice ? [notice] : [];
};
