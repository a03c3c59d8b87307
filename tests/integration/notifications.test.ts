/**
 * The notification centre (docs/product.md#notification-centre): every real-time notice
 * with a message is stored for its account before it is published, and published with its
 * stored id; refresh-only notices are not stored. Notifications pages a company's own,
 * newest first, all or unread; NotificationsMarkRead marks only the company's own ids and
 * NotificationsMarkAllRead all of them, each telling the company's other tabs. Bad input is
 * refused with a translated message and changes nothing.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_READ_EVENT } from '@/domain/notifications/rules';
import { runAdminCommand } from '@/server/admin/client';
import { notifyCompany } from '@/server/realtime/publisher';
import { errorOf } from './helpers/account';
import { campaignCompany, campaignInput, createArgs, createCampaign } from './helpers/campaigns';
import { dataOf } from './helpers/catalog';
import { campaignWithDeals, dealApi, dealOf, notificationsOf } from './helpers/deals';
import { postGraphql } from './helpers/http';
import { endClients } from './helpers/mqtt';
import { statementsOf } from './helpers/statements';
import { storedNotificationsOf } from './helpers/notifications';
import type { ApiNotification } from './helpers/notifications';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

const HOUR = 60 * 60 * 1000;

interface NotificationsData {
  Notifications: {
    nodes: ApiNotification[];
    page_info: { has_next_page: boolean; end_cursor: string | null };
    total_count: number;
    unread_count: number;
  };
}

const LIST = `query Notifications($first: Int, $after: String, $unread: Boolean) {
  Notifications(first: $first, after: $after, unread: $unread) {
    nodes { id message event deal_id campaign_id read created_at }
    page_info { has_next_page end_cursor } total_count unread_count } }`;
const MARK = `mutation NotificationsMarkRead($ids: [ID!]!) { NotificationsMarkRead(ids: $ids) }`;
const MARK_ALL = `mutation NotificationsMarkAllRead { NotificationsMarkAllRead }`;

const list = (token: string, variables: Record<string, unknown> = {}, locale?: string) =>
  postGraphql<NotificationsData>(`${t.url}/v1/j`, LIST, {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
const listed = async (token: string, variables: Record<string, unknown> = {}) =>
  dataOf(await list(token, variables)).Notifications;
const mark = (token: string, ids: unknown, locale?: string) =>
  postGraphql<{ NotificationsMarkRead: number }>(`${t.url}/v1/j`, MARK, {
    token,
    variables: { ids },
    headers: locale ? { 'accept-language': locale } : undefined,
  });
const markAll = (token: string) =>
  postGraphql<{ NotificationsMarkAllRead: number }>(`${t.url}/v1/j`, MARK_ALL, { token });

const storedOf = (accountId: number) => storedNotificationsOf(t, accountId);

/** A company with a session and `count` notifications sent with `npm run admin -- notify`. */
async function notifiedCompany(count: number) {
  const company = await t.createCompany();
  const token = await t.createSession(company.id);
  const args = [
    'notify',
    company.email,
    'Hello there',
    ...(count > 1 ? ['--count', `${count}`] : []),
  ];
  expect(await runAdminCommand(t.dataDir, args)).toMatchObject({ code: 0 });
  return { company, token };
}

