import {
  createListenerMiddleware,
  type ListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import type { RealtimeClientFactory } from '@/features/realtime/mqtt/client';
import type { AppDispatch, RootState } from './store';

/**
 * The app's router as listeners use it: which page is on screen, and going elsewhere.
 * `src/main.tsx` hands in its browser router (src/router/listenerRouter.ts); tests a
 * memory router or a fake.
 */
export interface ListenerRouter {
  /** The pathname of the page on screen. */
  pathname(): string;
  navigate(to: string, options?: { replace?: boolean }): void;
}

/** The router of a store that has none (a replay, a store tested alone): it stays put. */
export const noRouter: ListenerRouter = {
  pathname: () => '',
  navigate: () => {},
};

/**
 * Services the listeners use, handed in through the middleware's `extra` so they never
 * live in state.
 */
export interface ListenerExtra {
  /**
   * Makes the real-time (MQTT) client; the realtime listeners call it once. Undefined for
   * the app's own (mqtt.js in a worker), which loads with those listeners.
   */
  createRealtimeClient: RealtimeClientFactory | undefined;
  /** Where the session listeners send the user when his session ends. */
  router: ListenerRouter;
  /**
   * The browser window, where the `storage` events of the app's other tabs arrive (a
   * logout there logs out here); null where there is none (Node, a replay, unit tests
   * that do not pass one).
   */
  window: Pick<EventTarget, 'addEventListener'> | null;
}

export type AppStartListening = TypedStartListening<RootState, AppDispatch, ListenerExtra>;

/**
 * The middleware is created untyped (its types would depend on the store it is part of);
 * listeners get the typed `startAppListening` instead.
 */
export function createAppListenerMiddleware(extra: ListenerExtra): {
  middleware: ListenerMiddleware<unknown>;
  startAppListening: AppStartListening;
} {
  const middleware = createListenerMiddleware({ extra });
  const startAppListening = middleware.startListening.withTypes<
    RootState,
    AppDispatch,
    ListenerExtra
  >();
  return { middleware: middleware.middleware, startAppListening };
}
