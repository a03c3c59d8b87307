/**
 * The deal chat: the company and the creator write plain text on their deal, stored first,
 * then published on `deal/{id}/messages` to the two parties only, with a notification to
 * the other party; history newest first in cursor pages; unread counts per deal and read
 * pointers that never move back; everyone else gets NOT_FOUND, and no deal topic.
 */
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterEach, describe, expect, it } from 'vitest';
import { DEAL_MESSAGE_EVENT } from '@/domain/deals/rules';
import { companyNotificationsTopic, dealMessagesTopic } from '@/domain/realtime/rules';
import { companies } from '@/server/db/schema/account';
import { dealMessages, deals } from '@/server/db/schema/deals';
import type { DealRow } from '@/server/db/schema/deals';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { notifyCompany } from '@/server/realtime/publisher';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  companyWithCampaign,
  creatorSession,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { dealListApi, insertDeals, insertMessages } from './helpers/dealRows';
import type { ApiMessage, DealListData } from './helpers/dealRows';
import { brokerUrl, connected, endClients, mqttClient } from './helpers/mqtt';
import type { GraphqlResponse } from './helpers/http';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterEach(endClients);

/** A company's deal with a creator, both signed in, and a company with nothing to do with it. */
async function dealWorld() {
  const mine = await companyWithCampaign(t, { name: 'Summer glow', number_of_deals: 5 });
  await t.db
    .update(companies)
    .set({ company_name: 'Acme Studio' })
    .where(eq(companies.id, mine.company.id));
  const [creator, otherCreator] = await insertCreators(t, variedCreators(2, 5));
  const [deal] = await insertDeals(t, mine.campaign, [creator!.id]);
  const otherCompany = await companyWithCampaign(t);
  return {
    token: mine.token,
    companyId: mine.company.id,
    creator: creator!,
    creatorToken: await creatorSession(t, creator!.id),
    otherCreatorId: otherCreator!.id,
    otherCreatorToken: await creatorSession(t, otherCreator!.id),
    deal: deal!,
    otherCompanyId: otherCompany.company.id,
    otherCompanyToken: otherCompany.token,
  };
}

const storedMessages = (deal: DealRow) =>
  t.db.select().from(dealMessages).where(eq(dealMessages.deal_id, deal.id));
const dealRow = async (deal: DealRow) =>
  (await t.db.select().from(deals).where(eq(deals.id, deal.id)))[0]!;

/** The deal as the company's list shows it. */
async function listed(token: string, op: 'deals' | 'creatorDeals', dealId: number) {
  const response = await dealListApi(t, token, op, { first: 100 });
  const data = dataOf(response) as { Deals?: { nodes: unknown[] } } & {
    CreatorDeals?: { nodes: unknown[] };
  };
  const nodes = (data.Deals ?? data.CreatorDeals)!.nodes as Array<{
    id: string;
    unread_messages: number;
  }>;
  return nodes.find((node) => node.id === String(dealId))!;
}

