import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { matchPath } from 'react-router-dom';
import { REHYDRATE } from 'redux-persist';
import { OPEN_PATTERNS, paths } from '@/src/lib/paths';
import { isMutationPending, loadedApi, MUTATION_FULFILLED } from '@/store/apiHost';
import type { AppDispatch } from '@/store/coreStore';
import { apiUnauthorized } from '@/store/apiEvents';
import { PERSIST_STORAGE_KEY, storedToken } from '@/store/persist';
import type { AppStartListening } from '@/store/listenerMiddleware';
import {
  impersonated,
  loggedIn,
  loggedOut,
  logOutRequested,
  selectIsAuthenticated,
  selectRole,
  type SessionRole,
} from '@/src/entities/session/sessionSlice';

/** The account reloads 500 ms after an impersonation token is stored. */
export const IMPERSONATION_RELOAD_DELAY_MS = 500;

/**
 * How long logging out waits for the server to revoke the session. The user is logged
 * out locally whatever happens; a server that does not answer only delays it this much.
 */
export const LOGOUT_TIMEOUT_MS = 3000;

/** The longest a session's end waits for a mutation in flight before clearing the cache. */
export const MUTATION_WAIT_MS = 30_000;

const isRehydrate = (action: UnknownAction) => action.type === REHYDRATE;

/**
 * The session's account queries and logouts, with the API: loaded when a session needs
 * them, so the logged-out first screens load none of it (store/apiHost.ts).
 */
const loadSessionApi = () => import('@/src/entities/session/api');
const loadReloadAccount = () => import('@/src/entities/session/reloadAccount');

/** Empties the API's cache, if the API has loaded (before, it holds nothing). */
function resetApi(dispatch: AppDispatch) {
  const api = loadedApi();
  if (api) dispatch(api.util.resetApiState());
}

/**
 * The session a fulfilled mutation hands over: any whose result is an AuthResult,
 * `{ status, authorization: { token } }` (CompanyLogin and CreatorLogin, which sign-up
 * also ends with, the e-mail changes, and an operator's OpsTotpVerify). Matched by shape,
 * so this core feature needs none of the account features' endpoints; the role is the
 * endpoint's, as every creator endpoint's name starts with `creator` and every operator
 * endpoint's with `ops`. Null for every other action. (OpsTotpSetup's session is nested
 * under `auth`, so it is not matched: the console stores it itself once the operator has
 * saved the recovery codes, docs/product.md#operator-console.)
 */
export function issuedSession(action: UnknownAction): { token: string; role: SessionRole } | null {
  if (action.type !== MUTATION_FULFILLED) return null;
  const { payload, meta } = action as {
    payload?: { authorization?: { token?: unknown } } | null;
    meta?: { arg?: { endpointName?: unknown } };
  };
  const token = payload?.authorization?.token;
  if (typeof token !== 'string' || token === '') return null;
  const endpoint = meta?.arg?.endpointName;
  return { token, role: roleOfEndpoint(endpoint) };
}

function roleOfEndpoint(endpoint: unknown): SessionRole {
  if (typeof endpoint !== 'string') return 'company';
  if (endpoint.startsWith('creator')) return 'creator';
  return endpoint.startsWith('ops') ? 'operator' : 'company';
}

/** Where a session of this role logs in again. */
export const loginPathOf = (role: SessionRole) =>
  role === 'creator' ? paths.creator.login : role === 'operator' ? paths.ops.login : paths.login;

/** The mutation that ends a session of this role on the server. */
async function logoutOf(role: SessionRole) {
  const { sessionApi } = await loadSessionApi();
  const { companyLogout, creatorLogout, opsLogout } = sessionApi.endpoints;
  return role === 'creator' ? creatorLogout : role === 'operator' ? opsLogout : companyLogout;
}

