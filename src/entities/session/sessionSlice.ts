import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiUnauthorized } from '@/store/apiEvents';
import { sessionApi } from './api';

/**
 * The session is its token, which is persisted. The account lives in RTK Query's cache
 * only (see `selectAccount`); a session that ends or changes resets that cache.
 */
export interface SessionState {
  /** The bearer token. */
  token: string | null;
}

const initialState: SessionState = { token: null };

const cleared: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A mutation issued a session token (the session listener dispatches it). */
    loggedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
    },
    /** Impersonation stores a token handed over in a link; the account reloads after. */
    impersonated(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
    },
    loggedOut() {
      return cleared;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(apiUnauthorized, () => cleared);
  },
  selectors: {
    selectToken: (state) => state.token,
    /** Authenticated iff the stored token is a non-empty string. */
    selectIsAuthenticated: (state) => typeof state.token === 'string' && state.token.length > 0,
  },
});

export const { loggedIn, impersonated, loggedOut } = sessionSlice.actions;

/**
 * The user asks to log out. The session listeners end the session on the server, then
 * here (`loggedOut`); `loggedOut` alone ends it only here, for a session the server has
 * already ended.
 */
export const logOutRequested = createAction('session/logOutRequested');
export const { selectToken, selectIsAuthenticated } = sessionSlice.selectors;

const selectCompanyData = sessionApi.endpoints.companyData.select();

/**
 * The account as CompanyData last returned it, read from RTK Query's cache (the one copy
 * of it); null until loaded. Logout and a 401 reset that cache, as does a new token.
 */
export const selectAccount = (state: Parameters<typeof selectCompanyData>[0]) =>
  selectCompanyData(state).data ?? null;
