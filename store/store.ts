import * as realtimeListeners from '@/features/realtime/listeners';
import * as actionLog from './debug/actionLog';
// Loaded here, so the stores this makes take the API in as they are made (store/apiHost.ts).
import './baseApi';
import { joinCampaignDrafts } from './campaignDraft';
import {
  makeCoreStore,
  startListeningOn,
  type MakeStoreOptions,
  type RootState,
} from './coreStore';
import { startLoggedInListeners } from './loggedInListeners';
import { startRealtimeListeners } from './realtimeStart';

export type { AppDispatch, AppStore, RootState } from './coreStore';

/**
 * Builds a store with every listener, the realtime and logged-in features' included, the
 * campaign drafts' slice, and its action log recording from the start, as the app's store
 * has them once a session started, the browser was idle and the company layout is loaded. Tests call it with a
 * preloaded state; a replay and the prerender call it without listeners. The browser app
 * starts with `makeCoreStore` instead, so the first screen loads none of those.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  joinCampaignDrafts();
  const store = makeCoreStore(preloadedState, { actionLog, ...options });
  // At once, before any action, where the app loads them with its first session.
  startRealtimeListeners(startListeningOn(store), realtimeListeners);
  startLoggedInListeners(store);
  return store;
}
