/**
 * Creators' notifications (docs/product.md#notification-centre): a creator is told when a
 * company invites it (once), picks it, and when a campaign it applied or was invited to
 * closes its applications (the last deal filled, or the campaign deactivated). Each notice
 * is stored for the creator and published on its own topic, in the creator's language
 * (English until it chooses another). The notification operations serve creator sessions
 * too, each account reading and marking only its own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { brands } from '@/server/db/schema/brands';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import { translate } from '@/server/i18n';
import { errorOf } from './helpers/account';
import { creatorCall } from './helpers/creatorAccount';
import { manageApi } from './helpers/campaignManagement';
import { dataOf } from './helpers/catalog';
import { beautyCreator, creatorApi } from './helpers/creators';
import { campaignWithDeals, notificationsOf } from './helpers/deals';
import { postGraphql } from './helpers/http';
import { endClients } from './helpers/mqtt';
import { storedNotificationsOf } from './helpers/notifications';
import type { ApiNotification } from './helpers/notifications';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

interface Listed {
  Notifications: { nodes: ApiNotification[]; total_count: number; unread_count: number };
}

const OPS = {
  list: `query Notifications { Notifications(first: 100) {
    nodes { id message event deal_id campaign_id read } total_count unread_count } }`,
  mark: `mutation NotificationsMarkRead($ids: [ID!]!) { NotificationsMarkRead(ids: $ids) }`,
  markAll: `mutation NotificationsMarkAllRead { NotificationsMarkAllRead }`,
  markDeal: `mutation NotificationsMarkDealRead($deal_id: ID!) {
    NotificationsMarkDealRead(deal_id: $deal_id) }`,
};

const call = <T = Record<string, number>>(
  token: string,
  op: keyof typeof OPS,
  variables: Record<string, unknown> = {},
  locale?: string,
) =>
  postGraphql<T>(`${t.url}/v1/j`, OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
const listed = async (token: string) => dataOf(await call<Listed>(token, 'list')).Notifications;

const storedOf = (accountId: number) => storedNotificationsOf(t, accountId);

const eventsOf = async (accountId: number) =>
  (await storedOf(accountId)).map((row) => row.details.event);

async function brandOf(campaign: CampaignRow): Promise<string> {
  const [brand] = await t.db.select().from(brands).where(eq(brands.id, campaign.brand_id));
  return brand!.name;
}

/** An active campaign of a new company: `picks` of its `numberOfDeals` deals taken. */
const openCampaign = (picks: number, numberOfDeals: number, locale?: string) =>
  campaignWithDeals(t, { picks, numberOfDeals, locale });

const ids = (campaign: CampaignRow) => ({ campaign_id: String(campaign.id) });
const apply = async (token: string, campaign: CampaignRow) =>
  dataOf(await creatorApi(t, token, 'apply', { ...ids(campaign), pitch: 'I make calm videos' }));
const invite = async (token: string, campaign: CampaignRow, creatorId: number) =>
  dataOf(await creatorApi(t, token, 'invite', { ...ids(campaign), creator_id: String(creatorId) }));
const pick = async (token: string, campaign: CampaignRow, creatorId: number) =>
  dataOf(await creatorApi(t, token, 'pick', { ...ids(campaign), creator_id: String(creatorId) }))
    .DealCreate;

