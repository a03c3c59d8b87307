/**
 * Creators in tests: their API operations (every field asked for), creators inserted with
 * known traits (accounts of role creator with a profile), their sessions, and campaigns
 * inserted in any status and audience.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AGE_RANGES } from '@/domain/campaigns/rules';
import {
  CREATOR_CATEGORIES,
  CREATOR_COUNTRIES,
  ETHNICITIES,
  GENDERS,
} from '@/domain/creators/rules';
import { ageOn, birthDayForAge, parseIsoDay } from '@/domain/creators/profile';
import { issueSession } from '@/server/auth/tokens';
import { companies } from '@/server/db/schema/account';
import { campaigns } from '@/server/db/schema/campaigns';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import { creators } from '@/server/db/schema/creators';
import type { CreatorRow } from '@/server/db/schema/creators';
import { seededRandom } from '../../fuzz/random';
import { createBrand, signedInCompany, storedCampaignValues } from './catalog';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

const HANDLE = 'handle followers verified';
const CREATOR = `id name avatar_url tier categories followers views engagement_rate price
  age_range country bio portfolio intro_video_url
  handles { instagram { ${HANDLE} } tiktok { ${HANDLE} } youtube { ${HANDLE} } }
  joined_at last_active_at`;
const DEAL = `id status campaign_id creator { id name } created_at updated_at`;
const CAMPAIGN_CREATOR = `creator { ${CREATOR} } application { pitch intro_video_url created_at }
  invited
  deal { ${DEAL} }`;
const CREATOR_CAMPAIGN = `id name type brand_name content_brief creator_tier creator_category
  number_of_deals deals_filled invited application { pitch intro_video_url created_at }
  deal_id`;
const PAGE = 'page_info { has_next_page end_cursor } total_count';

export const CREATOR_OPS = {
  creators: `query Creators($campaign_id: ID!, $filter: CreatorFilter, $sort: CreatorSort,
    $first: Int, $after: String) {
    Creators(campaign_id: $campaign_id, filter: $filter, sort: $sort, first: $first,
      after: $after) { nodes { ${CAMPAIGN_CREATOR} } ${PAGE} } }`,
  creator: `query Creator($id: ID!) { Creator(id: $id) { ${CREATOR} } }`,
  applicants: `query CampaignApplicants($campaign_id: ID!, $first: Int, $after: String) {
    CampaignApplicants(campaign_id: $campaign_id, first: $first, after: $after) {
      nodes { ${CAMPAIGN_CREATOR} } ${PAGE} } }`,
  invite: `mutation CreatorInvite($campaign_id: ID!, $creator_id: ID!) {
    CreatorInvite(campaign_id: $campaign_id, creator_id: $creator_id) { ${CAMPAIGN_CREATOR} } }`,
  pick: `mutation DealCreate($campaign_id: ID!, $creator_id: ID!) {
    DealCreate(campaign_id: $campaign_id, creator_id: $creator_id) { ${DEAL} } }`,
  creatorCampaigns: `query CreatorCampaigns($first: Int, $after: String) {
    CreatorCampaigns(first: $first, after: $after) { nodes { ${CREATOR_CAMPAIGN} } ${PAGE} } }`,
  apply: `mutation CreatorApply($campaign_id: ID!, $pitch: String!, $with_intro_video: Boolean) {
    CreatorApply(campaign_id: $campaign_id, pitch: $pitch, with_intro_video: $with_intro_video) {
      ${CREATOR_CAMPAIGN} } }`,
  withdraw: `mutation CreatorWithdraw($campaign_id: ID!) {
    CreatorWithdraw(campaign_id: $campaign_id) { ${CREATOR_CAMPAIGN} } }`,
} as const;
export type CreatorOp = keyof typeof CREATOR_OPS;

export interface ApiCreator {
  id: string;
  name: string;
  tier: string;
  followers: number;
  [field: string]: unknown;
}

export interface ApiCampaignCreator {
  creator: ApiCreator;
  application: { pitch: string; intro_video_url: string | null; created_at: string } | null;
  invited: boolean;
  deal: { id: string; status: string; campaign_id: string; creator: { id: string } } | null;
}

export interface Connection<T> {
  nodes: T[];
  page_info: { has_next_page: boolean; end_cursor: string | null };
  total_count: number;
}

export interface ApiCreatorCampaign {
  id: string;
  name: string;
  brand_name: string;
  deals_filled: number;
  invited: boolean;
  application: { pitch: string; intro_video_url: string | null; created_at: string } | null;
  deal_id: string | null;
  [field: string]: unknown;
}

export interface CreatorData {
  creators: { Creators: Connection<ApiCampaignCreator> };
  creator: { Creator: ApiCreator };
  applicants: { CampaignApplicants: Connection<ApiCampaignCreator> };
  invite: { CreatorInvite: ApiCampaignCreator };
  pick: { DealCreate: NonNullable<ApiCampaignCreator['deal']> };
  creatorCampaigns: { CreatorCampaigns: Connection<ApiCreatorCampaign> };
  apply: { CreatorApply: ApiCreatorCampaign };
  withdraw: { CreatorWithdraw: ApiCreatorCampaign };
}

/** Runs a creators operation on /v1/j as the session `token`, optionally in `locale`. */
export function creatorApi<O extends CreatorOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<CreatorData[O]>> {
  return postGraphql<CreatorData[O]>(`${t.url}/v1/j`, CREATOR_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

type CreatorValues = Omit<typeof creators.$inferInsert, 'id'>;

const NAMES = ['Ana', 'Dan', 'Lena', 'Iris', 'Joan', 'Omar', 'Mia', 'Ravi', 'Zoë', 'Tom'];

/**
 * `count` creators whose traits cover every value (categories, tiers, ages, genders,
 * ethnicities, countries) and collide often (equal followers, views, prices, timestamps),
 * so that ties and every branch of matching are exercised. Names include `%` and `_`.
 */
export function variedCreators(count: number, seed = 1): CreatorValues[] {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + random.int(max - min + 1);
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const categories = new Set([random.pick(CREATOR_CATEGORIES)]);
    while (random.next() < 0.5 && categories.size < 3)
      categories.add(random.pick(CREATOR_CATEGORIES));
    const odd = i % 17 === 0 ? (i % 34 === 0 ? '100% real_' : 'under_score') : '';
    return {
      name: `${random.pick(NAMES)} ${odd}${String.fromCharCode(65 + (i % 26))}${i}`,
      avatar_url: `https://example.com/avatar/${i}.png`,
      tier: random.next() < 0.3 ? 'pro' : 'basic',
      categories: [...categories],
      followers: random.pick([0, 1_000, 10_000, 55_555, 250_000, 1_000_000, 3_000_000]),
      views: between(0, 20) * 1_000,
      engagement_bp: between(0, 40) * 25,
      price_cents: random.pick([50_00, 120_00, 200_00, 200_01, 999_00]),
      age: between(18, 70),
      gender: random.pick(GENDERS),
      ethnicity: random.pick(ETHNICITIES),
      country: random.pick(CREATOR_COUNTRIES),
      bio: 'Makes things',
      portfolio: [`https://example.com/portfolio/${i}.png`],
      joined_at: new Date(base + between(0, 30) * 86_400_000),
      last_active_at: new Date(base + between(0, 30) * 3_600_000),
    };
  }).map((values) => ({ ...values, date_of_birth: birthDayForAge(values.age, new Date()) }));
}

