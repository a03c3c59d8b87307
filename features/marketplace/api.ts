import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  CreatorApplicationsQuery,
  CreatorCampaignQuery,
  CreatorCampaignsQuery,
  CreatorCampaignsQueryVariables,
  CreatorInvitationsQuery,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import type { CampaignType } from '@/domain/campaigns/rules';
import type { ProductCategoryName } from '@/domain/products/rules';

// The creators' marketplace (docs/product.md#marketplace): the open campaigns a creator
// matches, one campaign's whole brief with Apply and Withdraw, and the creator's
// applications and invitations. Endpoint names start with `creator` (the session's role).

const MARKET_CAMPAIGN_FIELDS = graphql(`
  fragment MarketCampaignFields on CreatorCampaign {
    id
    name
    type
    brand_name
    brand_logo_url
    products {
      name
      photo_urls
    }
    earnings_per_deal
    delivery_type
    reimbursement_per_deal
    creator_category
    number_of_deals
    slots_left
    open
    created_at
    invited
    application {
      pitch
      intro_video_url
      created_at
    }
    deal_id
  }
`);

export const CREATOR_CAMPAIGNS = graphql(
  `
    query CreatorCampaigns($filter: CreatorCampaignFilter, $first: Int, $after: String) {
      CreatorCampaigns(filter: $filter, first: $first, after: $after) {
        nodes {
          ...MarketCampaignFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [MARKET_CAMPAIGN_FIELDS],
);

export const CREATOR_CAMPAIGN = graphql(
  `
    query CreatorCampaign($id: ID!) {
      CreatorCampaign(id: $id) {
        ...MarketCampaignFields
        content_brief
        must_have_tags
        content_format
        video_duration
        usage_rights
        raw_footage
        extra_hooks
        earnings_lines {
          kind
          amount
        }
        resource_links
        revision_rounds
      }
    }
  `,
  [MARKET_CAMPAIGN_FIELDS],
);

export const CREATOR_APPLICATIONS = graphql(
  `
    query CreatorApplications($first: Int, $after: String) {
      CreatorApplications(first: $first, after: $after) {
        nodes {
          campaign {
            ...MarketCampaignFields
          }
          state
          pitch
          created_at
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [MARKET_CAMPAIGN_FIELDS],
);

export const CREATOR_INVITATIONS = graphql(
  `
    query CreatorInvitations($first: Int, $after: String) {
      CreatorInvitations(first: $first, after: $after) {
        nodes {
          campaign {
            ...MarketCampaignFields
          }
          invited_at
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [MARKET_CAMPAIGN_FIELDS],
);

export const CREATOR_APPLY = graphql(
  `
    mutation CreatorApply($campaign_id: ID!, $pitch: String!, $with_intro_video: Boolean) {
      CreatorApply(campaign_id: $campaign_id, pitch: $pitch, with_intro_video: $with_intro_video) {
        ...MarketCampaignFields
      }
    }
  `,
  [MARKET_CAMPAIGN_FIELDS],
);

export const CREATOR_WITHDRAW = graphql(
  `
    mutation CreatorWithdraw($campaign_id: ID!) {
      CreatorWithdraw(campaign_id: $campaign_id) {
        ...MarketCampaignFields
      }
    }
  `,
  [MARKET_CAMPAIGN_FIELDS],
);

export const CREATOR_INVITATION_DECLINE = graphql(`
  mutation CreatorInvitationDecline($campaign_id: ID!) {
    CreatorInvitationDecline(campaign_id: $campaign_id) {
      invited_at
    }
  }
`);

export type MarketPage = CreatorCampaignsQuery['CreatorCampaigns'];
export type MarketCampaign = MarketPage['nodes'][number];
export type MarketCampaignDetail = CreatorCampaignQuery['CreatorCampaign'];
export type ApplicationsPage = CreatorApplicationsQuery['CreatorApplications'];
export type ApplicationEntry = ApplicationsPage['nodes'][number];
export type InvitationsPage = CreatorInvitationsQuery['CreatorInvitations'];
export type InvitationEntry = InvitationsPage['nodes'][number];

/** The marketplace's filters, as the address keeps them (absent: every one). */
export interface MarketFilter {
  type?: CampaignType;
  category?: ProductCategoryName;
}

export const MARKET_PAGE_SIZE = 20;

/** The marketplace's pages (every filter), one campaign, and the creator's two lists. */
export const MARKET_TAG = { type: 'Marketplace', id: 'LIST' } as const;
export const marketCampaignTag = (id: string) => ({ type: 'Marketplace', id }) as const;
const APPLICATIONS_TAG = { type: 'Marketplace', id: 'APPLICATIONS' } as const;
const INVITATIONS_TAG = { type: 'Marketplace', id: 'INVITATIONS' } as const;

const listVariables = ({ pageParam }: { pageParam: Cursor }) => ({
  first: MARKET_PAGE_SIZE,
  after: pageParam,
});

/** After Apply, Withdraw or Decline every list may show the campaign differently. */
export const afterChange = (id: string) => [
  MARKET_TAG,
  APPLICATIONS_TAG,
  INVITATIONS_TAG,
  marketCampaignTag(id),
];

export const marketplaceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    creatorCampaigns: build.infiniteQuery<MarketPage, MarketFilter, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CREATOR_CAMPAIGNS, {
        variables: (({ queryArg, pageParam }: { queryArg: MarketFilter; pageParam: Cursor }) => ({
          ...(Object.keys(queryArg).length > 0 ? { filter: queryArg } : {}),
          ...listVariables({ pageParam }),
        })) as (arg: {
          queryArg: MarketFilter;
          pageParam: Cursor;
        }) => CreatorCampaignsQueryVariables,
      }),
      providesTags: [MARKET_TAG],
    }),
    creatorCampaign: build.query<MarketCampaignDetail, string>({
      ...graphqlEndpoint(CREATOR_CAMPAIGN, { variables: (id: string) => ({ id }) }),
      providesTags: (_data, _error, id) => [marketCampaignTag(id)],
    }),
    creatorApplications: build.infiniteQuery<ApplicationsPage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CREATOR_APPLICATIONS, { variables: listVariables }),
      providesTags: [APPLICATIONS_TAG],
    }),
    creatorInvitations: build.infiniteQuery<InvitationsPage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CREATOR_INVITATIONS, { variables: listVariables }),
      providesTags: [INVITATIONS_TAG],
    }),
    creatorApply: build.mutation<
      MarketCampaign,
      { campaign_id: string; pitch: string; with_intro_video?: boolean }
    >({
      ...graphqlEndpoint(CREATOR_APPLY),
      invalidatesTags: (_data, _error, { campaign_id }) => afterChange(campaign_id),
    }),
    creatorWithdraw: build.mutation<MarketCampaign, { campaign_id: string }>({
      ...graphqlEndpoint(CREATOR_WITHDRAW),
      invalidatesTags: (_data, _error, { campaign_id }) => afterChange(campaign_id),
    }),
    creatorInvitationDecline: build.mutation<{ invited_at: string }, { campaign_id: string }>({
      ...graphqlEndpoint(CREATOR_INVITATION_DECLINE),
      invalidatesTags: (_data, _error, { campaign_id }) => afterChange(campaign_id),
    }),
  }),
});

export const {
  useCreatorCampaignsInfiniteQuery,
  useCreatorCampaignQuery,
  useCreatorApplicationsInfiniteQuery,
  useCreatorInvitationsInfiniteQuery,
  useCreatorApplyMutation,
  useCreatorWithdrawMutation,
  useCreatorInvitationDeclineMutation,
} = marketplaceApi;
