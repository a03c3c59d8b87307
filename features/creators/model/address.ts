/**
 * The discovery screen's tab, filters and order ⇄ the address's search params, so a
 * reload, Back or a shared link shows the same list. Pure: the screen's hook and the
 * tests use it. Amounts are kept in the units the screen shows (dollars, percent) and
 * converted to the API's (cents, basis points) by `apiFilterOf`. A hand-edited or stale
 * address never breaks the page: a value that is not valid is ignored.
 */
import {
  CREATOR_AGE_MAX,
  CREATOR_AGE_MIN,
  CREATOR_CATEGORIES,
  CREATOR_COUNT_MAX,
  CREATOR_COUNTRIES,
  CREATOR_PRICE_MAX_CENTS,
  CREATOR_SEARCH_MAX,
  CREATOR_SORT_DEFAULT,
  CREATOR_SORTS,
  CREATOR_TIERS,
  ENGAGEMENT_MAX_BP,
  ETHNICITIES,
  GENDERS,
  type CreatorFilter,
  type CreatorSortName,
} from '@/domain/creators/rules';
import { isStorableText } from '@/domain/storableText';

export const DISCOVERY_TABS = ['applicants', 'find'] as const;
export type DiscoveryTab = (typeof DISCOVERY_TABS)[number];
export const DISCOVERY_TAB_DEFAULT: DiscoveryTab = 'applicants';

/** The list filters: which values of each list may be chosen, and their address key. */
export const LIST_FILTERS = {
  categories: { key: 'category', values: CREATOR_CATEGORIES },
  tiers: { key: 'tier', values: CREATOR_TIERS },
  genders: { key: 'gender', values: GENDERS },
  ethnicities: { key: 'ethnicity', values: ETHNICITIES },
  countries: { key: 'country', values: CREATOR_COUNTRIES },
} as const;
export type ListFilterName = keyof typeof LIST_FILTERS;

/**
 * The number filters in the screen's units, with their bounds and how many decimals
 * they take: prices in whole or cent dollars, engagement in percent to 0.01.
 */
export const NUMBER_FILTERS = {
  age_min: { min: CREATOR_AGE_MIN, max: CREATOR_AGE_MAX, decimals: 0 },
  age_max: { min: CREATOR_AGE_MIN, max: CREATOR_AGE_MAX, decimals: 0 },
  followers_min: { min: 0, max: CREATOR_COUNT_MAX, decimals: 0 },
  followers_max: { min: 0, max: CREATOR_COUNT_MAX, decimals: 0 },
  price_min: { min: 0, max: CREATOR_PRICE_MAX_CENTS / 100, decimals: 2 },
  price_max: { min: 0, max: CREATOR_PRICE_MAX_CENTS / 100, decimals: 2 },
  engagement_min: { min: 0, max: ENGAGEMENT_MAX_BP / 100, decimals: 2 },
} as const;
export type NumberFilterName = keyof typeof NUMBER_FILTERS;

/** Ranges whose lower bound may not be above their upper bound. */
const RANGES: ReadonlyArray<[NumberFilterName, NumberFilterName]> = [
  ['age_min', 'age_max'],
  ['followers_min', 'followers_max'],
  ['price_min', 'price_max'],
];

export type DiscoveryFilter = { [Name in ListFilterName]: string[] } & {
  [Name in NumberFilterName]?: number;
} & { search: string };

export interface DiscoveryState {
  tab: DiscoveryTab;
  filter: DiscoveryFilter;
  sort: CreatorSortName;
}

export const emptyFilter = (): DiscoveryFilter => ({
  categories: [],
  tiers: [],
  genders: [],
  ethnicities: [],
  countries: [],
  search: '',
});

const LIST_NAMES = Object.keys(LIST_FILTERS) as ListFilterName[];
const NUMBER_NAMES = Object.keys(NUMBER_FILTERS) as NumberFilterName[];

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A number as typed ("12", "2.5"): in bounds and with no more decimals than allowed. */
export function parseNumberFilter(name: NumberFilterName, text: string | null) {
  const { min, max, decimals } = NUMBER_FILTERS[name];
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  const trimmed = text?.trim() ?? '';
  if (!pattern.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** A search the API takes: at most 60 characters, and text the database can store. */
function cleanSearch(text: string): string {
  const cut = text.trim().slice(0, CREATOR_SEARCH_MAX);
  return isStorableText(cut) ? cut : '';
}

/** The state a set of search params says; anything unknown or invalid is left out. */
export function readDiscovery(params: URLSearchParams): DiscoveryState {
  const tab = params.get('tab');
  const sort = params.get('sort');
  const filter = emptyFilter();
  for (const name of LIST_NAMES) {
    const { key, values } = LIST_FILTERS[name];
    const chosen = new Set(params.getAll(key).filter((value) => isOneOf(values, value)));
    // In the list's own order, once each: one list, one cache entry.
    filter[name] = values.filter((value) => chosen.has(value));
  }
  for (const name of NUMBER_NAMES) {
    const value = parseNumberFilter(name, params.get(name));
    if (value !== undefined) filter[name] = value;
  }
  for (const [low, high] of RANGES) {
    const [a, b] = [filter[low], filter[high]];
    // A reversed range says nothing sure: both bounds are dropped.
    if (a !== undefined && b !== undefined && a > b) {
      delete filter[low];
      delete filter[high];
    }
  }
  filter.search = cleanSearch(params.get('q') ?? '');
  return {
    tab: isOneOf(DISCOVERY_TABS, tab) ? tab : DISCOVERY_TAB_DEFAULT,
    filter,
    sort: isOneOf(CREATOR_SORTS, sort) ? sort : CREATOR_SORT_DEFAULT,
  };
}

/** The search params of a state, defaults left out, always in the same order. */
export function writeDiscovery(state: DiscoveryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== DISCOVERY_TAB_DEFAULT) params.set('tab', state.tab);
  const search = state.filter.search.trim();
  if (search) params.set('q', search);
  for (const name of LIST_NAMES) {
    for (const value of state.filter[name]) params.append(LIST_FILTERS[name].key, value);
  }
  for (const name of NUMBER_NAMES) {
    const value = state.filter[name];
    if (value !== undefined) params.set(name, String(value));
  }
  if (state.sort !== CREATOR_SORT_DEFAULT) params.set('sort', state.sort);
  return params;
}

/** The Creators filter of a state, in the API's units (cents, basis points). */
export function apiFilterOf(filter: DiscoveryFilter): CreatorFilter {
  const api: CreatorFilter = {};
  for (const name of LIST_NAMES) {
    // The lists hold only the allowed values (readDiscovery): the casts only narrow.
    if (filter[name].length > 0) (api[name] as string[]) = [...filter[name]];
  }
  for (const name of ['age_min', 'age_max', 'followers_min', 'followers_max'] as const) {
    if (filter[name] !== undefined) api[name] = filter[name];
  }
  if (filter.price_min !== undefined) api.price_min = Math.round(filter.price_min * 100);
  if (filter.price_max !== undefined) api.price_max = Math.round(filter.price_max * 100);
  if (filter.engagement_min !== undefined) {
    api.engagement_min = Math.round(filter.engagement_min * 100);
  }
  const search = filter.search.trim();
  if (search) api.search = search;
  return api;
}

/** How many filters narrow the list (the mobile "Filters (3)" button; 0: nothing to clear). */
export function activeFilterCount(filter: DiscoveryFilter): number {
  return (
    LIST_NAMES.filter((name) => filter[name].length > 0).length +
    NUMBER_NAMES.filter((name) => filter[name] !== undefined).length +
    (filter.search.trim() ? 1 : 0)
  );
}
