import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  CampaignFieldsFragment,
  CampaignProductOptionsQuery,
  CampaignsQuery,
  CampaignsQueryVariables,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@/src/lib/pagination';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';

// Campaigns: the server's price of a campaign being entered, its creation (and payment),
// the company's campaigns a page at a time, and one campaign.

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
    ) {
      CampaignCreate(
        input: $input
        payment: $payment
        idempotency_key: $idempotency_key
        accept_terms: $accept_terms
      ) {
        ...CampaignFields
      }
    }
  `,
  [CAMPAIGN_FIELDS],
);

export const CAMPAIGNS = graphql(
  `
    query Campaigns($status: CampaignStatus, $first: Int, $after: String) {
      Campaigns(status: $status, first: $first, after: $after) {
        nodes {
          ...CampaignFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [CAMPAIGN_FIELDS],
);

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
export type CampaignPage = CampaignsQuery['Campaigns'];
export type CampaignProductOption = CampaignProductOptionsQuery['Products']['nodes'][number];
/** What narrows the listing: one cache entry (and its loaded pages) per status. */
export type CampaignFilter = Omit<CampaignsQueryVariables, 'first' | 'after'>;

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

export const campaignsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server's cost lines for the same input: what the summary shows to agree. */
    campaignQuote: build.query({ ...graphqlEndpoint(CAMPAIGN_QUOTE) }),
    campaignCreate: build.mutation({
      ...graphqlEndpoint(CAMPAIGN_CREATE),
      // The payment moved money and wrote an invoice; after a lost answer too, as it
      // may have gone through.
      invalidatesTags: (_result, error) =>
        campaignRefused(error) ? [] : ['Wallet', 'Transaction', 'Invoice', LIST],
    }),
    /** Newest first, a page at a time, like the other lists (store/cursorPages.ts). */
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
    campaign: build.query({
      ...graphqlEndpoint(CAMPAIGN, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
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
  useCampaignQuery,
  useCampaignProductOptionsQuery,
} = campaignsApi;
