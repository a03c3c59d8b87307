import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  ContentsQuery,
  ContentsQueryVariables,
  ContentCampaignOptionsQuery,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import {
  CONTENT_CARD_FIELDS,
  type ContentCardFields,
  type ContentFile,
} from '@/src/entities/content/fragments';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@/domain/pagination';

// Content: every upload of the company's deals a page at a time (ContentListing), what the
// shared viewer shows of one (ContentListing and the deal screen), and the link to a
// campaign's accepted content as one archive.

export const CONTENTS = graphql(
  `
    query Contents($filter: ContentFilter, $first: Int, $after: String) {
      Contents(filter: $filter, first: $first, after: $after) {
        nodes {
          ...ContentCardFields
          licence {
            id
            usage_rights
            starts_at
            paid_ads_ends_at
            extension_payment
          }
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [CONTENT_CARD_FIELDS],
);

/**
 * The campaign filter's choices, with each campaign's brand so picking a brand narrows
 * them; one page holds at most 100 (the brands' choices are the brands feature's).
 */
export const CONTENT_CAMPAIGN_OPTIONS = graphql(`
  query ContentCampaignOptions($first: Int) {
    Campaigns(first: $first) {
      nodes {
        id
        name
        brand {
          id
        }
      }
      total_count
    }
  }
`);

/** How many uploads of one campaign the company accepted: whether an archive can be had. */
export const CONTENT_ACCEPTED_COUNT = graphql(`
  query ContentAcceptedCount($filter: ContentFilter) {
    Contents(filter: $filter, first: 1) {
      total_count
    }
  }
`);

export const CONTENT_ARCHIVE_LINK = graphql(`
  mutation ContentArchiveLink($campaign_id: ID!) {
    ContentArchiveLink(campaign_id: $campaign_id)
  }
`);

/**
 * Another period of a licence's paid-ads rights (docs/product.md#licences): paid as the
 * content's campaign was; asking again answers the same extension.
 */
export const CONTENT_RIGHTS_EXTEND = graphql(`
  mutation ContentRightsExtend($licence_id: ID!) {
    ContentRightsExtend(licence_id: $licence_id) {
      id
      usage_rights
      paid_ads_ends_at
    }
  }
`);

export type { ContentCardFields, ContentFile };
/** A card of the listing: the upload, and its newest licence once accepted. */
export type ListedContent = ContentsQuery['Contents']['nodes'][number];
export type ListedLicence = NonNullable<ListedContent['licence']>;
export type ContentTimeComment = ContentCardFields['time_comments'][number];
export type ContentPage = ContentsQuery['Contents'];
export type ContentCampaignOption = ContentCampaignOptionsQuery['Campaigns']['nodes'][number];
/** What narrows the listing: one cache entry (and its loaded pages) per filter. */
export type ContentsArg = NonNullable<ContentsQueryVariables['filter']>;

/**
 * The list's tags: the list itself, and the deal of each upload shown, so a move made on
 * the deal screen (accept, revision) refreshes the content it changed.
 */
export const CONTENT_LIST = { type: 'Content', id: 'LIST' } as const;

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, a page at a time, like the other lists (store/cursorPages.ts). */
    contents: build.infiniteQuery<ContentPage, ContentsArg, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(CONTENTS, {
        variables: ({ queryArg, pageParam }: { queryArg: ContentsArg; pageParam: Cursor }) => {
          const variables: ContentsQueryVariables = { first: PAGE_SIZE_DEFAULT, after: pageParam };
          if (Object.keys(queryArg).length > 0) variables.filter = queryArg;
          return variables;
        },
      }),
      providesTags: (data) => [
        CONTENT_LIST,
        ...[
          ...new Set((data?.pages ?? []).flatMap((page) => page.nodes.map((node) => node.deal_id))),
        ].map((id) => ({ type: 'Deal' as const, id })),
      ],
    }),
    contentCampaignOptions: build.query({
      ...graphqlEndpoint(CONTENT_CAMPAIGN_OPTIONS, {
        variables: (_arg: void) => ({ first: PAGE_SIZE_MAX }),
      }),
      providesTags: [{ type: 'Campaign', id: 'LIST' }],
    }),
    contentAcceptedCount: build.query({
      ...graphqlEndpoint(CONTENT_ACCEPTED_COUNT, {
        variables: (campaignId: string) => ({
          filter: { campaign_id: campaignId, statuses: ['bought' as const] },
        }),
      }),
      providesTags: [CONTENT_LIST],
    }),
    /**
     * The listing (cards and filters) shows the new end once it is bought; the wallet, its
     * movements and the invoices show the payment.
     */
    contentRightsExtend: build.mutation({
      ...graphqlEndpoint(CONTENT_RIGHTS_EXTEND, {
        variables: (licenceId: string) => ({ licence_id: licenceId }),
      }),
      invalidatesTags: (result) =>
        result ? [CONTENT_LIST, 'Wallet' as const, 'Transaction' as const, 'Invoice' as const] : [],
    }),
    /** A fresh signed link each time: it is valid for ARCHIVE_LINK_MINUTES only. */
    contentArchiveLink: build.mutation({
      ...graphqlEndpoint(CONTENT_ARCHIVE_LINK, {
        variables: (campaignId: string) => ({ campaign_id: campaignId }),
      }),
    }),
  }),
});

export const {
  useContentsInfiniteQuery,
  useContentCampaignOptionsQuery,
  useContentAcceptedCountQuery,
  useContentArchiveLinkMutation,
  useContentRightsExtendMutation,
} = contentApi;
