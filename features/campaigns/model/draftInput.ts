/**
 * The wizard's draft (text as typed) as the API's values: what the step schemas check,
 * what CampaignQuote and CampaignCreate take, and what the price panel prices.
 */
import { dollarsToCents } from '@/domain/money';
import type { CampaignInput } from '@/store/generated/graphql';
import { campaignInputSchema } from '@/domain/campaigns/schema';
import type { CampaignDraft } from '../campaignsSlice';
import {
  EXTRA_HOOKS_MAX,
  EXTRA_HOOKS_MIN,
  isUsageRights,
  USAGE_RIGHTS_DEFAULT,
} from '@/domain/campaigns/rights';
import {
  COMPENSATION_MAX_CENTS,
  CREATOR_TIERS,
  DEALS_MAX,
  DEALS_MIN,
  durationInSeconds,
  isPackageSize,
  isVideoDuration,
  isVideoType,
  PACKAGE_SIZES,
  REVISION_ROUNDS_DEFAULT,
  type CampaignPaymentMethod,
  type CampaignType,
  type PricingInput,
} from '@/domain/campaigns/rules';

/** Text as a number for the rules: undefined when empty (required), NaN when not one. */
function numberOf(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return Number(text.trim());
}

/** The duration typed, in seconds; -1 (refused as invalid) when it is not one. */
function durationOf(draft: CampaignDraft): number | null {
  const value = numberOf(draft.video_duration);
  if (value === undefined) return null;
  return durationInSeconds(value, draft.video_duration_unit ?? 'seconds') ?? -1;
}

/** Compensation in cents: 0 on shipping delivery (it only adds to a refund). */
function compensationOf(draft: CampaignDraft): number | undefined {
  if (draft.delivery_type === 'shipping') return 0;
  const text = draft.taxes_shipping_compensation;
  if (text === undefined || text.trim() === '') return undefined;
  return dollarsToCents(text) ?? Number.NaN;
}

/**
 * The draft as the API's input, as far as it goes: missing fields stay undefined (the
 * schemas say what is required); text that is not a number stays NaN (refused as invalid).
 */
export function draftToInput(draft: CampaignDraft): Partial<Record<keyof CampaignInput, unknown>> {
  const video = draft.type !== undefined && isVideoType(draft.type);
  return {
    type: draft.type,
    name: draft.name,
    brand_id: draft.brand_id,
    product_ids: draft.product_ids ?? [],
    delivery_type: draft.delivery_type,
    taxes_shipping_compensation: compensationOf(draft),
    number_of_deals: numberOf(draft.number_of_deals),
    creator_tier: draft.creator_tier,
    creator_category: draft.creator_category,
    must_have_tags: draft.must_have_tags ?? [],
    content_brief: draft.content_brief,
    content_format: draft.content_format,
    video_duration: video ? durationOf(draft) : null,
    resource_links: draft.resource_links ?? [],
    ages: draft.ages ?? [],
    genders: draft.genders ?? [],
    ethnicities: draft.ethnicities ?? [],
    revision_rounds: numberOf(draft.revision_rounds) ?? REVISION_ROUNDS_DEFAULT,
    ...rightsOf(draft, video),
  };
}

/**
 * The rights as the API takes them. The options are sent for video types only: changing
 * the type to another turns them off (the draft keeps them for a change back), so only a
 * client other than the wizard can send them for a type the server then refuses.
 */
function rightsOf(draft: CampaignDraft, video: boolean) {
  return {
    usage_rights: draft.usage_rights ?? USAGE_RIGHTS_DEFAULT,
    raw_footage: video ? (draft.raw_footage ?? false) : false,
    extra_hooks: video ? (numberOf(draft.extra_hooks) ?? EXTRA_HOOKS_MIN) : EXTRA_HOOKS_MIN,
  };
}

/** The number of extra hooks as far as the price can tell: none until a valid count. */
function hooksForPrice(draft: CampaignDraft): number {
  const hooks = numberOf(draft.extra_hooks);
  return hooks !== undefined && Number.isInteger(hooks) && hooks >= 0 && hooks <= EXTRA_HOOKS_MAX
    ? hooks
    : 0;
}

/** What a step's form starts with when the draft has nothing: the defaults of the rules. */
export const DRAFT_DEFAULTS: CampaignDraft = {
  creator_tier: 'basic',
  revision_rounds: String(REVISION_ROUNDS_DEFAULT),
  video_duration_unit: 'seconds',
  usage_rights: USAGE_RIGHTS_DEFAULT,
  raw_footage: false,
  extra_hooks: String(EXTRA_HOOKS_MIN),
  must_have_tags: [],
  resource_links: [],
};

/** The whole campaign as CampaignQuote and CampaignCreate take it; null while incomplete. */
export function draftCampaignInput(draft: CampaignDraft): CampaignInput | null {
  try {
    return campaignInputSchema.validateSync(draftToInput(draft), {
      stripUnknown: true,
    }) as CampaignInput;
  } catch {
    return null;
  }
}

/** The number of deals as far as the price can tell: the first valid size until one is typed. */
export function dealsForPrice(type: CampaignType, text: string | undefined): number {
  const deals = numberOf(text);
  if (type === 'product_package')
    return deals !== undefined && isPackageSize(deals) ? deals : PACKAGE_SIZES[0];
  return deals !== undefined && Number.isInteger(deals) && deals >= DEALS_MIN && deals <= DEALS_MAX
    ? deals
    : DEALS_MIN;
}

/**
 * What the price panel prices while the campaign is being entered: each field the draft
 * has a valid value for, the cheapest choice for the others (basic tier, 15 s, organic
 * use, no options, no reimbursement), so the panel shows what it can before everything is chosen. Null before
 * a type is chosen. `prices` are the brand's products' prices by id, once loaded.
 */
export function draftPricingInput(
  draft: CampaignDraft,
  prices: ReadonlyMap<string, number>,
  method: CampaignPaymentMethod,
): PricingInput | null {
  if (!draft.type) return null;
  const duration = durationOf(draft);
  const compensation = compensationOf(draft);
  return {
    type: draft.type,
    deals: dealsForPrice(draft.type, draft.number_of_deals),
    tier: CREATOR_TIERS.find((tier) => tier === draft.creator_tier) ?? 'basic',
    videoDuration: duration !== null && isVideoDuration(duration) ? duration : null,
    delivery: draft.delivery_type ?? 'shipping',
    productPricesCents: (draft.product_ids ?? []).flatMap((id) => {
      const price = prices.get(id);
      return price === undefined ? [] : [price];
    }),
    compensationCents:
      compensation !== undefined &&
      Number.isInteger(compensation) &&
      compensation <= COMPENSATION_MAX_CENTS
        ? compensation
        : 0,
    method,
    usageRights: isUsageRights(draft.usage_rights) ? draft.usage_rights : USAGE_RIGHTS_DEFAULT,
    rawFootage: draft.raw_footage === true,
    extraHooks: hooksForPrice(draft),
  };
}
