import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeClient, RealtimeClientFactory } from '@/features/realtime/mqtt/client';
import * as realtimeListeners from '@/features/realtime/listeners';
import { close, publish, subscribe } from '@/features/realtime/realtimeSlice';
import { loggedIn, loggedOut } from '@/src/entities/session/sessionSlice';
import { createAppListenerMiddleware, noRouter } from '@/store/listenerMiddleware';
import { addRealtimeStart, startRealtimeListeners } from '@/store/realtimeStart';
import { rootReducer } from '@/store/rootReducer';
import { accountCached, companyAccount } from '../helpers/api';

/** A fake real-time client recording what the listeners ask of it. */
function fakeClient() {
  const calls: string[] = [];
  const client: RealtimeClient = {
    open: (token) => calls.push(`open ${token}`),
    close: () => calls.push('close'),
    subscribe: (topic) => calls.push(`subscribe ${topic}`),
    unsubscribe: (topic) => calls.push(`unsubscribe ${topic}`),
    publish: (topic, payload) => calls.push(`publish ${topic} ${payload}`),
  };
  const factory: RealtimeClientFactory = () => client;
  return { factory, calls };
}

/**
 * A store with the real-time start as the app's has it, the listeners' module loaded when
 * the test says so.
 */
function storeWithRealtimeStart() {
  const fake = fakeClient();
  const listener = createAppListenerMiddleware({
    createRealtimeClient: fake.factory,
    router: noRouter,
    window: null,
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listener.middleware),
  });
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return realtimeListeners;
  });
  addRealtimeStart(listener.startAppListening, load);
  return { store, fake, load, arrive, startAppListening: listener.startAppListening };
}

describe("the real-time listeners' start", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads nothing without a session', () => {
    const { store, load, fake } = storeWithRealtimeStart();
    store.dispatch({ type: 'app/started' });
    store.dispatch(subscribe({ topic: 'company/42/#' }));
    store.dispatch(loggedOut());
    expect(load).not.toHaveBeenCalled();
    expect(fake.calls).toEqual([]);
  });

  it('loads once with the first session, then connects as the state is by then', async () => {
    const { store, load, fake, arrive } = storeWithRealtimeStart();
    store.dispatch({ type: 'app/started' });
    store.dispatch(loggedIn({ token: 'tok', role: 'company' }));
    // The account, and a deal's chat, before the listeners are there.
    store.dispatch(accountCached(companyAccount({ id: '42' })));
    store.dispatch(subscribe({ topic: 'deal/5/messages' }));
    store.dispatch(publish({ topic: 'deal/5/messages', payload: { message: 'hi' } }));
    expect(load).toHaveBeenCalledOnce();
    arrive();
    await vi.waitFor(() =>
      expect(fake.calls).toEqual([
        'close',
        'open tok',
        'subscribe company/42/#',
        'subscribe deal/5/messages',
        'publish deal/5/messages {"message":"hi"}',
      ]),
    );
    // From then on they act on each action, as when they start with the store.
    store.dispatch(close());
    store.dispatch(loggedIn({ token: 'other', role: 'company' }));
    expect(fake.calls.slice(5)).toEqual(['close', 'close', 'open other']);
    expect(load).toHaveBeenCalledOnce();
  });

  it('drops the commands of a session that ended before they arrived', async () => {
    const { store, fake, arrive } = storeWithRealtimeStart();
    store.dispatch(loggedIn({ token: 'first', role: 'company' }));
    store.dispatch(subscribe({ topic: 'deal/5/messages' }));
    store.dispatch(loggedOut());
    arrive();
    // Closed and not opened: no session any more.
    await vi.waitFor(() => expect(fake.calls).toEqual(['close']));
    store.dispatch(loggedIn({ token: 'second', role: 'company' }));
    expect(fake.calls).toEqual(['close', 'close', 'open second']);
  });

  it('loads nothing for a store that has them from the start (tests, replay)', () => {
    const { store, load, fake, startAppListening } = storeWithRealtimeStart();
    startRealtimeListeners(startAppListening, realtimeListeners);
    startRealtimeListeners(startAppListening, realtimeListeners);
    store.dispatch(loggedIn({ token: 'tok', role: 'company' }));
    expect(load).not.toHaveBeenCalled();
    expect(fake.calls).toEqual(['close', 'open tok']);
  });
});
