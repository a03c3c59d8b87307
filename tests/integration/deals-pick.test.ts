import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deals } from '@/server/db/schema/deals';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  campaignRow,
  companyWithCampaign,
  creatorApi,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

/** Creators who match a basic beauty campaign open to everyone. */
async function beautyCreators(count: number) {
  return insertCreators(
    t,
    variedCreators(count, count).map((creator) => ({ ...creator, categories: ['beauty'] })),
  );
}

const dealsOf = (campaignId: number) =>
  t.db.select().from(deals).where(eq(deals.campaign_id, campaignId));

const pick = (token: string, campaignId: number, creatorId: number, locale?: string) =>
  creatorApi(
    t,
    token,
    'pick',
    { campaign_id: String(campaignId), creator_id: String(creatorId) },
    locale,
  );

describe('DealCreate: picking creators (docs/product.md#creators)', () => {
  it('makes a deal in creator_accepted and counts it on the campaign', async () => {
    const { token, company, campaign } = await companyWithCampaign(t, { number_of_deals: 3 });
    const [creator] = await beautyCreators(1);
    const { DealCreate } = dataOf(await pick(token, campaign.id, creator!.id));
    expect(DealCreate).toMatchObject({
      status: 'creator_accepted',
      campaign_id: String(campaign.id),
      creator: { id: String(creator!.id), name: creator!.name },
    });
    const [stored] = await dealsOf(campaign.id);
    expect(stored).toMatchObject({
      id: Number(DealCreate.id),
      company_id: company.id,
      creator_id: creator!.id,
      status: 'creator_accepted',
    });
    expect((await campaignRow(t, campaign.id)).deals_count).toBe(1);
    // Discovery shows the deal on that creator's row.
    const listed = dataOf(
      await creatorApi(t, token, 'creators', {
        campaign_id: String(campaign.id),
        filter: { search: creator!.name },
      }),
    );
    expect(listed.Creators.nodes[0]!.deal).toMatchObject({ id: DealCreate.id });
  });

  it('stops exactly at the number of deals, however many picks arrive at once', async () => {
    const { token, campaign } = await companyWithCampaign(t, { number_of_deals: 3 });
    const creators = await beautyCreators(10);
    const answers = await Promise.all(
      creators.map((creator) => pick(token, campaign.id, creator.id)),
    );
    const picked = answers.filter((answer) => answer.body.data?.DealCreate);
    const refused = answers.filter((answer) => !answer.body.data);
    expect(picked).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(errorOf(answer)).toMatchObject({
        message: 'All 3 deals of this campaign are filled',
        extensions: { code: 'DEALS_FILLED', total: 3 },
      });
    }
    expect(await dealsOf(campaign.id)).toHaveLength(3);
    expect((await campaignRow(t, campaign.id)).deals_count).toBe(3);
    // And later, one at a time, in Spanish.
    const late = await pick(token, campaign.id, creators[0]!.id, 'es');
    expect(errorOf(late).extensions?.code).toMatch(/^(DEALS_FILLED|ALREADY_PICKED)$/);
    expect(errorOf(late).message).not.toMatch(/^errors:/);
  });

  it('gives a creator one deal per campaign, even when picked five times at once', async () => {
    const { token, campaign } = await companyWithCampaign(t, { number_of_deals: 10 });
    const [creator] = await beautyCreators(1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pick(token, campaign.id, creator!.id)),
    );
    expect(answers.filter((answer) => answer.body.data?.DealCreate)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.body.data)) {
      expect(errorOf(answer)).toMatchObject({
        message: 'This creator already has a deal on this campaign',
        extensions: { code: 'ALREADY_PICKED' },
      });
    }
    expect(await dealsOf(campaign.id)).toHaveLength(1);
    expect((await campaignRow(t, campaign.id)).deals_count).toBe(1);
  });

  it('refuses a campaign that is not active, and a creator who does not match', async () => {
    const [creator] = await beautyCreators(1);
    for (const status of ['pending_admin_approval', 'paused', 'completed'] as const) {
      const { token, campaign } = await companyWithCampaign(t, { status });
      expect(errorOf(await pick(token, campaign.id, creator!.id))).toMatchObject({
        message: 'This campaign is not active',
        extensions: { code: 'CAMPAIGN_NOT_ACTIVE' },
      });
      expect(await dealsOf(campaign.id)).toHaveLength(0);
      expect((await campaignRow(t, campaign.id)).deals_count).toBe(0);
    }
    const [basic] = await insertCreators(t, [
      { ...variedCreators(1, 3)[0]!, tier: 'basic', categories: ['beauty'], gender: 'male' },
    ]);
    const audiences = [
      { creator_category: 'food' },
      { creator_tier: 'pro' },
      { genders: ['female'] },
      { ages: [] },
      { ethnicities: [] },
    ];
    for (const values of audiences) {
      const { token, campaign } = await companyWithCampaign(t, values);
      expect(
        errorOf(await pick(token, campaign.id, basic!.id)),
        JSON.stringify(values),
      ).toMatchObject({
        message: 'This creator does not match the campaign',
        extensions: { code: 'NOT_ELIGIBLE' },
      });
      expect(await dealsOf(campaign.id)).toHaveLength(0);
    }
  });

  it("answers another company's campaign and unknown creators as not found", async () => {
    const mine = await companyWithCampaign(t);
    const theirs = await companyWithCampaign(t);
    const [creator] = await beautyCreators(1);
    expect(errorOf(await pick(mine.token, theirs.campaign.id, creator!.id))).toMatchObject({
      message: 'Campaign not found',
      extensions: { code: 'NOT_FOUND' },
    });
    for (const creatorId of [theirs.company.id, 999_999]) {
      expect(errorOf(await pick(mine.token, mine.campaign.id, creatorId))).toMatchObject({
        message: 'Creator not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await dealsOf(theirs.campaign.id)).toHaveLength(0);
    expect(await dealsOf(mine.campaign.id)).toHaveLength(0);
  });
});
