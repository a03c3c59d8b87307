import type { createBrowserRouter } from 'react-router-dom';
import type { ListenerRouter } from '@/store/listenerMiddleware';

/** A data router (browser or memory: both have this type). */
type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The router as the store's listeners use it (see `makeStore`'s `router` option).
 *
 * React Router 7 renders its own updates in a transition, while a Redux update renders
 * at once. A navigation a listener starts in answer to an action is flushed
 * synchronously instead, so the screens never render the new state at the old location
 * (a guard would then redirect on its own, e.g. a logged-out user to Login with the page
 * to come back to).
 */
export function listenerRouter(router: DataRouter): ListenerRouter {
  return {
    pathname: () => router.state.location.pathname,
    navigate: (to, options) => void router.navigate(to, { ...options, flushSync: true }),
  };
}