describe('storing', () => {
  it("keeps a deal move's notice for its account and publishes its id; refresh-only ones are not kept", async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, {
      delivery: 'shipping',
    });
    const deal = deals[0]!;
    const toCompany = await notificationsOf(t, company.id, token);
    const toCreator = await notificationsOf(t, deal.creator.id, deal.creatorToken);

    // The company's own move: its other tabs refresh (no message, nothing kept)...
    const id = deal.id;
    dealOf(await dealApi(t, token, 'ship', { id, carrier: 'dhl', tracking_number: 'JD0123' }));
    const refresh = await toCompany.waitFor({ deal_id: id, status: 'purchased_sent' });
    expect(refresh).toEqual({
      message: '',
      event: 'deal_changed',
      deal_id: id,
      campaign_id: String(campaign.id),
      status: 'purchased_sent',
    });
    // ...and the creator is told, kept for the creator's account.
    const shipped = await toCreator.waitFor({ deal_id: id, status: 'purchased_sent' });
    const creatorRows = await storedOf(deal.creator.id);
    expect(creatorRows.at(-1)).toMatchObject({
      id: Number(shipped.notification_id),
      message: shipped.message,
      details: { event: 'deal_changed', deal_id: id, status: 'purchased_sent' },
      read_at: null,
    });

    dealOf(await dealApi(t, deal.creatorToken, 'confirmReceipt', { id }));
    const received = await toCompany.waitFor({ deal_id: id, status: 'product_received' });
    expect(received).toEqual({
      message: `${deal.creator.name} received the product for ${campaign.name}`,
      event: 'deal_changed',
      deal_id: id,
      campaign_id: String(campaign.id),
      status: 'product_received',
      notification_id: expect.stringMatching(/^\d+$/),
    });

    // The company's bell: the receipt, then the campaign going live; not the refresh.
    const page = await listed(token);
    expect(page).toMatchObject({ total_count: 2, unread_count: 2 });
    expect(page.nodes).toEqual([
      {
        id: received.notification_id,
        message: received.message,
        event: 'deal_changed',
        deal_id: id,
        campaign_id: String(campaign.id),
        read: false,
        created_at: expect.any(String),
      },
      {
        id: expect.any(String),
        message: `Your campaign ${campaign.name} is live`,
        event: 'campaign_status',
        deal_id: null,
        campaign_id: String(campaign.id),
        read: false,
        created_at: expect.any(String),
      },
    ]);
    expect((await storedOf(company.id)).map((row) => row.message)).not.toContain('');
  });

  it('keeps what `npm run admin -- notify` sends, one by one or many at once', async () => {
    const { company, token } = await notifiedCompany(1);
    const listener = await notificationsOf(t, company.id, token);
    expect(
      await runAdminCommand(t.dataDir, ['notify', company.email, 'Burst', '--count', '3']),
    ).toMatchObject({ code: 0 });
    const third = await listener.waitFor({ message: 'Burst #3' });
    const page = await listed(token);
    expect(page.nodes.map((n) => [n.message, n.event])).toEqual([
      ['Burst #3', null],
      ['Burst #2', null],
      ['Burst #1', null],
      ['Hello there', null],
    ]);
    expect(page.nodes[0]!.id).toBe(third.notification_id);
    const refused = await runAdminCommand(t.dataDir, ['notify', company.email, 'nul \u0000 here']);
    expect(refused).toMatchObject({ code: 1 });
    expect((await listed(token)).total_count).toBe(4);
  });
});

