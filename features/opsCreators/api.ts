import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';
import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  OpsCreatorFieldsFragment,
  OpsCreatorListFilter,
  OpsCreatorsQuery,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

// The console's creators (docs/product.md#operator-console): the list to verify, the
// suspended and everyone, one creator, and the operator's three moves on it.

const OPS_CREATOR_FIELDS = graphql(`
  fragment OpsCreatorFields on OpsCreator {
    id
    name
    email
    avatar_url
    tier
    categories
    country
    followers
    handles {
      instagram {
        handle
        followers
        verified
      }
      tiktok {
        handle
        followers
        verified
      }
      youtube {
        handle
        followers
        verified
      }
    }
    accepted_deals
    may_be_pro
    suspended
    suspended_at
    handles_checked_at
    joined_at
  }
`);

export const OPS_CREATORS = graphql(
  `
    query OpsCreators($filter: OpsCreatorListFilter, $search: String, $first: Int, $after: String) {
      OpsCreators(filter: $filter, search: $search, first: $first, after: $after) {
        nodes {
          ...OpsCreatorFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [OPS_CREATOR_FIELDS],
);

export const OPS_CREATOR = graphql(
  `
    query OpsCreator($id: ID!) {
      OpsCreator(id: $id) {
        ...OpsCreatorFields
      }
    }
  `,
  [OPS_CREATOR_FIELDS],
);

export const OPS_CREATOR_VERIFY = graphql(
  `
    mutation OpsCreatorVerify($id: ID!, $handles: [OpsHandleCheck!]!, $reason: String!) {
      OpsCreatorVerify(id: $id, handles: $handles, reason: $reason) {
        ...OpsCreatorFields
      }
    }
  `,
  [OPS_CREATOR_FIELDS],
);

export const OPS_CREATOR_SET_TIER = graphql(
  `
    mutation OpsCreatorSetTier($id: ID!, $tier: CreatorTier!, $reason: String!) {
      OpsCreatorSetTier(id: $id, tier: $tier, reason: $reason) {
        ...OpsCreatorFields
      }
    }
  `,
  [OPS_CREATOR_FIELDS],
);

export const OPS_CREATOR_SUSPEND = graphql(
  `
    mutation OpsCreatorSuspend($id: ID!, $suspended: Boolean!, $reason: String!) {
      OpsCreatorSuspend(id: $id, suspended: $suspended, reason: $reason) {
        ...OpsCreatorFields
      }
    }
  `,
  [OPS_CREATOR_FIELDS],
);

export type OpsCreator = OpsCreatorFieldsFragment;
export type OpsCreatorPage = OpsCreatorsQuery['OpsCreators'];
export type OpsCreatorFilter = OpsCreatorListFilter;

/** One cache entry (and its loaded pages) per filter and search. */
export interface OpsCreatorsArg {
  filter: OpsCreatorListFilter;
  search: string;
}

const creatorTag = (id: string) => ({ type: 'OpsCreators', id }) as const;
const LIST = { type: 'OpsCreators', id: 'LIST' } as const;

/** What a move on a creator changes: it, the lists it is in, and the queue's counts. */
const moved = (id: string) => [creatorTag(id), LIST, 'OpsQueue' as const];

export const opsCreatorsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** to_verify oldest first (the queue); the others newest first. */
    opsCreators: build.infiniteQuery<OpsCreatorPage, OpsCreatorsArg, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(OPS_CREATORS, {
        variables: ({ queryArg, pageParam }: { queryArg: OpsCreatorsArg; pageParam: Cursor }) => ({
          filter: queryArg.filter,
          ...(queryArg.search ? { search: queryArg.search } : {}),
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: (data) => pagesTags('OpsCreators', data),
    }),
    opsCreator: build.query({
      ...graphqlEndpoint(OPS_CREATOR, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [creatorTag(id)],
    }),
    opsCreatorVerify: build.mutation({
      ...graphqlEndpoint(OPS_CREATOR_VERIFY),
      invalidatesTags: (_result, error, { id }) => (error ? [] : moved(id)),
    }),
    opsCreatorSetTier: build.mutation({
      ...graphqlEndpoint(OPS_CREATOR_SET_TIER),
      invalidatesTags: (_result, error, { id }) => (error ? [] : moved(id)),
    }),
    opsCreatorSuspend: build.mutation({
      ...graphqlEndpoint(OPS_CREATOR_SUSPEND),
      invalidatesTags: (_result, error, { id }) => (error ? [] : moved(id)),
    }),
  }),
});

export const {
  useOpsCreatorsInfiniteQuery,
  useOpsCreatorQuery,
  useOpsCreatorVerifyMutation,
  useOpsCreatorSetTierMutation,
  useOpsCreatorSuspendMutation,
} = opsCreatorsApi;
