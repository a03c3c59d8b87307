import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { baseApi } from '@/store/baseApi';
import { makeCoreStore, startListeningOn, type AppStore } from '@/store/coreStore';
import { startLoggedInListeners } from '@/store/loggedInListeners';
import { makeStore } from '@/store/store';

const campaignLive = messageReceived({
  topic: 'company/42/notifications',
  message: { event: 'campaign_status', campaign_id: 'campaign-1', status: 'live' },
});

/** The cache invalidations a store dispatches from now on (what the features' listeners do). */
function invalidationsOf(store: AppStore) {
  const seen: UnknownAction[] = [];
  startListeningOn(store)?.({
    matcher: baseApi.util.invalidateTags.match,
    effect: (action) => void seen.push(action),
  });
  return seen;
}

describe("the logged-in features' listeners", () => {
  it('are not on the store the app starts with (the logged-out screens need none)', () => {
    const store = makeCoreStore();
    const seen = invalidationsOf(store);
    store.dispatch(campaignLive);
    expect(seen).toHaveLength(0);
  });

  it('join once per store, however often the company layout mounts', () => {
    const store = makeCoreStore();
    const seen = invalidationsOf(store);
    startLoggedInListeners(store);
    startLoggedInListeners(store);
    store.dispatch(campaignLive);
    expect(seen).toHaveLength(1);
  });

  it('are all on a store from makeStore, and joining again adds none', () => {
    const store = makeStore();
    const seen = invalidationsOf(store);
    startLoggedInListeners(store);
    store.dispatch(campaignLive);
    expect(seen).toHaveLength(1);
  });

  it('stay off a store made without listeners (a replay)', () => {
    const store = makeCoreStore(undefined, { listeners: false });
    startLoggedInListeners(store);
    expect(startListeningOn(store)).toBeUndefined();
  });
});
