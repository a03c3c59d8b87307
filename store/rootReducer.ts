import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { flashesSlice } from '@/src/entities/flashes/flashesSlice';
import { preferencesSlice } from '@/features/preferences/preferencesSlice';
import { realtimeSlice } from '@/features/realtime/realtimeSlice';
import { sessionSlice } from '@/src/entities/session/sessionSlice';
import { toastsSlice } from '@/src/entities/toasts/toastsSlice';
import type { baseApi } from './baseApi';

/**
 * The campaign wizard's drafts, as storage held them: their slice joins with the company
 * layout (store/campaignDraft.ts), which is the only place they are read or changed.
 * Until then this keeps them as they are, so a reload writes them back untouched.
 */
const storedCampaignDrafts = (state: unknown = { byCompany: {} }): unknown => state;

/**
 * Every store's reducer. The API's (`state.api`) joins it once the API has loaded
 * (store/apiHost.ts); `inject` changes this very reducer, so each store has it then.
 */
export const rootReducer = combineSlices(
  sessionSlice,
  preferencesSlice,
  flashesSlice,
  toastsSlice,
  realtimeSlice,
  { campaignDraft: storedCampaignDrafts },
).withLazyLoadedSlices<WithSlice<typeof baseApi>>();

/**
 * The state as the code that reads it sees it: `api` is there for every module that
 * knows of the API, since importing the API is what puts it there (store/coreStore.ts).
 */
export type RootReducerState = Omit<ReturnType<typeof rootReducer>, typeof baseApi.reducerPath> &
  Required<Pick<ReturnType<typeof rootReducer>, typeof baseApi.reducerPath>>;
