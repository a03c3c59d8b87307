/**
 * Floods (docs/product.md#deals-and-content, #notification-centre): a party sends at most
 * DEAL_MESSAGES_PER_WINDOW chat messages per deal a minute, exactly, also when sent at once
 * and through several servers; a refused message is translated and stores nothing. The
 * other party's chat notification is one unread row per deal and sender, updated by the next
 * messages until read; a creator's applications to one campaign notify the company once
 * until it reads that notification, however often it withdraws and applies again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEAL_MESSAGE_WINDOW_MS, DEAL_MESSAGES_PER_WINDOW } from '@/domain/deals/rules';
import { companies } from '@/server/db/schema/account';
import { campaigns } from '@/server/db/schema/campaigns';
import { dealMessages } from '@/server/db/schema/deals';
import type { DealRow } from '@/server/db/schema/deals';
import { notifications } from '@/server/db/schema/notifications';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  companyWithCampaign,
  creatorApi,
  creatorSession,
  EVERYONE,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { dealListApi, insertDeals } from './helpers/dealRows';
import { postGraphql } from './helpers/http';
import { endClients, listenAsCompany } from './helpers/mqtt';
import { serverForFile, startTestServer, usesPostgres } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

/** A company's deal with a creator, both signed in. */
async function dealWorld() {
  const mine = await companyWithCampaign(t, { name: 'Calm Cream', number_of_deals: 5 });
  await t.db
    .update(companies)
    .set({ company_name: 'Acme Studio' })
    .where(eq(companies.id, mine.company.id));
  const [creator] = await insertCreators(t, variedCreators(1, 7));
  const [deal] = await insertDeals(t, mine.campaign, [creator!.id]);
  return {
    token: mine.token,
    companyId: mine.company.id,
    campaignId: mine.campaign.id,
    creator: creator!,
    creatorToken: await creatorSession(t, creator!.id),
    deal: deal!,
  };
}

const storedOf = (deal: DealRow, author: 'company' | 'creator') =>
  t.db
    .select()
    .from(dealMessages)
    .where(and(eq(dealMessages.deal_id, deal.id), eq(dealMessages.author, author)));

const unreadOf = (accountId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.company_id, accountId), isNull(notifications.read_at)));

const allOf = (accountId: number) =>
  t.db.select().from(notifications).where(eq(notifications.company_id, accountId));

type Side = 'send' | 'creatorSend';

function send(server: TestServer, token: string, op: Side, deal: DealRow, text: string) {
  return dealListApi(server, token, op, { id: String(deal.id), text });
}

describe('chat rate per sender and deal', () => {
  it.each([
    ['the company', 'send', 'company'],
    ['the creator', 'creatorSend', 'creator'],
  ] as const)(
    '%s sends the limit a minute, then is refused, translated, storing nothing',
    async (_who, op, author) => {
      const w = await dealWorld();
      const token = op === 'send' ? w.token : w.creatorToken;
      for (let i = 0; i < DEAL_MESSAGES_PER_WINDOW; i += 1) {
        expect((await send(t, token, op, w.deal, `line ${i}`)).body.errors).toBeUndefined();
      }
      const refused = errorOf(await send(t, token, op, w.deal, 'one too many'));
      expect(refused.extensions?.code).toBe('TOO_MANY_MESSAGES');
      expect(refused.message).toBe('You are sending messages too fast. Please wait a moment.');
      expect(refused.extensions?.retryAfterSeconds).toBeGreaterThan(0);
      const spanish = errorOf(
        await dealListApi(t, token, op, { id: String(w.deal.id), text: 'otra' }, 'es'),
      );
      expect(spanish.message).toBe('Estás enviando mensajes demasiado rápido. Espera un momento.');
      expect(await storedOf(w.deal, author)).toHaveLength(DEAL_MESSAGES_PER_WINDOW);
      // The other party is not limited by this one's messages.
      const other = op === 'send' ? 'creatorSend' : 'send';
      const otherToken = op === 'send' ? w.creatorToken : w.token;
      expect((await send(t, otherToken, other, w.deal, 'still here')).body.errors).toBeUndefined();
      // A minute later the window has moved on.
      t.clock.advance(DEAL_MESSAGE_WINDOW_MS);
      expect((await send(t, token, op, w.deal, 'a minute later')).body.errors).toBeUndefined();
      expect(await storedOf(w.deal, author)).toHaveLength(DEAL_MESSAGES_PER_WINDOW + 1);
    },
  );

  it('lets exactly the limit through when 40 are sent at once', async () => {
    const w = await dealWorld();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send(t, w.creatorToken, 'creatorSend', w.deal, `${i}`)),
    );
    const refused = answers.filter((answer) => answer.body.errors !== undefined);
    expect(refused).toHaveLength(40 - DEAL_MESSAGES_PER_WINDOW);
    for (const answer of refused)
      expect(errorOf(answer).extensions?.code).toBe('TOO_MANY_MESSAGES');
    expect(await storedOf(w.deal, 'creator')).toHaveLength(DEAL_MESSAGES_PER_WINDOW);
  });

  // Several servers share one PostgreSQL (the embedded engine serves one server only).
  it.runIf(usesPostgres)('holds across two servers sharing the database', async () => {
    const w = await dealWorld();
    const second = await startTestServer({
      databaseUrl: t.databaseUrl,
      // One deployment's servers share the secret their sessions are signed with.
      env: { JWT_SECRET: t.config.jwtSecret },
    });
    // One deployment's servers share a clock: this file's server was moved forward.
    second.clock.advance(t.clock.now().getTime() - second.clock.now().getTime());
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          send(i % 2 ? second : t, w.token, 'send', w.deal, `${i}`),
        ),
      );
      expect(answers.filter((answer) => answer.body.errors === undefined)).toHaveLength(
        DEAL_MESSAGES_PER_WINDOW,
      );
      expect(await storedOf(w.deal, 'company')).toHaveLength(DEAL_MESSAGES_PER_WINDOW);
    } finally {
      await second.close();
    }
  });
});

