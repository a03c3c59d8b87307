import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isLocalDay } from '@/src/lib/localDays';
import type { HistoryFilter } from '../api';

/** The history's days as the URL has them (?from=&to=, YYYY-MM-DD), '' for no bound. */
export interface HistoryFilterState {
  from: string;
  to: string;
}

const dayOrEmpty = (value: string | null) => (value !== null && isLocalDay(value) ? value : '');

/** A stale or hand-edited URL falls back to every day; an end before the start is dropped. */
export function historyFilterStateOf(params: URLSearchParams): HistoryFilterState {
  const from = dayOrEmpty(params.get('from'));
  const to = dayOrEmpty(params.get('to'));
  return { from, to: from && to && to < from ? '' : to };
}

/** CreatorEarningsHistory's variables: the days as they are (the API takes inclusive days). */
export function historyFilterOf(state: HistoryFilterState): HistoryFilter {
  const filter: HistoryFilter = {};
  if (state.from) filter.from = state.from;
  if (state.to) filter.to = state.to;
  return filter;
}

/**
 * The history's date range, kept in the query string so a reload shows the same movements.
 * Changes replace the history entry; a day that puts the range upside down clears the
 * other end rather than asking for nothing.
 */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => historyFilterStateOf(params), [params]);

  const update = useCallback(
    (changes: Partial<HistoryFilterState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...historyFilterStateOf(current), ...changes };
          if (merged.from && merged.to && merged.to < merged.from) {
            if (changes.from !== undefined) merged.to = '';
            else merged.from = '';
          }
          for (const key of ['from', 'to'] as const) {
            if (merged[key]) next.set(key, merged[key]);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return {
    state,
    filter: useMemo(() => historyFilterOf(state), [state]),
    filtered: state.from !== '' || state.to !== '',
    update,
    clear: useCallback(() => update({ from: '', to: '' }), [update]),
  };
}