export function addSessionListeners(startAppListening: AppStartListening) {
  // The one place a token the API issues becomes the session: the screens that log in
  // (Login, Signup, UpdateEmail) only run their mutation and navigate.
  startAppListening({
    predicate: (action) => issuedSession(action) !== null,
    effect: (action, listenerApi) => {
      const session = issuedSession(action);
      if (session) listenerApi.dispatch(loggedIn(session));
    },
  });

  // After startup, once the persisted token is back, the account is
  // loaded with a forced refresh. A listener does it, not a component, so a DevTools
  // jump sends no request. (After a login the guards' subscription loads it.)
  startAppListening({
    predicate: (action, state) => isRehydrate(action) && selectIsAuthenticated(state),
    effect: async (_action, listenerApi) => {
      const { reloadAccount } = await loadReloadAccount();
      await reloadAccount(listenerApi.dispatch, selectRole(listenerApi.getState()));
    },
  });

  // Logging out asks the server to end the session (CompanyLogout, CreatorLogout or OpsLogout) and then, whatever its
  // answer (an error, a 401 for an already dead token, none within LOGOUT_TIMEOUT_MS),
  // ends it here.
  startAppListening({
    actionCreator: logOutRequested,
    effect: async (_action, listenerApi) => {
      const logout = await logoutOf(selectRole(listenerApi.getState()));
      const request = listenerApi.dispatch(logout.initiate());
      await Promise.race([request, listenerApi.delay(LOGOUT_TIMEOUT_MS)]);
      request.abort();
      listenerApi.dispatch(loggedOut());
    },
  });

  // Logging out (or a 401) in one tab logs out every tab of the browser at once. The
  // token is persisted, so the other tabs hear of its removal through the window's
  // `storage` event; they end the session here only (the server has already ended it,
  // so no second CompanyLogout) and, like the first tab, go to Login. Set up on the
  // first action, as the listeners reach `extra` only then.
  startAppListening({
    predicate: () => true,
    effect: (_action, listenerApi) => {
      listenerApi.unsubscribe();
      listenerApi.extra.window?.addEventListener('storage', (event) => {
        const { key, newValue } = event as StorageEvent;
        // A null key: another tab cleared the storage, the token with it.
        if (key !== PERSIST_STORAGE_KEY && key !== null) return;
        if (storedToken(newValue) !== null) return;
        if (selectIsAuthenticated(listenerApi.getState())) listenerApi.dispatch(loggedOut());
      });
    },
  });

  // A session that ends leaves no cached data of the account behind. Resetting aborts
  // every request under way, so it waits for the mutations in flight: one may be handing
  // back the next session (an e-mail change confirmed while logged in ends the old one
  // before it answers), and an aborted one would lose it. A request that never answers
  // keeps the old cache no longer than MUTATION_WAIT_MS.
  startAppListening({
    matcher: isAnyOf(loggedOut, apiUnauthorized),
    effect: async (_action, listenerApi) => {
      if (isMutationPending(listenerApi.getState())) {
        await listenerApi.condition((_next, state) => !isMutationPending(state), MUTATION_WAIT_MS);
      }
      resetApi(listenerApi.dispatch);
    },
  });

  // A session that ends (logout, a 401) sends the user to Login from wherever he is —
  // also from pages without a guard (impersonation, an unknown path) — except the open
  // pages (password reset, e-mail change), which work logged out. Pages opened while
  // logged out are the guards' business. It runs here, not in a component, so a DevTools
  // jump to a logged-out state never navigates.
  startAppListening({
    predicate: (_action, current, previous) =>
      selectIsAuthenticated(previous) && !selectIsAuthenticated(current),
    effect: (_action, { extra: { router }, getState }) => {
      const pathname = router.pathname();
      const login = loginPathOf(selectRole(getState()));
      if (pathname === login) return;
      if (OPEN_PATTERNS.some((pattern) => matchPath(pattern, pathname))) return;
      router.navigate(login, { replace: true });
    },
  });

  // A token that replaces a live one (the fresh session of an e-mail change confirmed while
  // logged in) starts a new session too: the cached CompanyData of the old one would
  // otherwise stand in for the new session's account, and nothing would reload it.
  startAppListening({
    predicate: (action, _state, previous) =>
      loggedIn.match(action) && selectIsAuthenticated(previous),
    effect: (_action, listenerApi) => {
      resetApi(listenerApi.dispatch);
    },
  });

  startAppListening({
    actionCreator: impersonated,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      resetApi(listenerApi.dispatch);
      const { sessionApi } = await loadSessionApi();
      await listenerApi.delay(IMPERSONATION_RELOAD_DELAY_MS);
      await listenerApi.dispatch(
        sessionApi.endpoints.companyData.initiate(undefined, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
    },
  });
}
