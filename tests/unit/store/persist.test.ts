import { persistStore } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '@/store/store';
import { migratePersisted, PERSIST_VERSION } from '@/store/persist';
import { selectAccount, selectIsAuthenticated } from '@/features/session/sessionSlice';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';

const STORAGE_KEY = 'persist:ugc-desk';

/** What redux-persist writes: each top-level key serialised on its own. */
function stored(root: Record<string, unknown>) {
  return JSON.stringify(
    Object.fromEntries(Object.entries(root).map(([key, value]) => [key, JSON.stringify(value)])),
  );
}

function rehydrated(store: AppStore) {
  return new Promise<void>((resolve) => {
    const persistor = persistStore(store, null, () => resolve());
    void persistor;
  });
}

const meta = { _persist: { version: PERSIST_VERSION, rehydrated: true } };

describe('persistence', () => {
  afterEach(() => localStorage.clear());

  it('restores the token and preferences, never the account, then reloads it', async () => {
    const account = { id: '1', email: 'a@example.com', has_verified_email: true };
    const fetchStub = vi.fn(async () => Response.json({ data: { CompanyData: account } }));
    vi.stubGlobal('fetch', fetchStub);
    localStorage.setItem(
      STORAGE_KEY,
      stored({
        session: { token: 'kept', account: { id: '1' } },
        preferences: { locale: 'es', colorMode: 'dark', sidebarCollapsed: true },
        toasts: { items: [{ id: 'x' }] },
        _persist: meta._persist,
      }),
    );
    const store = makeStore();
    await rehydrated(store);
    const state = store.getState();
    expect(state.session).toEqual({ token: 'kept' });
    expect(state.preferences).toEqual({ locale: 'es', colorMode: 'dark', sidebarCollapsed: true });
    expect(state.toasts.items).toEqual([]);
    // After startup the account is loaded with a forced refresh.
    await vi.waitFor(() => expect(selectAccount(store.getState())).toEqual(account));
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/j');
    expect(JSON.parse(String(init.body)).operationName).toBe('CompanyData');
    vi.unstubAllGlobals();
  });

  it('writes only the token and preferences under the product key', async () => {
    const store = makeStore();
    await rehydrated(store);
    store.dispatch({ type: 'session/loggedIn', payload: { token: 'abc' } });
    store.dispatch(sidebarToggled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    expect(Object.keys(raw).sort()).toEqual(['_persist', 'preferences', 'session']);
    expect(JSON.parse(raw.session!)).toEqual({ token: 'abc' });
    expect(JSON.parse(raw.preferences!).sidebarCollapsed).toBe(true);
  });

  it.each([
    ['not JSON at all', '{{{not json'],
    ['a JSON string', JSON.stringify('hello')],
    ['a foreign shape', stored({ session: 'garbage', preferences: 7, _persist: meta._persist })],
    ['a token of the wrong type', stored({ session: { token: 123 }, _persist: meta._persist })],
    ['an unknown version', stored({ session: { token: 'x' }, _persist: { version: 99 } })],
  ])('starts logged out when storage holds %s', async (_label, value) => {
    localStorage.setItem(STORAGE_KEY, value);
    const store = makeStore();
    await rehydrated(store);
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(store.getState().preferences.locale).toBe('en');
  });

  it('migration drops invalid fields one by one', async () => {
    const migrated = await migratePersisted(
      {
        ...meta,
        session: { token: '' },
        preferences: { locale: 'fr', colorMode: 'light', sidebarCollapsed: 'yes' },
      } as never,
      PERSIST_VERSION,
    );
    expect(migrated).toMatchObject({
      session: { token: null },
      preferences: { locale: 'en', colorMode: 'light', sidebarCollapsed: false },
    });
  });
});