describe('sending and reading', () => {
  it('stores plain text from both parties and answers the history newest first', async () => {
    const w = await dealWorld();
    const before = await dealRow(w.deal);
    const sent = dataOf(
      await dealListApi(t, w.token, 'send', {
        id: String(w.deal.id),
        text: '  Hello <b>there</b>, see https://example.com  ',
      }),
    ).DealMessageSend;
    expect(sent).toMatchObject({
      deal_id: String(w.deal.id),
      author: 'company',
      author_name: 'Acme Studio',
      text: 'Hello <b>there</b>, see https://example.com',
    });
    t.clock.advance(1000);
    const reply = dataOf(
      await dealListApi(t, w.creatorToken, 'creatorSend', { id: String(w.deal.id), text: 'Hi!' }),
    ).CreatorDealMessageSend;
    expect(reply).toMatchObject({ author: 'creator', author_name: w.creator.name, text: 'Hi!' });
    const history = [reply, sent];
    const mine = dataOf(await dealListApi(t, w.token, 'messages', { id: String(w.deal.id) }));
    const theirs = dataOf(
      await dealListApi(t, w.creatorToken, 'creatorMessages', { id: String(w.deal.id) }),
    );
    expect(mine.DealMessages.nodes).toEqual(history);
    expect(theirs.CreatorDealMessages.nodes).toEqual(history);
    expect(await storedMessages(w.deal)).toHaveLength(2);
    // The deal records its last message, but has not moved: updated_at stays.
    const after = await dealRow(w.deal);
    expect(after.last_message_at?.toISOString()).toBe(reply.created_at);
    expect(after.updated_at).toEqual(before.updated_at);
  });

  it('counts what each party has not read, and reads up to the newest', async () => {
    const w = await dealWorld();
    const id = String(w.deal.id);
    for (const text of ['one', 'two', 'three']) {
      dataOf(await dealListApi(t, w.creatorToken, 'creatorSend', { id, text }));
    }
    expect((await listed(w.token, 'deals', w.deal.id)).unread_messages).toBe(3);
    expect((await listed(w.creatorToken, 'creatorDeals', w.deal.id)).unread_messages).toBe(0);
    // Replying reads what came before.
    dataOf(await dealListApi(t, w.token, 'send', { id, text: 'Got it' }));
    expect((await listed(w.token, 'deals', w.deal.id)).unread_messages).toBe(0);
    expect((await listed(w.creatorToken, 'creatorDeals', w.deal.id)).unread_messages).toBe(1);
    dataOf(await dealListApi(t, w.creatorToken, 'creatorSend', { id, text: 'four' }));
    dataOf(await dealListApi(t, w.creatorToken, 'creatorSend', { id, text: 'five' }));
    expect((await listed(w.token, 'deals', w.deal.id)).unread_messages).toBe(2);
    const read = dataOf(await dealListApi(t, w.token, 'read', { id })).DealMessagesRead;
    expect(read).toMatchObject({ id, unread_messages: 0 });
    const creatorRead = dataOf(await dealListApi(t, w.creatorToken, 'creatorRead', { id }));
    expect(creatorRead.CreatorDealMessagesRead.unread_messages).toBe(0);
    expect((await listed(w.token, 'deals', w.deal.id)).unread_messages).toBe(0);
  });

  it('never moves a read pointer back, and keeps every message sent at once', async () => {
    const w = await dealWorld();
    const id = String(w.deal.id);
    const sends = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? dealListApi(t, w.token, 'send', { id, text: `company ${i}` })
        : dealListApi(t, w.creatorToken, 'creatorSend', { id, text: `creator ${i}` }),
    );
    const reads = Array.from({ length: 6 }, (_, i) =>
      dealListApi(t, i % 2 ? w.token : w.creatorToken, i % 2 ? 'read' : 'creatorRead', { id }),
    );
    for (const answer of await Promise.all([...sends, ...reads])) {
      expect(answer.body.errors).toBeUndefined();
    }
    const stored = await storedMessages(w.deal);
    expect(stored).toHaveLength(12);
    const row = await dealRow(w.deal);
    const newestOf = (author: string) =>
      Math.max(...stored.filter((m) => m.author === author).map((m) => m.id));
    // Each party has read at least up to its own newest message.
    expect(row.company_read_message_id).toBeGreaterThanOrEqual(newestOf('company'));
    expect(row.creator_read_message_id).toBeGreaterThanOrEqual(newestOf('creator'));
    expect(row.last_message_at).toEqual(
      new Date(Math.max(...stored.map((m) => m.created_at.getTime()))),
    );
    // A pointer ahead of every message (a later read) stays where it is.
    await t.db
      .update(deals)
      .set({ company_read_message_id: 2_000_000_000 })
      .where(eq(deals.id, w.deal.id));
    dataOf(await dealListApi(t, w.token, 'read', { id }));
    expect((await dealRow(w.deal)).company_read_message_id).toBe(2_000_000_000);
  });

  it('pages the history newest first, ties by id, without skipping or repeating', async () => {
    const w = await dealWorld();
    const at = new Date('2026-03-05T10:00:00.000Z');
    const early = await insertMessages(
      t,
      w.deal,
      Array.from({ length: 13 }, (_, i) => ({
        author: i % 3 ? ('creator' as const) : ('company' as const),
        text: `m${i}`,
      })),
    );
    // Three more at one instant.
    const tied = await t.db
      .insert(dealMessages)
      .values(
        ['x', 'y', 'z'].map((text) => ({
          company_id: w.companyId,
          deal_id: w.deal.id,
          author: 'creator',
          text,
          created_at: at,
        })),
      )
      .returning();
    const expected = [...early, ...tied]
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
      .map((m) => String(m.id));
    const seen: ApiMessage[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const response: GraphqlResponse<DealListData['messages']> = await dealListApi(
        t,
        w.token,
        'messages',
        {
          id: String(w.deal.id),
          first: 5,
          after,
        },
      );
      const { nodes, page_info }: DealListData['messages']['DealMessages'] =
        dataOf(response).DealMessages;
      seen.push(...nodes);
      if (!page_info.has_next_page) break;
      after = page_info.end_cursor;
    }
    expect(seen.map((m) => m.id)).toEqual(expected);
    expect(seen.find((m) => m.author === 'company')?.author_name).toBe('Acme Studio');
    const bad = errorOf(
      await dealListApi(t, w.token, 'messages', { id: String(w.deal.id), after: 'garbage' }),
    );
    expect(bad.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: expect.any(String) },
    });
  });
});

