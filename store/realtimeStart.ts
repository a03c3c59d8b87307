import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { close, publish, subscribe, unsubscribe } from '@/features/realtime/realtimeSlice';
import type { addRealtimeListeners } from '@/features/realtime/listeners';
import { selectToken } from '@/src/entities/session/sessionSlice';
import type { AppStartListening } from './listenerMiddleware';

/** What this module needs of the realtime listeners' module (loaded later in the app). */
interface RealtimeListeners {
  addRealtimeListeners: typeof addRealtimeListeners;
}

/** The stores (by their `startAppListening`) that have the realtime listeners: once each. */
const started = new WeakSet<AppStartListening>();

/**
 * Registers the realtime listeners on a store at once, before its first action, so they
 * start as the app's did when they loaded with it (store/store.ts: tests, replay).
 */
export function startRealtimeListeners(
  startAppListening: AppStartListening | undefined,
  { addRealtimeListeners }: RealtimeListeners,
) {
  if (!startAppListening || started.has(startAppListening)) return;
  started.add(startAppListening);
  addRealtimeListeners(startAppListening);
}

const loadRealtimeListeners = (): Promise<RealtimeListeners> =>
  import('@/features/realtime/listeners');

/**
 * The real-time connection exists only with a session (docs/product.md#real-time), so its
 * listeners and client (features/realtime/) load when one first exists or starts: a
 * visitor without a session never fetches them. Until they are there, the commands
 * dispatched for them (subscribe, publish…) are held, and handed over in order; the
 * listeners then connect as the state is by then (token, account), not only on the
 * actions after them. A new token drops what the session before held, as connecting
 * with it does.
 */
export function addRealtimeStart(
  startAppListening: AppStartListening,
  load: () => Promise<RealtimeListeners> = loadRealtimeListeners,
) {
  let held: UnknownAction[] = [];
  let loading = false;
  const stopHolding = startAppListening({
    matcher: isAnyOf(subscribe, unsubscribe, publish, close),
    effect: (action) => void held.push(action),
  });
  const stopWaiting = startAppListening({
    predicate: (_action, current, previous) =>
      selectToken(current) !== selectToken(previous) || (!loading && selectToken(current) !== null),
    effect: (_action, listenerApi) => {
      if (started.has(startAppListening)) {
        stopHolding();
        stopWaiting();
        return;
      }
      if (selectToken(listenerApi.getState()) !== selectToken(listenerApi.getOriginalState())) {
        held = [];
      }
      if (loading || selectToken(listenerApi.getState()) === null) return;
      loading = true;
      const { dispatch, extra, getState } = listenerApi;
      load().then(
        ({ addRealtimeListeners }) => {
          stopHolding();
          stopWaiting();
          // Registered at once meanwhile (startRealtimeListeners): nothing to catch up.
          if (started.has(startAppListening)) return;
          started.add(startAppListening);
          addRealtimeListeners(startAppListening).catchUp({ dispatch, extra, getState }, held);
          held = [];
        },
        // Not loaded (offline): the next action with a session tries again.
        () => {
          loading = false;
        },
      );
    },
  });
}
