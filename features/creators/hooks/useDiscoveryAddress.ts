import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  apiFilterOf,
  emptyFilter,
  NUMBER_FILTERS,
  readDiscovery,
  writeDiscovery,
  type DiscoveryFilter,
  type DiscoveryState,
} from '../model/address';

/** A change to the screen's state: the tab, the order, or some of the filters. */
export interface DiscoveryChanges {
  tab?: DiscoveryState['tab'];
  sort?: DiscoveryState['sort'];
  filter?: Partial<DiscoveryFilter>;
}

/**
 * The discovery screen's tab, filters and order, kept in the address. Changes replace the
 * history entry: Back leaves the page instead of stepping through every keystroke, and a
 * reload shows the same list. Unknown or invalid params are dropped on the next change.
 */
export function useDiscoveryAddress() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readDiscovery(params), [params]);

  // The address changes in a transition: until the screen re-renders with it, `current`
  // below is the address before the last change, and a change made meanwhile (a tier
  // ticked just after a category) must build on the last one, not drop it.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) written.current = null;
  }, [params]);

  const update = useCallback(
    (changes: DiscoveryChanges) => {
      setParams(
        (current) => {
          const now = readDiscovery(written.current ?? current);
          const filter = { ...now.filter, ...changes.filter };
          // An emptied number field removes its bound (undefined, not NaN or 0).
          for (const [name, value] of Object.entries(changes.filter ?? {})) {
            if (value === undefined) delete filter[name as keyof DiscoveryFilter];
          }
          const next = writeDiscovery({
            tab: changes.tab ?? now.tab,
            sort: changes.sort ?? now.sort,
            filter,
          });
          // An address the screen shows already will not re-render it to clear this.
          written.current = next.toString() === current.toString() ? null : next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // Clearing keeps the tab and the order: they are not filters.
  const clear = useCallback(
    () =>
      update({
        filter: {
          ...emptyFilter(),
          ...Object.fromEntries(Object.keys(NUMBER_FILTERS).map((name) => [name, undefined])),
        },
      }),
    [update],
  );
  const apiFilter = useMemo(() => apiFilterOf(state.filter), [state.filter]);

  return { state, apiFilter, update, clear };
}
