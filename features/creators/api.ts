import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  CreatorQuery,
  CreatorsQuery,
  CreatorsQueryVariables,
  DiscoveryCampaignQuery,
  DealCreateMutation,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import type { CampaignCreator } from '@/src/entities/creator/types';
import type { CreatorFilter, CreatorSortName } from '@/domain/creators/rules';

// Creators discovery: the creators matching a campaign (Find creators) and those who
// applied to it (Applicants), one creator's profile, inviting and picking, and the
// campaign's "k of n deals filled".

/** What a row of either list shows of a creator; the profile drawer reads the rest. */
const CREATOR_ROW_FIELDS = graphql(`
  fragment CreatorRowFields on Creator {
    id
    name
    avatar_url
    tier
    categories
    followers
    views
    engagement_rate
    price
  }
`);

/** A creator as the campaign's company sees them: applied, invited, picked. */
const CAMPAIGN_CREATOR_FIELDS = graphql(
  `
    fragment CampaignCreatorFields on CampaignCreator {
      creator {
        ...CreatorRowFields
      }
      application {
        pitch
        intro_video_url
        created_at
      }
      invited
      deal {
        id
        status
      }
    }
  `,
  [CREATOR_ROW_FIELDS],
);

export const CREATORS = graphql(
  `
    query Creators(
      $campaign_id: ID!
      $filter: CreatorFilter
      $sort: CreatorSort
      $first: Int
      $after: String
    ) {
      Creators(
        campaign_id: $campaign_id
        filter: $filter
        sort: $sort
        first: $first
        after: $after
      ) {
        nodes {
          ...CampaignCreatorFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [CAMPAIGN_CREATOR_FIELDS],
);

export const CAMPAIGN_APPLICANTS = graphql(
  `
    query CampaignApplicants($campaign_id: ID!, $first: Int, $after: String) {
      CampaignApplicants(campaign_id: $campaign_id, first: $first, after: $after) {
        nodes {
          ...CampaignCreatorFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [CAMPAIGN_CREATOR_FIELDS],
);

/** A handle as the profile drawer shows it: its declared followers and whether verified. */
const CREATOR_HANDLE_FIELDS = graphql(`
  fragment CreatorHandleFields on CreatorHandle {
    handle
    followers
    verified
  }
`);

export const CREATOR = graphql(
  `
    query Creator($id: ID!) {
      Creator(id: $id) {
        ...CreatorRowFields
        age_range
        country
        bio
        portfolio
        intro_video_url
        handles {
          instagram {
            ...CreatorHandleFields
          }
          tiktok {
            ...CreatorHandleFields
          }
          youtube {
            ...CreatorHandleFields
          }
        }
        joined_at
        last_active_at
      }
    }
  `,
  [CREATOR_ROW_FIELDS, CREATOR_HANDLE_FIELDS],
);

/** The header's campaign: its name, whether it is live, and how many deals are filled. */
export const DISCOVERY_CAMPAIGN = graphql(`
  query DiscoveryCampaign($id: ID!) {
    Campaign(id: $id) {
      id
      name
      status
      number_of_deals
      deals_filled
    }
  }
`);

export const CREATOR_INVITE = graphql(
  `
    mutation CreatorInvite($campaign_id: ID!, $creator_id: ID!) {
      CreatorInvite(campaign_id: $campaign_id, creator_id: $creator_id) {
        ...CampaignCreatorFields
      }
    }
  `,
  [CAMPAIGN_CREATOR_FIELDS],
);

export const DEAL_CREATE = graphql(`
  mutation DealCreate($campaign_id: ID!, $creator_id: ID!) {
    DealCreate(campaign_id: $campaign_id, creator_id: $creator_id) {
      id
      status
    }
  }
`);

export type { CampaignCreator };
export type CreatorRow = CampaignCreator['creator'];
export type CreatorProfile = CreatorQuery['Creator'];
export type CreatorPage = CreatorsQuery['Creators'];
export type DiscoveryCampaign = DiscoveryCampaignQuery['Campaign'];
export type PickedDeal = DealCreateMutation['DealCreate'];

/** One Find creators list: a campaign, its filter (API units) and its order. */
export interface CreatorsArg {
  campaign_id: string;
  filter: CreatorFilter;
  sort: CreatorSortName;
}

/** A page fills a tall screen several times over, and 20 of them reach 1,000 rows. */
export const CREATORS_PAGE_SIZE = 50;

/**
 * The tags of one campaign's lists. A pick or an invitation patches the loaded rows in
 * place rather than refetching every loaded page (a scrolled list holds hundreds); a
 * refusal, or a real-time application, refetches them.
 */
export const applicantsTag = (campaignId: string) =>
  ({ type: 'Creator', id: `applicants:${campaignId}` }) as const;
export const findTag = (campaignId: string) =>
  ({ type: 'Creator', id: `find:${campaignId}` }) as const;
const campaignTag = (campaignId: string) => ({ type: 'Campaign', id: campaignId }) as const;

/** The variables of one page of a list: the list's own, the page size and the cursor. */
const pageVariables =
  <Arg>(variablesOf: (arg: Arg) => Record<string, unknown>) =>
  ({ queryArg, pageParam }: { queryArg: Arg; pageParam: Cursor }) => ({
    ...variablesOf(queryArg),
    first: CREATORS_PAGE_SIZE,
    after: pageParam,
  });

const creatorsVariables = ({ campaign_id, filter, sort }: CreatorsArg) => {
  const variables: Omit<CreatorsQueryVariables, 'first' | 'after'> = { campaign_id, sort };
  if (Object.keys(filter).length > 0) variables.filter = filter;
  return variables;
};

export const creatorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Find creators: every matching creator, filtered and ordered, page after page. */
    creators: build.infiniteQuery<CreatorPage, CreatorsArg, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CREATORS, {
        variables: pageVariables(creatorsVariables) as (arg: {
          queryArg: CreatorsArg;
          pageParam: Cursor;
        }) => CreatorsQueryVariables,
      }),
      providesTags: (_data, _error, arg) => [findTag(arg.campaign_id)],
    }),
    /** Applicants, newest application first. */
    campaignApplicants: build.infiniteQuery<CreatorPage, string, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CAMPAIGN_APPLICANTS, {
        variables: pageVariables((campaignId: string) => ({ campaign_id: campaignId })) as (arg: {
          queryArg: string;
          pageParam: Cursor;
        }) => { campaign_id: string; first: number; after: Cursor },
      }),
      providesTags: (_data, _error, campaignId) => [applicantsTag(campaignId)],
    }),
    creator: build.query({
      ...graphqlEndpoint(CREATOR, { variables: (id: string) => ({ id }) }),
    }),
    discoveryCampaign: build.query({
      ...graphqlEndpoint(DISCOVERY_CAMPAIGN, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [campaignTag(id)],
    }),
    creatorInvite: build.mutation({
      ...graphqlEndpoint(CREATOR_INVITE),
      async onQueryStarted({ campaign_id: campaignId }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const patches = rowPatches(getState(), campaignId, data.creator.id, { invited: true });
          patches.forEach((patch) => dispatch(patch));
        } catch {
          // Refused: the tags below refetch what the server holds.
        }
      },
      invalidatesTags: (_result, error, { campaign_id: campaignId }) =>
        error ? [findTag(campaignId), applicantsTag(campaignId)] : [],
    }),
    dealCreate: build.mutation({
      ...graphqlEndpoint(DEAL_CREATE),
      async onQueryStarted(
        { campaign_id: campaignId, creator_id: creatorId },
        { dispatch, getState, queryFulfilled },
      ) {
        try {
          const { data } = await queryFulfilled;
          const patches = rowPatches(getState(), campaignId, creatorId, { deal: data });
          patches.forEach((patch) => dispatch(patch));
        } catch {
          // Refused: the tags below refetch what the server holds.
        }
      },
      // The header's count changed (or was stale, when the deals were already filled);
      // after a refusal the rows may be stale too (picked from another tab).
      invalidatesTags: (_result, error, { campaign_id: campaignId }) => [
        campaignTag(campaignId),
        { type: 'Deal', id: 'LIST' },
        ...(error ? [findTag(campaignId), applicantsTag(campaignId)] : []),
      ],
    }),
  }),
});

