import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  DealMessageFieldsFragment,
  OpsCampaignFieldsFragment,
  OpsCampaignsQuery,
  OpsDealMessagesQuery,
  OpsDisputeDetailQuery,
  OpsDisputeRowFieldsFragment,
  OpsDisputesQuery,
  OpsScreeningFieldsFragment,
  OpsScreeningsQuery,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { CONTENT_CARD_FIELDS } from '@/src/entities/content/fragments';
import { DEAL_FIELDS, DEAL_MESSAGE_FIELDS } from '@/src/entities/deal/fragments';
import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';
import { withoutNode } from './model/queuePages';

// The operator console's review queues (docs/product.md#operator-console): campaigns to
// approve, uploads to screen, disputes to settle, each oldest first, and the decisions.
// Operator sessions only: every operation is named Ops….

/** Everything an operator reads to approve or reject a campaign. */
const OPS_CAMPAIGN_FIELDS = graphql(`
  fragment OpsCampaignFields on OpsCampaign {
    campaign {
      id
      name
      type
      status
      brand {
        id
        name
      }
      products {
        id
        name
        price
      }
      delivery_type
      taxes_shipping_compensation
      number_of_deals
      creator_tier
      creator_category
      must_have_tags
      content_brief
      content_format
      video_duration
      usage_rights
      raw_footage
      extra_hooks
      resource_links
      ages
      genders
      revision_rounds
      payment_method
      total
      created_at
      auto_approves_at
    }
    company {
      id
      name
      email
    }
    waiting_since
  }
`);

/** An upload waiting for screening, with its deal, company and creator. */
const OPS_SCREENING_FIELDS = graphql(
  `
    fragment OpsScreeningFields on OpsScreening {
      content {
        ...ContentCardFields
      }
      deal {
        id
        status
        campaign {
          id
          name
          type
          content_brief
        }
        revisions_used
        revisions_left
      }
      company {
        id
        name
        email
      }
      creator {
        id
        name
        email
        avatar_url
      }
      waiting_since
    }
  `,
  [CONTENT_CARD_FIELDS],
);

/** A row of the disputes queue. */
const OPS_DISPUTE_ROW_FIELDS = graphql(`
  fragment OpsDisputeRowFields on OpsDispute {
    deal {
      id
      status
      campaign {
        id
        name
      }
      fee
      revisions_used
      revisions_left
    }
    company {
      id
      name
      email
    }
    creator {
      id
      name
      email
      avatar_url
    }
    waiting_since
  }
`);

