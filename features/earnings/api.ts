import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  CreatorEarningsHistoryQuery,
  CreatorEarningsHistoryQueryVariables,
  CreatorEarningsQuery,
  CreatorEarningsStatementsQuery,
  CreatorPayoutsQuery,
  EarningsMovementFieldsFragment,
  PayoutFieldsFragment,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';

// The creator's earnings (docs/product.md#earnings-and-payouts): the figures and the payout
// account, the payouts, the history of movements and the monthly statements. Every one is
// tagged `Earnings`: a payout, an account change or a live notice reads them all again.

const PAYOUT_FIELDS = graphql(`
  fragment PayoutFields on Payout {
    id
    amount
    status
    failure_reason
    account_last4
    created_at
    settled_at
  }
`);

export const CREATOR_EARNINGS = graphql(
  `
    query CreatorEarnings {
      CreatorEarnings {
        pending
        available
        in_flight
        paid_out
        minimum_payout
        payout_account {
          id
          holder_name
          bank_name
          last4
          created_at
        }
        current_payout {
          ...PayoutFields
        }
      }
    }
  `,
  [PAYOUT_FIELDS],
);

const MOVEMENT_FIELDS = graphql(`
  fragment EarningsMovementFields on EarningsMovement {
    id
    kind
    amount
    description
    deal_id
    balance_after
    available_at
    created_at
  }
`);

export const CREATOR_EARNINGS_HISTORY = graphql(
  `
    query CreatorEarningsHistory($first: Int, $after: String, $from: String, $to: String) {
      CreatorEarningsHistory(first: $first, after: $after, from: $from, to: $to) {
        nodes {
          ...EarningsMovementFields
        }
        page_info {
          has_next_page
          end_cursor
        }
      }
    }
  `,
  [MOVEMENT_FIELDS],
);

export const CREATOR_PAYOUTS = graphql(
  `
    query CreatorPayouts($first: Int, $after: String) {
      CreatorPayouts(first: $first, after: $after) {
        nodes {
          ...PayoutFields
        }
        page_info {
          has_next_page
          end_cursor
        }
      }
    }
  `,
  [PAYOUT_FIELDS],
);

export const CREATOR_EARNINGS_STATEMENTS = graphql(`
  query CreatorEarningsStatements {
    CreatorEarningsStatements {
      month
      opening_balance
      earned
      paid_out
      returned
      closing_balance
    }
  }
`);

export const CREATOR_PAYOUT_ACCOUNT_ADD = graphql(`
  mutation CreatorPayoutAccountAdd($holder_name: String!, $token: String!) {
    CreatorPayoutAccountAdd(holder_name: $holder_name, token: $token) {
      id
      holder_name
      bank_name
      last4
      created_at
    }
  }
`);

export const CREATOR_PAYOUT_ACCOUNT_DELETE = graphql(`
  mutation CreatorPayoutAccountDelete {
    CreatorPayoutAccountDelete {
      status
      message
    }
  }
`);

export const CREATOR_PAYOUT_REQUEST = graphql(
  `
    mutation CreatorPayoutRequest($amount_cents: Int!, $idempotency_key: String!) {
      CreatorPayoutRequest(amount_cents: $amount_cents, idempotency_key: $idempotency_key) {
        ...PayoutFields
      }
    }
  `,
  [PAYOUT_FIELDS],
);

export type CreatorEarnings = CreatorEarningsQuery['CreatorEarnings'];
export type PayoutAccount = NonNullable<CreatorEarnings['payout_account']>;
export type PayoutItem = PayoutFieldsFragment;
export type MovementItem = EarningsMovementFieldsFragment;
export type MovementPage = CreatorEarningsHistoryQuery['CreatorEarningsHistory'];
export type PayoutPage = CreatorPayoutsQuery['CreatorPayouts'];
export type EarningsStatement = CreatorEarningsStatementsQuery['CreatorEarningsStatements'][number];
/** The history's days (YYYY-MM-DD, inclusive): one cache entry per range. */
export type HistoryFilter = Omit<CreatorEarningsHistoryQueryVariables, 'first' | 'after'>;
/** One page of the history, of any size (the exports ask for the largest). */
export type HistoryPageArgs = HistoryFilter & { first: number; after: Cursor };

const EARNINGS = ['Earnings'] as const;

export const earningsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    creatorEarnings: build.query({
      ...graphqlEndpoint(CREATOR_EARNINGS),
      providesTags: [...EARNINGS],
    }),
    /** "Load more" appends; a change to the money reads every loaded page again. */
    creatorEarningsHistory: build.infiniteQuery<MovementPage, HistoryFilter, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CREATOR_EARNINGS_HISTORY, {
        variables: ({ queryArg, pageParam }: { queryArg: HistoryFilter; pageParam: Cursor }) => ({
          ...queryArg,
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: [...EARNINGS],
    }),
    /** One page on demand, outside any screen's cache: the exports walk them all. */
    creatorEarningsHistoryPage: build.query({
      ...graphqlEndpoint(CREATOR_EARNINGS_HISTORY, {
        variables: (args: HistoryPageArgs) => args,
      }),
    }),
    creatorPayouts: build.infiniteQuery<PayoutPage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CREATOR_PAYOUTS, {
        variables: ({ pageParam }: { pageParam: Cursor }) => ({
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: [...EARNINGS],
    }),
    creatorEarningsStatements: build.query({
      ...graphqlEndpoint(CREATOR_EARNINGS_STATEMENTS),
      providesTags: [...EARNINGS],
    }),
    creatorPayoutAccountAdd: build.mutation({
      ...graphqlEndpoint(CREATOR_PAYOUT_ACCOUNT_ADD),
      invalidatesTags: (_result, error) => (error ? [] : [...EARNINGS]),
    }),
    creatorPayoutAccountDelete: build.mutation({
      ...graphqlEndpoint(CREATOR_PAYOUT_ACCOUNT_DELETE),
      invalidatesTags: (_result, error) => (error ? [] : [...EARNINGS]),
    }),
    creatorPayoutRequest: build.mutation({
      ...graphqlEndpoint(CREATOR_PAYOUT_REQUEST),
      // A refusal too: it means the figures the dialog was opened with are out of date
      // (another payout went out, the account was removed in another tab).
      invalidatesTags: [...EARNINGS],
    }),
  }),
});

export const {
  useCreatorEarningsQuery,
  useCreatorEarningsHistoryInfiniteQuery,
  useCreatorPayoutsInfiniteQuery,
  useCreatorEarningsStatementsQuery,
  useCreatorPayoutAccountAddMutation,
  useCreatorPayoutAccountDeleteMutation,
  useCreatorPayoutRequestMutation,
} = earningsApi;
