import { beforeAll, describe, expect, it } from 'vitest';
import { AGE_RANGES } from '@/domain/campaigns/rules';
import { ageRangeOf, CREATOR_SORTS, matchesCampaign } from '@/domain/creators/rules';
import type { CreatorFilter, CreatorSortName, CreatorTier } from '@/domain/creators/rules';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import { campaignApplications } from '@/server/db/schema/creators';
import type { CreatorRow } from '@/server/db/schema/creators';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { postGraphql } from './helpers/http';
import {
  companyWithCampaign,
  creatorApi,
  insertCampaignRow,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import type { CreatorData } from './helpers/creators';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

let everyone: CreatorRow[] = [];
let token = '';
/** A basic beauty campaign open to every audience, and a narrow pro one. */
let broad: CampaignRow;
let narrow: CampaignRow;

beforeAll(async () => {
  everyone = await insertCreators(t, variedCreators(700, 7));
  const owner = await companyWithCampaign(t, { creator_category: 'beauty' });
  token = owner.token;
  broad = owner.campaign;
  narrow = await insertCampaignRow(t, owner.company.id, owner.brandId, {
    creator_tier: 'pro',
    creator_category: 'food',
    ages: ['18-24', '45-54', '55+'],
    genders: ['female', 'non_binary'],
    ethnicities: ['asian', 'black', 'white', 'multiracial'],
    status: 'paused',
  });
});

const matches = (creator: CreatorRow, campaign: CampaignRow) =>
  matchesCampaign(
    { ...creator, tier: creator.tier as CreatorTier },
    { ...campaign, creator_tier: campaign.creator_tier as CreatorTier },
  );

/** The filter's rules, written out plainly. */
function passes(creator: CreatorRow, filter: CreatorFilter): boolean {
  const within = (value: number, min?: number, max?: number) =>
    (min === undefined || value >= min) && (max === undefined || value <= max);
  const anyOf = (list: readonly string[] | undefined, value: string | null) =>
    !list?.length || (value !== null && list.includes(value));
  return (
    (!filter.categories?.length ||
      filter.categories.some((category) => creator.categories.includes(category))) &&
    anyOf(filter.tiers, creator.tier) &&
    anyOf(filter.genders, creator.gender) &&
    anyOf(filter.ethnicities, creator.ethnicity) &&
    anyOf(filter.countries, creator.country) &&
    within(creator.age, filter.age_min, filter.age_max) &&
    within(creator.followers, filter.followers_min, filter.followers_max) &&
    within(creator.price_cents, filter.price_min, filter.price_max) &&
    within(creator.engagement_bp, filter.engagement_min) &&
    (!filter.search || creator.name.toLowerCase().includes(filter.search.trim().toLowerCase()))
  );
}

const KEYS: Record<string, (creator: CreatorRow) => number | string> = {
  followers: (creator) => creator.followers,
  views: (creator) => creator.views,
  new: (creator) => creator.joined_at.getTime(),
  active: (creator) => creator.last_active_at.getTime(),
  price: (creator) => creator.price_cents,
  tier: (creator) => creator.tier,
};

/** The order a sort names: its key, then the id, both in its direction. */
function sorted(creators: CreatorRow[], sort: CreatorSortName): CreatorRow[] {
  const [key, direction] = sort.split('_') as [string, 'asc' | 'desc'];
  const keyOf = KEYS[key]!;
  const sign = direction === 'asc' ? 1 : -1;
  return [...creators].sort((a, b) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return (a.id - b.id) * sign;
  });
}

function expected(campaign: CampaignRow, filter: CreatorFilter, sort: CreatorSortName) {
  return sorted(
    everyone.filter((creator) => matches(creator, campaign) && passes(creator, filter)),
    sort,
  ).map((creator) => String(creator.id));
}

/** Every page of Creators, `first` at a time, checking the total on each. */
async function allPages(
  campaign: CampaignRow,
  filter: CreatorFilter,
  sort: CreatorSortName,
  first = 40,
) {
  const ids: string[] = [];
  let after: string | null | undefined = null;
  let total = -1;
  for (let page = 0; page < 100; page += 1) {
    const variables: Record<string, unknown> = {
      campaign_id: String(campaign.id),
      filter,
      sort,
      first,
      after,
    };
    const { Creators }: CreatorData['creators'] = dataOf(
      await creatorApi(t, token, 'creators', variables),
    );
    if (total >= 0) expect(Creators.total_count).toBe(total);
    total = Creators.total_count;
    ids.push(...Creators.nodes.map((node) => node.creator.id));
    if (!Creators.page_info.has_next_page) break;
    after = Creators.page_info.end_cursor;
  }
  return { ids, total };
}

async function expectListed(campaign: CampaignRow, filter: CreatorFilter, sort: CreatorSortName) {
  const want = expected(campaign, filter, sort);
  const { ids, total } = await allPages(campaign, filter, sort);
  expect(ids).toEqual(want);
  expect(total).toBe(want.length);
  return want;
}

