import { describe, expect, it } from 'vitest';
import {
  clientMayPublish,
  clientMaySubscribe,
  isValidTopicFilter,
  isValidTopicName,
  MAX_TOPIC_BYTES,
  publishAccess,
  subscribeAccess,
} from '@/features/realtime/rules';
import {
  companyOwnsDeal,
  credentialsToken,
  mayPublish,
  maySubscribe,
} from '@/server/realtime/auth';

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

  it('on the broker, refuses every deal topic while no deals exist', async () => {
    expect(await companyOwnsDeal(7, '42')).toBe(false);
    expect(await maySubscribe(7, 'company/7/#')).toBe(true);
    expect(await maySubscribe(7, 'deal/42/#')).toBe(false);
    expect(await mayPublish(7, 'deal/42/messages')).toBe(false);
    const owns = async (companyId: number, dealId: string) => companyId === 7 && dealId === '42';
    expect(await maySubscribe(7, 'deal/42/#', owns)).toBe(true);
    expect(await mayPublish(7, 'deal/42/messages', owns)).toBe(true);
    expect(await mayPublish(8, 'deal/42/messages', owns)).toBe(false);
  });

  it('takes the token as password only with the username company', () => {
    expect(credentialsToken('company', Buffer.from('abc'))).toBe('abc');
    expect(credentialsToken('admin', Buffer.from('abc'))).toBeNull();
    expect(credentialsToken('company', undefined)).toBeNull();
    expect(credentialsToken(undefined, undefined)).toBeNull();
    expect(credentialsToken('company', Buffer.alloc(0))).toBeNull();
  });
});
