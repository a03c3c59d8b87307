import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient, RealtimeClientFactory } from '@/features/realtime/mqtt/client';
import { subscribe } from '@/features/realtime/realtimeSlice';
import { MARKETPLACE_TOPIC } from '@/domain/realtime/rules';
import { sessionApi } from '@/src/entities/session/api';
import { makeStore } from '@/store/store';
import { stubApi } from '../account/apiStub';

/** A fake client recording what the listeners ask of it. */
function fakeClient() {
  const calls: string[] = [];
  const client: RealtimeClient = {
    open: (token) => calls.push(`open ${token}`),
    close: () => calls.push('close'),
    subscribe: (topic) => calls.push(`subscribe ${topic}`),
    unsubscribe: (topic) => calls.push(`unsubscribe ${topic}`),
    publish: (topic) => calls.push(`publish ${topic}`),
  };
  const factory: RealtimeClientFactory = () => client;
  return { factory, calls };
}

const subscriptions = (calls: string[]) => calls.filter((call) => call.startsWith('subscribe'));

describe('a creator session on the real-time connection (docs/product.md#marketplace)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('subscribes to its own topics and to the marketplace once its account loads', async () => {
    // Only the id is read here; the rest of CreatorData does not matter to this rule.
    stubApi({ CreatorData: { data: { CreatorData: { id: '77' } } } });
    const fake = fakeClient();
    const store = makeStore(
      { session: { token: 'tok', role: 'creator' } },
      { realtime: fake.factory },
    );
    store.dispatch({ type: 'app/started' });
    await store.dispatch(
      sessionApi.endpoints.creatorData.initiate(undefined, { subscribe: false }),
    );
    expect(subscriptions(fake.calls)).toEqual([
      'subscribe company/77/#',
      `subscribe ${MARKETPLACE_TOPIC}`,
    ]);
  });

  it('refuses the marketplace topic to a company session before sending anything', () => {
    const fake = fakeClient();
    const store = makeStore(
      { session: { token: 'tok', role: 'company' } },
      { realtime: fake.factory },
    );
    store.dispatch({ type: 'app/started' });
    store.dispatch(subscribe({ topic: MARKETPLACE_TOPIC }));
    expect(subscriptions(fake.calls)).toEqual([]);
  });
});
