import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import { graphql } from '@/store/graphql';

// The brands as other features pick them (a product's form, the campaign wizard, the
// content filters); the brands feature's own endpoints are built on this one.

const BRAND_OPTIONS = graphql(`
  query BrandOptions {
    Brands(first: 100) {
      nodes {
        id
        name
      }
      total_count
    }
  }
`);

const LIST = { type: 'Brand', id: 'LIST' } as const;

export const brandOptionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The brand picker of the product form: every brand's id and name, one call. */
    brandOptions: build.query({ ...graphqlEndpoint(BRAND_OPTIONS), providesTags: [LIST] }),
  }),
});

export const { useBrandOptionsQuery } = brandOptionsApi;
