import { makeCoreStore, type MakeStoreOptions, type RootState } from './coreStore';
import { startLoggedInListeners } from './loggedInListeners';

export type { AppDispatch, AppStore, RootState } from './coreStore';

/**
 * Builds a store with every listener, the logged-in features' included, as the app's
 * store has them once the company layout is loaded. Tests call it with a preloaded state;
 * a replay and the prerender call it without listeners. The browser app starts with
 * `makeCoreStore` instead, so the first screen loads no logged-in feature's code.
 */
export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const store = makeCoreStore(preloadedState, options);
  startLoggedInListeners(store);
  return store;
}