describe('the history', () => {
  it('pages newest first, filters unread, and marks read only the own ids', async () => {
    const a = await notifiedCompany(5);
    const b = await notifiedCompany(1);
    const all = await listed(a.token);
    expect(all).toMatchObject({ total_count: 5, unread_count: 5 });
    expect(all.nodes.map((n) => n.message)).toEqual(
      [5, 4, 3, 2, 1].map((i) => `Hello there #${i}`),
    );
    const ids = all.nodes.map((n) => n.id);

    // Pages of 2: every notification once, in order, the last page saying so.
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const shown: NotificationsData['Notifications'] = await listed(a.token, { first: 2, after });
      expect(shown.total_count).toBe(5);
      expect(shown.page_info.has_next_page).toBe(page < 2);
      seen.push(...shown.nodes.map((n) => n.id));
      after = shown.page_info.end_cursor;
    }
    expect(seen).toEqual(ids);
    // A page and its counts are one statement, after a cursor or not; a page past the
    // end (no row to carry the counts) takes a second one.
    const second = (await listed(a.token, { first: 2 })).page_info.end_cursor;
    expect(
      await statementsOf(t.db, () => listed(a.token, { first: 2, after: second })),
    ).toHaveLength(1);
    const past = await statementsOf(t.db, async () => {
      expect(await listed(a.token, { first: 2, after })).toMatchObject({
        nodes: [],
        total_count: 5,
      });
    });
    expect(past).toHaveLength(2);

    // Another tab of A hears when its notifications are read.
    const otherTab = await notificationsOf(t, a.company.id, a.token);
    expect(dataOf(await mark(a.token, [ids[0], ids[2]])).NotificationsMarkRead).toBe(3);
    expect(await otherTab.waitFor({ event: NOTIFICATIONS_READ_EVENT })).toEqual({
      message: '',
      event: NOTIFICATIONS_READ_EVENT,
    });
    const unread = await listed(a.token, { unread: true, first: 2 });
    expect(unread).toMatchObject({ total_count: 3, unread_count: 3 });
    expect(unread.nodes.map((n) => n.id)).toEqual([ids[1], ids[3]]);
    const rest = await listed(a.token, { unread: true, after: unread.page_info.end_cursor });
    expect(rest.nodes.map((n) => n.id)).toEqual([ids[4]]);
    expect((await listed(a.token)).nodes.map((n) => n.read)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);

    // B marking A's ids changes nothing of A's (and B's list never shows them).
    const bIds = (await listed(b.token)).nodes.map((n) => n.id);
    expect(bIds).toHaveLength(1);
    expect(ids).not.toContain(bIds[0]);
    expect(dataOf(await mark(b.token, ids)).NotificationsMarkRead).toBe(1);
    expect(dataOf(await mark(a.token, bIds)).NotificationsMarkRead).toBe(3);
    expect((await listed(b.token)).unread_count).toBe(1);
    expect((await listed(a.token)).unread_count).toBe(3);
    // Nothing changed for A above, so its other tab heard only the first marking.
    const marker = `marker ${Math.random()}`;
    await notifyCompany(t.server.app.publisher, a.company.id, marker);
    await otherTab.waitFor({ message: marker });
    expect(otherTab.received.filter((n) => n.event === NOTIFICATIONS_READ_EVENT)).toHaveLength(1);

    expect(dataOf(await markAll(a.token)).NotificationsMarkAllRead).toBe(0);
    expect(await listed(a.token, { unread: true })).toMatchObject({
      nodes: [],
      total_count: 0,
      unread_count: 0,
      page_info: { has_next_page: false, end_cursor: null },
    });
    expect((await listed(b.token)).unread_count).toBe(1);
  });

  it('refuses bad input with a translated message and changes nothing', async () => {
    const { token } = await notifiedCompany(2);
    const ids = (await listed(token)).nodes.map((n) => n.id);
    const refusals: Array<[unknown, string, string | undefined]> = [
      [
        Array.from({ length: 101 }, (_, i) => String(i + 1)),
        'Mark 1 to 100 notifications at once',
        undefined,
      ],
      [[], 'Marca de 1 a 100 notificaciones a la vez', 'es'],
      [[ids[0], 'abc'], 'Notification not found', undefined],
      [
        [`${ids[0]}\u0000`],
        'This contains characters that cannot be saved: please remove them',
        undefined,
      ],
    ];
    for (const [value, message, locale] of refusals) {
      const error = errorOf(await mark(token, value, locale));
      expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(Object.values(error.extensions?.fields ?? {})).toContain(message);
    }
    expect(errorOf(await list(token, { first: 0 })).extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await list(token, { after: 'nope' })).extensions?.code).toBe('BAD_USER_INPUT');
    expect(errorOf(await list(token, { after: '\u0000' })).extensions?.code).toBe('BAD_USER_INPUT');
    expect(await listed(token)).toMatchObject({ total_count: 2, unread_count: 2 });
  });
});

describe('jobs', () => {
  it("keeps the 24-hour rule's notice of a campaign going live by itself", async () => {
    const { company, token, brandId, productIds, cardId } = await campaignCompany(t);
    const campaign = await createCampaign(
      t,
      token,
      createArgs(campaignInput(brandId, productIds), cardId),
    );
    const listener = await notificationsOf(t, company.id, token);
    const due = t.clock.now().getTime() + 24 * HOUR;
    t.clock.advance(24 * HOUR);
    await t.server.jobs.runDue();
    const live = await listener.waitFor({ campaign_id: campaign.id, status: 'active' });
    const [shown] = (await listed(token)).nodes;
    expect(shown).toEqual({
      id: live.notification_id,
      message: 'Your campaign Spring launch 2026 is live',
      event: 'campaign_status',
      deal_id: null,
      campaign_id: campaign.id,
      read: false,
      created_at: expect.any(String),
    });
    // Stored at the job's time, by the server's clock.
    expect(Date.parse(shown!.created_at)).toBeGreaterThanOrEqual(due);
  });
});
