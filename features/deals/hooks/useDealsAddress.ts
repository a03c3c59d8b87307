import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  dealFilterOf,
  emptyDealsAddress,
  readDealsAddress,
  writeDealsAddress,
  type DealsAddress,
} from '@/src/entities/deal/address';

/**
 * TheDeals' filters, kept in the address. Changes replace the history entry: Back leaves
 * the page instead of stepping through every chip, and a reload shows the same list.
 */
export function useDealsAddress() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readDealsAddress(params), [params]);

  // The address changes in a transition: until the screen re-renders with it, `current`
  // below is the address before the last change, and a change made meanwhile (a second
  // chip pressed at once) must build on the last one, not drop it.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) written.current = null;
  }, [params]);

  const update = useCallback(
    (changes: Partial<DealsAddress>) => {
      setParams(
        (current) => {
          const next = writeDealsAddress({
            ...readDealsAddress(written.current ?? current),
            ...changes,
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
  const clear = useCallback(() => update(emptyDealsAddress()), [update]);
  const filter = useMemo(() => dealFilterOf(state), [state]);

  return { state, filter, update, clear };
}
