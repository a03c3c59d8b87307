import { createApi } from '@reduxjs/toolkit/query/react';
import { graphqlBaseQuery } from './graphqlBaseQuery';

/**
 * The one RTK Query API. Features add their operations with `baseApi.injectEndpoints`
 * in their own `api.ts`, so this file never grows with them.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: graphqlBaseQuery(),
  tagTypes: [
    'Account',
    'Brand',
    'Product',
    'Card',
    'Invoice',
    'Wallet',
    'Transaction',
    'Campaign',
    'Creator',
    'Deal',
    'DealMessage',
    'Content',
    'Notification',
    'Dashboard',
    'Marketplace',
    'Earnings',
    'CreatorDeal',
    'CreatorDealMessage',
    // The operator console's queues (docs/product.md#operator-console): the counts, and each
    // queue's list, read again when the console's topic says that queue changed.
    'OpsQueue',
    'OpsCampaigns',
    'OpsScreenings',
    'OpsDisputes',
    'OpsCreators',
    'OpsPayouts',
    'OpsCompanies',
    'OpsMoney',
    'OpsAudit',
  ],
  endpoints: () => ({}),
});

type ApiState = ReturnType<typeof baseApi.reducer>;

/**
 * Whether a mutation is under way. Resetting the API aborts every running request, and a
 * mutation in flight may be the one handing back a new session (confirming an e-mail
 * change ends every session of the account and answers with a fresh one): what ends or
 * checks a session waits for it.
 */
export function isMutationPending(state: { [baseApi.reducerPath]: ApiState }): boolean {
  return Object.values(state[baseApi.reducerPath].mutations).some(
    (mutation) => mutation?.status === 'pending',
  );
}