describe('chat notifications coalesce per deal and sender until read', () => {
  it('updates one unread notification, then starts a new one after it is read', async () => {
    const w = await dealWorld();
    const company = await listenAsCompany(t.url, w.companyId, w.token);
    for (const text of ['one', 'two']) {
      expect(
        (await send(t, w.creatorToken, 'creatorSend', w.deal, text)).body.errors,
      ).toBeUndefined();
    }
    const published = company.next();
    await send(t, w.creatorToken, 'creatorSend', w.deal, 'three');
    const [row, ...more] = await unreadOf(w.companyId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      count: 3,
      message: `3 new messages from ${w.creator.name} on Calm Cream`,
    });
    expect(await published).toEqual({
      message: `3 new messages from ${w.creator.name} on Calm Cream`,
      event: 'deal_message',
      deal_id: String(w.deal.id),
      campaign_id: String(w.campaignId),
      campaign_name: 'Calm Cream',
      notification_id: String(row!.id),
    });
    // The company's own messages notify the creator apart.
    await send(t, w.token, 'send', w.deal, 'Hello');
    expect(await unreadOf(w.creator.id)).toHaveLength(1);

    await t.db
      .update(notifications)
      .set({ read_at: new Date() })
      .where(eq(notifications.id, row!.id));
    await send(t, w.creatorToken, 'creatorSend', w.deal, 'four');
    const [fresh, ...others] = await unreadOf(w.companyId);
    expect(others).toEqual([]);
    expect(fresh).toMatchObject({
      count: 1,
      message: `New message from ${w.creator.name} on Calm Cream`,
    });
    expect(await allOf(w.companyId)).toHaveLength(2);
  });

  it('keeps one unread row when messages arrive at once', async () => {
    const w = await dealWorld();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(t, w.creatorToken, 'creatorSend', w.deal, `${i}`)),
    );
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const rows = await allOf(w.companyId);
    expect(rows.map((row) => row.count)).toEqual([12]);
  });
});

