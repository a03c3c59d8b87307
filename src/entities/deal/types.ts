import type {
  DealFieldsFragment,
  DealFilter,
  DealRowFieldsFragment,
  DealsQuery,
} from '@/store/generated/graphql';

// The shapes of a deal the shared pieces show, as the deals feature's documents ask for
// them (features/deals/api.ts re-exports them for its own screens).

/** A row of a deals list (DealRowFields). */
export type DealRow = DealRowFieldsFragment;
/** A page of the deals list, with the counts per status. */
export type DealPage = DealsQuery['Deals'];
/** Everything the deal screen shows of one deal (DealFields). */
export type DealDetail = DealFieldsFragment;
/** What narrows a deals list: one cache entry (and its loaded pages) per filter. */
export type DealListFilter = DealFilter;
