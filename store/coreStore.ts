import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { RealtimeClientFactory } from '@/features/realtime/mqtt/client';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import {
  attachActionRecorder,
  createActionRecorder,
  isActionLogEnabled,
  type ActionRecorderOptions,
} from './debug/actionLog';
import { baseApi } from './baseApi';
import { devToolsOptions } from './debug/devtools';
import {
  createAppListenerMiddleware,
  noRouter,
  type AppStartListening,
  type ListenerExtra,
  type ListenerRouter,
} from './listenerMiddleware';
import { addSessionWideListeners } from './listeners';
import { makePersistConfig } from './persist';
import { rootReducer, type RootReducerState } from './rootReducer';

// One per store: redux-persist keeps its storage writer in the reducer's closure, and a
// replay store must never write (a redacted token) through the app's.
const makePersistedReducer = () =>
  persistReducer(makePersistConfig<RootReducerState>(), rootReducer);

// Stands in for a middleware a store goes without, keeping one middleware tuple type (a
// new one each time: configureStore rejects the same middleware twice).
const passThrough = (): Middleware => () => (next) => (action) => next(action);

export interface MakeStoreOptions {
  /**
   * Off when replaying a log: reducers only. No listeners, no RTK Query middleware (it
   * refetches on invalidation, polls and runs cache timers), no focus/online events, no
   * DevTools instance.
   */
  listeners?: boolean;
  /**
   * Record actions for the debug panel (store/debug/actionLog.ts); on for a live store
   * unless the build says VITE_ACTION_LOG=0.
   */
  record?: boolean | ActionRecorderOptions;
  /**
   * The real-time client factory; defaults to mqtt.js in a worker (a client that connects
   * nowhere in tests), which loads with the realtime listeners.
   */
  realtime?: RealtimeClientFactory;
  /** The app's router, for the listeners that navigate; without one they navigate nowhere. */
  router?: ListenerRouter;
  /** The browser window (`src/main.tsx` passes it): other tabs' logouts arrive there. */
  window?: ListenerExtra['window'];
}

/** Each live store's `startAppListening`, for the listeners registered after it is made. */
const listenerStarts = new WeakMap<object, AppStartListening>();

/**
 * Builds a store with the session-wide listeners only (store/listeners.ts): what the
 * logged-out screens need. `src/main.tsx` calls it once and starts persistence with
 * `persistStore`; the company layout adds the logged-in features' listeners
 * (store/loggedInListeners.ts). `makeStore` (store/store.ts) builds one with both.
 */
export function makeCoreStore(
  preloadedState?: Partial<RootState>,
  {
    listeners = true,
    record = listeners && isActionLogEnabled(),
    realtime,
    router = noRouter,
    window = null,
  }: MakeStoreOptions = {},
) {
  const listener = createAppListenerMiddleware({
    // Unit tests connect nowhere unless they pass a (fake) client factory.
    createRealtimeClient: realtime,
    router,
    window,
  });
  const recorder = record ? createActionRecorder(record === true ? {} : record) : null;
  const store = configureStore({
    reducer: makePersistedReducer(),
    preloadedState: preloadedState as RootState | undefined,
    devTools: listeners ? devToolsOptions() : false,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(listeners ? baseApi.middleware : passThrough())
        // Last: the log holds exactly the actions that reach the reducers.
        .concat(recorder?.middleware ?? passThrough()),
  });
  if (listeners) {
    addSessionWideListeners(listener.startAppListening);
    listenerStarts.set(store, listener.startAppListening);
    setupListeners(store.dispatch);
  }
  if (recorder) attachActionRecorder(store, recorder);
  return store;
}

/** How to register more listeners on a store; undefined for one made without listeners. */
export const startListeningOn = (store: AppStore): AppStartListening | undefined =>
  listenerStarts.get(store);

export type AppStore = ReturnType<typeof makeCoreStore>;
export type RootState = ReturnType<ReturnType<typeof makePersistedReducer>>;
export type AppDispatch = AppStore['dispatch'];
