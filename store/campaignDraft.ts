import { campaignDraftReducer } from '@/features/campaigns/campaignsSlice';
import { rootReducer } from './rootReducer';

/**
 * The campaign wizard's drafts join the root reducer: the company layout brings them
 * (src/layouts/LazyCompanyLayout.tsx), so no other screen loads their code. The drafts
 * redux-persist put back before then were kept as stored, and are checked now. Once
 * joined they stay, for every store (the root reducer is shared).
 */
let joined = false;

export function joinCampaignDrafts() {
  if (joined) return;
  joined = true;
  rootReducer.inject(
    { reducerPath: 'campaignDraft', reducer: campaignDraftReducer },
    { overrideExisting: true },
  );
}
