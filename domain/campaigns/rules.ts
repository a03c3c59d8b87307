/**
 * Campaign rules (docs/product.md#campaigns), shared by the wizard, its price panel and the
 * server: the types and their prices, the limits of every field, the statuses, and the one
 * pricing function. Money is integer cents; a percentage is rounded half up once per line.
 */
import { percentOfCents } from '../money';
import { CARD_FEE_PERCENT } from '../wallet/rules';
import {
  EXTRA_HOOK_PRICE_CENTS,
  RAW_FOOTAGE_PRICE_CENTS,
  USAGE_RIGHTS_PRICE_CENTS,
  type RightsChoice,
  type UsageRights,
} from './rights';

export const CAMPAIGN_TYPES = [
  'ugc_image',
  'ugc_video',
  'social_media',
  'product_package',
] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** The price of one content at the basic tier. */
export const PRICE_PER_CONTENT_CENTS: Record<CampaignType, number> = {
  ugc_image: 30_00,
  ugc_video: 60_00,
  social_media: 90_00,
  product_package: 25_00,
};

export const CREATOR_TIERS = ['basic', 'pro'] as const;
export type CreatorTier = (typeof CREATOR_TIERS)[number];
/** What a tier adds to every deal: basic is included, pro adds $30. */
export const TIER_SURCHARGE_CENTS: Record<CreatorTier, number> = { basic: 0, pro: 30_00 };

/** The types whose content is a video, and so have a duration. */
export const VIDEO_TYPES: readonly CampaignType[] = ['ugc_video'];
export const isVideoType = (type: CampaignType): boolean => VIDEO_TYPES.includes(type);
/** Video durations in seconds and what each adds per deal: 15 s is included. */
export const VIDEO_DURATIONS = [15, 30, 60] as const;
export type VideoDuration = (typeof VIDEO_DURATIONS)[number];
export const DURATION_SURCHARGE_CENTS: Record<VideoDuration, number> = {
  15: 0,
  30: 20_00,
  60: 40_00,
};

export const DELIVERY_TYPES = ['refund', 'shipping'] as const;
/** refund: the creator buys the product and is reimbursed; shipping: the company ships it. */
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** Package sizes (deals) of product packages, and how many products each may hold. */
export const PACKAGE_SIZES = [10, 30, 60, 120] as const;
export type PackageSize = (typeof PACKAGE_SIZES)[number];
/** The product counts a package allows: 1; up to 3; up to 6; 6, 8 or 10. */
export const PACKAGE_PRODUCT_COUNTS: Record<PackageSize, readonly number[]> = {
  10: [1],
  30: [1, 2, 3],
  60: [1, 2, 3, 4, 5, 6],
  120: [6, 8, 10],
};
export const isPackageSize = (deals: number): deals is PackageSize =>
  (PACKAGE_SIZES as readonly number[]).includes(deals);

/** Other types: 1 to 100 deals and 1 to 10 products. */
export const DEALS_MIN = 1;
export const DEALS_MAX = 100;
export const PRODUCTS_MAX = 10;

/** The product counts allowed for a type and number of deals (empty: that size is not one). */
export function allowedProductCounts(type: CampaignType, deals: number): readonly number[] {
  if (type === 'product_package') return isPackageSize(deals) ? PACKAGE_PRODUCT_COUNTS[deals] : [];
  return Array.from({ length: PRODUCTS_MAX }, (_, index) => index + 1);
}

export const CAMPAIGN_NAME_MIN = 6;
export const CAMPAIGN_NAME_MAX = 200;
/** Letters (any alphabet), digits and spaces. */
export const CAMPAIGN_NAME_PATTERN = /^[\p{L}\p{N} ]+$/u;
/** Taxes and shipping compensation per deal: $0 to $9,999. */
export const COMPENSATION_MAX_CENTS = 9_999_00;
export const TAG_MIN = 3;
export const TAG_MAX = 30;
export const TAGS_MAX = 20;
export const BRIEF_MIN = 10;
export const BRIEF_MAX = 2000;
export const RESOURCE_LINKS_MAX = 10;
export const RESOURCE_LINK_MAX = 2048;
export const REVISION_ROUNDS_MIN = 0;
export const REVISION_ROUNDS_MAX = 3;
export const REVISION_ROUNDS_DEFAULT = 2;
/** The platform fee: 10% of the subtotal. */
export const PLATFORM_FEE_PERCENT = 10;
/**
 * The most a campaign may cost: a payment is at most this (the ledger's amounts are 32-bit
 * cents), and a campaign at the top of every limit would cost far more.
 */
