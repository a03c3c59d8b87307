import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  DealMessageFieldsFragment,
  DealMessagesQuery,
  DealMoveFieldsFragment,
  DealsQueryVariables,
  DealCampaignOptionsQuery,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { DEAL_FIELDS, DEAL_MESSAGE_FIELDS } from '@/src/entities/deal/fragments';
import type { DealDetail, DealListFilter, DealPage, DealRow } from '@/src/entities/deal/types';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@/domain/pagination';
import { dealMessagesTag, insertMessage } from './model/chatPages';

// Deals: the company's deals a page at a time with counts per status, one deal with its
// timeline and uploads, the company's moves on it, and its chat.

/** What a row of TheDeals shows. */
const DEAL_ROW_FIELDS = graphql(`
  fragment DealRowFields on Deal {
    id
    status
    delivery
    campaign {
      id
      name
      delivery_type
    }
    creator {
      id
      name
      avatar_url
    }
    products {
      id
      name
      image_url
    }
    unread_messages
    last_message_at
    updated_at
  }
`);

/**
 * What a move answers with: enough to show the new status and offer the next actions at
 * once; the rest (timeline, uploads) is read again through the deal's tag.
 */
const DEAL_MOVE_FIELDS = graphql(`
  fragment DealMoveFields on Deal {
    id
    status
    delivery
    revisions_used
    revisions_left
    auto_accept_at
    actions
    updated_at
  }
`);

export const DEALS = graphql(
  `
    query Deals($filter: DealFilter, $first: Int, $after: String) {
      Deals(filter: $filter, first: $first, after: $after) {
        nodes {
          ...DealRowFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
        status_counts {
          status
          count
        }
      }
    }
  `,
  [DEAL_ROW_FIELDS],
);

export const DEAL = graphql(
  `
    query Deal($id: ID!) {
      Deal(id: $id) {
        ...DealFields
      }
    }
  `,
  [DEAL_FIELDS],
);

/** The campaign filter's choices: the company's campaigns by name, in one call. */
export const DEAL_CAMPAIGN_OPTIONS = graphql(`
  query DealCampaignOptions($first: Int) {
    Campaigns(first: $first) {
      nodes {
        id
        name
      }
      total_count
    }
  }
`);

export const DEAL_SHIP = graphql(
  `
    mutation DealShip($id: ID!, $carrier: Carrier!, $tracking_number: String!) {
      DealShip(id: $id, carrier: $carrier, tracking_number: $tracking_number) {
        ...DealMoveFields
      }
    }
  `,
  [DEAL_MOVE_FIELDS],
);

export const DEAL_ACCEPT_CONTENT = graphql(
  `
    mutation DealAcceptContent($id: ID!, $content_id: ID!) {
      DealAcceptContent(id: $id, content_id: $content_id) {
        ...DealMoveFields
      }
    }
  `,
  [DEAL_MOVE_FIELDS],
);

export const DEAL_REQUEST_REVISION = graphql(
  `
    mutation DealRequestRevision(
      $id: ID!
      $content_id: ID!
      $feedback: String!
      $time_comments: [TimeCommentInput!]
    ) {
      DealRequestRevision(
        id: $id
        content_id: $content_id
        feedback: $feedback
        time_comments: $time_comments
      ) {
        ...DealMoveFields
      }
    }
  `,
  [DEAL_MOVE_FIELDS],
);

export const DEAL_CANCEL = graphql(
  `
    mutation DealCancel($id: ID!, $reason: String!) {
      DealCancel(id: $id, reason: $reason) {
        ...DealMoveFields
      }
    }
  `,
  [DEAL_MOVE_FIELDS],
);

export const DEAL_MESSAGES = graphql(
  `
    query DealMessages($id: ID!, $first: Int, $after: String) {
      DealMessages(id: $id, first: $first, after: $after) {
        nodes {
          ...DealMessageFields
        }
        page_info {
          has_next_page
          end_cursor
        }
      }
    }
  `,
  [DEAL_MESSAGE_FIELDS],
);

export const DEAL_MESSAGE_SEND = graphql(
  `
    mutation DealMessageSend($id: ID!, $text: String!) {
      DealMessageSend(id: $id, text: $text) {
        ...DealMessageFields
      }
    }
  `,
  [DEAL_MESSAGE_FIELDS],
);

export const DEAL_MESSAGES_READ = graphql(`
  mutation DealMessagesRead($id: ID!) {
    DealMessagesRead(id: $id) {
      id
      unread_messages
    }
  }
`);

export type { DealRow, DealPage, DealDetail, DealListFilter };
export type DealContent = DealDetail['contents'][number];
export type DealEventItem = DealDetail['events'][number];
export type DealMoveResult = DealMoveFieldsFragment;
export type DealMessage = DealMessageFieldsFragment;
export type DealMessagePage = DealMessagesQuery['DealMessages'];
export type DealCampaignOption = DealCampaignOptionsQuery['Campaigns']['nodes'][number];

