import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  BankTransferInformationQuery,
  TransactionFieldsFragment,
  TransactionsQuery,
  TransactionsQueryVariables,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';
import { walletBalanceApi } from '@/src/entities/wallet/api';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';

// The wallet: its balance, its movements (filtered, a page at a time), where to wire a
// bank transfer, and the card top-up.

/** A movement as the history and the CSV export show it. */
const TRANSACTION_FIELDS = graphql(`
  fragment TransactionFields on Transaction {
    id
    kind
    description
    amount
    balance_after
    created_at
    invoice_id
    by
  }
`);

export const TRANSACTIONS = graphql(
  `
    query Transactions(
      $first: Int
      $after: String
      $kind: TransactionKind
      $from: String
      $to: String
    ) {
      Transactions(first: $first, after: $after, kind: $kind, from: $from, to: $to) {
        nodes {
          ...TransactionFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [TRANSACTION_FIELDS],
);

export const BANK_TRANSFER_INFORMATION = graphql(`
  query BankTransferInformation {
    BankTransferInformation {
      id
      full_name
      bank_address
      account_number
      routing_number
      account_type
      recipient_name
      purpose_of_payment
      reference
    }
  }
`);

export const WALLET_TOP_UP = graphql(`
  mutation WalletTopUp($amount_cents: Int!, $card_id: ID!, $idempotency_key: String!) {
    WalletTopUp(amount_cents: $amount_cents, card_id: $card_id, idempotency_key: $idempotency_key) {
      wallet {
        user_id
        balance
      }
      transaction {
        id
        amount
      }
      invoice {
        id
      }
    }
  }
`);

export type TransactionPage = TransactionsQuery['Transactions'];
export type TransactionItem = TransactionFieldsFragment;
export type BankTransferInformation = BankTransferInformationQuery['BankTransferInformation'];
/** What narrows the history: one cache entry (and its loaded pages) per combination. */
export type TransactionFilter = Omit<TransactionsQueryVariables, 'first' | 'after'>;
/** One page of the history, of any size (the export asks for the largest). */
export type TransactionPageArgs = TransactionFilter & { first: number; after: Cursor };

/**
 * The codes with which the server refuses a top-up before anything is charged or written
 * (server/services/errors.ts). Any other failure (a lost answer, an internal error) may
 * have charged the card: the balance is read again, and a retry keeps the same key.
 */
const REFUSALS: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CARD_DECLINED',
  'GATEWAY_UNAVAILABLE',
  'INSUFFICIENT_FUNDS',
  'WALLET_LIMIT',
  'IDEMPOTENCY_CONFLICT',
]);

/** Whether a failed top-up was refused outright, so nothing changed. */
export const topUpRefused = (error: unknown) => REFUSALS.has(errorCodeOf(error) ?? '');

/** Built on the balance's endpoint, which a top-up invalidates. */
export const walletApi = walletBalanceApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The history as an infinite query, like the brands and products lists: "Load more"
     * appends, and a top-up refetches every loaded page from the first cursor.
     */
    transactions: build.infiniteQuery<TransactionPage, TransactionFilter, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(TRANSACTIONS, {
        variables: ({
          queryArg,
          pageParam,
        }: {
          queryArg: TransactionFilter;
          pageParam: Cursor;
        }) => ({ ...queryArg, first: PAGE_SIZE_DEFAULT, after: pageParam }),
      }),
      providesTags: (data) => pagesTags('Transaction', data),
    }),
    /** One page on demand, outside any screen's cache: the CSV export walks them all. */
    transactionsPage: build.query({
      ...graphqlEndpoint(TRANSACTIONS, { variables: (args: TransactionPageArgs) => args }),
    }),
    bankTransferInformation: build.query({ ...graphqlEndpoint(BANK_TRANSFER_INFORMATION) }),
    walletTopUp: build.mutation({
      ...graphqlEndpoint(WALLET_TOP_UP),
      // The balance, its history and the invoices (the top-up's own) change; after a lost
      // answer too, as the charge may have gone through.
      invalidatesTags: (_result, error) =>
        topUpRefused(error) ? [] : ['Wallet', 'Transaction', 'Invoice'],
    }),
  }),
});

export const {
  useTransactionsInfiniteQuery,
  useBankTransferInformationQuery,
  useWalletTopUpMutation,
} = walletApi;