describe('what is refused', () => {
  it('refuses empty, too long and unstorable text, translated, and stores nothing', async () => {
    const w = await dealWorld();
    const id = String(w.deal.id);
    const cases: Array<[string, string, string]> = [
      ['', 'en', 'A message must have 1 to 2000 characters'],
      ['   ', 'es', 'Un mensaje debe tener de 1 a 2000 caracteres'],
      ['x'.repeat(2001), 'en', 'A message must have 1 to 2000 characters'],
      ['hi\u0000', 'en', 'This contains characters that cannot be saved: please remove them'],
      ['\uD800', 'es', 'Contiene caracteres que no se pueden guardar: quítalos, por favor'],
    ];
    for (const [text, locale, message] of cases) {
      const answer = await dealListApi(t, w.token, 'send', { id, text }, locale);
      expect(errorOf(answer).extensions, JSON.stringify(text)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { text: message },
      });
    }
    expect(await storedMessages(w.deal)).toHaveLength(0);
    const longest = 'y'.repeat(2000);
    const sent = dataOf(await dealListApi(t, w.creatorToken, 'creatorSend', { id, text: longest }));
    expect(sent.CreatorDealMessageSend.text).toBe(longest);
  });

  it("answers another account's deal as not found everywhere, and writes nothing", async () => {
    const w = await dealWorld();
    await insertMessages(t, w.deal, [{ author: 'creator', text: 'private' }]);
    const before = { messages: await storedMessages(w.deal), deal: await dealRow(w.deal) };
    const id = String(w.deal.id);
    const notFound = { message: 'Deal not found', extensions: { code: 'NOT_FOUND' } };
    const attempts = [
      dealListApi(t, w.otherCompanyToken, 'messages', { id }),
      dealListApi(t, w.otherCompanyToken, 'send', { id, text: 'hello' }),
      dealListApi(t, w.otherCompanyToken, 'read', { id }),
      dealListApi(t, w.otherCreatorToken, 'creatorMessages', { id }),
      dealListApi(t, w.otherCreatorToken, 'creatorSend', { id, text: 'hello' }),
      dealListApi(t, w.otherCreatorToken, 'creatorRead', { id }),
      dealListApi(t, w.token, 'send', { id: 'abc', text: 'hello' }),
      dealListApi(t, w.token, 'messages', { id: `${id}\u0000` }),
      dealListApi(t, w.creatorToken, 'creatorRead', { id: '99999999' }),
    ];
    for (const answer of await Promise.all(attempts))
      expect(errorOf(answer)).toMatchObject(notFound);
    const spanish = await dealListApi(t, w.otherCompanyToken, 'send', { id, text: 'hola' }, 'es');
    expect(errorOf(spanish).message).toBe('Acuerdo no encontrado');
    // Each role reaches its own operations only.
    const forbidden = [
      dealListApi(t, w.token, 'creatorSend', { id, text: 'hello' }),
      dealListApi(t, w.creatorToken, 'send', { id, text: 'hello' }),
      dealListApi(t, w.creatorToken, 'messages', { id }),
      dealListApi(t, w.token, 'creatorRead', { id }),
    ];
    for (const answer of await Promise.all(forbidden)) {
      expect(errorOf(answer).extensions?.code).toBe('FORBIDDEN');
    }
    expect({ messages: await storedMessages(w.deal), deal: await dealRow(w.deal) }).toEqual(before);
  });
});

