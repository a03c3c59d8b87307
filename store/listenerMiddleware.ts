import {
  createListenerMiddleware,
  type ListenerMiddleware,
  type TypedStartListening,
} from '@reduxjs/toolkit';
import type { RealtimeClientFactory } from '@/features/realtime/mqtt/client';
import type { AppDispatch, RootState } from './store';

/**
 * Services the listeners use, handed in through the middleware's `extra` so they never
 * live in state.
 */
export interface ListenerExtra {
  /** Makes the real-time (MQTT) client; the realtime listeners call it once. */
  createRealtimeClient: RealtimeClientFactory;
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