describe('apply and withdraw cycles', () => {
  it('notify the company once per creator and campaign until it reads it', async () => {
    const owner = await companyWithCampaign(t, { name: 'Calm Cream', ...EVERYONE });
    const [creator] = await insertCreators(t, [
      { ...variedCreators(1, 5)[0]!, tier: 'basic', categories: ['beauty'] },
    ]);
    const token = await creatorSession(t, creator!.id);
    const campaign_id = String(owner.campaign.id);
    const company = await listenAsCompany(t.url, owner.company.id, owner.token);
    const first = company.next();
    const apply = () =>
      creatorApi(t, token, 'apply', { campaign_id, pitch: 'I film skincare routines' });
    expect((await apply()).body.errors).toBeUndefined();
    expect(await first).toMatchObject({
      message: `${creator!.name} applied to Calm Cream`,
      event: 'campaign_application',
      campaign_id,
      campaign_name: 'Calm Cream',
    });
    for (let cycle = 0; cycle < 10; cycle += 1) {
      expect((await creatorApi(t, token, 'withdraw', { campaign_id })).body.errors).toBeUndefined();
      const refresh = company.next();
      expect((await apply()).body.errors).toBeUndefined();
      // Only a refresh for the company's open screens: no text, so no toast.
      expect(await refresh).toMatchObject({ message: '', event: 'campaign_application' });
    }
    expect(await allOf(owner.company.id)).toHaveLength(1);

    await t.db
      .update(notifications)
      .set({ read_at: new Date() })
      .where(eq(notifications.company_id, owner.company.id));
    await creatorApi(t, token, 'withdraw', { campaign_id });
    await apply();
    expect(await unreadOf(owner.company.id)).toHaveLength(1);
    expect(await allOf(owner.company.id)).toHaveLength(2);
  });
});

const MARK_DEAL = `mutation NotificationsMarkDealRead($deal_id: ID!) {
  NotificationsMarkDealRead(deal_id: $deal_id) }`;
const markDeal = (token: string, dealId: unknown, locale?: string) =>
  postGraphql<{ NotificationsMarkDealRead: number }>(`${t.url}/v1/j`, MARK_DEAL, {
    token,
    variables: { deal_id: dealId },
    headers: locale ? { 'accept-language': locale } : undefined,
  });

describe('opening a deal reads its notifications', () => {
  it("marks the company's own notifications of that deal read, and nothing else", async () => {
    const w = await dealWorld();
    const [otherDeal] = await insertDeals(
      t,
      (await t.db.select().from(campaigns).where(eq(campaigns.id, w.campaignId)))[0]!,
      [(await insertCreators(t, variedCreators(1, 9)))[0]!.id],
    );
    const other = await dealWorld();
    await send(t, w.creatorToken, 'creatorSend', w.deal, 'About this deal');
    await t.db.insert(notifications).values([
      {
        company_id: w.companyId,
        recipient_id: w.companyId,
        message: 'Deal moved',
        details: { event: 'deal_changed', deal_id: String(w.deal.id) },
      },
      {
        company_id: w.companyId,
        recipient_id: w.companyId,
        message: 'Another deal moved',
        details: { event: 'deal_changed', deal_id: String(otherDeal!.id) },
      },
    ]);
    await send(t, other.creatorToken, 'creatorSend', other.deal, 'Hello other company');
    expect(await unreadOf(w.companyId)).toHaveLength(3);

    // Another company's token with this deal's id, and this company with the other's id:
    // nothing changes; each answers its own unread count.
    expect(dataOf(await markDeal(other.token, String(w.deal.id))).NotificationsMarkDealRead).toBe(
      1,
    );
    expect(dataOf(await markDeal(w.token, String(other.deal.id))).NotificationsMarkDealRead).toBe(
      3,
    );
    expect(await unreadOf(w.companyId)).toHaveLength(3);
    expect(await unreadOf(other.companyId)).toHaveLength(1);

    expect(dataOf(await markDeal(w.token, String(w.deal.id))).NotificationsMarkDealRead).toBe(1);
    const [left] = await unreadOf(w.companyId);
    expect(left!.details.deal_id).toBe(String(otherDeal!.id));
    expect(await unreadOf(other.companyId)).toHaveLength(1);
  });

  it('refuses a malformed id, translated, and changes nothing', async () => {
    const w = await dealWorld();
    await send(t, w.creatorToken, 'creatorSend', w.deal, 'Unread');
    for (const [value, message, locale] of [
      ['abc', 'Deal not found', undefined],
      ['abc', 'Acuerdo no encontrado', 'es'],
      [
        `${w.deal.id}\u0000`,
        'This contains characters that cannot be saved: please remove them',
        undefined,
      ],
    ] as const) {
      const error = errorOf(await markDeal(w.token, value, locale));
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(Object.values(error.extensions?.fields ?? {})).toContain(message);
    }
    // Not an ID at all: GraphQL refuses it before anything runs.
    expect(errorOf(await markDeal(w.token, { id: 1 })).message).toContain('ID');
    expect(await unreadOf(w.companyId)).toHaveLength(1);
  });
});
