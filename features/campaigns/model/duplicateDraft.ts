/**
 * A duplicated campaign (the API's values: cents, counts, seconds) as the wizard's draft
 * holds what people type: the inverse of draftToInput. A campaign waiting for payment keeps
 * its id, so paying the draft pays it. Every step it completes can be
 * reopened from the step indicator at once.
 */
import { centsToDollars } from '@/domain/money';
import type { CampaignInput } from '@/store/generated/graphql';
import type { CampaignDraft } from '../campaignsSlice';
import { firstIncompleteStep, stepIndex } from './wizardSteps';

export function draftFromCampaign(campaign: CampaignInput, savedDraftId?: string): CampaignDraft {
  const draft: CampaignDraft = {
    type: campaign.type,
    name: campaign.name,
    brand_id: campaign.brand_id,
    product_ids: [...campaign.product_ids],
    delivery_type: campaign.delivery_type,
    taxes_shipping_compensation: centsToDollars(campaign.taxes_shipping_compensation),
    number_of_deals: String(campaign.number_of_deals),
    creator_tier: campaign.creator_tier,
    creator_category: campaign.creator_category,
    must_have_tags: [...campaign.must_have_tags],
    content_brief: campaign.content_brief,
    content_format: campaign.content_format,
    video_duration:
      campaign.video_duration === null || campaign.video_duration === undefined
        ? undefined
        : String(campaign.video_duration),
    video_duration_unit: 'seconds',
    resource_links: [...campaign.resource_links],
    ages: [...campaign.ages],
    genders: [...campaign.genders],
    ethnicities: [...campaign.ethnicities],
    revision_rounds: String(campaign.revision_rounds),
    usage_rights: campaign.usage_rights ?? undefined,
    raw_footage: campaign.raw_footage ?? undefined,
    extra_hooks:
      campaign.extra_hooks === null || campaign.extra_hooks === undefined
        ? undefined
        : String(campaign.extra_hooks),
  };
  // A product the brand no longer has is left out by the server: the settings step then
  // asks for one, and the steps after it wait.
  const reached = { ...draft, stepReached: stepIndex(firstIncompleteStep(draft)) };
  return savedDraftId === undefined ? reached : { ...reached, saved_draft_id: savedDraftId };
}