export const OPS_CAMPAIGNS = graphql(
  `
    query OpsCampaigns($first: Int, $after: String) {
      OpsCampaigns(first: $first, after: $after) {
        nodes {
          ...OpsCampaignFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [OPS_CAMPAIGN_FIELDS],
);

export const OPS_SCREENINGS = graphql(
  `
    query OpsScreenings($first: Int, $after: String) {
      OpsScreenings(first: $first, after: $after) {
        nodes {
          ...OpsScreeningFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [OPS_SCREENING_FIELDS],
);

export const OPS_DISPUTES = graphql(
  `
    query OpsDisputes($first: Int, $after: String) {
      OpsDisputes(first: $first, after: $after) {
        nodes {
          ...OpsDisputeRowFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [OPS_DISPUTE_ROW_FIELDS],
);

export const OPS_DISPUTE_DETAIL = graphql(
  `
    query OpsDisputeDetail($id: ID!) {
      OpsDeal(id: $id) {
        deal {
          ...DealFields
        }
        company {
          id
          name
          email
        }
        creator {
          id
          name
          email
          avatar_url
        }
        waiting_since
      }
    }
  `,
  [DEAL_FIELDS],
);

export const OPS_DEAL_MESSAGES = graphql(
  `
    query OpsDealMessages($id: ID!, $first: Int, $after: String) {
      OpsDealMessages(id: $id, first: $first, after: $after) {
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

export const OPS_CAMPAIGN_APPROVE = graphql(`
  mutation OpsCampaignApprove($id: ID!, $reason: String) {
    OpsCampaignApprove(id: $id, reason: $reason) {
      campaign {
        id
        status
      }
    }
  }
`);

export const OPS_CAMPAIGN_REJECT = graphql(`
  mutation OpsCampaignReject($id: ID!, $reason: String!) {
    OpsCampaignReject(id: $id, reason: $reason) {
      campaign {
        id
        status
      }
    }
  }
`);

export const OPS_CONTENT_APPROVE = graphql(`
  mutation OpsContentApprove($id: ID!, $reason: String) {
    OpsContentApprove(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const OPS_CONTENT_REJECT = graphql(`
  mutation OpsContentReject($id: ID!, $reason: String!) {
    OpsContentReject(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const OPS_DEAL_FINISH = graphql(`
  mutation OpsDealFinish($id: ID!, $reason: String!) {
    OpsDealFinish(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const OPS_DEAL_CANCEL = graphql(`
  mutation OpsDealCancel($id: ID!, $reason: String!) {
    OpsDealCancel(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export type OpsCampaignItem = OpsCampaignFieldsFragment;
export type OpsCampaignPage = OpsCampaignsQuery['OpsCampaigns'];
export type OpsScreeningItem = OpsScreeningFieldsFragment;
export type OpsScreeningPage = OpsScreeningsQuery['OpsScreenings'];
export type OpsDisputeRow = OpsDisputeRowFieldsFragment;
export type OpsDisputePage = OpsDisputesQuery['OpsDisputes'];
export type OpsDisputeDetail = OpsDisputeDetailQuery['OpsDeal'];
export type OpsDealMessage = DealMessageFieldsFragment;
export type OpsDealMessagePage = OpsDealMessagesQuery['OpsDealMessages'];

/** A chat page of the dispute's screen. */
export const OPS_DEAL_MESSAGES_PAGE_SIZE = 50;

const queueTags = <Type extends 'OpsCampaigns' | 'OpsScreenings' | 'OpsDisputes'>(type: Type) => [
  { type, id: 'LIST' } as const,
  'OpsQueue' as const,
];

/** A queue's pages, a page of PAGE_SIZE_DEFAULT after another (the queues take no filter). */
const queuePageVariables = ({ pageParam }: { pageParam: Cursor }) => ({
  first: PAGE_SIZE_DEFAULT,
  after: pageParam,
});

export const opsReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Campaigns awaiting approval, oldest first. */
    opsCampaigns: build.infiniteQuery<OpsCampaignPage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(OPS_CAMPAIGNS, { variables: queuePageVariables }),
      providesTags: [{ type: 'OpsCampaigns', id: 'LIST' }],
    }),
    /** Uploads awaiting screening, oldest first. */
    opsScreenings: build.infiniteQuery<OpsScreeningPage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(OPS_SCREENINGS, { variables: queuePageVariables }),
      providesTags: [{ type: 'OpsScreenings', id: 'LIST' }],
    }),
    /** Deals in dispute, oldest first. */
    opsDisputes: build.infiniteQuery<OpsDisputePage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(OPS_DISPUTES, { variables: queuePageVariables }),
      providesTags: [{ type: 'OpsDisputes', id: 'LIST' }],
    }),
    opsDisputeDetail: build.query({
      ...graphqlEndpoint(OPS_DISPUTE_DETAIL, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [{ type: 'OpsDisputes', id }],
    }),
    /** The deal's chat, a page at a time (read only: operators do not write in it). */
    opsDealMessages: build.infiniteQuery<OpsDealMessagePage, string, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(OPS_DEAL_MESSAGES, {
        variables: ({ queryArg, pageParam }: { queryArg: string; pageParam: Cursor }) => ({
          id: queryArg,
          first: OPS_DEAL_MESSAGES_PAGE_SIZE,
          after: pageParam,
        }),
      }),
    }),
    opsCampaignApprove: build.mutation({
      ...graphqlEndpoint(OPS_CAMPAIGN_APPROVE),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        if (await decided(queryFulfilled)) dispatch(dropCampaign(id));
      },
      invalidatesTags: (_result, error) => (error ? [] : queueTags('OpsCampaigns')),
    }),
    /** The company reads the reason; the whole payment goes back to its wallet. */
    opsCampaignReject: build.mutation({
      ...graphqlEndpoint(OPS_CAMPAIGN_REJECT),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        if (await decided(queryFulfilled)) dispatch(dropCampaign(id));
      },
      invalidatesTags: (_result, error) => (error ? [] : queueTags('OpsCampaigns')),
    }),
    opsContentApprove: build.mutation({
      ...graphqlEndpoint(OPS_CONTENT_APPROVE),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        if (await decided(queryFulfilled)) dispatch(dropScreening(id));
      },
      invalidatesTags: (_result, error) => (error ? [] : queueTags('OpsScreenings')),
    }),
    /** The creator reads the reason as the upload's feedback. */
    opsContentReject: build.mutation({
      ...graphqlEndpoint(OPS_CONTENT_REJECT),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        if (await decided(queryFulfilled)) dispatch(dropScreening(id));
      },
      invalidatesTags: (_result, error) => (error ? [] : queueTags('OpsScreenings')),
    }),
    /** For the creator: the deal finishes and the creator is paid. */
    opsDealFinish: build.mutation({
      ...graphqlEndpoint(OPS_DEAL_FINISH),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        if (await decided(queryFulfilled)) dispatch(dropDispute(id));
      },
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [...queueTags('OpsDisputes'), { type: 'OpsDisputes', id }],
    }),
    /** For the brand: the deal is cancelled and its money goes back to the company's wallet. */
    opsDealCancel: build.mutation({
      ...graphqlEndpoint(OPS_DEAL_CANCEL),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        if (await decided(queryFulfilled)) dispatch(dropDispute(id));
      },
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [...queueTags('OpsDisputes'), { type: 'OpsDisputes', id }],
    }),
  }),
});

/** Whether the server took the decision (a refusal changes nothing on screen). */
async function decided(queryFulfilled: Promise<unknown>): Promise<boolean> {
  try {
    await queryFulfilled;
    return true;
  } catch {
    return false;
  }
}

// A decided item leaves its queue at once; the queue is then read again (its tags).
const dropCampaign = (id: string) =>
  opsReviewApi.util.updateQueryData('opsCampaigns', undefined, (draft) => {
    withoutNode(draft, (node) => node.campaign.id === id);
  });
const dropScreening = (id: string) =>
  opsReviewApi.util.updateQueryData('opsScreenings', undefined, (draft) => {
    withoutNode(draft, (node) => node.content.id === id);
  });
const dropDispute = (id: string) =>
  opsReviewApi.util.updateQueryData('opsDisputes', undefined, (draft) => {
    withoutNode(draft, (node) => node.deal.id === id);
  });

export const {
  useOpsCampaignsInfiniteQuery,
  useOpsScreeningsInfiniteQuery,
  useOpsDisputesInfiniteQuery,
  useOpsDisputeDetailQuery,
  useOpsDealMessagesInfiniteQuery,
  useOpsCampaignApproveMutation,
  useOpsCampaignRejectMutation,
  useOpsContentApproveMutation,
  useOpsContentRejectMutation,
  useOpsDealFinishMutation,
  useOpsDealCancelMutation,
} = opsReviewApi;
