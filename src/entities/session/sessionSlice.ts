import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { apiUnauthorized } from '@/store/apiEvents';

/**
 * Whose session it is: a brand's company, a creator (docs/product.md#routes-and-guards), or
 * one of the platform's operators (docs/product.md#operator-console).
 */
export type SessionRole = 'company' | 'creator' | 'operator';

export const isSessionRole = (value: unknown): value is SessionRole =>
  value === 'company' || value === 'creator' || value === 'operator';

/**
 * The session is its token and its role, both persisted. The account lives in RTK
 * Query's cache only (see `selectAccount` in ./api.ts); a session that ends or changes
 * resets that cache. The role outlives the session: it tells which login a visitor
 * returns to.
 */
export interface SessionState {
  /** The bearer token. */
  token: string | null;
  /** The role of the token, or of the last one once logged out. */
  role: SessionRole;
}

const initialState: SessionState = { token: null, role: 'company' };

const cleared = (state: SessionState): SessionState => ({ token: null, role: state.role });

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A mutation issued a session token (the session listener dispatches it). */
    loggedIn(state, action: PayloadAction<{ token: string; role: SessionRole }>) {
      state.token = action.payload.token;
      state.role = action.payload.role;
    },
    /** Impersonation stores a company's token handed over in a link; the account reloads after. */
    impersonated(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.role = 'company';
    },
    loggedOut: cleared,
  },
  extraReducers: (builder) => {
    builder.addCase(apiUnauthorized, cleared);
  },
  selectors: {
    selectToken: (state) => state.token,
    selectRole: (state) => state.role,
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
export const { selectToken, selectRole, selectIsAuthenticated } = sessionSlice.selectors;
