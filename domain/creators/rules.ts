/**
 * Creators and how a company finds them (docs/product.md#creators): profile limits, the
 * discovery filters and sorts, and which campaigns a creator matches. Shared by the
 * discovery screen, the API and the seed.
 */
import { CREATOR_TIERS, ETHNICITIES, GENDERS } from '../campaigns/rules';
import type { CreatorTier, AGE_RANGES } from '../campaigns/rules';
import { PRODUCT_CATEGORIES } from '../products/rules';
import type { ProductCategoryName } from '../products/rules';

export { CREATOR_TIERS, ETHNICITIES, GENDERS };
export type { CreatorTier };

/** A creator works in one or more of the 14 categories (the products' own list). */
export const CREATOR_CATEGORIES = PRODUCT_CATEGORIES;
export type CreatorCategory = ProductCategoryName;
export const CREATOR_CATEGORIES_MAX = 3;

/** Countries creators live in (ISO 3166-1 alpha-2); names come from Intl.DisplayNames. */
export const CREATOR_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'IE',
  'AU',
  'NZ',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'SE',
  'MX',
  'BR',
  'AR',
  'CO',
  'IN',
  'PH',
  'ZA',
  'NG',
] as const;
export type CreatorCountry = (typeof CREATOR_COUNTRIES)[number];

/** Creators are adults; the age filter's bounds. */
export const CREATOR_AGE_MIN = 18;
export const CREATOR_AGE_MAX = 80;
/** Follower and view counts fit PostgreSQL's integer. */
export const CREATOR_COUNT_MAX = 2_000_000_000;
/** What a creator asks per piece of content, USD cents: $1 to $100,000. */
export const CREATOR_PRICE_MIN_CENTS = 1_00;
export const CREATOR_PRICE_MAX_CENTS = 100_000_00;
/** Engagement rate in basis points: 345 is 3.45 %; 0 to 100 %. */
export const ENGAGEMENT_MAX_BP = 10_000;
export const CREATOR_NAME_MAX = 60;
export const CREATOR_BIO_MAX = 300;
export const PORTFOLIO_MAX = 10;
/** The longest portfolio URL kept (seeded and older profiles may hold outside ones). */
export const PORTFOLIO_URL_MAX = 2048;
/** A search longer than any name matches nothing anyway. */
export const CREATOR_SEARCH_MAX = 60;

/** A creator's pitch when applying to a campaign. */
export const PITCH_MIN = 10;
export const PITCH_MAX = 500;

/**
 * Discovery orders (new = joined, active = last active, pricing = price, tier = pro first
 * or last); each is a total order, ties broken by id in the same direction.
 */
export const CREATOR_SORTS = [
  'followers_desc',
  'followers_asc',
  'views_desc',
  'views_asc',
  'new_desc',
  'new_asc',
  'active_desc',
  'price_asc',
  'price_desc',
  'tier_desc',
  'tier_asc',
] as const;
export type CreatorSortName = (typeof CREATOR_SORTS)[number];
export const CREATOR_SORT_DEFAULT: CreatorSortName = 'followers_desc';

/** The discovery filters; every field optional, all given ones must hold (AND). */
export interface CreatorFilter {
  /** Any of these categories. */
  categories?: CreatorCategory[];
  tiers?: CreatorTier[];
  genders?: string[];
  /** Inclusive, years. */
  age_min?: number;
  age_max?: number;
  ethnicities?: string[];
  countries?: string[];
  /** Inclusive. */
  followers_min?: number;
  followers_max?: number;
  /** Inclusive, USD cents. */
  price_min?: number;
  price_max?: number;
  /** Basis points. */
  engagement_min?: number;
  /** Part of the name, case-insensitive. */
  search?: string;
}

/** What matching reads of a creator. */
export interface CreatorTraits {
  tier: CreatorTier;
  categories: readonly string[];
  age: number;
  /** Null when the creator left it out (self-declared). */
  gender: string | null;
  ethnicity: string | null;
}

/** What matching reads of a campaign. */
export interface CampaignAudience {
  creator_tier: CreatorTier;
  creator_category: string;
  ages: readonly string[];
  genders: readonly string[];
  ethnicities: readonly string[];
}

/** The age range (one of AGE_RANGES) an age falls in. */
export function ageRangeOf(age: number): (typeof AGE_RANGES)[number] {
  if (age <= 24) return '18-24';
  if (age <= 34) return '25-34';
  if (age <= 44) return '35-44';
  if (age <= 54) return '45-54';
  return '55+';
}

/**
 * Whether a self-declared trait is among an audience's `values`: one left out (null) is
 * only when the audience takes every value of `all`, since nothing says which it is.
 */
export function traitWithin(
  value: string | null,
  values: readonly string[],
  all: readonly string[],
): boolean {
  return value === null ? all.every((one) => values.includes(one)) : values.includes(value);
}

/**
 * Whether a creator matches a campaign: works in its category, has the tier it pays for
 * (a pro campaign takes pro creators only; a basic one anybody), and is in its audience
 * (age range, gender, ethnicity; a gender or ethnicity left out fits only an audience open
 * to all of them). Only matching creators see the campaign, appear under Find creators,
 * and can be invited or picked.
 */
export function matchesCampaign(creator: CreatorTraits, campaign: CampaignAudience): boolean {
  return (
    creator.categories.includes(campaign.creator_category) &&
    (campaign.creator_tier === 'basic' || creator.tier === 'pro') &&
    campaign.ages.includes(ageRangeOf(creator.age)) &&
    traitWithin(creator.gender, campaign.genders, GENDERS) &&
    traitWithin(creator.ethnicity, campaign.ethnicities, ETHNICITIES)
  );
}

/** "k of n deals filled", and whether picking must stop. */
export interface DealsFilled {
  filled: number;
  total: number;
  full: boolean;
}

export function dealsFilled(filled: number, total: number): DealsFilled {
  return { filled, total, full: filled >= total };
}
