import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import type { LicenceFieldsFragment } from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

// Content licences (docs/product.md#licences): the brand's printable licence of one of its
// accepted contents, and the creator's of one of their deals. A licence never changes once
// written, so its id tags are kept until the session ends.

const LICENCE_FIELDS = graphql(`
  fragment LicenceFields on ContentLicence {
    id
    company_name
    brand_name
    creator_name
    campaign_name
    deal_id
    content_id
    files {
      id
      name
      role
      kind
      content_type
      size
      sha256
    }
    usage_rights
    raw_footage
    extra_hooks
    starts_at
    paid_ads_ends_at
    created_at
  }
`);

export const CONTENT_LICENCE = graphql(
  `
    query ContentLicence($content_id: ID!) {
      ContentLicence(content_id: $content_id) {
        ...LicenceFields
      }
    }
  `,
  [LICENCE_FIELDS],
);

export const CREATOR_DEAL_LICENCE = graphql(
  `
    query CreatorDealLicence($deal_id: ID!) {
      CreatorDealLicence(deal_id: $deal_id) {
        ...LicenceFields
      }
    }
  `,
  [LICENCE_FIELDS],
);

export type Licence = LicenceFieldsFragment;

export const licenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    contentLicence: build.query({
      ...graphqlEndpoint(CONTENT_LICENCE, {
        variables: (contentId: string) => ({ content_id: contentId }),
      }),
    }),
    creatorDealLicence: build.query({
      ...graphqlEndpoint(CREATOR_DEAL_LICENCE, {
        variables: (dealId: string) => ({ deal_id: dealId }),
      }),
    }),
  }),
});

export const { useContentLicenceQuery, useCreatorDealLicenceQuery } = licenceApi;
