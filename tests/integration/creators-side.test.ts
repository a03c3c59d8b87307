import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { campaignApplications, campaignInvitations, creators } from '@/server/db/schema/creators';
import type { CreatorRow } from '@/server/db/schema/creators';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  beautyCreator,
  companyWithCampaign,
  creatorApi,
  insertCampaignRow,
} from './helpers/creators';
import { campaignWithDeals } from './helpers/deals';
import { endClients, listenAsCompany } from './helpers/mqtt';
import { storedNotificationsOf } from './helpers/notifications';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterEach(endClients);

const PITCH = 'I film skincare routines in daylight';

/** A basic creator working in beauty, a woman of 30 (matches the default test campaign). */
const creator = (values: Partial<CreatorRow> = {}) => beautyCreator(t, values);

const listen = (companyId: number, token: string) => listenAsCompany(t.url, companyId, token);

const applicationsOf = (campaignId: number) =>
  t.db.select().from(campaignApplications).where(eq(campaignApplications.campaign_id, campaignId));

describe('the creator side (docs/product.md#creators)', () => {
  it('shows a creator the active campaigns it matches, newest first, with its own state', async () => {
    const owner = await companyWithCampaign(t, { name: 'First' });
    const me = await creator();
    const second = await insertCampaignRow(t, owner.company.id, owner.brandId, { name: 'Second' });
    // Not shown: paused, another category, pro only, another audience.
    for (const values of [
      { status: 'paused' },
      { creator_category: 'food' },
      { creator_tier: 'pro' },
      { ages: ['45-54'] },
      { genders: ['male'] },
      { ethnicities: ['white'] },
    ]) {
      await insertCampaignRow(t, owner.company.id, owner.brandId, values);
    }
    const listed = dataOf(await creatorApi(t, me.token, 'creatorCampaigns', { first: 1 }));
    expect(listed.CreatorCampaigns.total_count).toBe(2);
    expect(listed.CreatorCampaigns.nodes.map((node) => node.name)).toEqual(['Second']);
    const rest = dataOf(
      await creatorApi(t, me.token, 'creatorCampaigns', {
        after: listed.CreatorCampaigns.page_info.end_cursor,
      }),
    );
    expect(rest.CreatorCampaigns.nodes.map((node) => node.id)).toEqual([String(owner.campaign.id)]);
    expect(rest.CreatorCampaigns.nodes[0]).toMatchObject({
      brand_name: expect.any(String),
      invited: false,
      application: null,
      deal_id: null,
      deals_filled: 0,
    });
    expect(second.id).toBeGreaterThan(owner.campaign.id);
  });

  it('applies with a pitch, notifies the company at once, and lists the applicant', async () => {
    const owner = await companyWithCampaign(t, { name: 'Summer glow', locale: 'es' });
    const me = await creator({ name: 'Ana Applicant' });
    const listened = await listen(owner.company.id, owner.token);
    const notice = listened.next();
    const before = Date.now();
    const applied = dataOf(
      await creatorApi(t, me.token, 'apply', {
        campaign_id: String(owner.campaign.id),
        pitch: PITCH,
      }),
    );
    expect(applied.CreatorApply).toMatchObject({
      id: String(owner.campaign.id),
      application: { pitch: PITCH },
    });
    expect(await notice).toEqual({
      message: 'Ana Applicant se postuló a Summer glow',
      event: 'campaign_application',
      campaign_id: String(owner.campaign.id),
      campaign_name: 'Summer glow',
      creator_id: String(me.row.id),
      notification_id: expect.stringMatching(/^\d+$/),
    });
    const [touched] = await t.db.select().from(creators).where(eq(creators.id, me.row.id));
    expect(touched!.last_active_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const applicants = dataOf(
      await creatorApi(t, owner.token, 'applicants', { campaign_id: String(owner.campaign.id) }),
    );
    expect(applicants.CampaignApplicants.total_count).toBe(1);
    expect(applicants.CampaignApplicants.nodes[0]).toMatchObject({
      creator: { id: String(me.row.id), name: 'Ana Applicant' },
      application: { pitch: PITCH },
      invited: false,
      deal: null,
    });
    // Applying again replaces the pitch and adds nobody.
    await creatorApi(t, me.token, 'apply', {
      campaign_id: String(owner.campaign.id),
      pitch: 'A second, better pitch',
    });
    const rows = await applicationsOf(owner.campaign.id);
    expect(rows.map((row) => row.pitch)).toEqual(['A second, better pitch']);
  });

  it('pages applicants newest first without skipping or repeating', async () => {
    const owner = await companyWithCampaign(t);
    const applicants: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const me = await creator();
      await creatorApi(t, me.token, 'apply', {
        campaign_id: String(owner.campaign.id),
        pitch: PITCH,
      });
      applicants.push(me.row.id);
      // Two applications in one millisecond are told apart by the creator id.
      if (i % 2 === 0) t.clock.advance(1);
    }
    const rows = await applicationsOf(owner.campaign.id);
    const want = rows
      .sort(
        (a, b) => b.created_at.getTime() - a.created_at.getTime() || b.creator_id - a.creator_id,
      )
      .map((row) => String(row.creator_id));
    const seen: string[] = [];
    let after: string | null | undefined = null;
    do {
      const page: Awaited<ReturnType<typeof creatorApi<'applicants'>>> = await creatorApi(
        t,
        owner.token,
        'applicants',
        { campaign_id: String(owner.campaign.id), first: 3, after },
      );
      const { CampaignApplicants } = dataOf(page);
      expect(CampaignApplicants.total_count).toBe(7);
      seen.push(...CampaignApplicants.nodes.map((node) => node.creator.id));
      after = CampaignApplicants.page_info.has_next_page
        ? CampaignApplicants.page_info.end_cursor
        : undefined;
    } while (after);
    expect(seen).toEqual(want);
    expect(new Set(seen)).toEqual(new Set(applicants.map(String)));
  });

  it('withdraws until picked, and refuses invisible campaigns as not found', async () => {
    const owner = await companyWithCampaign(t);
    const me = await creator();
    const campaign_id = String(owner.campaign.id);
    expect(errorOf(await creatorApi(t, me.token, 'withdraw', { campaign_id }))).toMatchObject({
      message: 'There is no application to withdraw',
      extensions: { code: 'NOT_FOUND' },
    });
    await creatorApi(t, me.token, 'apply', { campaign_id, pitch: PITCH });
    const withdrawn = dataOf(await creatorApi(t, me.token, 'withdraw', { campaign_id }));
    expect(withdrawn.CreatorWithdraw.application).toBeNull();
    expect(await applicationsOf(owner.campaign.id)).toEqual([]);
    await creatorApi(t, me.token, 'apply', { campaign_id, pitch: PITCH });
    dataOf(
      await creatorApi(t, owner.token, 'pick', { campaign_id, creator_id: String(me.row.id) }),
    );
    expect(errorOf(await creatorApi(t, me.token, 'withdraw', { campaign_id }))).toMatchObject({
      extensions: { code: 'ALREADY_PICKED' },
    });
    expect(await applicationsOf(owner.campaign.id)).toHaveLength(1);
    const seen = dataOf(await creatorApi(t, me.token, 'creatorCampaigns'));
    expect(seen.CreatorCampaigns.nodes.find((node) => node.id === campaign_id)).toMatchObject({
      deal_id: expect.any(String),
      deals_filled: 1,
    });
    // Paused, not matching, another's id that does not exist: all not found, nothing written.
    const paused = await insertCampaignRow(t, owner.company.id, owner.brandId, {
      status: 'paused',
    });
    const food = await insertCampaignRow(t, owner.company.id, owner.brandId, {
      creator_category: 'food',
    });
    for (const id of [paused.id, food.id, 999_999]) {
      for (const op of ['apply', 'withdraw'] as const) {
        const response = await creatorApi(t, me.token, op, {
          campaign_id: String(id),
          pitch: PITCH,
        });
        expect(errorOf(response), `${op} ${id}`).toMatchObject({
          message: 'Campaign not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(await applicationsOf(id)).toEqual([]);
    }
  });

  it('refuses a bad pitch, translated, and writes nothing', async () => {
    const owner = await companyWithCampaign(t);
    const me = await creator();
    for (const pitch of ['short', 'x'.repeat(501), `A pitch with a NUL \u0000 inside it`, '   ']) {
      const response = await creatorApi(
        t,
        me.token,
        'apply',
        { campaign_id: String(owner.campaign.id), pitch },
        'es',
      );
      expect(errorOf(response).extensions?.code).toBe('BAD_USER_INPUT');
      expect(errorOf(response).extensions?.fields?.pitch).toEqual(expect.any(String));
      expect(errorOf(response).extensions?.fields?.pitch).not.toMatch(/^validation:/);
    }
    expect(await applicationsOf(owner.campaign.id)).toEqual([]);
  });

  it('tells every application sent while the last slot is taken that the campaign closed, or refuses it', async () => {
    const { token, campaign } = await campaignWithDeals(t, { picks: 0, numberOfDeals: 1 });
    const chosen = await beautyCreator(t, {}, 21);
    const others = await Promise.all(
      [22, 23, 24, 25, 26].map((seed) => beautyCreator(t, {}, seed)),
    );
    const campaign_id = String(campaign.id);
    dataOf(await creatorApi(t, chosen.token, 'apply', { campaign_id, pitch: PITCH }));

    const [picked, ...applied] = await Promise.all([
      creatorApi(t, token, 'pick', { campaign_id, creator_id: String(chosen.row.id) }),
      ...others.map((other) => creatorApi(t, other.token, 'apply', { campaign_id, pitch: PITCH })),
    ]);
    dataOf(picked!);
    for (const [index, answer] of applied.entries()) {
      const events = (await storedNotificationsOf(t, others[index]!.row.id)).map(
        (row) => row.details.event,
      );
      if (answer.body.errors) {
        // Read after the close: not found, and nothing stored or told.
        expect(errorOf(answer).extensions?.code).toBe('NOT_FOUND');
        expect(events).toEqual([]);
      } else {
        expect(events).toEqual(['campaign_closed']);
      }
    }
    const waiting = (await applicationsOf(campaign.id)).filter(
      (row) => row.creator_id !== chosen.row.id,
    );
    expect(waiting).toHaveLength(applied.filter((answer) => !answer.body.errors).length);
  });
});

describe('inviting, and what another company can reach', () => {
  it('invites a matching creator once; the invitation shows on both sides', async () => {
    const owner = await companyWithCampaign(t);
    const me = await creator();
    const args = { campaign_id: String(owner.campaign.id), creator_id: String(me.row.id) };
    for (let i = 0; i < 2; i += 1) {
      const invited = dataOf(await creatorApi(t, owner.token, 'invite', args));
      expect(invited.CreatorInvite).toMatchObject({
        invited: true,
        creator: { id: args.creator_id },
      });
    }
    const rows = await t.db
      .select()
      .from(campaignInvitations)
      .where(
        and(
          eq(campaignInvitations.campaign_id, owner.campaign.id),
          eq(campaignInvitations.creator_id, me.row.id),
        ),
      );
    expect(rows).toHaveLength(1);
    const seen = dataOf(await creatorApi(t, me.token, 'creatorCampaigns'));
    expect(seen.CreatorCampaigns.nodes[0]).toMatchObject({ id: args.campaign_id, invited: true });
    const other = await creator({ categories: ['food'] });
    const refused = await creatorApi(t, owner.token, 'invite', {
      ...args,
      creator_id: String(other.row.id),
    });
    expect(errorOf(refused).extensions?.code).toBe('NOT_ELIGIBLE');
    const paused = await insertCampaignRow(t, owner.company.id, owner.brandId, {
      status: 'paused',
    });
    const inactive = await creatorApi(t, owner.token, 'invite', {
      ...args,
      campaign_id: String(paused.id),
    });
    expect(errorOf(inactive).extensions?.code).toBe('CAMPAIGN_NOT_ACTIVE');
  });

  it("answers another company's campaign as not found everywhere, writing nothing", async () => {
    const mine = await companyWithCampaign(t);
    const theirs = await companyWithCampaign(t);
    const me = await creator();
    await creatorApi(t, me.token, 'apply', {
      campaign_id: String(theirs.campaign.id),
      pitch: PITCH,
    });
    const campaign_id = String(theirs.campaign.id);
    const creator_id = String(me.row.id);
    const answers = [
      await creatorApi(t, mine.token, 'creators', { campaign_id }),
      await creatorApi(t, mine.token, 'applicants', { campaign_id }),
      await creatorApi(t, mine.token, 'invite', { campaign_id, creator_id }),
      await creatorApi(t, mine.token, 'pick', { campaign_id, creator_id }),
      await creatorApi(t, mine.token, 'creators', { campaign_id: 'not-an-id' }),
    ];
    for (const answer of answers) {
      expect(errorOf(answer)).toMatchObject({
        message: 'Campaign not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    const invitations = await t.db
      .select()
      .from(campaignInvitations)
      .where(eq(campaignInvitations.campaign_id, theirs.campaign.id));
    expect(invitations).toEqual([]);
    expect(await applicationsOf(theirs.campaign.id)).toHaveLength(1);
  });
});
