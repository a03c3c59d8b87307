import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current. The layout renders either the
 * sidebar or the top bar from it (not both hidden by CSS), so only one navigation
 * exists in the page for assistive technology.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
