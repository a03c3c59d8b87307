import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  CreatorDealFieldsFragment,
  CreatorDealMessagesQuery,
  CreatorDealMoveFieldsFragment,
  CreatorDealsQuery,
  DealMessageFieldsFragment,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { CONTENT_CARD_FIELDS } from '@/src/entities/content/fragments';
import { DEAL_MESSAGE_FIELDS } from '@/src/entities/deal/fragments';
import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';
import { insertMessage } from '@/src/entities/deal/chat/chatPages';
import { creatorChatTag, creatorDealTag, CREATOR_DEALS_LIST } from './model/tags';

// The creator's deals (docs/product.md#deals-and-content): My deals a page at a time, one
// deal with its brief, timeline and uploads, the creator's moves on it, and its chat.
// Endpoint names start with `creator` (the session's role).

/** What a card of My deals shows. */
const CREATOR_DEAL_CARD_FIELDS = graphql(`
  fragment CreatorDealCardFields on Deal {
    id
    status
    delivery
    campaign {
      id
      name
      type
      delivery_type
      brand_name
    }
    products {
      id
      name
      image_url
    }
    contents {
      id
      status
    }
    events {
      id
      action
    }
    creator_due_at
    unread_messages
    updated_at
  }
`);

/** Everything a deal's page shows. */
const CREATOR_DEAL_FIELDS = graphql(
  `
    fragment CreatorDealFields on Deal {
      id
      status
      delivery
      campaign_id
      campaign {
        id
        name
        type
        delivery_type
        brand_id
        brand_name
        content_format
        video_duration
        usage_rights
        raw_footage
        extra_hooks
        content_brief
        must_have_tags
        revision_rounds
      }
      products {
        id
        name
        price
        link
        image_url
      }
      carrier
      tracking_number
      order_number
      order_total
      receipt_image_url
      post_url
      fee
      reimbursement
      revisions_used
      revisions_left
      canceled_by
      cancel_reason
      creator_due_at
      actions
      events {
        id
        action
        actor
        status
        note
        created_at
      }
      contents {
        ...ContentCardFields
      }
      unread_messages
      created_at
      updated_at
    }
  `,
  [CONTENT_CARD_FIELDS],
);

/** What a move answers: the new status and next actions show at once; the rest is read again. */
const CREATOR_DEAL_MOVE_FIELDS = graphql(`
  fragment CreatorDealMoveFields on Deal {
    id
    status
    delivery
    actions
    creator_due_at
    updated_at
  }
`);