/** A connected MQTT client of a session, collecting what it receives. */
async function listener(token: string) {
  const client = mqttClient(brokerUrl(t.url), { username: MQTT_USERNAME, password: token });
  await connected(client);
  const received: Array<{ topic: string; body: Record<string, unknown> }> = [];
  client.on('message', (topic, payload) =>
    received.push({ topic, body: JSON.parse(payload.toString()) as Record<string, unknown> }),
  );
  const until = async (check: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`not received: ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  return { client, received, until };
}

/** Resolves with the SUBACK's return codes, refused (128) or not. */
const subscribe = (client: MqttClient, topic: string) =>
  client.subscribeAsync(topic).then(
    (granted) => granted.map((g) => g.qos),
    (error: { packet?: { granted?: number[] } }) => error.packet?.granted ?? [],
  );

describe('real time', () => {
  it('delivers each message to both parties and tells the other one, nobody else', async () => {
    const w = await dealWorld();
    const topic = dealMessagesTopic(w.deal.id);
    const company = await listener(w.token);
    const creator = await listener(w.creatorToken);
    const stranger = await listener(w.otherCompanyToken);
    const otherCreator = await listener(w.otherCreatorToken);
    expect(await subscribe(company.client, `company/${w.companyId}/#`)).toEqual([0]);
    expect(await subscribe(company.client, topic)).toEqual([0]);
    expect(await subscribe(creator.client, `company/${w.creator.id}/#`)).toEqual([0]);
    expect(await subscribe(creator.client, `deal/${w.deal.id}/#`)).toEqual([0]);
    // Neither another company nor another creator may listen to the deal.
    for (const outsider of [stranger, otherCreator]) {
      expect(await subscribe(outsider.client, topic)).toEqual([128]);
      expect(await subscribe(outsider.client, `deal/${w.deal.id}/#`)).toEqual([128]);
    }
    // The creator's session reaches its own notifications and nobody else's.
    expect(await subscribe(creator.client, `company/${w.companyId}/#`)).toEqual([128]);

    const id = String(w.deal.id);
    const sent = dataOf(await dealListApi(t, w.token, 'send', { id, text: 'Shipped today' }));
    await creator.until(() => creator.received.length === 2);
    const message = sent.DealMessageSend;
    expect(creator.received).toEqual([
      { topic, body: message },
      {
        topic: companyNotificationsTopic(w.creator.id),
        body: {
          message: 'New message from Acme Studio on Summer glow',
          event: DEAL_MESSAGE_EVENT,
          deal_id: id,
          campaign_id: String(w.deal.campaign_id),
          campaign_name: 'Summer glow',
          notification_id: expect.stringMatching(/^\d+$/),
        },
      },
    ]);
    const reply = dataOf(
      await dealListApi(t, w.creatorToken, 'creatorSend', { id, text: 'Thanks' }),
    );
    await company.until(() => company.received.length === 3);
    expect(company.received).toEqual([
      { topic, body: message },
      { topic, body: reply.CreatorDealMessageSend },
      {
        topic: companyNotificationsTopic(w.companyId),
        body: {
          message: `New message from ${w.creator.name} on Summer glow`,
          event: DEAL_MESSAGE_EVENT,
          deal_id: id,
          campaign_id: String(w.deal.campaign_id),
          campaign_name: 'Summer glow',
          notification_id: expect.stringMatching(/^\d+$/),
        },
      },
    ]);
    // The outsiders got nothing: a notice sent to them after the chat arrives alone.
    for (const [outsider, accountId] of [
      [stranger, w.otherCompanyId],
      [otherCreator, w.otherCreatorId],
    ] as const) {
      await subscribe(outsider.client, `company/${accountId}/#`);
      await notifyCompany(t.server.app.publisher, accountId, 'marker');
      await outsider.until(() => outsider.received.length > 0);
      expect(outsider.received.map((m) => m.body.message)).toEqual(['marker']);
    }
  });

  it('lets no client publish on the chat, nor outsiders anywhere on the deal', async () => {
    const w = await dealWorld();
    const closes = (client: MqttClient) =>
      new Promise<void>((resolve) => client.once('close', () => resolve()));
    for (const [token, topic] of [
      [w.token, dealMessagesTopic(w.deal.id)],
      [w.creatorToken, dealMessagesTopic(w.deal.id)],
      [w.otherCompanyToken, `deal/${w.deal.id}/typing`],
      [w.otherCreatorToken, `deal/${w.deal.id}/typing`],
    ] as const) {
      const { client } = await listener(token);
      const closed = closes(client);
      client.publish(topic, '{"text":"forged"}');
      await closed;
      expect(client.connected, `${topic}`).toBe(false);
    }
    // A party may publish elsewhere under its deal (the connection stays up).
    const { client, until, received } = await listener(w.creatorToken);
    expect(await subscribe(client, `deal/${w.deal.id}/typing`)).toEqual([0]);
    client.publish(`deal/${w.deal.id}/typing`, '{"typing":true}');
    await until(() => received.length === 1);
    expect(received[0]).toEqual({ topic: `deal/${w.deal.id}/typing`, body: { typing: true } });
    expect(await storedMessages(w.deal)).toHaveLength(0);
  });
});
