/**
 * Matching and the discovery filters as SQL (docs/product.md#creators): the same rules as
 * `matchesCampaign` in domain/creators/rules.ts, written so the database can use the
 * creators' indexes. The integration tests compare every answer with that function.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { AGE_RANGES } from '../../../domain/campaigns/rules';
import {
  ageRangeOf,
  CREATOR_CATEGORIES,
  ETHNICITIES,
  GENDERS,
  matchesCampaign,
} from '../../../domain/creators/rules';
import type { CreatorFilter, CreatorTier } from '../../../domain/creators/rules';
import type { CampaignRow } from '../../db/schema/campaigns';
import { campaigns } from '../../db/schema/campaigns';
import type { CreatorRow } from '../../db/schema/creators';
import { creators } from '../../db/schema/creators';
import { likePattern } from '../shared/likePattern';

type AgeRange = (typeof AGE_RANGES)[number];

/** The ages `ageRangeOf` puts in each range (open-ended at both ends, as it is). */
const AGE_BOUNDS: Record<AgeRange, { min?: number; max?: number }> = {
  '18-24': { max: 24 },
  '25-34': { min: 25, max: 34 },
  '35-44': { min: 35, max: 44 },
  '45-54': { min: 45, max: 54 },
  '55+': { min: 55 },
};

function ageWithin(range: string): SQL | undefined {
  const bounds = AGE_BOUNDS[range as AgeRange] as { min?: number; max?: number } | undefined;
  // A range the wizard does not know matches nobody, as in matchesCampaign.
  if (!bounds) return sql`false`;
  const conditions = [
    bounds.min === undefined ? undefined : gte(creators.age, bounds.min),
    bounds.max === undefined ? undefined : lte(creators.age, bounds.max),
  ].filter((condition) => condition !== undefined);
  return conditions.length === 0 ? sql`true` : and(...conditions);
}

/**
 * Creators working in `category`. A known category is written as a literal, exactly as
 * the predicate of its partial index (creators_in_<category>_idx), so that the planner
 * can prove the index applies whether or not the statement is prepared.
 */
function inCategory(category: string): SQL {
  if (!(CREATOR_CATEGORIES as readonly string[]).includes(category)) {
    return sql`${creators.categories} @> ${textArray([category])}`;
  }
  return sql`${creators.categories} @> ${sql.raw(`'{${category}}'::text[]`)}`;
}

/** Every age falls in one of the five ranges: a campaign open to all of them tests nothing. */
function agesWithin(ages: readonly string[]): SQL | undefined {
  if (AGE_RANGES.every((range) => ages.includes(range))) return undefined;
  return ages.length === 0 ? sql`false` : or(...ages.map(ageWithin));
}

/** `list` as a text[] parameter (an array literal the engines read alike). */
const textArray = (list: readonly string[]) => sql`${`{${list.map(quoted).join(',')}}`}::text[]`;
const quoted = (value: string) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;

/** A list condition: any of `values`; an empty list matches nobody. */
function anyOf(column: AnyColumn, values: readonly string[]): SQL {
  return values.length === 0 ? sql`false` : inArray(column, [...values]);
}

/**
 * A self-declared trait among `values`; left out (null), it fits only an audience open
 * to every value of `all` (traitWithin). Still a condition on the index's own column.
 */
function traitAmong(column: AnyColumn, values: readonly string[], all: readonly string[]): SQL {
  const condition = anyOf(column, values);
  return all.every((value) => values.includes(value)) ? or(condition, isNull(column))! : condition;
}

/**
 * The creators matching a campaign: its category (the GIN index on categories), the tier
 * it pays for (a pro campaign takes pro creators only), and its audience. A creator an
 * operator suspended matches nothing (docs/product.md#operator-console), written as the
 * category indexes' own predicate so they still apply.
 */
export function matchingCampaign(
  campaign: Pick<
    CampaignRow,
    'creator_category' | 'creator_tier' | 'ages' | 'genders' | 'ethnicities'
  >,
): SQL {
  return and(
    inCategory(campaign.creator_category),
    isNull(creators.suspended_at),
    campaign.creator_tier === 'basic' ? undefined : eq(creators.tier, 'pro'),
    agesWithin(campaign.ages),
    traitAmong(creators.gender, campaign.genders, GENDERS),
    traitAmong(creators.ethnicity, campaign.ethnicities, ETHNICITIES),
  )!;
}

/**
 * Whether one creator matches one campaign, from their rows (the shared rule itself); a
 * suspended creator matches none.
 */
export const creatorMatches = (creator: CreatorRow, campaign: CampaignRow): boolean =>
  creator.suspended_at === null &&
  // Both tiers are CHECKed in the database to be CREATOR_TIERS.
  matchesCampaign(
    { ...creator, tier: creator.tier as CreatorTier },
    { ...campaign, creator_tier: campaign.creator_tier as CreatorTier },
  );

/**
 * The campaigns a creator matches, as a condition on campaigns: the same rule read the
 * other way round (its category among theirs, and so on). None while it is suspended.
 */
export function matchedBy(creator: CreatorRow): SQL {
  if (creator.suspended_at !== null) return sql`false`;
  const json = (value: string) => sql`${JSON.stringify([value])}::jsonb`;
  // A trait left out needs an audience holding every value of it (traitWithin).
  const traitsJson = (value: string | null, all: readonly string[]) =>
    sql`${JSON.stringify(value === null ? all : [value])}::jsonb`;
  return and(
    inArray(campaigns.creator_category, creator.categories),
    creator.tier === 'pro' ? undefined : eq(campaigns.creator_tier, 'basic'),
    sql`${campaigns.ages} @> ${json(ageRangeOf(creator.age))}`,
    sql`${campaigns.genders} @> ${traitsJson(creator.gender, GENDERS)}`,
    sql`${campaigns.ethnicities} @> ${traitsJson(creator.ethnicity, ETHNICITIES)}`,
  )!;
}

/** A discovery filter (already validated) as conditions: every given one must hold. */
export function filtered(filter: CreatorFilter): SQL | undefined {
  const list = (values: readonly string[] | undefined, column: AnyColumn) =>
    values && values.length > 0 ? inArray(column, [...values]) : undefined;
  const at = <T>(value: T | undefined, make: (value: T) => SQL) =>
    value === undefined ? undefined : make(value);
  const search = filter.search?.trim();
  return and(
    filter.categories?.length
      ? sql`${creators.categories} && ${textArray(filter.categories)}`
      : undefined,
    list(filter.tiers, creators.tier),
    list(filter.genders, creators.gender),
    list(filter.ethnicities, creators.ethnicity),
    list(filter.countries, creators.country),
    at(filter.age_min, (value) => gte(creators.age, value)),
    at(filter.age_max, (value) => lte(creators.age, value)),
    at(filter.followers_min, (value) => gte(creators.followers, value)),
    at(filter.followers_max, (value) => lte(creators.followers, value)),
    at(filter.price_min, (value) => gte(creators.price_cents, value)),
    at(filter.price_max, (value) => lte(creators.price_cents, value)),
    at(filter.engagement_min, (value) => gte(creators.engagement_bp, value)),
    search ? sql`${creators.name} ilike ${likePattern(search)} escape '\\'` : undefined,
  );
}