/** The updates that set `changes` on a creator's rows in every loaded list of the campaign. */
function rowPatches(
  state: Parameters<typeof creatorsApi.util.selectInvalidatedBy>[0],
  campaignId: string,
  creatorId: string,
  changes: Partial<Omit<CampaignCreator, 'creator'>>,
) {
  const patch = (draft: { pages: CreatorPage[] }) => {
    for (const node of draft.pages.flatMap((page) => page.nodes)) {
      if (node.creator.id === creatorId) Object.assign(node, changes);
    }
  };
  const entries = creatorsApi.util.selectInvalidatedBy(state, [
    findTag(campaignId),
    applicantsTag(campaignId),
  ]);
  return entries.flatMap(({ endpointName, originalArgs }) =>
    endpointName === 'creators'
      ? [creatorsApi.util.updateQueryData('creators', originalArgs as CreatorsArg, patch)]
      : endpointName === 'campaignApplicants'
        ? [creatorsApi.util.updateQueryData('campaignApplicants', originalArgs as string, patch)]
        : [],
  );
}

export const {
  useCreatorsInfiniteQuery,
  useCampaignApplicantsInfiniteQuery,
  useCreatorQuery,
  useDiscoveryCampaignQuery,
  useCreatorInviteMutation,
  useDealCreateMutation,
} = creatorsApi;