/** A chat page: a screen's worth of messages, older pages on demand. */
export const DEAL_MESSAGES_PAGE_SIZE = 30;

const LIST = { type: 'Deal', id: 'LIST' } as const;
const dealTag = (id: string) => ({ type: 'Deal', id }) as const;

export const dealsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Last updated first, a page at a time, with the counts per status. */
    deals: build.infiniteQuery<DealPage, DealListFilter, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(DEALS, {
        variables: ({ queryArg, pageParam }: { queryArg: DealListFilter; pageParam: Cursor }) => {
          const variables: DealsQueryVariables = { first: PAGE_SIZE_DEFAULT, after: pageParam };
          if (Object.keys(queryArg).length > 0) variables.filter = queryArg;
          return variables;
        },
      }),
      providesTags: (data) => pagesTags('Deal', data),
    }),
    deal: build.query({
      ...graphqlEndpoint(DEAL, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [dealTag(id)],
    }),
    dealCampaignOptions: build.query({
      ...graphqlEndpoint(DEAL_CAMPAIGN_OPTIONS, {
        variables: (_: void) => ({ first: PAGE_SIZE_MAX }),
      }),
      providesTags: [{ type: 'Campaign', id: 'LIST' }],
    }),
    dealShip: build.mutation({
      ...graphqlEndpoint(DEAL_SHIP),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await moved(queryFulfilled);
        if (data) dispatch(patchDeal(id, data));
      },
      invalidatesTags: (_result, _error, { id }) => [dealTag(id), LIST],
    }),
    dealAcceptContent: build.mutation({
      ...graphqlEndpoint(DEAL_ACCEPT_CONTENT),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await moved(queryFulfilled);
        if (data) dispatch(patchDeal(id, data));
      },
      invalidatesTags: (_result, _error, { id }) => [dealTag(id), LIST],
    }),
    dealRequestRevision: build.mutation({
      ...graphqlEndpoint(DEAL_REQUEST_REVISION),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await moved(queryFulfilled);
        if (data) dispatch(patchDeal(id, data));
      },
      invalidatesTags: (_result, _error, { id }) => [dealTag(id), LIST],
    }),
    /** The fee (and an unpaid reimbursement) go back to the wallet; a deal slot frees up. */
    dealCancel: build.mutation({
      ...graphqlEndpoint(DEAL_CANCEL),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await moved(queryFulfilled);
        if (data) dispatch(patchDeal(id, data));
      },
      invalidatesTags: (_result, error, { id }) => [
        dealTag(id),
        LIST,
        ...(error ? [] : (['Wallet', 'Transaction', { type: 'Campaign', id: 'LIST' }] as const)),
      ],
    }),
    /** Newest first; the screen shows them oldest first and loads older pages on demand. */
    dealMessages: build.infiniteQuery<DealMessagePage, string, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(DEAL_MESSAGES, {
        variables: ({ queryArg, pageParam }: { queryArg: string; pageParam: Cursor }) => ({
          id: queryArg,
          first: DEAL_MESSAGES_PAGE_SIZE,
          after: pageParam,
        }),
      }),
      providesTags: (_data, _error, dealId) => [dealMessagesTag(dealId)],
    }),
    /** The message joins the chat at once (the real-time copy of it is then ignored). */
    dealMessageSend: build.mutation({
      ...graphqlEndpoint(DEAL_MESSAGE_SEND),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            dealsApi.util.updateQueryData('dealMessages', id, (draft) => {
              insertMessage(draft, data);
            }),
          );
        } catch {
          // Refused: the composer shows why and keeps the text.
        }
      },
      // The list orders by last update and shows the last message's time.
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    /** Clears the deal's unread count: on the open deal at once, in the lists when read again. */
    dealMessagesRead: build.mutation({
      ...graphqlEndpoint(DEAL_MESSAGES_READ),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            dealsApi.util.updateQueryData('deal', id, (draft) => {
              draft.unread_messages = data.unread_messages;
            }),
          );
        } catch {
          // Nothing to show: the count stays until the next read.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
  }),
});

/** What a move answered, or null when the server refused it (nothing moved). */
async function moved(queryFulfilled: Promise<{ data: DealMoveResult }>) {
  try {
    return (await queryFulfilled).data;
  } catch {
    return null;
  }
}

/** A move's answer on the open deal: its status and the next actions show at once. */
function patchDeal(id: string, data: DealMoveResult) {
  return dealsApi.util.updateQueryData('deal', id, (draft) => {
    Object.assign(draft, data);
  });
}

export const {
  useDealsInfiniteQuery,
  useDealQuery,
  useDealCampaignOptionsQuery,
  useDealShipMutation,
  useDealAcceptContentMutation,
  useDealRequestRevisionMutation,
  useDealCancelMutation,
  useDealMessagesInfiniteQuery,
  useDealMessageSendMutation,
  useDealMessagesReadMutation,
} = dealsApi;
