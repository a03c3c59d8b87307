/**
 * A deal as the creator's screens read it into the shared next-step rule
 * (domain/deals/creatorSteps.ts). Pure.
 */
import { creatorNextStep, type CreatorStepView } from '@/domain/deals/creatorSteps';
import type { CampaignType, DeliveryType } from '@/domain/campaigns/rules';
import type { ContentStatus } from '@/domain/content/rules';
import type { DealAction, DealStatus } from '@/domain/deals/rules';

export interface StepDeal {
  status: DealStatus;
  campaign: { type: CampaignType; delivery_type: DeliveryType };
  /** Newest first, as the API lists them. */
  contents: ReadonlyArray<{ status: ContentStatus }>;
  /** The timeline, oldest first: its last move tells a revision request from a refusal. */
  events: ReadonlyArray<{ action: DealAction }>;
}

export function stepOf(deal: StepDeal): CreatorStepView {
  return creatorNextStep({
    status: deal.status,
    delivery_type: deal.campaign.delivery_type,
    campaign_type: deal.campaign.type,
    latest_content: deal.contents[0]?.status ?? null,
    revision_asked: deal.events.at(-1)?.action === 'request_revision',
  });
}
