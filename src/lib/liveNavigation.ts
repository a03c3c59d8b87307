import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, type Location } from 'react-router-dom';

/**
 * Where the router is on its way to (null: nowhere), read from the router when called.
 * `useNavigation` says the same as of the last render, and the router hands its state to
 * React in a transition, so right after a click or a `navigate` it still says idle.
 */
export function useLiveNavigation(): () => Location | null {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(() => router?.state.navigation.location ?? null, [router]);
}
