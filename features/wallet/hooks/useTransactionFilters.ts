import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isLocalDay, localDayStart } from '@/src/lib/localDays';
import type { TransactionFilter } from '../api';
import { TRANSACTION_KINDS, type TransactionKindName } from '@/domain/wallet/rules';

/** What the history's filters show, read from the URL (?kind=&from=&to=, days YYYY-MM-DD). */
export interface TransactionFilterState {
  kind: TransactionKindName | '';
  /** The first local day shown, or '' for no lower bound. */
  from: string;
  /** The last local day shown (whole), or '' for no upper bound. */
  to: string;
}

export type TransactionFilterChanges = Partial<TransactionFilterState>;

const isKind = (value: string | null): value is TransactionKindName =>
  value !== null && (TRANSACTION_KINDS as readonly string[]).includes(value);

const dayOrEmpty = (value: string | null) => (value !== null && isLocalDay(value) ? value : '');

/**
 * A hand-edited or stale URL falls back to "all": an unknown kind or a day that does not
 * exist is dropped, and so is an end day before the start day (the API would refuse it).
 */
export function transactionFilterStateOf(params: URLSearchParams): TransactionFilterState {
  const kind = params.get('kind');
  const from = dayOrEmpty(params.get('from'));
  const to = dayOrEmpty(params.get('to'));
  return { kind: isKind(kind) ? kind : '', from, to: from && to && to < from ? '' : to };
}

/**
 * Transactions' variables: the days become instants of the reader's time zone, from the
 * start of the first day to the start of the day after the last (the API's `to` is
 * exclusive), so "to March 9" includes all of March 9.
 */
export function transactionFilterOf(state: TransactionFilterState): TransactionFilter {
  const filter: TransactionFilter = {};
  if (state.kind) filter.kind = state.kind;
  if (state.from) filter.from = localDayStart(state.from);
  if (state.to) filter.to = localDayStart(state.to, 1);
  return filter;
}

export const isTransactionFiltered = (state: TransactionFilterState) =>
  state.kind !== '' || state.from !== '' || state.to !== '';

/**
 * The history's filters, kept in the query string so a reload or a shared link shows the
 * same movements (like the products' filters). Changes replace the history entry. A day
 * that puts the range upside down clears the other end rather than asking for nothing.
 */
export function useTransactionFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => transactionFilterStateOf(params), [params]);

  const update = useCallback(
    (changes: TransactionFilterChanges) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...transactionFilterStateOf(current), ...changes };
          if (merged.from && merged.to && merged.to < merged.from) {
            if (changes.from !== undefined) merged.to = '';
            else merged.from = '';
          }
          for (const key of ['kind', 'from', 'to'] as const) {
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

  const clear = useCallback(() => update({ kind: '', from: '', to: '' }), [update]);

  return {
    state,
    filter: useMemo(() => transactionFilterOf(state), [state]),
    filtered: isTransactionFiltered(state),
    update,
    clear,
  };
}