export const CREATOR_DEALS = graphql(
  `
    query CreatorDeals($first: Int, $after: String) {
      CreatorDeals(first: $first, after: $after) {
        nodes {
          ...CreatorDealCardFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [CREATOR_DEAL_CARD_FIELDS],
);

export const CREATOR_DEAL = graphql(
  `
    query CreatorDeal($id: ID!) {
      CreatorDeal(id: $id) {
        ...CreatorDealFields
      }
    }
  `,
  [CREATOR_DEAL_FIELDS],
);

export const CREATOR_DEAL_REPORT_PURCHASE = graphql(
  `
    mutation CreatorDealReportPurchase(
      $id: ID!
      $order_number: String!
      $order_total_cents: Int!
      $receipt_image_id: ID!
    ) {
      CreatorDealReportPurchase(
        id: $id
        order_number: $order_number
        order_total_cents: $order_total_cents
        receipt_image_id: $receipt_image_id
      ) {
        ...CreatorDealMoveFields
      }
    }
  `,
  [CREATOR_DEAL_MOVE_FIELDS],
);

export const CREATOR_DEAL_CONFIRM_RECEIPT = graphql(
  `
    mutation CreatorDealConfirmReceipt($id: ID!) {
      CreatorDealConfirmReceipt(id: $id) {
        ...CreatorDealMoveFields
      }
    }
  `,
  [CREATOR_DEAL_MOVE_FIELDS],
);

export const CREATOR_DEAL_REPORT_POST = graphql(
  `
    mutation CreatorDealReportPost($id: ID!, $post_url: String!) {
      CreatorDealReportPost(id: $id, post_url: $post_url) {
        ...CreatorDealMoveFields
      }
    }
  `,
  [CREATOR_DEAL_MOVE_FIELDS],
);

export const CREATOR_DEAL_CANCEL = graphql(
  `
    mutation CreatorDealCancel($id: ID!, $reason: String!) {
      CreatorDealCancel(id: $id, reason: $reason) {
        ...CreatorDealMoveFields
      }
    }
  `,
  [CREATOR_DEAL_MOVE_FIELDS],
);

/**
 * The content upload: not an RTK Query endpoint, for the image upload's reasons
 * (src/entities/image/api.ts); `useContentUpload` sends it with progress.
 */
export const CREATOR_CONTENT_UPLOAD = graphql(
  `
    mutation CreatorContentUpload(
      $id: ID!
      $files: [File!]!
      $raw_footage: [File!]
      $hooks: [File!]
    ) {
      CreatorContentUpload(id: $id, files: $files, raw_footage: $raw_footage, hooks: $hooks) {
        ...CreatorDealMoveFields
      }
    }
  `,
  [CREATOR_DEAL_MOVE_FIELDS],
);

export const CREATOR_DEAL_MESSAGES = graphql(
  `
    query CreatorDealMessages($id: ID!, $first: Int, $after: String) {
      CreatorDealMessages(id: $id, first: $first, after: $after) {
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

export const CREATOR_DEAL_MESSAGE_SEND = graphql(
  `
    mutation CreatorDealMessageSend($id: ID!, $text: String!) {
      CreatorDealMessageSend(id: $id, text: $text) {
        ...DealMessageFields
      }
    }
  `,
  [DEAL_MESSAGE_FIELDS],
);

export const CREATOR_DEAL_MESSAGES_READ = graphql(`
  mutation CreatorDealMessagesRead($id: ID!) {
    CreatorDealMessagesRead(id: $id) {
      id
      unread_messages
    }
  }
`);

export type CreatorDealsPage = CreatorDealsQuery['CreatorDeals'];
export type CreatorDealCard = CreatorDealsPage['nodes'][number];
export type CreatorDealDetail = CreatorDealFieldsFragment;
export type CreatorDealContent = CreatorDealDetail['contents'][number];
export type CreatorDealMove = CreatorDealMoveFieldsFragment;
export type CreatorDealMessage = DealMessageFieldsFragment;
export type CreatorDealMessagePage = CreatorDealMessagesQuery['CreatorDealMessages'];

/** A chat page: a screen's worth of messages, older pages on demand. */
export const CREATOR_DEAL_MESSAGES_PAGE_SIZE = 30;

export const creatorDealsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Last updated first, a page at a time. */
    creatorDeals: build.infiniteQuery<CreatorDealsPage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CREATOR_DEALS, {
        variables: ({ pageParam }: { pageParam: Cursor }) => ({
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: (data) => pagesTags('CreatorDeal', data),
    }),
    creatorDeal: build.query({
      ...graphqlEndpoint(CREATOR_DEAL, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [creatorDealTag(id)],
    }),
    creatorDealReportPurchase: build.mutation({
      ...graphqlEndpoint(CREATOR_DEAL_REPORT_PURCHASE),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await moved(queryFulfilled);
        if (data) dispatch(patchDeal(id, data));
      },
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [creatorDealTag(id), CREATOR_DEALS_LIST],
    }),
    creatorDealConfirmReceipt: build.mutation({
      ...graphqlEndpoint(CREATOR_DEAL_CONFIRM_RECEIPT),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await moved(queryFulfilled);
        if (data) dispatch(patchDeal(id, data));
      },
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [creatorDealTag(id), CREATOR_DEALS_LIST],
    }),
    creatorDealReportPost: build.mutation({
      ...graphqlEndpoint(CREATOR_DEAL_REPORT_POST),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await moved(queryFulfilled);
        if (data) dispatch(patchDeal(id, data));
      },
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [creatorDealTag(id), CREATOR_DEALS_LIST],
    }),
    creatorDealCancel: build.mutation({
      ...graphqlEndpoint(CREATOR_DEAL_CANCEL),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const data = await moved(queryFulfilled);
        if (data) dispatch(patchDeal(id, data));
      },
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [creatorDealTag(id), CREATOR_DEALS_LIST],
    }),
    /** Newest first; the page shows them oldest first and loads older pages on demand. */
    creatorDealMessages: build.infiniteQuery<CreatorDealMessagePage, string, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CREATOR_DEAL_MESSAGES, {
        variables: ({ queryArg, pageParam }: { queryArg: string; pageParam: Cursor }) => ({
          id: queryArg,
          first: CREATOR_DEAL_MESSAGES_PAGE_SIZE,
          after: pageParam,
        }),
      }),
      providesTags: (_data, _error, dealId) => [creatorChatTag(dealId)],
    }),
    /** The message joins the chat at once (the real-time copy of it is then ignored). */
    creatorDealMessageSend: build.mutation({
      ...graphqlEndpoint(CREATOR_DEAL_MESSAGE_SEND),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            creatorDealsApi.util.updateQueryData('creatorDealMessages', id, (draft) => {
              insertMessage(draft, data);
            }),
          );
        } catch {
          // Refused: the composer shows why and keeps the text.
        }
      },
    }),
    /** Clears the deal's unread count on the open deal. */
    creatorDealMessagesRead: build.mutation({
      ...graphqlEndpoint(CREATOR_DEAL_MESSAGES_READ),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            creatorDealsApi.util.updateQueryData('creatorDeal', id, (draft) => {
              draft.unread_messages = data.unread_messages;
            }),
          );
        } catch {
          // Nothing to show: the count stays until the next read.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [CREATOR_DEALS_LIST]),
    }),
  }),
});

/** What a move answered, or null when the server refused it (nothing moved). */
async function moved(queryFulfilled: Promise<{ data: CreatorDealMove }>) {
  try {
    return (await queryFulfilled).data;
  } catch {
    return null;
  }
}

/** Asks for a deal's page data without holding it: the page's own query takes it over. */
export const prefetchCreatorDeal = (id: string) =>
  creatorDealsApi.util.prefetch('creatorDeal', id, {});

/** A move's answer on the open deal: its status and the next actions show at once. */
export function patchDeal(id: string, data: CreatorDealMove) {
  return creatorDealsApi.util.updateQueryData('creatorDeal', id, (draft) => {
    Object.assign(draft, data);
  });
}

export const {
  useCreatorDealsInfiniteQuery,
  useCreatorDealQuery,
  useCreatorDealReportPurchaseMutation,
  useCreatorDealConfirmReceiptMutation,
  useCreatorDealReportPostMutation,
  useCreatorDealCancelMutation,
  useCreatorDealMessagesInfiniteQuery,
  useCreatorDealMessageSendMutation,
  useCreatorDealMessagesReadMutation,
} = creatorDealsApi;
