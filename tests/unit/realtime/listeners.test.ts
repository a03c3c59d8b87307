import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  RealtimeClient,
  RealtimeClientEvents,
  RealtimeClientFactory,
} from '@/features/realtime/mqtt/client';
import {
  MESSAGE_BATCH_MS,
  MAX_REALTIME_TOASTS,
  SUMMARY_TOAST_ID,
  SUMMARY_UPDATE_MS,
} from '@/features/realtime/listeners';
import {
  close,
  publish,
  selectLatestMessage,
  selectLatestTopic,
  subscribe,
  unsubscribe,
} from '@/features/realtime/realtimeSlice';
import { sessionApi } from '@/src/entities/session/api';
import { loggedIn, loggedOut } from '@/src/entities/session/sessionSlice';
import { selectToasts, TOAST_DURATION_MS, TOAST_FADE_MS } from '@/src/entities/toasts/toastsSlice';
import { makeStore } from '@/store/store';
import en from '@/locales/en/common.json';
import { accountCached, companyAccount, stubCompanyData } from '../helpers/api';

/** A fake client recording what the listeners ask of it. */
function fakeClient() {
  const calls: string[] = [];
  let events: RealtimeClientEvents | null = null;
  let created = 0;
  const client: RealtimeClient = {
    open: (token) => calls.push(`open ${token}`),
    close: () => calls.push('close'),
    subscribe: (topic) => calls.push(`subscribe ${topic}`),
    unsubscribe: (topic) => calls.push(`unsubscribe ${topic}`),
    publish: (topic, payload) => calls.push(`publish ${topic} ${payload}`),
  };
  const factory: RealtimeClientFactory = (given) => {
    created += 1;
    events = given;
    return client;
  };
  const receive = (topic: string, payload: unknown) =>
    events!.onMessage(
      topic,
      new TextEncoder().encode(typeof payload === 'string' ? payload : JSON.stringify(payload)),
    );
  return { factory, calls, receive, created: () => created };
}

const realtimeToasts = (store: ReturnType<typeof makeStore>) =>
  selectToasts(store.getState()).filter((toast) => toast.id.startsWith('realtime-'));

describe('real-time client lifecycle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is created once at startup and opened with the stored token', () => {
    const fake = fakeClient();
    const store = makeStore(
      { session: { token: 'tok', role: 'company' } },
      { realtime: fake.factory },
    );
    store.dispatch({ type: 'app/started' });
    store.dispatch({ type: 'anything/else' });
    expect(fake.created()).toBe(1);
    expect(fake.calls).toEqual(['close', 'open tok']);
  });

  it('stays closed while logged out; connects on login, subscribes once the account loads', async () => {
    stubCompanyData({ account: companyAccount({ id: '42' }) });
    const fake = fakeClient();
    const store = makeStore(undefined, { realtime: fake.factory });
    store.dispatch({ type: 'app/started' });
    expect(fake.calls).toEqual(['close']);

    store.dispatch(loggedIn({ token: 'tok', role: 'company' }));
    expect(fake.calls.at(-1)).toBe('open tok');
    await store.dispatch(
      sessionApi.endpoints.companyData.initiate(undefined, { subscribe: false }),
    );
    // A forced refresh loads the same account again: no second subscription.
    await store.dispatch(
      sessionApi.endpoints.companyData.initiate(undefined, {
        subscribe: false,
        forceRefetch: true,
      }),
    );
    expect(fake.calls.filter((call) => call.startsWith('subscribe'))).toEqual([
      'subscribe company/42/#',
    ]);

    store.dispatch(loggedOut());
    expect(fake.calls.at(-1)).toBe('close');
    expect(fake.created()).toBe(1);
  });

  it('closes on the close action', () => {
    const fake = fakeClient();
    const store = makeStore(
      { session: { token: 'tok', role: 'company' } },
      { realtime: fake.factory },
    );
    store.dispatch({ type: 'app/started' });
    store.dispatch(close());
    expect(fake.calls.at(-1)).toBe('close');
  });
});

