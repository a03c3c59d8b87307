import { combineSlices } from '@reduxjs/toolkit';
import { flashesSlice } from '@/src/entities/flashes/flashesSlice';
import { preferencesSlice } from '@/features/preferences/preferencesSlice';
import { realtimeSlice } from '@/features/realtime/realtimeSlice';
import { sessionSlice } from '@/src/entities/session/sessionSlice';
import { toastsSlice } from '@/src/entities/toasts/toastsSlice';
import { baseApi } from './baseApi';

/**
 * The campaign wizard's drafts, as storage held them: their slice joins with the company
 * layout (store/campaignDraft.ts), which is the only place they are read or changed.
 * Until then this keeps them as they are, so a reload writes them back untouched.
 */
const storedCampaignDrafts = (state: unknown = { byCompany: {} }): unknown => state;

export const rootReducer = combineSlices(
  sessionSlice,
  preferencesSlice,
  flashesSlice,
  toastsSlice,
  realtimeSlice,
  { campaignDraft: storedCampaignDrafts },
  baseApi,
);

export type RootReducerState = ReturnType<typeof rootReducer>;
