import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProductFilter } from '../api';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_SEARCH_MAX,
  PRODUCT_SORTS,
  type ProductCategoryName,
  type ProductSortName,
} from '@/domain/products/rules';

/** What the toolbar shows, read from the URL (?q=&brand=&category=&sort=). */
export interface ProductFilterState {
  q: string;
  brand: string;
  category: ProductCategoryName | '';
  sort: ProductSortName;
}

/** A change to the URL: any text, read back through `filterStateOf`. */
export type FilterChanges = Partial<Record<keyof ProductFilterState, string>>;

export const DEFAULT_SORT: ProductSortName = 'newest';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A hand-edited or stale URL falls back to "all" rather than asking for nonsense. */
export function filterStateOf(params: URLSearchParams): ProductFilterState {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').slice(0, PRODUCT_SEARCH_MAX),
    brand: params.get('brand') ?? '',
    category: isOneOf(PRODUCT_CATEGORIES, category) ? category : '',
    sort: isOneOf(PRODUCT_SORTS, sort) ? sort : DEFAULT_SORT,
  };
}

/** The Products query's variables: only what narrows or orders the list. */
export function productFilterOf(state: ProductFilterState): ProductFilter {
  const filter: ProductFilter = { sort: state.sort };
  const search = state.q.trim();
  if (search) filter.search = search;
  if (state.brand) filter.brand_id = state.brand;
  if (state.category) filter.category = state.category;
  return filter;
}

/** Whether anything but the order narrows the list ("No products match these filters"). */
export const isFiltered = (state: ProductFilterState) =>
  state.q.trim() !== '' || state.brand !== '' || state.category !== '';

/**
 * The list's filters and order, kept in the query string so a reload, a shared link or
 * coming back from a product shows the same list. Changes replace the history entry:
 * Back leaves the page instead of stepping through every keystroke of a search.
 */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => filterStateOf(params), [params]);

  const update = useCallback(
    (changes: FilterChanges) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined) continue;
            const empty = value === '' || (key === 'sort' && value === DEFAULT_SORT);
            if (empty) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => update({ q: '', brand: '', category: '' }), [update]);

  return { state, filter: useMemo(() => productFilterOf(state), [state]), update, clear };
}
