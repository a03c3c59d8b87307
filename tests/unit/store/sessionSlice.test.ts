import { describe, expect, it, vi } from 'vitest';
import { apiUnauthorized } from '@/store/apiEvents';
import { makeStore } from '@/store/store';
import {
  impersonated,
  loggedIn,
  loggedOut,
  selectIsAuthenticated,
  selectToken,
  sessionSlice,
} from '@/src/entities/session/sessionSlice';
import { sessionApi, selectAccount } from '@/src/entities/session/api';
import type { CompanyData } from '@/src/entities/session/api';
import { accountCached, stubCompanyData } from '../helpers/api';
import { issuedSession } from '@/features/session/listeners';
import { accountApi } from '@/features/account/api';
import { getActionRecorder } from '@/store/debug/actionLog';

const account: CompanyData = {
  id: '7',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'company',
  has_verified_email: true,
  onboard_position: 1,
  phone: null,
  company_name: 'Analytical Engines',
  created_at: '2026-01-01T00:00:00.000Z',
  profile_picture_image: null,
  team_role: 'owner',
  member_id: '7',
};

describe('session slice', () => {
  it('is authenticated exactly when the token is a non-empty string', () => {
    const state = (token: unknown) =>
      ({ session: { token } }) as Parameters<typeof selectIsAuthenticated>[0];
    expect(selectIsAuthenticated(state('abc'))).toBe(true);
    expect(selectIsAuthenticated(state(''))).toBe(false);
    expect(selectIsAuthenticated(state(null))).toBe(false);
    expect(selectIsAuthenticated(state(undefined))).toBe(false);
    expect(selectIsAuthenticated(state(42))).toBe(false);
  });

  it('stores the token on login and forgets a previous account', () => {
    const after = sessionSlice.reducer(
      { token: 'old', role: 'company' },
      loggedIn({ token: 'new', role: 'company' }),
    );
    expect(after).toEqual({ token: 'new', role: 'company' });
    // The account is in RTK Query's cache, which a token replacing a live one resets.
    const store = makeStore({ session: { token: 'old', role: 'company' } });
    store.dispatch(accountCached(account));
    expect(selectAccount(store.getState())).toEqual(account);
    store.dispatch(loggedIn({ token: 'new', role: 'company' }));
    expect(selectAccount(store.getState())).toBeNull();
  });

  it('keeps the account while no screen shows it, until the session ends', async () => {
    stubCompanyData({ account });
    // Only timers: the removal of an unused entry is a setTimeout.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const store = makeStore({ session: { token: 'live', role: 'company' } });
    // Loaded the way start-up loads it: nothing stays subscribed.
    await store.dispatch(
      sessionApi.endpoints.companyData.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    try {
      // RTK Query's default would drop an unused entry after 60 s.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(selectAccount(store.getState())).toEqual(account);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
    store.dispatch(loggedOut());
    expect(selectAccount(store.getState())).toBeNull();
  });

  it('stores an impersonation token as the session', () => {
    const after = sessionSlice.reducer(undefined, impersonated({ token: 'imp' }));
    expect(after.token).toBe('imp');
  });

  it('clears token and account on logout and on a 401', () => {
    const before = { token: 't', role: 'creator' as const };
    // The role stays: it tells which login the visitor returns to.
    expect(sessionSlice.reducer(before, loggedOut())).toEqual({ token: null, role: 'creator' });
    expect(sessionSlice.reducer(before, apiUnauthorized())).toEqual({
      token: null,
      role: 'creator',
    });
    for (const end of [loggedOut(), apiUnauthorized()]) {
      const store = makeStore({ session: { token: 't', role: 'company' } });
      store.dispatch(accountCached(account));
      store.dispatch(end);
      expect(selectAccount(store.getState())).toBeNull();
    }
  });

  it('keeps the account CompanyData returned', async () => {
    const fetchStub = vi.fn(async () => Response.json({ data: { CompanyData: account } }));
    vi.stubGlobal('fetch', fetchStub);
    const store = makeStore({ session: { token: 't', role: 'company' } });
    await store.dispatch(sessionApi.endpoints.companyData.initiate());
    expect(selectAccount(store.getState())).toEqual(account);
    expect(selectToken(store.getState())).toBe('t');
    vi.unstubAllGlobals();
  });
});

describe('tokens the API issues', () => {
  const fulfilled = (payload: unknown, endpointName = 'companyLogin') => ({
    type: 'api/executeMutation/fulfilled',
    payload,
    meta: { arg: { type: 'mutation', endpointName } },
  });

  it('takes the token of a fulfilled mutation whose result carries authorization.token', () => {
    const auth = { status: 'success', authorization: { token: 'fresh', type: 'bearer' } };
    expect(issuedSession(fulfilled(auth))).toEqual({ token: 'fresh', role: 'company' });
    expect(issuedSession(fulfilled({ status: 'success', message: 'Created' }))).toBeNull();
    expect(issuedSession(fulfilled({ authorization: { token: '' } }))).toBeNull();
    expect(issuedSession(fulfilled(null))).toBeNull();
    expect(issuedSession({ type: 'api/executeQuery/fulfilled', payload: auth })).toBeNull();
  });

  it("gives a creator endpoint's token the creator role", () => {
    const auth = { status: 'success', authorization: { token: 'fresh', type: 'bearer' } };
    expect(issuedSession(fulfilled(auth, 'creatorLogin'))).toEqual({
      token: 'fresh',
      role: 'creator',
    });
    expect(issuedSession(fulfilled(auth, 'creatorUpdateEmail'))?.role).toBe('creator');
  });

  it('logs in with the token of CompanyLogin, once, through loggedIn', async () => {
    const authorization = { token: 'fresh', type: 'bearer', expires_in: 86400 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ data: { CompanyLogin: { status: 'success', authorization } } }),
      ),
    );
    const store = makeStore(undefined, { record: true });
    await store.dispatch(
      accountApi.endpoints.companyLogin.initiate({ email: 'a@b.test', password: 'Secret-pass1' }),
    );
    expect(selectToken(store.getState())).toBe('fresh');
    const types = getActionRecorder(store)!
      .entries()
      .map((entry) => entry.action.type)
      .filter((type) => type.startsWith('api/execute') || type.startsWith('session/'));
    expect(types).toEqual([
      'api/executeMutation/pending',
      'api/executeMutation/fulfilled',
      'session/loggedIn',
    ]);
    vi.unstubAllGlobals();
  });
});
