import type { UnknownAction } from '@reduxjs/toolkit';
import type { setupListeners } from '@reduxjs/toolkit/query';
import type { baseApi } from './baseApi';

/**
 * Where the RTK Query API meets the stores. The first screens (Login and the other
 * logged-out pages) send their few requests without it, so RTK Query and the API's
 * modules load with the first screen that reads data, or the first edit of a login form:
 * store/baseApi.ts hands itself over here when it is evaluated, and each store made
 * before or after takes it in then (store/coreStore.ts: its reducer, middleware and
 * focus events). What a session-wide listener does with the API waits for it here; the
 * code that imports the API directly runs only once that has happened.
 */
export interface LoadedApi {
  api: typeof baseApi;
  setupListeners: typeof setupListeners;
}

/** Where the API's state lives in the store (`state.api`). */
export const API_REDUCER_PATH = 'api';

let loaded: LoadedApi | null = null;
const waiting = new Set<(api: LoadedApi) => void>();

/** Called once, by store/baseApi.ts as it is evaluated. */
export function provideApi(api: LoadedApi) {
  loaded = api;
  for (const join of waiting) join(api);
  waiting.clear();
}

/** Runs `join` with the API: at once when it is loaded, else as soon as it is. */
export function whenApiLoaded(join: (api: LoadedApi) => void) {
  if (loaded) join(loaded);
  else waiting.add(join);
}

/** The API when it is loaded; null before (nothing can have been cached or requested yet). */
export const loadedApi = (): typeof baseApi | null => loaded?.api ?? null;

interface ApiRequestsState {
  mutations: Record<string, { status?: string } | undefined>;
}

/**
 * Whether a mutation is under way. Resetting the API aborts every running request, and a
 * mutation in flight may be the one handing back a new session (confirming an e-mail
 * change ends every session of the account and answers with a fresh one): what ends or
 * checks a session waits for it. None before the API has loaded.
 */
export function isMutationPending(state: { [API_REDUCER_PATH]?: ApiRequestsState }): boolean {
  const mutations = state[API_REDUCER_PATH]?.mutations ?? {};
  return Object.values(mutations).some((mutation) => mutation?.status === 'pending');
}

/** The action of a mutation that succeeded, whichever endpoint. */
export const MUTATION_FULFILLED = `${API_REDUCER_PATH}/executeMutation/fulfilled`;
const QUERY_FULFILLED = `${API_REDUCER_PATH}/executeQuery/fulfilled`;

/**
 * A matcher for a query endpoint's fulfilled action, by its name: what a session-wide
 * listener reacts to without importing the endpoint (and RTK Query with it).
 */
export function queryFulfilled<Result>(endpointName: string) {
  return (action: UnknownAction): action is UnknownAction & { payload: Result } => {
    if (action.type !== QUERY_FULFILLED) return false;
    const meta = (action as { meta?: { arg?: { endpointName?: unknown } } }).meta;
    return meta?.arg?.endpointName === endpointName;
  };
}
