import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import { graphql } from '@/store/graphql';

// The first-steps checklist needs only how many brands, products and campaigns the company
// has (a page of one row, for its total) and whether it has a card (at most 10: their ids).

export const FIRST_STEPS_BRANDS = graphql(`
  query FirstStepsBrands {
    Brands(first: 1) {
      total_count
    }
  }
`);

export const FIRST_STEPS_PRODUCTS = graphql(`
  query FirstStepsProducts {
    Products(first: 1) {
      total_count
    }
  }
`);

export const FIRST_STEPS_CARDS = graphql(`
  query FirstStepsCards {
    Cards {
      id
    }
  }
`);

export const FIRST_STEPS_CAMPAIGNS = graphql(`
  query FirstStepsCampaigns {
    Campaigns(first: 1) {
      total_count
    }
  }
`);

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The lists' tags: creating or deleting a brand, product or card refreshes the counts.
    firstStepsBrands: build.query({
      ...graphqlEndpoint(FIRST_STEPS_BRANDS),
      providesTags: [{ type: 'Brand', id: 'LIST' }],
    }),
    firstStepsProducts: build.query({
      ...graphqlEndpoint(FIRST_STEPS_PRODUCTS),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    firstStepsCards: build.query({
      ...graphqlEndpoint(FIRST_STEPS_CARDS),
      providesTags: [{ type: 'Card', id: 'LIST' }],
    }),
    firstStepsCampaigns: build.query({
      ...graphqlEndpoint(FIRST_STEPS_CAMPAIGNS),
      providesTags: [{ type: 'Campaign', id: 'LIST' }],
    }),
  }),
});

export const {
  useFirstStepsBrandsQuery,
  useFirstStepsProductsQuery,
  useFirstStepsCardsQuery,
  useFirstStepsCampaignsQuery,
} = dashboardApi;