describe('Creators: matching, filters and sorts (docs/product.md#creators)', () => {
  it('lists exactly the matching creators in every order, page after page', async () => {
    for (const sort of CREATOR_SORTS) {
      const broadIds = await expectListed(broad, {}, sort);
      const narrowIds = await expectListed(narrow, {}, sort);
      // The sets are big enough to page, and the narrow campaign really narrows.
      expect(broadIds.length).toBeGreaterThan(80);
      expect(narrowIds.length).toBeGreaterThan(3);
      expect(narrowIds.length).toBeLessThan(broadIds.length);
    }
  });

  it('applies every filter, alone and together', async () => {
    const filters: CreatorFilter[] = [
      { categories: ['food', 'games'] },
      { tiers: ['pro'] },
      { tiers: ['basic', 'pro'] },
      { genders: ['male'] },
      { ethnicities: ['hispanic', 'white'] },
      { countries: ['US', 'BR'] },
      { age_min: 25 },
      { age_max: 30 },
      { age_min: 30, age_max: 30 },
      { followers_min: 10_000, followers_max: 1_000_000 },
      { followers_max: 0 },
      { price_max: 200_00 },
      { price_min: 200_00, price_max: 200_00 },
      { engagement_min: 500 },
      { search: 'an' },
      { search: '  ANA ' },
      { search: '%' },
      { search: '_' },
      { search: '100% real_' },
      { search: 'nobody here' },
      { tiers: ['pro'], categories: ['beauty'] },
      { price_max: 200_00, genders: ['female'] },
      { followers_min: 10_000, followers_max: 1_000_000, tiers: ['basic'], search: 'a' },
    ];
    for (const filter of filters) {
      const ids = await expectListed(broad, filter, 'followers_desc');
      if (filter.search !== 'nobody here' && filter.followers_max !== 0) {
        expect(ids.length, JSON.stringify(filter)).toBeGreaterThan(0);
      }
    }
    await expectListed(broad, { search: 'an', tiers: ['pro'] }, 'price_asc');
    await expectListed(narrow, { age_min: 50, genders: ['female'] }, 'new_desc');
  });

  it('searches names as text: % and _ match only themselves', async () => {
    const percent = expected(broad, { search: '%' }, 'followers_desc');
    const all = expected(broad, {}, 'followers_desc');
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.length).toBeLessThan(all.length);
  });

  it('reads each node with its application, invitation and deal for this campaign', async () => {
    const { Creators } = dataOf(
      await creatorApi(t, token, 'creators', { campaign_id: String(broad.id), first: 1 }),
    );
    expect(Creators.nodes[0]).toMatchObject({ application: null, invited: false, deal: null });
    const creator = everyone.find((row) => row.id === Number(Creators.nodes[0]!.creator.id))!;
    expect(Creators.nodes[0]!.creator).toEqual({
      id: String(creator.id),
      name: creator.name,
      avatar_url: creator.avatar_url,
      tier: creator.tier,
      categories: creator.categories,
      followers: creator.followers,
      views: creator.views,
      engagement_rate: creator.engagement_bp,
      price: creator.price_cents,
      // The bracket only: never the age, gender or ethnicity (docs/product.md#creators).
      age_range: ageRangeOf(creator.age),
      country: creator.country,
      bio: creator.bio,
      portfolio: creator.portfolio,
      intro_video_url: null,
      handles: { instagram: null, tiktok: null, youtube: null },
      joined_at: creator.joined_at.toISOString(),
      last_active_at: creator.last_active_at.toISOString(),
    });
  });

  it('ages fall in the ranges as ageRangeOf puts them, at every edge', async () => {
    const edges = await insertCreators(
      t,
      [18, 24, 25, 34, 35, 44, 45, 54, 55, 80].map((age, i) => ({
        ...variedCreators(1, 100 + i)[0]!,
        name: `Edge ${age}`,
        categories: ['baby'],
        age,
      })),
    );
    everyone.push(...edges);
    for (const range of AGE_RANGES) {
      const campaign = await insertCampaignRow(t, broad.company_id, broad.brand_id, {
        creator_category: 'baby',
        ages: [range],
      });
      await expectListed(campaign, { search: 'Edge' }, 'followers_asc');
    }
  });
});

