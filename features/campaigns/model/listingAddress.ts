/**
 * CampaignListing's tab, search and order ⇄ the address's search params (`?tab=&q=&sort=`),
 * so a reload, Back or a shared link shows the same list. Pure: the screen's hook and the
 * tests use it. What a hand-edited address gets wrong falls back to the default.
 */
import { isStorableText } from '@/domain/storableText';
import type { CampaignFilter } from '../api';
import {
  CAMPAIGN_SEARCH_MAX,
  CAMPAIGN_SORT_DEFAULT,
  CAMPAIGN_SORTS,
  CAMPAIGN_TABS,
  type CampaignSort,
  type CampaignTab,
} from '@/domain/campaigns/rules';

export interface ListingAddress {
  tab: CampaignTab;
  /** Part of the campaign's name ('' for every campaign). */
  search: string;
  sort: CampaignSort;
}

/** The tab shown when the address names none. */
export const DEFAULT_TAB: CampaignTab = 'active';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A search the API takes: trimmed, at most 100 characters, text the database can store. */
export function cleanSearch(text: string): string {
  const cut = text.trim().slice(0, CAMPAIGN_SEARCH_MAX);
  return isStorableText(cut) ? cut : '';
}

export function readListingAddress(params: URLSearchParams): ListingAddress {
  const tab = params.get('tab');
  const sort = params.get('sort');
  return {
    tab: isOneOf(CAMPAIGN_TABS, tab) ? tab : DEFAULT_TAB,
    search: cleanSearch(params.get('q') ?? ''),
    sort: isOneOf(CAMPAIGN_SORTS, sort) ? sort : CAMPAIGN_SORT_DEFAULT,
  };
}

/** The search params of a state, defaults left out, always in the same order. */
export function writeListingAddress(state: ListingAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== DEFAULT_TAB) params.set('tab', state.tab);
  const search = cleanSearch(state.search);
  if (search) params.set('q', search);
  if (state.sort !== CAMPAIGN_SORT_DEFAULT) params.set('sort', state.sort);
  return params;
}

/** The Campaigns query's arguments for a state: the tab and order always, a search if any. */
export function listingFilterOf(state: ListingAddress): CampaignFilter {
  return state.search
    ? { tab: state.tab, search: state.search, sort: state.sort }
    : { tab: state.tab, sort: state.sort };
}
