import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  CampaignDeactivateMutation,
  CampaignDetailFieldsFragment,
  CampaignDraftsQuery,
  CampaignDuplicateMutation,
  CampaignFieldsFragment,
  CampaignPauseMutation,
  CampaignProductOptionsQuery,
  CampaignProductsQuery,
  CampaignResumeMutation,
  CampaignRowFieldsFragment,
  CampaignsQuery,
  CampaignsQueryVariables,
  CampaignTabCountsQuery,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@/domain/pagination';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';

// Campaigns: the server's price of a campaign being entered, its creation (and payment),
// the company's campaigns a page at a time by listing tab, one campaign with its products,
// and what the company does with it (pause, resume, deactivate, duplicate).

/** What the created page and the listing show of a campaign. */
const CAMPAIGN_FIELDS = graphql(`
  fragment CampaignFields on Campaign {
    id
    name
    type
    status
    number_of_deals
    total
    payment_method
    rejection_reason
    created_at
    reviewed_at
    auto_approves_at
    brand {
      id
      name
    }
  }
`);

export const CAMPAIGN_QUOTE = graphql(`
  query CampaignQuote($input: CampaignInput!, $method: CampaignPaymentMethod!) {
    CampaignQuote(input: $input, method: $method) {
      lines {
        kind
        amount
      }
      total
    }
  }
`);

export const CAMPAIGN_CREATE = graphql(
  `
    mutation CampaignCreate(
      $input: CampaignInput!
      $payment: CampaignPaymentInput!
      $idempotency_key: String!
      $accept_terms: Boolean!
      $draft_id: ID
    ) {
      CampaignCreate(
        input: $input
        payment: $payment
        idempotency_key: $idempotency_key
        accept_terms: $accept_terms
        draft_id: $draft_id
      ) {
        ...CampaignFields
      }
    }
  `,
  [CAMPAIGN_FIELDS],
);

/** What a row of the listing shows: the campaign's figures at a glance. */
const CAMPAIGN_ROW_FIELDS = graphql(`
  fragment CampaignRowFields on Campaign {
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
    }
    number_of_deals
    deals_filled
    content_accepted
    content_expected
    spent
    in_escrow
    created_at
    status_changed_at
  }
`);

/** Everything CampaignProducts and CampaignOverview show of a campaign, and its actions. */
const CAMPAIGN_DETAIL_FIELDS = graphql(`
  fragment CampaignDetailFields on Campaign {
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
    deals_filled
    creator_tier
    creator_category
    must_have_tags
    content_brief
    content_format
    video_duration
    resource_links
    ages
    genders
    ethnicities
    revision_rounds
    usage_rights
    raw_footage
    extra_hooks
    payment_method
    card_id
    cost_lines {
      kind
      amount
    }
    total
    rejection_reason
    created_at
    reviewed_at
    auto_approves_at
    status_changed_at
    actions
    content_accepted
    content_expected
    spent
    in_escrow
    refunded
    events {
      id
      action
      by
      created_at
    }
  }
`);

