import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { OPS_SEARCH_MAX } from '@/domain/ops/rules';
import type { OpsCreatorFilter } from '../api';

export const CREATOR_FILTERS: readonly OpsCreatorFilter[] = ['to_verify', 'suspended', 'all'];

const filterOf = (value: string | null): OpsCreatorFilter =>
  CREATOR_FILTERS.find((filter) => filter === value) ?? 'to_verify';

/**
 * The list's filter and search, kept in the address (a reload or a link shows the same
 * list); changes replace the history entry, so Back leaves the page.
 */
export function useCreatorsAddress() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('filter'));
  const search = (params.get('q') ?? '').trim().slice(0, OPS_SEARCH_MAX);
  const update = useCallback(
    (changes: { filter?: OpsCreatorFilter; search?: string }) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (changes.filter !== undefined) next.set('filter', changes.filter);
          if (changes.search !== undefined) {
            const text = changes.search.trim();
            if (text) next.set('q', text);
            else next.delete('q');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filter, search, update };
}
