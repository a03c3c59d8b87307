import {
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Middleware,
  type Reducer,
} from '@reduxjs/toolkit';
import type { RealtimeClientFactory } from '@/features/realtime/mqtt/client';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import {
  holdEarlyActions,
  isActionLogEnabled,
  startActionLog,
  type ActionLogModule,
  type ActionLogOptions,
} from './debug/earlyActions';
import { loadedApi, whenApiLoaded } from './apiHost';
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
import { selectToken } from '@/src/entities/session/sessionSlice';
import { rootReducer, type RootReducerState } from './rootReducer';

// One per store: redux-persist keeps its storage writer in the reducer's closure, and a
// replay store must never write (a redacted token) through the app's.
const makePersistedReducer = () =>
  persistReducer(
    makePersistConfig<RootReducerState>(),
    // Typed with `api` (see RootReducerState): it is there whenever a module that reads it runs.
    rootReducer as Reducer<RootReducerState>,
  );

/**
 * Dispatched once the API has joined a store: it puts the API's first state in
 * (`state.api`) before anything reads it.
 */
const apiJoined = createAction('store/apiJoined');

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
  record?: boolean | ActionLogOptions;
  /**
   * The action log's module, when the caller has it (store/store.ts): the recorder then
   * starts with the store. Without it, the recorder's chunk loads later (with a session,
   * once the browser is idle) and is handed the actions dispatched until then
   * (store/debug/earlyActions.ts).
   */
  actionLog?: ActionLogModule;
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
    actionLog,
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
  const logOptions = record === true ? {} : record || null;
  const early = logOptions
    ? holdEarlyActions<RootState>({
        now: logOptions.now,
        wanted: (state) => selectToken(state) !== null,
      })
    : null;
  // RTK Query's middleware joins with the API: none of its code loads with the first screens.
  const apiMiddleware = createDynamicMiddleware();
  // An API loaded already (tests, a replay) is in the state from the store's first action.
  const apiAtStart = loadedApi();
  if (apiAtStart) rootReducer.inject(apiAtStart);
  const store = configureStore({
    reducer: makePersistedReducer(),
    preloadedState: preloadedState as RootState | undefined,
    // Vite writes the build's flags in as constants: a production build without
    // VITE_DEVTOOLS=1 leaves out the DevTools set-up and its sanitizers (never called).
    // Under plain Node (replay, benches) `import.meta.env` is absent: those stores have
    // no listeners, so it is never read there.
    devTools:
      listeners && (import.meta.env.DEV || import.meta.env.VITE_DEVTOOLS === '1')
        ? devToolsOptions()
        : false,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(apiMiddleware.middleware)
        // Last: the log holds exactly the actions that reach the reducers.
        .concat(early?.middleware ?? passThrough()),
  });
  if (listeners) {
    addSessionWideListeners(listener.startAppListening);
    listenerStarts.set(store, listener.startAppListening);
  }
  whenApiLoaded(({ api, setupListeners }) => {
    // A replay's store has the API's reducer only: no requests, cache timers or focus events.
    if (listeners) {
      apiMiddleware.addMiddleware(api.middleware);
      setupListeners(store.dispatch);
    }
    if (apiAtStart) return;
    rootReducer.inject(api);
    store.dispatch(apiJoined());
  });
  if (early && logOptions) startActionLog(store, early, logOptions, actionLog);
  return store;
}

/** How to register more listeners on a store; undefined for one made without listeners. */
export const startListeningOn = (store: AppStore): AppStartListening | undefined =>
  listenerStarts.get(store);

export type AppStore = ReturnType<typeof makeCoreStore>;
export type RootState = ReturnType<ReturnType<typeof makePersistedReducer>>;
export type AppDispatch = AppStore['dispatch'];
