import { persistStore } from 'redux-persist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '@/store/store';
import { migratePersisted, PERSIST_VERSION } from '@/store/persist';
import { selectIsAuthenticated } from '@/src/entities/session/sessionSlice';
import { selectAccount } from '@/src/entities/session/api';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import {
  checkedDrafts,
  draftCleared,
  draftSaved,
  selectDraftOf,
} from '@/features/campaigns/campaignsSlice';

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
    expect(state.session).toEqual({ token: 'kept', role: 'company' });
    expect(state.preferences).toEqual({ locale: 'es', colorMode: 'dark', sidebarCollapsed: true });
    expect(state.toasts.items).toEqual([]);
    // After startup the account is loaded with a forced refresh.
    await vi.waitFor(() => expect(selectAccount(store.getState())).toEqual(account));
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/j');
    expect(JSON.parse(String(init.body)).operationName).toBe('CompanyData');
    vi.unstubAllGlobals();
  });

  it('writes only the token, preferences and campaign drafts under the product key', async () => {
    const store = makeStore();
    await rehydrated(store);
    store.dispatch({ type: 'session/loggedIn', payload: { token: 'abc' } });
    store.dispatch(sidebarToggled());
    // redux-persist writes on its own schedule: wait for the toggle to be written.
    const written = () =>
      JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    await vi.waitFor(() =>
      expect(JSON.parse(written().preferences ?? '{}').sidebarCollapsed).toBe(true),
    );
    const raw = written();
    expect(Object.keys(raw).sort()).toEqual([
      '_persist',
      'campaignDraft',
      'preferences',
      'session',
    ]);
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

  it('migrates version 1: session and preferences kept, no draft', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      stored({
        session: { token: 'kept' },
        preferences: { locale: 'es', colorMode: 'dark', sidebarCollapsed: false },
        campaignDraft: { byCompany: { '42': { name: 'From an older app' } } },
        _persist: { version: 1, rehydrated: true },
      }),
    );
    const store = makeStore();
    await rehydrated(store);
    const state = store.getState();
    expect(state.session).toEqual({ token: 'kept', role: 'company' });
    expect(state.preferences.locale).toBe('es');
    expect(state.campaignDraft).toEqual({ byCompany: {} });
  });

  it("migrates version 2 as a company's session, drafts kept", async () => {
    localStorage.setItem(
      STORAGE_KEY,
      stored({
        session: { token: 'kept' },
        campaignDraft: { byCompany: { '42': { name: 'Spring' } } },
        _persist: { version: 2, rehydrated: true },
      }),
    );
    const store = makeStore();
    await rehydrated(store);
    expect(store.getState().session).toEqual({ token: 'kept', role: 'company' });
    expect(selectDraftOf(store.getState(), '42').name).toBe('Spring');
  });

  it("restores a creator's session and reloads the creator's account", async () => {
    const creator = { id: '5', email: 'c@example.com', has_verified_email: true };
    const fetchStub = vi.fn(async () => Response.json({ data: { CreatorData: creator } }));
    vi.stubGlobal('fetch', fetchStub);
    localStorage.setItem(
      STORAGE_KEY,
      stored({ session: { token: 'kept', role: 'creator' }, _persist: meta._persist }),
    );
    const store = makeStore();
    await rehydrated(store);
    expect(store.getState().session).toEqual({ token: 'kept', role: 'creator' });
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
    const [, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).operationName).toBe('CreatorData');
    vi.unstubAllGlobals();
  });

  it('keeps each company its own draft across a reload, and clears only one', async () => {
    const first = makeStore();
    await rehydrated(first);
    first.dispatch(draftSaved({ companyId: '42', values: { type: 'ugc_video', name: 'Spring' } }));
    first.dispatch(draftSaved({ companyId: '7', values: { number_of_deals: '30' } }));
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toContain('number_of_deals'));

    const reloaded = makeStore();
    await rehydrated(reloaded);
    expect(selectDraftOf(reloaded.getState(), '42')).toEqual({ type: 'ugc_video', name: 'Spring' });
    expect(selectDraftOf(reloaded.getState(), '7')).toEqual({ number_of_deals: '30' });
    reloaded.dispatch(draftCleared({ companyId: '42' }));
    expect(selectDraftOf(reloaded.getState(), '42')).toEqual({});
    expect(selectDraftOf(reloaded.getState(), '7')).toEqual({ number_of_deals: '30' });
  });

  it('drops a malformed stored draft, field by field, and never the session', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      stored({
        session: { token: 'kept' },
        campaignDraft: {
          byCompany: {
            '42': {
              type: 'hologram',
              name: 'Summer launch',
              product_ids: ['p1', 3],
              ages: ['18-24'],
              stepReached: 'far',
              card_number: '4242424242424242',
            },
            '7': 'not a draft',
            '9': null,
          },
        },
        _persist: meta._persist,
      }),
    );
    const store = makeStore(undefined, { listeners: false });
    await rehydrated(store);
    expect(store.getState().session.token).toBe('kept');
    expect(selectDraftOf(store.getState(), '42')).toEqual({
      name: 'Summer launch',
      ages: ['18-24'],
    });
    // The drafts' slice keeps only what it checked from its next action on.
    store.dispatch(sidebarToggled());
    expect(store.getState().campaignDraft).toEqual({
      byCompany: { '42': { name: 'Summer launch', ages: ['18-24'] } },
    });
    for (const garbage of [7, 'x', [], null, { byCompany: [] }, { byCompany: 'x' }]) {
      expect(checkedDrafts(garbage)).toEqual({ byCompany: {} });
    }
  });

  it("keeps a stored draft through the writes made before the company layout brings the drafts' slice", async () => {
    const spring = { type: 'ugc_video', name: 'Spring', stepReached: 2 };
    localStorage.setItem(
      STORAGE_KEY,
      stored({
        session: { token: 'kept' },
        preferences: { locale: 'en', colorMode: 'light', sidebarCollapsed: false },
        campaignDraft: { byCompany: { '42': spring } },
        _persist: meta._persist,
      }),
    );
    // A root reducer the drafts' slice has not joined yet, as on the app's Login.
    vi.resetModules();
    const { makeCoreStore } = await import('@/store/coreStore');
    const { joinCampaignDrafts } = await import('@/store/campaignDraft');
    const drafts = await import('@/features/campaigns/campaignsSlice');
    const preferences = await import('@/features/preferences/preferencesSlice');
    const store = makeCoreStore(undefined, { listeners: false });
    await rehydrated(store);
    store.dispatch(preferences.sidebarToggled());
    const written = () =>
      JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
    await vi.waitFor(() =>
      expect(JSON.parse(written().preferences ?? '{}').sidebarCollapsed).toBe(true),
    );
    expect(JSON.parse(written().campaignDraft ?? '{}')).toEqual({ byCompany: { '42': spring } });

    joinCampaignDrafts();
    expect(drafts.selectDraftOf(store.getState(), '42')).toEqual(spring);
    store.dispatch(drafts.draftSaved({ companyId: '42', values: { name: 'Summer' } }));
    expect(drafts.selectDraftOf(store.getState(), '42')).toEqual({
      name: 'Summer',
      stepReached: 2,
    });
    await vi.waitFor(() =>
      expect(JSON.parse(written().campaignDraft ?? '{}')).toEqual({
        byCompany: { '42': { name: 'Summer', stepReached: 2 } },
      }),
    );
  });
});