describe('real-time commands', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const loggedInStore = () => {
    const fake = fakeClient();
    const store = makeStore(
      { session: { token: 'tok', role: 'company' } },
      { realtime: fake.factory },
    );
    store.dispatch(accountCached(companyAccount({ id: '42' })));
    store.dispatch({ type: 'app/started' });
    fake.calls.length = 0;
    return { fake, store };
  };

  it('subscribes, unsubscribes and publishes allowed topics', () => {
    const { fake, store } = loggedInStore();
    store.dispatch(subscribe({ topic: 'company/42/#' }));
    store.dispatch(subscribe({ topic: 'deal/5/messages' }));
    store.dispatch(unsubscribe({ topic: 'deal/5/messages' }));
    store.dispatch(publish({ topic: 'deal/5/messages', payload: { message: 'hi' } }));
    expect(fake.calls).toEqual([
      'subscribe company/42/#',
      'subscribe deal/5/messages',
      'unsubscribe deal/5/messages',
      'publish deal/5/messages {"message":"hi"}',
    ]);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it.each([
    ['subscribe', 'company/+/#'],
    ['subscribe', '#'],
    ['subscribe', '$SYS/#'],
    ['subscribe', 'company/43/#'],
    ['subscribe', 'a/#/b'],
    ['unsubscribe', 'a+'],
    ['publish', 'company/42/notifications'],
    ['publish', 'deal/+/messages'],
    ['publish', 'deal/5/#'],
  ])("refuses to %s %j with 'Invalid topic' and the topic", (command, topic) => {
    const { fake, store } = loggedInStore();
    const action =
      command === 'publish'
        ? publish({ topic, payload: {} })
        : command === 'subscribe'
          ? subscribe({ topic })
          : unsubscribe({ topic });
    store.dispatch(action);
    expect(fake.calls).toEqual([]);
    expect(selectToasts(store.getState())).toMatchObject([
      { type: 'error', messageKey: 'realtime.invalidTopic', messageValues: { topic } },
    ]);
    expect(en.realtime.invalidTopic.replace('{{topic}}', topic)).toBe(`Invalid topic ${topic}`);
  });
});

describe('incoming messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const started = () => {
    const fake = fakeClient();
    const store = makeStore(
      { session: { token: 'tok', role: 'company' } },
      { realtime: fake.factory },
    );
    store.dispatch({ type: 'app/started' });
    return { fake, store };
  };

  it('keeps the latest message and shows an info toast with its text for 5 s, then fades', async () => {
    const { fake, store } = started();
    fake.receive('company/42/notifications', { message: 'Campaign approved', extra: 1 });
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS);
    expect(selectLatestTopic(store.getState())).toBe('company/42/notifications');
    expect(selectLatestMessage(store.getState())).toEqual({
      message: 'Campaign approved',
      extra: 1,
    });
    expect(realtimeToasts(store)).toMatchObject([
      { type: 'info', message: 'Campaign approved', visible: true, duration: TOAST_DURATION_MS },
    ]);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    expect(realtimeToasts(store)).toMatchObject([{ visible: false }]);
    await vi.advanceTimersByTimeAsync(TOAST_FADE_MS);
    expect(realtimeToasts(store)).toEqual([]);
  });

  it('ignores malformed payloads without crashing', async () => {
    const { fake, store } = started();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const payload of ['not json', '{"message":', '42', 'null', '[1,2]', '"text"']) {
      expect(() => fake.receive('company/42/notifications', payload)).not.toThrow();
    }
    warn.mockRestore();
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS);
    expect(selectLatestMessage(store.getState())).toBeNull();
    expect(realtimeToasts(store)).toEqual([]);
    // A message without a text updates the state but shows nothing.
    fake.receive('company/42/notifications', { kind: 'ping' });
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS);
    expect(selectLatestMessage(store.getState())).toEqual({ kind: 'ping' });
    expect(realtimeToasts(store)).toEqual([]);
  });

  it(`coalesces a burst: never more than ${MAX_REALTIME_TOASTS} toasts, the rest summarised`, async () => {
    const { fake, store } = started();
    let most = 0;
    store.subscribe(() => (most = Math.max(most, realtimeToasts(store).length)));
    for (let i = 1; i <= 3; i++) fake.receive('company/42/notifications', { message: `m${i}` });
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS);
    expect(realtimeToasts(store).map((t) => t.message)).toEqual(['m1', 'm2', 'm3']);

    for (let i = 4; i <= 1000; i++) fake.receive('company/42/notifications', { message: `m${i}` });
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS);
    // The summary took the oldest message's place at once.
    expect(realtimeToasts(store).map((t) => t.message || t.id)).toEqual([
      'm2',
      'm3',
      SUMMARY_TOAST_ID,
    ]);
    await vi.advanceTimersByTimeAsync(SUMMARY_UPDATE_MS - MESSAGE_BATCH_MS);
    const summary = realtimeToasts(store).find((t) => t.id === SUMMARY_TOAST_ID);
    expect(summary).toMatchObject({ messageKey: 'realtime.more', messageValues: { count: 997 } });
    expect(most).toBeLessThanOrEqual(MAX_REALTIME_TOASTS);
    expect(selectLatestMessage(store.getState())).toEqual({ message: 'm1000' });

    // More messages while the summary shows go into its count.
    fake.receive('company/42/notifications', { message: 'late' });
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS + SUMMARY_UPDATE_MS);
    expect(realtimeToasts(store).find((t) => t.id === SUMMARY_TOAST_ID)?.messageValues).toEqual({
      count: 998,
    });

    // Once everything has gone, single messages show on their own again.
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS + TOAST_FADE_MS);
    expect(realtimeToasts(store)).toEqual([]);
    fake.receive('company/42/notifications', { message: 'quiet again' });
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS);
    expect(realtimeToasts(store).map((t) => t.message)).toEqual(['quiet again']);
    expect(most).toBeLessThanOrEqual(MAX_REALTIME_TOASTS);
  });

  it('sends a burst to the store as a few actions, each message still counted', async () => {
    const { fake, store } = started();
    const actions: string[] = [];
    store.subscribe(() => {});
    const unsubscribe = store.subscribe(() => actions.push('x'));
    for (let i = 1; i <= 500; i++) fake.receive('company/42/notifications', { message: `b${i}` });
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS + SUMMARY_UPDATE_MS);
    unsubscribe();
    expect(actions.length).toBeLessThan(20);
    expect(selectLatestMessage(store.getState())).toEqual({ message: 'b500' });
    const toasts = realtimeToasts(store);
    const summary = toasts.find((t) => t.id === SUMMARY_TOAST_ID);
    expect(toasts.length).toBeLessThanOrEqual(MAX_REALTIME_TOASTS);
    expect(
      toasts.filter((t) => t.id !== SUMMARY_TOAST_ID).length +
        Number(summary?.messageValues?.count ?? 0),
    ).toBe(500); // every message is shown on its own or counted, none lost
  });

  it('collapses toasts of one kind and campaign into one that counts them, in place', async () => {
    const { fake, store } = started();
    const applied = (name: string, campaign = '7') => ({
      message: `${name} applied to Calm Cream`,
      event: 'campaign_application',
      campaign_id: campaign,
      campaign_name: campaign === '7' ? 'Calm Cream' : 'Other',
      notification_id: name,
    });
    fake.receive('company/42/notifications', applied('Ana'));
    fake.receive('company/42/notifications', { message: 'Campaign approved' });
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS);
    expect(realtimeToasts(store).map((t) => t.message)).toEqual([
      'Ana applied to Calm Cream',
      'Campaign approved',
    ]);
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1000);
    for (const name of ['Dan', 'Lena', 'Iris', 'Joan']) {
      fake.receive('company/42/notifications', applied(name));
    }
    fake.receive('company/42/notifications', applied('Omar', '8'));
    await vi.advanceTimersByTimeAsync(MESSAGE_BATCH_MS);
    // Updated where it was, the other campaign's apart.
    expect(realtimeToasts(store)).toMatchObject([
      {
        id: 'realtime-campaign_application-7',
        messageKey: 'realtime.grouped.campaign_application',
        messageValues: { count: 5, campaign: 'Calm Cream' },
        visible: true,
      },
      { message: 'Campaign approved' },
      { id: 'realtime-campaign_application-8', message: 'Omar applied to Calm Cream' },
    ]);
    // Its timer restarted: it still shows when the toast shown with it fades.
    await vi.advanceTimersByTimeAsync(1000);
    expect(realtimeToasts(store).map((t) => [t.id.slice(0, 30), t.visible])).toEqual([
      ['realtime-campaign_application-', true],
      [expect.any(String), false],
      ['realtime-campaign_application-', true],
    ]);
    const es = (await import('@/locales/es/common.json')).default;
    expect(en.realtime.grouped.campaign_application_other).toBe(
      '{{count}} new applications to {{campaign}}',
    );
    expect(es.realtime.grouped.campaign_application_other).toBe(
      '{{count}} solicitudes nuevas para {{campaign}}',
    );
    expect(es.realtime.grouped.deal_message_other).toContain('{{count}}');
  });

  it('has plural summary texts in both languages', async () => {
    const es = (await import('@/locales/es/common.json')).default;
    expect(en.realtime.more_other.replace('{{count}}', '12')).toBe('+12 more notifications');
    expect(es.realtime.more_other).toContain('{{count}}');
    expect(es.realtime.more_one).toContain('{{count}}');
  });
});