/** The date of birth as given when it gives the age, else one that does (a test set the age). */
function birthDayOf(values: CreatorValues, today: Date): string {
  const given = parseIsoDay(values.date_of_birth);
  return given && ageOn(given, today) === values.age
    ? values.date_of_birth
    : birthDayForAge(values.age, today);
}

/** Inserts creators: an account of role creator each, and its profile. */
export async function insertCreators(
  t: Pick<TestServer, 'db'>,
  values: CreatorValues[],
): Promise<CreatorRow[]> {
  if (values.length === 0) return [];
  const tag = randomBytes(4).toString('hex');
  const accounts = await t.db
    .insert(companies)
    .values(
      values.map((_, i) => ({
        email: `creator-${tag}-${i}@example.com`,
        role: 'creator' as const,
        has_verified_email: true,
        onboard_position: 1,
      })),
    )
    .returning({ id: companies.id });
  return t.db
    .insert(creators)
    .values(
      values.map((value, i) => ({
        ...value,
        date_of_birth: birthDayOf(value, new Date()),
        id: accounts[i]!.id,
      })),
    )
    .returning();
}

/** A creator's session token. */
export async function creatorSession(t: TestServer, creatorId: number): Promise<string> {
  return (await issueSession(t.db, t.config.jwtSecret, creatorId, new Date(), 'creator')).token;
}

/**
 * A basic creator working in beauty, an Asian woman of 30 (the default test campaign's
 * audience), with `values` changed, and a session of theirs. `seed` picks the rest.
 */
export async function beautyCreator(
  t: TestServer,
  values: Partial<CreatorRow> = {},
  seed = 5,
): Promise<{ row: CreatorRow; token: string }> {
  const [row] = await insertCreators(t, [
    {
      ...variedCreators(1, seed)[0]!,
      tier: 'basic',
      categories: ['beauty'],
      age: 30,
      gender: 'female',
      ethnicity: 'asian',
      ...values,
    },
  ]);
  return { row: row!, token: await creatorSession(t, row!.id) };
}

/** An audience every creator of a test set is in: any age, gender and ethnicity. */
export const EVERYONE = {
  ages: [...AGE_RANGES],
  genders: [...GENDERS],
  ethnicities: [...ETHNICITIES],
};

/** A company (with a session and a brand) and a campaign of its, inserted as given. */
export async function companyWithCampaign(
  t: TestServer,
  values: Partial<typeof campaigns.$inferInsert> = {},
) {
  const { company, token } = await signedInCompany(t);
  const brand = await createBrand(t, token);
  const campaign = await insertCampaignRow(t, company.id, Number(brand.id), values);
  return { company, token, brandId: Number(brand.id), campaign };
}

/** Another campaign for the company (active and open to everyone unless told). */
export async function insertCampaignRow(
  t: TestServer,
  companyId: number,
  brandId: number,
  values: Partial<typeof campaigns.$inferInsert> = {},
): Promise<CampaignRow> {
  const [row] = await t.db
    .insert(campaigns)
    .values(
      await storedCampaignValues(t, companyId, brandId, {
        status: 'active',
        number_of_deals: 10,
        ...EVERYONE,
        ...values,
      }),
    )
    .returning();
  return row!;
}

/** A campaign's row as stored now. */
export async function campaignRow(t: TestServer, id: number): Promise<CampaignRow> {
  const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row!;
}
