import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { API_REDUCER_PATH, provideApi } from './apiHost';
import { graphqlBaseQuery } from './graphqlBaseQuery';

/**
 * The one RTK Query API. Features add their operations with `baseApi.injectEndpoints`
 * in their own `api.ts`, so this file never grows with them. It loads with the first
 * screen that needs it, not with the first screens: the stores take it in as it is
 * evaluated (store/apiHost.ts).
 */
export const baseApi = createApi({
  reducerPath: API_REDUCER_PATH,
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

provideApi({ api: baseApi, setupListeners });
