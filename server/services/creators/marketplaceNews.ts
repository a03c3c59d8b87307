/**
 * The marketplace's live news (docs/product.md#marketplace): after a change commits that
 * makes a campaign stop or start taking applications (filled, paused, deactivated,
 * resumed), every creator session hears `{ event: 'campaign_changed', campaign_id, open }`
 * on MARKETPLACE_TOPIC, so the campaign leaves (or may join) their marketplace at once.
 */
import { CAMPAIGN_CHANGED_EVENT, MARKETPLACE_TOPIC } from '../../../domain/realtime/rules';
import { takesApplications } from '../../../domain/creators/marketplace';
import type { MarketplaceCampaignFacts } from '../../../domain/creators/marketplace';
import { publishSafely } from '../../realtime/publisher';
import type { ServiceEnv } from '../env';

/** Publishes the campaign's news; a failure is logged (the change has committed). */
export function announceCampaign(
  env: Pick<ServiceEnv, 'services' | 'log'>,
  campaign: MarketplaceCampaignFacts & { id: number },
): Promise<void> {
  return publishSafely(env.services.publisher, env.log, MARKETPLACE_TOPIC, {
    event: CAMPAIGN_CHANGED_EVENT,
    campaign_id: String(campaign.id),
    open: takesApplications(campaign),
  });
}
