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

/** Dispatches a campaign's new status; returns the cache invalidations it caused. */
function campaignGoesLive(store: AppStore) {
  const seen: UnknownAction[] = [];
  startListeningOn(store)?.({
    matcher: baseApi.util.invalidateTags.match,
    effect: (action) => void seen.push(action),
  });
  store.dispatch(campaignLive);
  return seen;
}

describe("the logged-in features' listeners", () => {
  it('are not on the store the app starts with (the logged-out screens need none)', () => {
    expect(campaignGoesLive(makeCoreStore())).toHaveLength(0);
  });

  it('join once per store, however often the company layout mounts', () => {
    const store = makeCoreStore();
    startLoggedInListeners(store);
    startLoggedInListeners(store);
    expect(campaignGoesLive(store)).toHaveLength(1);
  });

  it('are all on a store from makeStore, and joining again adds none', () => {
    const store = makeStore();
    startLoggedInListeners(store);
    expect(campaignGoesLive(store)).toHaveLength(1);
  });

  it('stay off a store made without listeners (a replay)', () => {
    const store = makeCoreStore(undefined, { listeners: false });
    startLoggedInListeners(store);
    expect(startListeningOn(store)).toBeUndefined();
  });
});
