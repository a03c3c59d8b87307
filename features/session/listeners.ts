import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { baseApi } from '@/store/baseApi';
import { apiUnauthorized } from '@/store/apiEvents';
import type { AppStartListening } from '@/store/listenerMiddleware';
import { sessionApi } from './api';
import { impersonated, loggedIn, loggedOut, selectIsAuthenticated } from './sessionSlice';

/** The account reloads 500 ms after an impersonation token is stored. */
export const IMPERSONATION_RELOAD_DELAY_MS = 500;

const isRehydrate = (action: UnknownAction) => action.type === REHYDRATE;

export function addSessionListeners(startAppListening: AppStartListening) {
  // After startup, once the persisted token is back, the account is
  // loaded with a forced refresh. A listener does it, not a component, so a DevTools
  // jump sends no request. (After a login the guards' subscription loads it.)
  startAppListening({
    predicate: (action, state) => isRehydrate(action) && selectIsAuthenticated(state),
    effect: async (_action, listenerApi) => {
      await listenerApi.dispatch(
        sessionApi.endpoints.companyData.initiate(undefined, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
    },
  });

  // A session that ends leaves no cached data of the account behind.
  startAppListening({
    matcher: isAnyOf(loggedOut, apiUnauthorized),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(baseApi.util.resetApiState());
    },
  });

  // A token that replaces a live one (the fresh session of an e-mail change confirmed while
  // logged in) starts a new session too: the cached CompanyData of the old one would
  // otherwise stand in for the account that loggedIn cleared, and nothing would reload it.
  startAppListening({
    predicate: (action, _state, previous) =>
      loggedIn.match(action) && selectIsAuthenticated(previous),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(baseApi.util.resetApiState());
    },
  });

  startAppListening({
    actionCreator: impersonated,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      listenerApi.dispatch(baseApi.util.resetApiState());
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
