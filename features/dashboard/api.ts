import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import type { DashboardSpendQuery, DashboardSummaryQuery } from '@/store/generated/graphql';
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

/** Everything the dashboard shows at a glance, in one request. */
export const DASHBOARD_SUMMARY = graphql(`
  query DashboardSummary {
    DashboardSummary {
      active_campaigns
      paused_campaigns
      awaiting_approval_campaigns
      rejected_campaigns
      total_campaigns
      deal_counts {
        status
        count
      }
      content_to_review
      next_auto_accept_at
      deals_to_ship
      spent_this_month
      in_escrow
      wallet_balance
      attention {
        kind
        campaign_id
        campaign_name
        deal_id
        creator_name
        detail
        since
        due_at
      }
    }
  }
`);

/** The chart's weeks, oldest first. */
export const DASHBOARD_SPEND = graphql(`
  query DashboardSpend($weeks: Int) {
    DashboardSpend(weeks: $weeks) {
      week_start
      spent
      content_accepted
    }
  }
`);

export type DashboardSummary = DashboardSummaryQuery['DashboardSummary'];
export type AttentionItem = DashboardSummary['attention'][number];
export type SpendWeek = DashboardSpendQuery['DashboardSpend'][number];

/**
 * The dashboard's own tag: real-time events invalidate it (the dashboard listeners, a
 * burst at a time). The wallet's tag too, so a top-up shows in the balance at once.
 */
const DASHBOARD_TAGS = ['Dashboard', 'Wallet'] as const;

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
    dashboardSummary: build.query({
      ...graphqlEndpoint(DASHBOARD_SUMMARY),
      providesTags: [...DASHBOARD_TAGS],
    }),
    dashboardSpend: build.query({
      ...graphqlEndpoint(DASHBOARD_SPEND, {
        variables: (weeks: number) => ({ weeks }),
      }),
      providesTags: [...DASHBOARD_TAGS],
    }),
  }),
});

export const {
  useFirstStepsBrandsQuery,
  useFirstStepsProductsQuery,
  useFirstStepsCardsQuery,
  useFirstStepsCampaignsQuery,
  useDashboardSummaryQuery,
  useDashboardSpendQuery,
} = dashboardApi;
