import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeChanged } from '@/features/preferences/preferencesSlice';
import { makeStore } from '@/store/store';
import { statusMessage, stubApi } from './apiStub';

/** The mutations a store has started (RTK keeps one entry per call). */
const mutationsOf = (store: ReturnType<typeof makeStore>) =>
  Object.values(store.getState().api.mutations).map((entry) => entry?.endpointName);

describe("a creator's language switch (docs/product.md#creators-accounts)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the server the language a signed-in creator switched to', async () => {
    const api = stubApi({
      CreatorLanguageUpdate: statusMessage('CreatorLanguageUpdate', 'Idioma guardado'),
    });
    const store = makeStore({ session: { token: 'tok', role: 'creator' } });
    store.dispatch(localeChanged('es'));
    await vi.waitFor(() => expect(api.callsOf('CreatorLanguageUpdate')).toHaveLength(1));
    const [call] = api.callsOf('CreatorLanguageUpdate');
    expect(call?.variables).toEqual({ language: 'es' });
    expect(call?.headers.Authorization).toBe('Bearer tok');
    expect(store.getState().preferences.locale).toBe('es');
  });

  it('sends nothing for a company session, nor once logged out', () => {
    const api = stubApi({});
    const company = makeStore({ session: { token: 'tok', role: 'company' } });
    company.dispatch(localeChanged('es'));
    const loggedOut = makeStore({ session: { token: null, role: 'creator' } });
    loggedOut.dispatch(localeChanged('es'));
    // A call would have been started at once, as the switch is dispatched.
    expect(mutationsOf(company)).toEqual([]);
    expect(mutationsOf(loggedOut)).toEqual([]);
    expect(api.calls).toEqual([]);
    expect(company.getState().preferences.locale).toBe('es');
  });
});
