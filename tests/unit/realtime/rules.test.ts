import { describe, expect, it } from 'vitest';
import {
  clientMayPublish,
  clientMaySubscribe,
  isValidTopicFilter,
  isValidTopicName,
  MAX_TOPIC_BYTES,
  publishAccess,
  subscribeAccess,
} from '@/domain/realtime/rules';
import {
  credentialsToken,
  mayPublish,
  maySubscribe,
  noDeals,
  rememberingParties,
} from '@/server/realtime/auth';
import type { TopicAccount } from '@/server/realtime/auth';

describe('topic validity (MQTT 3.1.1 section 4.7)', () => {
  it.each(['a', 'a/b', '/a', 'a/', 'company/1/#', '#', '+', '+/+/x', 'a/+/b/#', '$SYS/#'])(
    'accepts the filter %j',
    (topic) => expect(isValidTopicFilter(topic)).toBe(true),
  );

  it.each(['', 'a#', 'a/#/b', 'a/b#', 'a+/b', 'a/+b', '#/a', 'a\u0000b'])(
    'refuses the filter %j',
    (topic) => expect(isValidTopicFilter(topic)).toBe(false),
  );

  it('refuses wildcards in a topic name (publish)', () => {
    expect(isValidTopicName('deal/1/messages')).toBe(true);
    for (const topic of ['deal/+/messages', 'deal/1/#', '#', '', 'deal/1/a\u0000']) {
      expect(isValidTopicName(topic)).toBe(false);
    }
  });

  it('counts the 65535-byte limit in UTF-8 bytes', () => {
    expect(isValidTopicName('a'.repeat(MAX_TOPIC_BYTES))).toBe(true);
    expect(isValidTopicName('a'.repeat(MAX_TOPIC_BYTES + 1))).toBe(false);
    expect(isValidTopicName('é'.repeat(32_768))).toBe(false); // 2 bytes each: 65536
  });
});

describe('access (the ACL shared by client and broker)', () => {
  it('lets a company subscribe to its own company topics only', () => {
    expect(subscribeAccess(7, 'company/7/#')).toBe('allow');
    expect(subscribeAccess(7, 'company/7/notifications')).toBe('allow');
    for (const filter of [
      'company/8/#',
      'company/+/#',
      'company/#',
      '#',
      '+/7/#',
      '$SYS/#',
      'x/7',
    ]) {
      expect(subscribeAccess(7, filter), filter).toBe('deny');
    }
  });

  it('asks for the deal of deal/{id}/… and refuses deal wildcards', () => {
    expect(subscribeAccess(7, 'deal/42/#')).toEqual({ dealId: '42' });
    expect(subscribeAccess(7, 'deal/+/messages')).toBe('deny');
    expect(subscribeAccess(7, 'deal/#')).toBe('deny');
    expect(publishAccess('deal/42/messages')).toEqual({ dealId: '42' });
    for (const topic of ['deal/42', 'deal/42/', 'company/7/notifications', 'deal/+/x', 'x']) {
      expect(publishAccess(topic), topic).toBe('deny');
    }
  });

  it('checks on the client what it can before sending', () => {
    expect(clientMaySubscribe('7', 'company/7/#')).toBe(true);
    expect(clientMaySubscribe('7', 'company/8/#')).toBe(false);
    expect(clientMaySubscribe(null, 'company/7/#')).toBe(false);
    expect(clientMaySubscribe(null, 'deal/3/#')).toBe(true);
    expect(clientMayPublish('deal/3/messages')).toBe(true);
    expect(clientMayPublish('company/7/notifications')).toBe(false);
  });

  const company = (companyId: number): TopicAccount => ({ companyId, role: 'company' });
  const creator = (companyId: number): TopicAccount => ({ companyId, role: 'creator' });

  it('on a broker without deals, refuses every deal topic', async () => {
    expect(await noDeals(company(7), '42')).toBe(false);
    expect(await maySubscribe(company(7), 'company/7/#')).toBe(true);
    expect(await maySubscribe(company(7), 'deal/42/#')).toBe(false);
    expect(await mayPublish(company(7), 'deal/42/typing')).toBe(false);
  });

  it("lets a deal's parties in, and only the server write its chat", async () => {
    // Deal 42: company 7's, made by creator 9.
    const owns = async ({ companyId, role }: TopicAccount, dealId: string) =>
      dealId === '42' && companyId === (role === 'company' ? 7 : 9);
    for (const party of [company(7), creator(9)]) {
      expect(await maySubscribe(party, 'deal/42/#', owns)).toBe(true);
      expect(await maySubscribe(party, 'deal/42/messages', owns)).toBe(true);
      expect(await mayPublish(party, 'deal/42/typing', owns)).toBe(true);
      // Every message on the chat's topic was stored first: clients never publish there.
      expect(await mayPublish(party, 'deal/42/messages', owns)).toBe(false);
    }
    for (const stranger of [company(8), creator(7), company(9)]) {
      expect(await maySubscribe(stranger, 'deal/42/#', owns)).toBe(false);
      expect(await mayPublish(stranger, 'deal/42/typing', owns)).toBe(false);
    }
    // A creator's own notifications, and nobody else's.
    expect(await maySubscribe(creator(9), 'company/9/#', owns)).toBe(true);
    expect(await maySubscribe(creator(9), 'company/7/#', owns)).toBe(false);
  });

  it("remembers a connection's deals, and looks a refused one up again", async () => {
    const asked: string[] = [];
    const made = new Set(['42']);
    const rule = rememberingParties(async (_account, dealId) => {
      asked.push(dealId);
      return made.has(dealId);
    });
    expect(await maySubscribe(company(7), 'deal/42/#', rule)).toBe(true);
    expect(await maySubscribe(company(7), 'deal/42/messages', rule)).toBe(true);
    expect(await maySubscribe(company(7), 'deal/43/#', rule)).toBe(false);
    made.add('43'); // picked since
    expect(await maySubscribe(company(7), 'deal/43/#', rule)).toBe(true);
    expect(asked).toEqual(['42', '43', '43']);
  });

  it('takes the token as password only with the username company', () => {
    expect(credentialsToken('company', Buffer.from('abc'))).toBe('abc');
    expect(credentialsToken('admin', Buffer.from('abc'))).toBeNull();
    expect(credentialsToken('company', undefined)).toBeNull();
    expect(credentialsToken(undefined, undefined)).toBeNull();
    expect(credentialsToken('company', Buffer.alloc(0))).toBeNull();
  });
});
