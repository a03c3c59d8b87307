import { persistStore } from 'redux-persist';
import { describe, expect, it, vi } from 'vitest';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import { loggedOut, selectToken } from '@/src/entities/session/sessionSlice';
import type { ListenerRouter } from '@/store/listenerMiddleware';
import { PERSIST_STORAGE_KEY, storedToken } from '@/store/persist';
import { makeStore } from '@/store/store';

/**
 * Another tab of the same browser: its store persists to the shared localStorage (its
 * listeners are off: only what it writes matters here).
 */
async function otherTab() {
  const store = makeStore({ session: { token: 'token-1', role: 'company' } }, { listeners: false });
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  /** Runs `change` there and returns the storage item as that tab left it. */
  const write = async (change: () => void) => {
    change();
    await persistor.flush();
    return localStorage.getItem(PERSIST_STORAGE_KEY);
  };
  return { store, write };
}

/** This tab: logged in, with a window of its own and a router that records. */
function thisTab() {
  const window = new EventTarget();
  const router = { pathname: () => '/wallet', navigate: vi.fn<ListenerRouter['navigate']>() };
  const store = makeStore({ session: { token: 'token-1', role: 'company' } }, { window, router });
  store.dispatch({ type: 'app/started' });
  const storageEvent = (key: string | null, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  return { store, router, storageEvent };
}

describe('several tabs of one browser', () => {
  it('a logout in another tab logs this one out at once, locally, and shows Login', async () => {
    const other = await otherTab();
    const tab = thisTab();

    tab.storageEvent(
      PERSIST_STORAGE_KEY,
      await other.write(() => other.store.dispatch(sidebarToggled())),
    );
    expect(selectToken(tab.store.getState())).toBe('token-1');

    tab.storageEvent(
      PERSIST_STORAGE_KEY,
      await other.write(() => other.store.dispatch(loggedOut())),
    );
    expect(selectToken(tab.store.getState())).toBeNull();
    // No CompanyLogout of its own: the unit setup's fetch fails any request.
    expect(fetch).not.toHaveBeenCalled();
    expect(tab.router.navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });

  it('also when the other tab cleared the storage, and never for other keys', () => {
    const tab = thisTab();
    tab.storageEvent('something-else', null);
    expect(selectToken(tab.store.getState())).toBe('token-1');
    tab.storageEvent(null, null);
    expect(selectToken(tab.store.getState())).toBeNull();
  });

  it('reads the token out of the stored item', () => {
    const item = (session: unknown) => JSON.stringify({ session: JSON.stringify(session) });
    expect(storedToken(item({ token: 'abc' }))).toBe('abc');
    expect(storedToken(item({ token: null }))).toBeNull();
    expect(storedToken(item({}))).toBeNull();
    expect(storedToken(null)).toBeNull();
    expect(storedToken('{"session":')).toBeUndefined();
    expect(storedToken('{}')).toBeUndefined();
  });
});
