import { combineSlices } from '@reduxjs/toolkit';
import { campaignDraftSlice } from '@/features/campaigns/campaignsSlice';
import { flashesSlice } from '@/src/entities/flashes/flashesSlice';
import { preferencesSlice } from '@/features/preferences/preferencesSlice';
import { realtimeSlice } from '@/features/realtime/realtimeSlice';
import { sessionSlice } from '@/src/entities/session/sessionSlice';
import { toastsSlice } from '@/src/entities/toasts/toastsSlice';
import { baseApi } from './baseApi';

export const rootReducer = combineSlices(
  sessionSlice,
  preferencesSlice,
  flashesSlice,
  toastsSlice,
  realtimeSlice,
  campaignDraftSlice,
  baseApi,
);

export type RootReducerState = ReturnType<typeof rootReducer>;
