import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ContentsArg } from '../api';
import { CONTENT_STATUSES, type ContentStatus } from '@/domain/content/rules';
import { CONTENT_RIGHTS_FILTERS, type ContentRightsFilter } from '@/domain/campaigns/rights';

/**
 * What ContentListing's filters show, read from the address
 * (?campaign=&brand=&status=a,b&rights=usable_in_ads,expiring_soon).
 */
export interface ContentFilterState {
  campaign: string;
  brand: string;
  /** In the rules' order, whatever order the address gave. */
  statuses: ContentStatus[];
  /** Each must hold (docs/product.md#content-rights); in the rules' order. */
  rights: ContentRightsFilter[];
}

export type ContentFilterChanges = Partial<ContentFilterState>;

/** Ids as the API takes them: what an address can hold that the API would refuse is dropped. */
const idOrEmpty = (value: string | null) => {
  const id = value?.trim() ?? '';
  return id.length > 0 && id.length <= 100 && !id.includes('\u0000') ? id : '';
};

/** A hand-edited or stale address falls back to "all" for what it gets wrong. */
export function contentFilterStateOf(params: URLSearchParams): ContentFilterState {
  const listed = new Set((params.get('status') ?? '').split(','));
  const rights = new Set((params.get('rights') ?? '').split(','));
  return {
    campaign: idOrEmpty(params.get('campaign')),
    brand: idOrEmpty(params.get('brand')),
    statuses: CONTENT_STATUSES.filter((status) => listed.has(status)),
    rights: CONTENT_RIGHTS_FILTERS.filter((filter) => rights.has(filter)),
  };
}

/** Contents' filter: only the parts chosen (an empty filter is one cache entry too). */
export function contentFilterOf(state: ContentFilterState): ContentsArg {
  const filter: ContentsArg = {};
  if (state.campaign) filter.campaign_id = state.campaign;
  if (state.brand) filter.brand_id = state.brand;
  if (state.statuses.length > 0) filter.statuses = state.statuses;
  if (state.rights.length > 0) filter.rights = state.rights;
  return filter;
}

export const isContentFiltered = (state: ContentFilterState) =>
  state.campaign !== '' ||
  state.brand !== '' ||
  state.statuses.length > 0 ||
  state.rights.length > 0;

/**
 * The listing's filters, kept in the query string so a reload, Back from a deal or a
 * shared link shows the same content. Changes replace the history entry (Back leaves the
 * page rather than stepping through every chip).
 */
export function useContentAddress() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => contentFilterStateOf(params), [params]);
  // The address changes in a transition: until the screen re-renders with it, `current`
  // below is the one before the last change, which a second quick change must build on.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) written.current = null;
  }, [params]);

  const update = useCallback(
    (changes: ContentFilterChanges) => {
      setParams(
        (current) => {
          const base = written.current ?? current;
          const next = new URLSearchParams(base);
          const merged = { ...contentFilterStateOf(base), ...changes };
          const values = {
            campaign: merged.campaign,
            brand: merged.brand,
            status: CONTENT_STATUSES.filter((status) => merged.statuses.includes(status)).join(','),
            rights: CONTENT_RIGHTS_FILTERS.filter((filter) => merged.rights.includes(filter)).join(
              ',',
            ),
          };
          for (const [key, value] of Object.entries(values)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          written.current = next.toString() === current.toString() ? null : next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(
    () => update({ campaign: '', brand: '', statuses: [], rights: [] }),
    [update],
  );

  return {
    state,
    filter: useMemo(() => contentFilterOf(state), [state]),
    filtered: isContentFiltered(state),
    update,
    clear,
  };
}
