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
