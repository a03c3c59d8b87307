import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiUnauthorized } from '@/store/apiEvents';
import { sessionApi } from './api';
import type { CompanyData } from './api';

export interface SessionState {
  /** The bearer token; the only part of the session that is persisted. */
  token: string | null;
  /** The account as CompanyData last returned it; null until loaded. */
  account: CompanyData | null;
}

const initialState: SessionState = { token: null, account: null };

const cleared: SessionState = { token: null, account: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A mutation issued a session token (the session listener dispatches it). */
    loggedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.account = null;
    },
    /** Impersonation stores a token handed over in a link; the account reloads after. */
    impersonated(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.account = null;
    },
    loggedOut() {
      return cleared;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(apiUnauthorized, () => cleared)
      .addMatcher(sessionApi.endpoints.companyData.matchFulfilled, (state, action) => {
        state.account = action.payload;
      });
  },
  selectors: {
    selectToken: (state) => state.token,
    /** Authenticated iff the stored token is a non-empty string (spec.md section 4). */
    selectIsAuthenticated: (state) => typeof state.token === 'string' && state.token.length > 0,
    selectAccount: (state) => state.account,
  },
});

export const { loggedIn, impersonated, loggedOut } = sessionSlice.actions;

/**
 * The user asks to log out. The session listeners end the session on the server, then
 * here (`loggedOut`); `loggedOut` alone ends it only here, for a session the server has
 * already ended.
 */
export const logOutRequested = createAction('session/logOutRequested');
export const { selectToken, selectIsAuthenticated, selectAccount } = sessionSlice.selectors;