export const CAMPAIGNS = graphql(
  `
    query Campaigns(
      $tab: CampaignTab
      $search: String
      $sort: CampaignSort
      $first: Int
      $after: String
    ) {
      Campaigns(tab: $tab, search: $search, sort: $sort, first: $first, after: $after) {
        nodes {
          ...CampaignRowFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [CAMPAIGN_ROW_FIELDS],
);

export const CAMPAIGN_TAB_COUNTS = graphql(`
  query CampaignTabCounts($search: String) {
    CampaignTabCounts(search: $search) {
      tab
      count
    }
  }
`);

export const CAMPAIGN_PRODUCTS = graphql(
  `
    query CampaignProducts($id: ID!) {
      CampaignProducts(id: $id) {
        campaign {
          ...CampaignDetailFields
        }
        products {
          id
          name
          price
          link
          image {
            id
            url
          }
          deal_counts {
            status
            count
          }
        }
      }
    }
  `,
  [CAMPAIGN_DETAIL_FIELDS],
);

export const CAMPAIGN_PAUSE = graphql(
  `
    mutation CampaignPause($id: ID!) {
      CampaignPause(id: $id) {
        ...CampaignDetailFields
      }
    }
  `,
  [CAMPAIGN_DETAIL_FIELDS],
);

export const CAMPAIGN_RESUME = graphql(
  `
    mutation CampaignResume($id: ID!) {
      CampaignResume(id: $id) {
        ...CampaignDetailFields
      }
    }
  `,
  [CAMPAIGN_DETAIL_FIELDS],
);

export const CAMPAIGN_DEACTIVATE = graphql(
  `
    mutation CampaignDeactivate($id: ID!) {
      CampaignDeactivate(id: $id) {
        ...CampaignDetailFields
      }
    }
  `,
  [CAMPAIGN_DETAIL_FIELDS],
);

/** A campaign's entries as the wizard's draft takes them (CampaignDuplicate, CampaignDraftOpen). */
const CAMPAIGN_DRAFT_FIELDS = graphql(`
  fragment CampaignDraftFields on CampaignDraft {
    type
    name
    brand_id
    product_ids
    delivery_type
    taxes_shipping_compensation
    number_of_deals
    creator_tier
    creator_category
    must_have_tags
    content_brief
    content_format
    video_duration
    resource_links
    ages
    genders
    ethnicities
    revision_rounds
    usage_rights
    raw_footage
    extra_hooks
  }
`);

export const CAMPAIGN_DUPLICATE = graphql(
  `
    mutation CampaignDuplicate($id: ID!) {
      CampaignDuplicate(id: $id) {
        ...CampaignDraftFields
      }
    }
  `,
  [CAMPAIGN_DRAFT_FIELDS],
);

/** A campaign waiting for payment, as the listing's section shows it. */
const SAVED_CAMPAIGN_DRAFT_FIELDS = graphql(`
  fragment SavedCampaignDraftFields on SavedCampaignDraft {
    id
    name
    created_by
    created_at
    number_of_deals
    type
  }
`);

export const CAMPAIGN_DRAFTS = graphql(
  `
    query CampaignDrafts {
      CampaignDrafts {
        ...SavedCampaignDraftFields
      }
    }
  `,
  [SAVED_CAMPAIGN_DRAFT_FIELDS],
);

export const CAMPAIGN_DRAFT_OPEN = graphql(
  `
    query CampaignDraftOpen($id: ID!) {
      CampaignDraftOpen(id: $id) {
        ...CampaignDraftFields
      }
    }
  `,
  [CAMPAIGN_DRAFT_FIELDS],
);

export const CAMPAIGN_DRAFT_SUBMIT = graphql(
  `
    mutation CampaignDraftSubmit($input: CampaignInput!) {
      CampaignDraftSubmit(input: $input) {
        ...SavedCampaignDraftFields
      }
    }
  `,
  [SAVED_CAMPAIGN_DRAFT_FIELDS],
);

export const CAMPAIGN_DRAFT_DELETE = graphql(`
  mutation CampaignDraftDelete($id: ID!) {
    CampaignDraftDelete(id: $id) {
      status
      message
    }
  }
`);

export const CAMPAIGN = graphql(
  `
    query Campaign($id: ID!) {
      Campaign(id: $id) {
        ...CampaignFields
      }
    }
  `,
  [CAMPAIGN_FIELDS],
);

/** The products a campaign may take: one brand's, with their prices, in one call. */
export const CAMPAIGN_PRODUCT_OPTIONS = graphql(`
  query CampaignProductOptions($brand_id: ID!, $first: Int) {
    Products(brand_id: $brand_id, first: $first, sort: name_asc) {
      nodes {
        id
        name
        price
      }
      total_count
    }
  }
`);

export type CampaignItem = CampaignFieldsFragment;
export type CampaignRow = CampaignRowFieldsFragment;
export type CampaignPage = CampaignsQuery['Campaigns'];
export type CampaignProductOption = CampaignProductOptionsQuery['Products']['nodes'][number];
/** What narrows and orders the listing: one cache entry (and its loaded pages) each. */
export type CampaignFilter = Omit<CampaignsQueryVariables, 'first' | 'after'>;
export type CampaignTabCount = CampaignTabCountsQuery['CampaignTabCounts'][number];
export type CampaignDetail = CampaignDetailFieldsFragment;
export type CampaignEventItem = CampaignDetail['events'][number];
export type CampaignProductsView = CampaignProductsQuery['CampaignProducts'];
export type CampaignProductSummary = CampaignProductsView['products'][number];
/** A new wizard draft as the server makes it from a campaign (cents, counts, seconds). */
export type DuplicatedCampaign = CampaignDuplicateMutation['CampaignDuplicate'];
export type SavedCampaignDraft = CampaignDraftsQuery['CampaignDrafts'][number];

/** The actions that move a campaign to another status, each its own operation. */
const MOVE_DOCUMENTS = {
  pause: CAMPAIGN_PAUSE,
  resume: CAMPAIGN_RESUME,
  deactivate: CAMPAIGN_DEACTIVATE,
} as const;
export type CampaignMove = keyof typeof MOVE_DOCUMENTS;
type MoveResult = CampaignPauseMutation | CampaignResumeMutation | CampaignDeactivateMutation;

/** The campaign a move answers with, whichever operation it was. */
const movedCampaign = (data: MoveResult): CampaignDetail =>
  'CampaignPause' in data
    ? data.CampaignPause
    : 'CampaignResume' in data
      ? data.CampaignResume
      : data.CampaignDeactivate;

/**
 * The codes with which the server refuses a campaign before anything is charged or
 * written (server/services/errors.ts). Any other failure (a lost answer, an internal
 * error) may have charged: the wallet is read again and a retry keeps the same key.
 */
const REFUSALS: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CARD_REQUIRED',
  'CARD_DECLINED',
  'GATEWAY_UNAVAILABLE',
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
]);

/** Whether a failed creation was refused outright, so nothing changed. */
export const campaignRefused = (error: unknown) => REFUSALS.has(errorCodeOf(error) ?? '');

const LIST = { type: 'Campaign', id: 'LIST' } as const;
/** The campaigns waiting for payment (CampaignDrafts). */
const DRAFTS = { type: 'Campaign', id: 'DRAFTS' } as const;
const campaignTag = (id: string) => ({ type: 'Campaign', id }) as const;

export const campaignsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server's cost lines for the same input: what the summary shows to agree. */
    campaignQuote: build.query({ ...graphqlEndpoint(CAMPAIGN_QUOTE) }),
    campaignCreate: build.mutation({
      ...graphqlEndpoint(CAMPAIGN_CREATE),
      // The payment moved money and wrote an invoice; after a lost answer too, as it
      // may have gone through.
      // A draft paid (or found paid by someone else) leaves the waiting ones.
      invalidatesTags: (_result, error, { draft_id }) => [
        ...(campaignRefused(error) ? [] : (['Wallet', 'Transaction', 'Invoice', LIST] as const)),
        ...(draft_id ? [DRAFTS] : []),
      ],
    }),
    /**
     * One listing tab, searched and sorted, a page at a time like the other lists
     * (store/cursorPages.ts). Each row's tag is its campaign's, so a deal moving on a shown
     * campaign (the deals listeners) reads the page again with its new figures.
     */
    campaigns: build.infiniteQuery<CampaignPage, CampaignFilter, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CAMPAIGNS, {
        variables: ({ queryArg, pageParam }: { queryArg: CampaignFilter; pageParam: Cursor }) => ({
          ...queryArg,
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: (data) => pagesTags('Campaign', data),
    }),
    /** Every tab's count under the same search: they change whenever the list does. */
    campaignTabCounts: build.query({
      ...graphqlEndpoint(CAMPAIGN_TAB_COUNTS, {
        variables: (search: string) => (search ? { search } : {}),
      }),
      providesTags: [LIST],
    }),
    campaign: build.query({
      ...graphqlEndpoint(CAMPAIGN, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [campaignTag(id)],
    }),
    /** The campaign's page and each of its products' pages read this one entry. */
    campaignProducts: build.query({
      ...graphqlEndpoint(CAMPAIGN_PRODUCTS, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [campaignTag(id)],
    }),
    /**
     * Pause, resume or deactivate (docs/product.md#campaign-statuses). The answer shows at
     * once on the open campaign; a refusal (its status changed meanwhile) reads it again
     * too. Deactivating returns money to the wallet, whose balance and history follow.
     */
    campaignMove: build.mutation<CampaignDetail, { id: string; action: CampaignMove }>({
      query: ({ id, action }) => ({ document: MOVE_DOCUMENTS[action], variables: { id } }),
      transformResponse: movedCampaign,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            campaignsApi.util.updateQueryData('campaignProducts', id, (draft) => {
              Object.assign(draft.campaign, data);
            }),
          );
        } catch {
          // Refused: the screen says why; the tags below read the campaign again.
        }
      },
      invalidatesTags: (_result, error, { id, action }) => [
        campaignTag(id),
        LIST,
        ...(action === 'deactivate' && !error ? (['Wallet', 'Transaction'] as const) : []),
      ],
    }),
    /** Nothing is stored: the answer becomes the wizard's draft (campaignsSlice). */
    campaignDuplicate: build.mutation({
      ...graphqlEndpoint(CAMPAIGN_DUPLICATE, { variables: (id: string) => ({ id }) }),
    }),
    /** The campaigns members sent to be paid, newest first. */
    campaignDrafts: build.query({
      ...graphqlEndpoint(CAMPAIGN_DRAFTS),
      providesTags: [DRAFTS],
    }),
    /** A waiting campaign's entries: they become the wizard's draft, as a duplicate's do. */
    campaignDraftOpen: build.mutation({
      ...graphqlEndpoint(CAMPAIGN_DRAFT_OPEN, { variables: (id: string) => ({ id }) }),
    }),
    campaignDraftSubmit: build.mutation({
      ...graphqlEndpoint(CAMPAIGN_DRAFT_SUBMIT),
      invalidatesTags: (_result, error) => (error ? [] : [DRAFTS]),
    }),
    campaignDraftDelete: build.mutation({
      ...graphqlEndpoint(CAMPAIGN_DRAFT_DELETE, { variables: (id: string) => ({ id }) }),
      invalidatesTags: [DRAFTS],
    }),
    campaignProductOptions: build.query({
      ...graphqlEndpoint(CAMPAIGN_PRODUCT_OPTIONS, {
        variables: (brandId: string) => ({ brand_id: brandId, first: PAGE_SIZE_MAX }),
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const {
  useCampaignQuoteQuery,
  useCampaignCreateMutation,
  useCampaignsInfiniteQuery,
  useCampaignTabCountsQuery,
  useCampaignQuery,
  useCampaignProductsQuery,
  useCampaignMoveMutation,
  useCampaignDuplicateMutation,
  useCampaignDraftsQuery,
  useCampaignDraftOpenMutation,
  useCampaignDraftSubmitMutation,
  useCampaignDraftDeleteMutation,
  useCampaignProductOptionsQuery,
} = campaignsApi;
