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
    // The operator console's queues and lists (docs/product.md#operator-console).
    'OpsQueue',
    'OpsCampaigns',
    'OpsScreenings',
    'OpsDisputes',
    'OpsCreators',
    'OpsPayouts',
  ],
  endpoints: () => ({}),
});