describe('notices to creators', () => {
  it('tells an invited creator once, in English whatever the campaign was made in', async () => {
    const { token, campaign } = await openCampaign(0, 2, 'es');
    const creator = await beautyCreator(t);
    const toCreator = await notificationsOf(t, creator.row.id, creator.token);
    await invite(token, campaign, creator.row.id);
    const published = await toCreator.waitFor({ event: 'campaign_invitation' });
    const message = `${await brandOf(campaign)} invited you to ${campaign.name}`;
    const [row] = await storedOf(creator.row.id);
    expect(published).toEqual({
      message,
      event: 'campaign_invitation',
      campaign_id: String(campaign.id),
      campaign_name: campaign.name,
      notification_id: String(row!.id),
    });
    // A repeat invitation stores and sends nothing new.
    await invite(token, campaign, creator.row.id);
    expect(await storedOf(creator.row.id)).toHaveLength(1);
    expect((await listed(creator.token)).nodes).toEqual([
      {
        id: String(row!.id),
        message,
        event: 'campaign_invitation',
        deal_id: null,
        campaign_id: String(campaign.id),
        read: false,
      },
    ]);
  });

  it('tells the picked creator, and everyone else waiting that the filled campaign closed', async () => {
    const { token, campaign, deals } = await openCampaign(1, 2);
    const applied = await beautyCreator(t, {}, 11);
    const invited = await beautyCreator(t, {}, 12);
    const both = await beautyCreator(t, {}, 13);
    const chosen = await beautyCreator(t, {}, 14);
    await apply(applied.token, campaign);
    await invite(token, campaign, invited.row.id);
    await invite(token, campaign, both.row.id);
    await apply(both.token, campaign);
    await apply(chosen.token, campaign);
    const toChosen = await notificationsOf(t, chosen.row.id, chosen.token);
    const toApplied = await notificationsOf(t, applied.row.id, applied.token);

    const deal = await pick(token, campaign, chosen.row.id);
    expect(await toChosen.waitFor({ event: 'creator_picked' })).toMatchObject({
      message: `You were picked for ${campaign.name}`,
      campaign_id: String(campaign.id),
      deal_id: deal.id,
    });
    expect(await toApplied.waitFor({ event: 'campaign_closed' })).toMatchObject({
      message: `${campaign.name} has closed its applications`,
      campaign_id: String(campaign.id),
    });
    expect(await eventsOf(applied.row.id)).toEqual(['campaign_closed']);
    expect(await eventsOf(invited.row.id)).toEqual(['campaign_invitation', 'campaign_closed']);
    expect(await eventsOf(both.row.id)).toEqual(['campaign_invitation', 'campaign_closed']);
    expect(await eventsOf(chosen.row.id)).toEqual(['creator_picked']);
    // The first pick's creator holds a deal: told of it, never that the campaign closed.
    expect(await eventsOf(deals[0]!.creator.id)).toEqual(['creator_picked']);

    // Deactivating the filled campaign tells nobody again.
    dataOf(await manageApi(t, token, 'deactivate', { id: String(campaign.id) }));
    expect(await eventsOf(applied.row.id)).toEqual(['campaign_closed']);
  });

  it('tells the applicants and invitees of a deactivated campaign, not its deals’ creators', async () => {
    const { token, campaign, deals } = await openCampaign(1, 3);
    const applied = await beautyCreator(t, {}, 21);
    const invited = await beautyCreator(t, {}, 22);
    const withdrawn = await beautyCreator(t, {}, 23);
    await apply(applied.token, campaign);
    await invite(token, campaign, invited.row.id);
    await apply(withdrawn.token, campaign);
    dataOf(await creatorApi(t, withdrawn.token, 'withdraw', ids(campaign)));
    const toInvited = await notificationsOf(t, invited.row.id, invited.token);

    dataOf(await manageApi(t, token, 'deactivate', { id: String(campaign.id) }));
    await toInvited.waitFor({ event: 'campaign_closed', campaign_id: String(campaign.id) });
    expect(await eventsOf(applied.row.id)).toEqual(['campaign_closed']);
    expect(await eventsOf(invited.row.id)).toEqual(['campaign_invitation', 'campaign_closed']);
    expect(await eventsOf(withdrawn.row.id)).toEqual([]);
    expect(await eventsOf(deals[0]!.creator.id)).toEqual(['creator_picked']);
  });

  it('tells a creator who chose Spanish in Spanish, whatever the campaign was made in', async () => {
    const { token, campaign } = await openCampaign(0, 1, 'en');
    const chosen = await beautyCreator(t, {}, 41);
    const waiting = await beautyCreator(t, {}, 42);
    const english = await beautyCreator(t, {}, 43);
    for (const creator of [chosen, waiting]) {
      const answer = await creatorCall(t, 'language', { language: 'es' }, { token: creator.token });
      expect(answer.body.errors).toBeUndefined();
    }
    await invite(token, campaign, chosen.row.id);
    await invite(token, campaign, english.row.id);
    await apply(waiting.token, campaign);
    const toWaiting = await notificationsOf(t, waiting.row.id, waiting.token);
    await pick(token, campaign, chosen.row.id);
    const brand = await brandOf(campaign);
    expect(await toWaiting.waitFor({ event: 'campaign_closed' })).toMatchObject({
      message: `${campaign.name} ha cerrado sus candidaturas`,
    });
    const messagesOf = async (accountId: number) =>
      (await storedOf(accountId)).map((row) => row.message).sort();
    expect(await messagesOf(chosen.row.id)).toEqual(
      [`${brand} te ha invitado a ${campaign.name}`, `Te han elegido para ${campaign.name}`].sort(),
    );
    expect(await messagesOf(waiting.row.id)).toEqual([
      `${campaign.name} ha cerrado sus candidaturas`,
    ]);
    expect(await messagesOf(english.row.id)).toEqual(
      [
        `${brand} invited you to ${campaign.name}`,
        `${campaign.name} has closed its applications`,
      ].sort(),
    );
  });

  it('has each text in English and Spanish', () => {
    const values = { brand: 'Glow Co', campaign: 'Summer glow' };
    const texts = (locale: 'en' | 'es') =>
      ['campaignInvitation', 'dealPicked', 'campaignClosed'].map((key) =>
        translate(locale, `messages:${key}`, values),
      );
    expect(texts('en')).toEqual([
      'Glow Co invited you to Summer glow',
      'You were picked for Summer glow',
      'Summer glow has closed its applications',
    ]);
    expect(texts('es')).toEqual([
      'Glow Co te ha invitado a Summer glow',
      'Te han elegido para Summer glow',
      'Summer glow ha cerrado sus candidaturas',
    ]);
  });
});

