import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's search, order and filters kept in the address, read with `read` (which turns a
 * hand-edited or stale address into something valid) and written with `write`. Changes
 * replace the history entry: Back leaves the page instead of stepping through every
 * keystroke or chip, and a reload or a shared link shows the same list.
 */
export function useListParams<State>(
  read: (params: URLSearchParams) => State,
  write: (state: State, current: URLSearchParams) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [read, params]);

  // The address changes in a transition: until the screen re-renders with it, `current`
  // below is the address before the last change, and a change made meanwhile (a second
  // chip pressed at once) must build on the last one, not drop it.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (written.current?.toString() === params.toString()) written.current = null;
  }, [params]);

  const update = useCallback(
    (changes: Partial<State>) => {
      setParams(
        (current) => {
          const base = written.current ?? current;
          const next = write({ ...read(base), ...changes }, base);
          // An address the screen shows already will not re-render it to clear this.
          written.current = next.toString() === current.toString() ? null : next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams, read, write],
  );

  return { state, update };
}
