import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignProducts, campaigns } from '@/server/db/schema/campaigns';
import { campaignApplications, campaignInvitations } from '@/server/db/schema/creators';
import type { CreatorRow } from '@/server/db/schema/creators';
import { errorOf } from './helpers/account';
import { catalog, createProduct, dataOf, uploadImage } from './helpers/catalog';
import { manageApi } from './helpers/campaignManagement';
import {
  beautyCreator,
  companyWithCampaign,
  creatorApi,
  insertCampaignRow,
} from './helpers/creators';
import { pngBytes } from './helpers/images';
import {
  brokerClient,
  marketApi,
  nextMarketNews,
  subscribeMarketplace,
} from './helpers/marketplace';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterEach(endClients);

const PITCH = 'I film skincare routines in daylight';

/** A basic creator working in beauty and food, a woman of 30 (the test campaigns' audience). */
const creator = (values: Partial<CreatorRow> = {}) =>
  beautyCreator(t, { categories: ['beauty', 'food'], ...values });

const namesOf = (nodes: Array<{ name: string }>) => nodes.map((node) => node.name);

describe('the marketplace (docs/product.md#marketplace)', () => {
  it('tells a creator the brand, products, brief and what one deal earns', async () => {
    const owner = await companyWithCampaign(t, { name: 'Plain' });
    const logo = await uploadImage(t, owner.token, pngBytes(2, 2));
    await catalog(t, owner.token, 'brandUpdate', {
      id: String(owner.brandId),
      name: 'Glow Lab',
      description: 'Skin care',
      logo_image_id: logo.id,
    });
    const photo = await uploadImage(t, owner.token, pngBytes(3, 3));
    const product = await createProduct(t, owner.token, String(owner.brandId), {
      name: 'Night cream',
      image_ids: [photo.id],
    });
    const campaign = await insertCampaignRow(t, owner.company.id, owner.brandId, {
      name: 'Refund video',
      type: 'ugc_video',
      delivery_type: 'refund',
      video_duration: 30,
      must_have_tags: ['glow'],
      resource_links: ['https://example.com/guide'],
      revision_rounds: 1,
      number_of_deals: 3,
      deals_count: 1,
      cost_lines: [
        { kind: 'price_per_content', amountCents: 60_00 },
        { kind: 'creator_tier', amountCents: 0 },
        { kind: 'video_duration', amountCents: 20_00 },
        { kind: 'product_reimbursement', amountCents: 24_99 },
        { kind: 'deals', amountCents: 3 },
        { kind: 'total', amountCents: 33_00 },
      ],
    });
    await t.db
      .insert(campaignProducts)
      .values({ campaign_id: campaign.id, product_id: Number(product.id) });
    const me = await creator();
    const shown = dataOf(await marketApi(t, me.token, 'campaign', { id: String(campaign.id) }));
    expect(shown.CreatorCampaign).toMatchObject({
      name: 'Refund video',
      type: 'ugc_video',
      brand_name: 'Glow Lab',
      brand_logo_url: logo.url,
      products: [{ name: 'Night cream', photo_urls: [photo.url] }],
      earnings_per_deal: 80_00,
      delivery_type: 'refund',
      reimbursement_per_deal: 24_99,
      must_have_tags: ['glow'],
      video_duration: 30,
      resource_links: ['https://example.com/guide'],
      revision_rounds: 1,
      slots_left: 2,
      open: true,
      created_at: campaign.created_at.toISOString(),
    });
    const listed = dataOf(await marketApi(t, me.token, 'campaigns'));
    expect(listed.CreatorCampaigns.nodes[0]).toEqual(shown.CreatorCampaign);
  });

  it('lists open campaigns newest first, by type and category, in pages', async () => {
    // Categories no other test here uses, so that only these campaigns match.
    const owner = await companyWithCampaign(t, {
      name: 'Oldest image',
      creator_category: 'games',
    });
    const insert = (values: Parameters<typeof insertCampaignRow>[3]) =>
      insertCampaignRow(t, owner.company.id, owner.brandId, values);
    await insert({ name: 'Baby video', type: 'ugc_video', creator_category: 'baby' });
    await insert({ name: 'Games video', type: 'ugc_video', creator_category: 'games' });
    // Not shown: filled, paused, a category the creator does not work in.
    const games = { creator_category: 'games' };
    await insert({ ...games, name: 'Filled', number_of_deals: 2, deals_count: 2 });
    await insert({ ...games, name: 'Paused', status: 'paused' });
    await insert({ name: 'Apparel', creator_category: 'apparel' });
    const me = await creator({ categories: ['games', 'baby'] });
    const first = dataOf(await marketApi(t, me.token, 'campaigns', { first: 2 }));
    expect(first.CreatorCampaigns.total_count).toBe(3);
    expect(namesOf(first.CreatorCampaigns.nodes)).toEqual(['Games video', 'Baby video']);
    const rest = dataOf(
      await marketApi(t, me.token, 'campaigns', {
        first: 2,
        after: first.CreatorCampaigns.page_info.end_cursor,
      }),
    );
    expect(namesOf(rest.CreatorCampaigns.nodes)).toEqual(['Oldest image']);
    expect(rest.CreatorCampaigns.page_info.has_next_page).toBe(false);
    const videos = dataOf(
      await marketApi(t, me.token, 'campaigns', { filter: { type: 'ugc_video' } }),
    );
    expect(namesOf(videos.CreatorCampaigns.nodes)).toEqual(['Games video', 'Baby video']);
    const food = dataOf(
      await marketApi(t, me.token, 'campaigns', {
        filter: { type: 'ugc_video', category: 'baby' },
      }),
    );
    expect(namesOf(food.CreatorCampaigns.nodes)).toEqual(['Baby video']);
    expect(food.CreatorCampaigns.total_count).toBe(1);
  });

  it('gives each application its state: applied, picked, not picked', async () => {
    const owner = await companyWithCampaign(t, { name: 'Will pick me', number_of_deals: 2 });
    const insert = (values: Parameters<typeof insertCampaignRow>[3]) =>
      insertCampaignRow(t, owner.company.id, owner.brandId, values);
    const fills = await insert({ name: 'Fills up', number_of_deals: 1 });
    const ends = await insert({ name: 'Ends' });
    const pauses = await insert({ name: 'Pauses' });
    const me = await creator();
    const other = await creator();
    for (const campaign of [owner.campaign, fills, ends, pauses]) {
      dataOf(
        await creatorApi(t, me.token, 'apply', { campaign_id: String(campaign.id), pitch: PITCH }),
      );
    }
    const pick = (campaignId: number, creatorId: number) =>
      creatorApi(t, owner.token, 'pick', {
        campaign_id: String(campaignId),
        creator_id: String(creatorId),
      });
    const deal = dataOf(await pick(owner.campaign.id, me.row.id)).DealCreate;
    dataOf(await pick(fills.id, other.row.id));
    dataOf(await manageApi(t, owner.token, 'deactivate', { id: String(ends.id) }));
    dataOf(await manageApi(t, owner.token, 'pause', { id: String(pauses.id) }));
    const listed = dataOf(await marketApi(t, me.token, 'applications', { first: 3 }));
    expect(listed.CreatorApplications.total_count).toBe(4);
    const rest = dataOf(
      await marketApi(t, me.token, 'applications', {
        after: listed.CreatorApplications.page_info.end_cursor,
      }),
    );
    const states = [...listed.CreatorApplications.nodes, ...rest.CreatorApplications.nodes].map(
      (node) => [node.campaign.name, node.state, node.pitch, node.campaign.deal_id],
    );
    expect(states).toEqual([
      ['Pauses', 'applied', PITCH, null],
      ['Ends', 'not_picked', PITCH, null],
      ['Fills up', 'not_picked', PITCH, null],
      ['Will pick me', 'picked', PITCH, deal.id],
    ]);
    // Only its own: another creator's list is empty of these.
    const theirs = dataOf(await marketApi(t, other.token, 'applications'));
    expect(theirs.CreatorApplications.total_count).toBe(0);
  });

  it('lists open invitations; declining closes one for good and changes nothing else', async () => {
    const owner = await companyWithCampaign(t, { name: 'Invited' });
    const applied = await insertCampaignRow(t, owner.company.id, owner.brandId, {
      name: 'Applied too',
    });
    const closed = await insertCampaignRow(t, owner.company.id, owner.brandId, {
      name: 'Closed later',
    });
    const me = await creator();
    for (const campaign of [owner.campaign, applied, closed]) {
      dataOf(
        await creatorApi(t, owner.token, 'invite', {
          campaign_id: String(campaign.id),
          creator_id: String(me.row.id),
        }),
      );
    }
    dataOf(
      await creatorApi(t, me.token, 'apply', { campaign_id: String(applied.id), pitch: PITCH }),
    );
    await t.db.update(campaigns).set({ status: 'deactivated' }).where(eq(campaigns.id, closed.id));
    const open = dataOf(await marketApi(t, me.token, 'invitations'));
    expect(open.CreatorInvitations.nodes.map((node) => node.campaign.name)).toEqual(['Invited']);
    expect(open.CreatorInvitations.nodes[0]!.campaign.invited).toBe(true);

    const other = await creator();
    const refusals = [
      { token: other.token, id: String(owner.campaign.id), code: 'NOT_FOUND' },
      { token: me.token, id: String(applied.id), code: 'NOT_FOUND' },
      { token: me.token, id: String(closed.id), code: 'NOT_FOUND' },
      { token: me.token, id: '999999', code: 'NOT_FOUND' },
      { token: me.token, id: 'x\u0000', code: 'NOT_FOUND' },
      { token: owner.token, id: String(owner.campaign.id), code: 'FORBIDDEN' },
    ];
    for (const { token, id, code } of refusals) {
      const error = errorOf(await marketApi(t, token, 'decline', { campaign_id: id }));
      expect(error.extensions?.code, id).toBe(code);
    }
    const declined = dataOf(
      await marketApi(t, me.token, 'decline', { campaign_id: String(owner.campaign.id) }),
    );
    expect(declined.CreatorInvitationDecline.campaign).toMatchObject({
      name: 'Invited',
      invited: false,
    });
    expect(dataOf(await marketApi(t, me.token, 'invitations')).CreatorInvitations.nodes).toEqual(
      [],
    );
    const again = errorOf(
      await marketApi(t, me.token, 'decline', { campaign_id: String(owner.campaign.id) }),
    );
    expect(again.message).toBe('There is no open invitation to decline');
    // The company still sees that it invited; the creator may still apply.
    const rows = await t.db
      .select()
      .from(campaignInvitations)
      .where(eq(campaignInvitations.creator_id, me.row.id));
    expect(rows).toHaveLength(3);
    dataOf(
      await creatorApi(t, me.token, 'apply', {
        campaign_id: String(owner.campaign.id),
        pitch: PITCH,
      }),
    );
  });

  it('answers other roles, other ids and bad input with a clear error, changing nothing', async () => {
    const owner = await companyWithCampaign(t, { name: 'Open one' });
    const stranger = await companyWithCampaign(t, {
      name: 'Their draft',
      status: 'pending_admin_approval',
    });
    const me = await creator();
    for (const op of ['campaigns', 'applications', 'invitations'] as const) {
      const error = errorOf(await marketApi(t, owner.token, op));
      expect(error.extensions?.code, op).toBe('FORBIDDEN');
    }
    const forbidden = errorOf(
      await marketApi(t, owner.token, 'campaign', { id: String(owner.campaign.id) }),
    );
    expect(forbidden.extensions?.code).toBe('FORBIDDEN');
    for (const id of [String(stranger.campaign.id), '0', '-1', 'abc', 'a\u0000', '9'.repeat(30)]) {
      const error = errorOf(await marketApi(t, me.token, 'campaign', { id }));
      expect(error.extensions?.code, id).toBe('NOT_FOUND');
    }
    const pitches = ['x'.repeat(501), 'Too short', 'Daylight \u0000 pitch here'];
    for (const pitch of pitches) {
      const error = errorOf(
        await creatorApi(t, me.token, 'apply', { campaign_id: String(owner.campaign.id), pitch }),
      );
      expect(error.extensions?.code, pitch.slice(0, 12)).toBe('BAD_USER_INPUT');
    }
    const draft = errorOf(
      await creatorApi(t, me.token, 'apply', {
        campaign_id: String(stranger.campaign.id),
        pitch: PITCH,
      }),
    );
    expect(draft.extensions?.code).toBe('NOT_FOUND');
    const badCursor = errorOf(await marketApi(t, me.token, 'campaigns', { after: 'nope' }));
    expect(badCursor.extensions?.code).toBe('BAD_USER_INPUT');
    const badType = await marketApi(t, me.token, 'campaigns', { filter: { type: 'poster' } });
    expect(badType.body.errors?.length).toBeGreaterThan(0);
    expect(
      await t.db
        .select()
        .from(campaignApplications)
        .where(eq(campaignApplications.creator_id, me.row.id)),
    ).toEqual([]);
  });

  it('tells creators live when a campaign closes or opens again; companies may not listen', async () => {
    const owner = await companyWithCampaign(t, { name: 'Live one', number_of_deals: 1 });
    const me = await creator();
    const client = await brokerClient(t, me.token);
    expect(await subscribeMarketplace(client)).toEqual([0]);
    const company = await brokerClient(t, owner.token);
    expect(await subscribeMarketplace(company)).toEqual([128]);

    const id = String(owner.campaign.id);
    let news = nextMarketNews(client);
    dataOf(await manageApi(t, owner.token, 'pause', { id }));
    expect(await news).toEqual({ event: 'campaign_changed', campaign_id: id, open: false });
    news = nextMarketNews(client);
    dataOf(await manageApi(t, owner.token, 'resume', { id }));
    expect(await news).toEqual({ event: 'campaign_changed', campaign_id: id, open: true });
    news = nextMarketNews(client);
    dataOf(
      await creatorApi(t, owner.token, 'pick', { campaign_id: id, creator_id: String(me.row.id) }),
    );
    expect(await news).toEqual({ event: 'campaign_changed', campaign_id: id, open: false });

    const other = await companyWithCampaign(t, { name: 'Ends early' });
    news = nextMarketNews(client);
    dataOf(await manageApi(t, other.token, 'deactivate', { id: String(other.campaign.id) }));
    expect(await news).toEqual({
      event: 'campaign_changed',
      campaign_id: String(other.campaign.id),
      open: false,
    });
  });
});