describe('Creator and bad input', () => {
  it("reads a creator the company's campaigns reach; anyone else is NOT_FOUND", async () => {
    const creator = everyone.find((row) => matches(row, broad))!;
    const found = dataOf(await creatorApi(t, token, 'creator', { id: String(creator.id) }));
    expect(found.Creator).toMatchObject({ id: String(creator.id), name: creator.name });
    for (const id of [String(broad.company_id), '999999', 'abc']) {
      const response = await creatorApi(t, token, 'creator', { id }, 'es');
      expect(errorOf(response)).toMatchObject({
        message: 'Creador no encontrado',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    // A company whose only campaign the creator does not match: as if it did not exist,
    // until the creator applied to it (or was invited, or picked) back when it matched.
    const [outsider] = await insertCreators(t, [
      { ...variedCreators(1, 77)[0]!, categories: ['games'], tier: 'basic' },
    ]);
    const other = await companyWithCampaign(t, { creator_category: 'mature' });
    const id = String(outsider!.id);
    expect(errorOf(await creatorApi(t, other.token, 'creator', { id }))).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    await t.db
      .insert(campaignApplications)
      .values({ campaign_id: other.campaign.id, creator_id: outsider!.id, pitch: 'I play games' });
    expect(dataOf(await creatorApi(t, other.token, 'creator', { id })).Creator.id).toBe(id);
  });

  it('shows the portfolio, the intro video and the handles, never the exact age or traits', async () => {
    const [creator] = await insertCreators(t, [
      {
        ...variedCreators(1, 78)[0]!,
        categories: [broad.creator_category],
        tier: 'basic',
        age: 30,
        portfolio: ['/v1/images/a.png', '/v1/images/b.png'],
        intro_video_id: 'intro-video-file',
        instagram_handle: 'glow.daily',
        instagram_followers: 12_500,
        instagram_verified: true,
        youtube_handle: 'glowdaily',
        youtube_followers: 40,
      },
    ]);
    const response = await creatorApi(t, token, 'creator', { id: String(creator!.id) });
    const shown = dataOf(response).Creator;
    expect(shown).toMatchObject({
      age_range: '25-34',
      portfolio: ['/v1/images/a.png', '/v1/images/b.png'],
      intro_video_url: '/v1/content-files/intro-video-file',
      handles: {
        instagram: { handle: 'glow.daily', followers: 12_500, verified: true },
        tiktok: null,
        youtube: { handle: 'glowdaily', followers: 40, verified: false },
      },
    });
    for (const field of ['age', 'gender', 'ethnicity', 'date_of_birth']) {
      const asked = await postGraphql(`${t.url}/v1/j`, `query { Creator(id: "1") { ${field} } }`, {
        token,
      });
      expect(asked.body.errors?.[0]?.message, field).toContain(`Cannot query field "${field}"`);
    }
  });

  it('refuses bad filters and pages, translated, before reading anything', async () => {
    const order = 'The lower bound is above the upper one';
    const choice = 'Choose from the list';
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ filter: { age_min: 40, age_max: 30 } }, 'age_max', order],
      [{ filter: { followers_min: 10, followers_max: 9 } }, 'followers_max', order],
      [{ filter: { price_min: 500, price_max: 100 } }, 'price_max', order],
      // Cents in the API, dollars in the message, as on screen.
      [{ filter: { price_max: 10_000_001 } }, 'price_max', 'A price from $0 to $100000'],
      [{ filter: { search: 'x'.repeat(61) } }, 'search', 'Search with at most 60 characters'],
      [{ filter: { search: 'a\u0000b' } }, 'search', 'cannot be saved'],
      [{ filter: { genders: ['robot'] } }, 'genders', choice],
      [{ filter: { countries: ['XX'] } }, 'countries', choice],
      [{ filter: { ethnicities: ['asian', 'asian'] } }, 'ethnicities', choice],
      [{ filter: { age_min: 17 } }, 'age_min', 'An age from 18 to 80'],
      [{ filter: { engagement_min: 10_001 } }, 'engagement_min', 'An engagement rate'],
      [{ filter: { followers_min: -1 } }, 'followers_min', 'A whole number from 0'],
      [{ first: 0 }, 'first', 'Ask for 1 to 100 items per page'],
      [{ first: 101 }, 'first', 'Ask for 1 to 100 items per page'],
      [{ after: 'not-a-cursor' }, 'after', 'start again from the first page'],
    ];
    for (const [variables, field, message] of cases) {
      const where = JSON.stringify(variables);
      const send = (locale: string) =>
        creatorApi(t, token, 'creators', { campaign_id: String(broad.id), ...variables }, locale);
      const english = errorOf(await send('en'));
      expect(english.extensions?.code, where).toBe('BAD_USER_INPUT');
      expect(english.extensions?.fields?.[field], where).toContain(message);
      const spanish = errorOf(await send('es')).extensions?.fields?.[field];
      expect(spanish, where).toEqual(expect.any(String));
      expect(spanish, where).not.toBe(english.extensions?.fields?.[field]);
    }
  });

  it('refuses a cursor of another sort', async () => {
    const first = dataOf(
      await creatorApi(t, token, 'creators', {
        campaign_id: String(broad.id),
        sort: 'views_desc',
        first: 2,
      }),
    );
    const response = await creatorApi(t, token, 'creators', {
      campaign_id: String(broad.id),
      sort: 'price_asc',
      after: first.Creators.page_info.end_cursor,
    });
    expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
  });
});
