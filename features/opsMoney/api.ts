import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';
import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type { OpsFailedPayoutsQuery, OpsMoneyQuery } from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

// The console's money (docs/product.md#operator-console): the ledger's platform-wide
// figures, and the failed payouts no operator handled yet, to retry or dismiss.

const OPS_PAYOUT_FIELDS = graphql(`
  fragment OpsPayoutFields on OpsPayout {
    id
    creator {
      id
      name
      email
      avatar_url
    }
    amount
    account_last4
    failure_code
    failure_message
    failed_at
    retryable
  }
`);

export const OPS_MONEY = graphql(`
  query OpsMoney {
    OpsMoney {
      wallets
      escrow
      creator_balances
      payouts_in_flight
      platform_revenue
    }
  }
`);

export const OPS_FAILED_PAYOUTS = graphql(
  `
    query OpsFailedPayouts($first: Int, $after: String) {
      OpsFailedPayouts(first: $first, after: $after) {
        nodes {
          ...OpsPayoutFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [OPS_PAYOUT_FIELDS],
);

export const OPS_PAYOUT_RETRY = graphql(
  `
    mutation OpsPayoutRetry($id: ID!, $reason: String!) {
      OpsPayoutRetry(id: $id, reason: $reason) {
        ...OpsPayoutFields
      }
    }
  `,
  [OPS_PAYOUT_FIELDS],
);

export const OPS_PAYOUT_DISMISS = graphql(
  `
    mutation OpsPayoutDismiss($id: ID!, $reason: String!) {
      OpsPayoutDismiss(id: $id, reason: $reason) {
        ...OpsPayoutFields
      }
    }
  `,
  [OPS_PAYOUT_FIELDS],
);

export type OpsMoneyFigures = OpsMoneyQuery['OpsMoney'];
export type OpsPayoutPage = OpsFailedPayoutsQuery['OpsFailedPayouts'];
export type OpsPayout = OpsPayoutPage['nodes'][number];

/** A handled payout leaves the queue; a retry also moves money the figures count. */
const handled = ['OpsPayouts', 'OpsQueue', 'OpsMoney'] as const;

export const opsMoneyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    opsMoney: build.query({
      ...graphqlEndpoint(OPS_MONEY),
      providesTags: ['OpsMoney'],
    }),
    /** Oldest first. */
    opsFailedPayouts: build.infiniteQuery<OpsPayoutPage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(OPS_FAILED_PAYOUTS, {
        variables: ({ pageParam }: { queryArg: void; pageParam: Cursor }) => ({
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: (data) => pagesTags('OpsPayouts', data),
    }),
    opsPayoutRetry: build.mutation({
      ...graphqlEndpoint(OPS_PAYOUT_RETRY),
      invalidatesTags: (_result, error) => (error ? [] : [...handled]),
    }),
    opsPayoutDismiss: build.mutation({
      ...graphqlEndpoint(OPS_PAYOUT_DISMISS),
      invalidatesTags: (_result, error) => (error ? [] : [...handled]),
    }),
  }),
});

export const {
  useOpsMoneyQuery,
  useOpsFailedPayoutsInfiniteQuery,
  useOpsPayoutRetryMutation,
  useOpsPayoutDismissMutation,
} = opsMoneyApi;
