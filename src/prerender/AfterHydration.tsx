import { useEffect } from 'react';

/**
 * Calls `onHydrated` once React has hydrated the tree it stands in (its effect runs after
 * that first commit). It renders nothing, so the prerendered markup need not have it.
 */
export function AfterHydration({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    onHydrated();
  }, [onHydrated]);
  return null;
}