export const CAMPAIGN_TOTAL_MAX_CENTS = 10_000_000_00;

export const CONTENT_FORMATS = ['portrait', 'landscape', 'square'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];
export const AGE_RANGES = ['18-24', '25-34', '35-44', '45-54', '55+'] as const;
export const GENDERS = ['female', 'male', 'non_binary'] as const;
export const ETHNICITIES = [
  'asian',
  'black',
  'hispanic',
  'middle_eastern',
  'native',
  'pacific_islander',
  'white',
  'multiracial',
] as const;

/** What reaches the platform when a campaign is submitted. */
export const CAMPAIGN_STATUSES = [
  'pending_admin_approval',
  'active',
  'rejected',
  'paused',
  'deactivated',
  'completed',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** A campaign not reviewed within this long after submission goes live by itself. */
export const AUTO_APPROVAL_HOURS = 24;
/**
 * The real-time event beside a campaign's notice (`{ message, event: 'campaign_status',
 * campaign_id, status }`) when its status changes: open screens read it again.
 */
export const CAMPAIGN_STATUS_EVENT = 'campaign_status';
export const REJECTION_REASON_MIN = 8;
export const REJECTION_REASON_MAX = 255;

export const PAYMENT_METHODS = ['WALLET', 'CARD'] as const;
export type CampaignPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What the price depends on: the pricing function reads nothing else. The rights choice
 * (docs/product.md#content-rights) is required so that no caller prices without it; raw
 * footage and extra hooks are charged for video types only, like the duration.
 */
export interface PricingInput extends RightsChoice {
  type: CampaignType;
  deals: number;
  tier: CreatorTier;
  /** Seconds; only video types are charged for it. */
  videoDuration: VideoDuration | null;
  delivery: DeliveryType;
  /** The chosen products' prices, cents (each is reimbursed on refund delivery). */
  productPricesCents: readonly number[];
  /** Taxes and shipping compensation per deal, cents (refund delivery only). */
  compensationCents: number;
  method: CampaignPaymentMethod;
}

export const COST_LINE_KINDS = [
  'price_per_content',
  'creator_tier',
  'video_duration',
  'usage_rights',
  'raw_footage',
  'extra_hooks',
  'product_reimbursement',
  'deals',
  'subtotal',
  'platform_fee',
  'card_fee',
  'total',
] as const;
export type CostLineKind = (typeof COST_LINE_KINDS)[number];

/**
 * One line of the price: `amountCents` is per deal for the per-deal lines (price per
 * content, tier, duration, usage rights, raw footage, extra hooks, reimbursement), the
 * count for `deals`, and the campaign's money for the rest.
 */
export interface CostLine {
  kind: CostLineKind;
  amountCents: number;
}

export interface CampaignPrice {
  lines: CostLine[];
  perDealCents: number;
  subtotalCents: number;
  platformFeeCents: number;
  cardFeeCents: number;
  totalCents: number;
  /** What is charged before the card fee: a card payment adds the fee on top of it. */
  beforeCardFeeCents: number;
}

/** Each deal's product reimbursement: the products plus compensation, on refund delivery. */
export function reimbursementPerDealCents(input: PricingInput): number {
  if (input.delivery !== 'refund') return 0;
  const products = input.productPricesCents.slice(0, PRODUCTS_MAX);
  return products.reduce((sum, price) => sum + price, 0) + input.compensationCents;
}

/** What the content rights and options add to each deal (docs/product.md#content-rights). */
function rightsPerDealCents(input: Pick<PricingInput, 'type' | keyof RightsChoice>) {
  const video = isVideoType(input.type);
  return {
    usageRights: USAGE_RIGHTS_PRICE_CENTS[input.usageRights],
    rawFootage: video && input.rawFootage ? RAW_FOOTAGE_PRICE_CENTS : 0,
    extraHooks: video ? EXTRA_HOOK_PRICE_CENTS * input.extraHooks : 0,
  };
}

/**
 * The campaign's cost lines, in the order they are shown: price per content, the creator
 * tier and video duration adjustments (lines of their own, per deal), the usage rights
 * (always shown, at 0 for organic use, which every content includes), raw footage and
 * extra hooks (video types only, like the duration), product reimbursement (per deal),
 * number of deals, subtotal, platform fee (10% of the subtotal), credit card fees (4% of
 * everything before them, card payments only) and total.
 */
export function campaignPrice(input: PricingInput): CampaignPrice {
  const video = isVideoType(input.type);
  const pricePerContent = PRICE_PER_CONTENT_CENTS[input.type];
  const tier = TIER_SURCHARGE_CENTS[input.tier];
  const duration =
    video && input.videoDuration !== null ? DURATION_SURCHARGE_CENTS[input.videoDuration] : 0;
  const rights = rightsPerDealCents(input);
  const reimbursement = reimbursementPerDealCents(input);
  const perDealCents =
    pricePerContent +
    tier +
    duration +
    rights.usageRights +
    rights.rawFootage +
    rights.extraHooks +
    reimbursement;
  const subtotalCents = perDealCents * input.deals;
  const platformFeeCents = percentOfCents(subtotalCents, PLATFORM_FEE_PERCENT);
  const beforeCardFeeCents = subtotalCents + platformFeeCents;
  const cardFeeCents =
    input.method === 'CARD' ? percentOfCents(beforeCardFeeCents, CARD_FEE_PERCENT) : 0;
  const totalCents = beforeCardFeeCents + cardFeeCents;
  const lines: CostLine[] = [
    { kind: 'price_per_content', amountCents: pricePerContent },
    { kind: 'creator_tier', amountCents: tier },
    ...(video ? [{ kind: 'video_duration' as const, amountCents: duration }] : []),
    { kind: 'usage_rights', amountCents: rights.usageRights },
    ...(video
      ? [
          { kind: 'raw_footage' as const, amountCents: rights.rawFootage },
          { kind: 'extra_hooks' as const, amountCents: rights.extraHooks },
        ]
      : []),
    { kind: 'product_reimbursement', amountCents: reimbursement },
    { kind: 'deals', amountCents: input.deals },
    { kind: 'subtotal', amountCents: subtotalCents },
    { kind: 'platform_fee', amountCents: platformFeeCents },
    { kind: 'card_fee', amountCents: cardFeeCents },
    { kind: 'total', amountCents: totalCents },
  ];
  return {
    lines,
    perDealCents,
    subtotalCents,
    platformFeeCents,
    cardFeeCents,
    totalCents,
    beforeCardFeeCents,
  };
}

/** What another period of paid-ads rights costs (docs/product.md#licences). */
export interface RightsExtensionPrice {
  /** The right's price today: the creator's. */
  rightsCents: number;
  platformFeeCents: number;
  cardFeeCents: number;
  totalCents: number;
  /** What is charged before the card fee: a card payment adds the fee on top of it. */
  beforeCardFeeCents: number;
}

/**
 * Extending a licence's period rights: the right's current price as the one cost line,
 * with the platform fee and (by card) the card fee applied as campaignPrice applies them.
 */
export function rightsExtensionPrice(
  rights: UsageRights,
  method: CampaignPaymentMethod,
): RightsExtensionPrice {
  const rightsCents = USAGE_RIGHTS_PRICE_CENTS[rights];
  const platformFeeCents = percentOfCents(rightsCents, PLATFORM_FEE_PERCENT);
  const beforeCardFeeCents = rightsCents + platformFeeCents;
  const cardFeeCents = method === 'CARD' ? percentOfCents(beforeCardFeeCents, CARD_FEE_PERCENT) : 0;
  return {
    rightsCents,
    platformFeeCents,
    cardFeeCents,
    totalCents: beforeCardFeeCents + cardFeeCents,
    beforeCardFeeCents,
  };
}

/** A duration typed in seconds or minutes, as seconds (null when it is not a number). */
export function durationInSeconds(value: number, unit: 'seconds' | 'minutes'): number | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  // Minutes × 60 in binary floating point can miss a whole number (4.1 × 60 is
  // 245.99999999999997): rounding to a microsecond keeps the exact answer, 246.
  const seconds = unit === 'minutes' ? Number((value * 60).toFixed(6)) : value;
  return Number.isInteger(seconds) ? seconds : null;
}

export const isVideoDuration = (seconds: number): seconds is VideoDuration =>
  (VIDEO_DURATIONS as readonly number[]).includes(seconds);

/**
 * What the company can do with a campaign, by status (docs/product.md#campaign-statuses).
 * The server refuses anything else (CAMPAIGN_ACTION_NOT_ALLOWED); the screens offer only
 * these. Pausing hides an active campaign from creators (no applications, no picks) while
 * its deals go on; deactivating ends it early: no new deals, ongoing ones finish, and the
 * money of the slots never filled goes back to the wallet.
 */
export const CAMPAIGN_ACTIONS = ['pause', 'resume', 'deactivate', 'duplicate'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

export const CAMPAIGN_ACTIONS_BY_STATUS: Record<CampaignStatus, readonly CampaignAction[]> = {
  pending_admin_approval: ['duplicate'],
  active: ['pause', 'deactivate', 'duplicate'],
  paused: ['resume', 'deactivate', 'duplicate'],
  rejected: ['duplicate'],
  deactivated: ['duplicate'],
  completed: ['duplicate'],
};

export const campaignActionAllowed = (status: CampaignStatus, action: CampaignAction): boolean =>
  CAMPAIGN_ACTIONS_BY_STATUS[status].includes(action);

/** Where each action takes the campaign (duplicate leaves it as it is). */
export const CAMPAIGN_ACTION_TARGET: Record<
  Exclude<CampaignAction, 'duplicate'>,
  CampaignStatus
> = { pause: 'paused', resume: 'active', deactivate: 'deactivated' };

/** The listing's tabs, in the order shown, and the statuses each holds. */
export const CAMPAIGN_TABS = [
  'active',
  'paused',
  'completed',
  'pending_approval',
  'rejected',
] as const;
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

/** A deactivated campaign has ended too: it is listed under Completed with its own label. */
export const CAMPAIGN_TAB_STATUSES: Record<CampaignTab, readonly CampaignStatus[]> = {
  active: ['active'],
  paused: ['paused'],
  completed: ['completed', 'deactivated'],
  pending_approval: ['pending_admin_approval'],
  rejected: ['rejected'],
};

export const campaignTabOf = (status: CampaignStatus): CampaignTab =>
  CAMPAIGN_TABS.find((tab) => CAMPAIGN_TAB_STATUSES[tab].includes(status)) ?? 'active';

/** The listing's orders; newest first by default. */
export const CAMPAIGN_SORTS = ['newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const CAMPAIGN_SORT_DEFAULT: CampaignSort = 'newest';
/** The listing's search: part of the campaign's name, at most this long. */
export const CAMPAIGN_SEARCH_MAX = 100;

/**
 * What deactivating gives back for the slots never filled: each one's price per deal
 * (fee and reimbursement) and its share of the platform fee, rounded half up once. The
 * card fee stays with the card processor. Filled slots keep their money: their deals finish.
 */
export function deactivationRefundCents(
  lines: ReadonlyArray<{ kind: CostLineKind; amountCents: number }>,
  unfilled: number,
): number {
  const line = (kind: CostLineKind) => lines.find((l) => l.kind === kind)?.amountCents ?? 0;
  const deals = line('deals');
  if (unfilled <= 0 || deals <= 0) return 0;
  const slots = Math.min(unfilled, deals);
  const subtotalShare = (line('subtotal') * slots) / deals;
  const feeShare = Math.round((line('platform_fee') * slots) / deals);
  return subtotalShare + feeShare;
}
