import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import { graphql } from '@/store/graphql';

// The wallet's balance, which the campaign wizard offers to pay from; the wallet feature's
// own endpoints (history, bank transfer, top-up) are built on this one.

const WALLET = graphql(`
  query Wallet {
    Wallet {
      user_id
      balance
      currency {
        id
        code
      }
    }
  }
`);

export const walletBalanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wallet: build.query({ ...graphqlEndpoint(WALLET), providesTags: ['Wallet'] }),
  }),
});

export const { useWalletQuery } = walletBalanceApi;
