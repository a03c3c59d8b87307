/**
 * TheDeals' filters ⇄ the address's search params (`?campaign=&status=&delivery=&q=`), so a
 * reload, Back or a shared link shows the same list. Pure: the screen's hook and the tests
 * use it. A hand-edited or stale address never breaks the page: what is not valid is
 * ignored.
 */
import { isStorableText } from '@/domain/storableText';
import type { DealListFilter } from './types';
import {
  DEAL_DELIVERIES,
  DEAL_SEARCH_MAX,
  DEAL_STATUSES,
  type DealDelivery,
  type DealStatus,
} from '@/domain/deals/rules';

export interface DealsAddress {
  /** A campaign id, or '' for every campaign. */
  campaign: string;
  /** Any of these statuses (none: every status), in the lifecycle's order. */
  statuses: DealStatus[];
  /** One delivery label, or '' for any. */
  delivery: DealDelivery | '';
  /** Part of the creator's name. */
  search: string;
}

export const emptyDealsAddress = (): DealsAddress => ({
  campaign: '',
  statuses: [],
  delivery: '',
  search: '',
});

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A search the API takes: trimmed, at most 60 characters, text the database can store. */
export function cleanSearch(text: string): string {
  const cut = text.trim().slice(0, DEAL_SEARCH_MAX);
  return isStorableText(cut) ? cut : '';
}

/** An id as the address may carry it: short, printable, no spaces. */
const cleanId = (text: string | null) => (text && /^[\w-]{1,64}$/.test(text) ? text : '');

export function readDealsAddress(params: URLSearchParams): DealsAddress {
  const chosen = new Set(params.getAll('status'));
  const delivery = params.get('delivery');
  return {
    campaign: cleanId(params.get('campaign')),
    // In the lifecycle's order, once each: one filter, one cache entry.
    statuses: DEAL_STATUSES.filter((status) => chosen.has(status)),
    delivery: isOneOf(DEAL_DELIVERIES, delivery) ? delivery : '',
    search: cleanSearch(params.get('q') ?? ''),
  };
}

/** The search params of a state, empty parts left out, always in the same order. */
export function writeDealsAddress(state: DealsAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (state.campaign) params.set('campaign', state.campaign);
  for (const status of DEAL_STATUSES) {
    if (state.statuses.includes(status)) params.append('status', status);
  }
  if (state.delivery) params.set('delivery', state.delivery);
  const search = cleanSearch(state.search);
  if (search) params.set('q', search);
  return params;
}

/** The Deals filter of a state: only the parts that narrow the list. */
export function dealFilterOf(state: DealsAddress): DealListFilter {
  const filter: DealListFilter = {};
  if (state.campaign) filter.campaign_id = state.campaign;
  if (state.statuses.length > 0) filter.statuses = [...state.statuses];
  if (state.delivery) filter.deliveries = [state.delivery];
  if (state.search) filter.search = state.search;
  return filter;
}

/** Whether anything narrows the list ("No deals match these filters" then). */
export const isFiltered = (state: DealsAddress) =>
  state.campaign !== '' ||
  state.statuses.length > 0 ||
  state.delivery !== '' ||
  state.search !== '';