describe("a creator's notification centre", () => {
  it('lists and marks only its own notifications, for a creator session as for a company', async () => {
    const { company, token, campaign, deals } = await openCampaign(1, 3);
    const first = deals[0]!;
    const second = await beautyCreator(t, {}, 31);
    await invite(token, campaign, second.row.id);
    // The company is told of the application: a notification of its own.
    await apply(second.token, campaign);
    const [companyRow] = await storedOf(company.id);
    const [picked] = await storedOf(first.creator.id);
    const [invitation] = await storedOf(second.row.id);

    const mine = await listed(first.creatorToken);
    expect(mine.nodes.map((node) => node.id)).toEqual([String(picked!.id)]);
    expect(mine.nodes[0]).toMatchObject({ event: 'creator_picked', deal_id: first.id });
    expect((await listed(second.token)).nodes.map((node) => node.id)).toEqual([
      String(invitation!.id),
    ]);
    const companyIds = (await listed(token)).nodes.map((node) => node.id);
    expect(companyIds).toContain(String(companyRow!.id));
    expect(companyIds).not.toContain(String(picked!.id));
    expect(companyIds).not.toContain(String(invitation!.id));

    // Other accounts' ids change nothing, either way round.
    expect(dataOf(await call(token, 'mark', { ids: [String(picked!.id)] }))).toEqual({
      NotificationsMarkRead: expect.any(Number),
    });
    expect(dataOf(await call(second.token, 'mark', { ids: [String(companyRow!.id)] }))).toEqual({
      NotificationsMarkRead: 1,
    });
    dataOf(await call(second.token, 'markDeal', { deal_id: first.id }));
    expect((await storedOf(first.creator.id))[0]!.read_at).toBeNull();
    expect((await storedOf(company.id))[0]!.read_at).toBeNull();

    // The creator's own: by deal, by id, all.
    expect(dataOf(await call(first.creatorToken, 'markDeal', { deal_id: first.id }))).toEqual({
      NotificationsMarkDealRead: 0,
    });
    expect((await storedOf(first.creator.id))[0]!.read_at).not.toBeNull();
    expect(dataOf(await call(second.token, 'mark', { ids: [String(invitation!.id)] }))).toEqual({
      NotificationsMarkRead: 0,
    });
    expect(dataOf(await call(second.token, 'markAll'))).toEqual({ NotificationsMarkAllRead: 0 });
    expect((await listed(second.token)).unread_count).toBe(0);
    expect((await storedOf(company.id))[0]!.read_at).toBeNull();
  });

  it('refuses bad input to a creator with a translated message, changing nothing', async () => {
    const { deals } = await openCampaign(1, 1);
    const creator = deals[0]!;
    const refusals: Array<[unknown, string, string | undefined]> = [
      [['not-an-id'], 'Notificación no encontrada', 'es'],
      [
        Array.from({ length: 101 }, (_, i) => String(i + 1)),
        'Mark 1 to 100 notifications at once',
        undefined,
      ],
      [['1\u0000'], 'This contains characters that cannot be saved: please remove them', undefined],
    ];
    for (const [value, message, locale] of refusals) {
      const error = errorOf(await call(creator.creatorToken, 'mark', { ids: value }, locale));
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(Object.values(error.extensions?.fields ?? {})).toContain(message);
    }
    const wrongType = await call(creator.creatorToken, 'markDeal', { deal_id: 12.5 });
    expect(wrongType.body.errors?.[0]?.message).toBeTruthy();
    expect((await listed(creator.creatorToken)).unread_count).toBe(1);
  });
});
