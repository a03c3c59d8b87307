import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Persistor } from 'redux-persist';
import { installGlobalErrorHandlers } from './errors/reportError';
import { yieldToMain } from './lib/yieldToMain';

installGlobalErrorHandlers(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Resolves once redux-persist has put the stored state (session, preferences) back. */
function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/**
 * Says on `<html data-app="ready">` that the app has committed its first screen: from then
 * on, what is typed and pressed is the app's. Tools that drive the page (the end-to-end
 * tests, a synthetic monitor) wait for it, since a prerendered form shows, and takes
 * typing, before the app has taken it over.
 */
function markAppReady() {
  document.documentElement.dataset.app = 'ready';
}

/**
 * Each piece of the start, its libraries evaluated in a task of its own (src/start/): as
 * one script, evaluating them all held a phone for a third of a second at once. (React
 * comes with this script: it is one module, a task on its own anyway.) The
 * build fetches them all at the start (they wait parsed, not run), so the pieces cost no
 * round trip each.
 */
async function pieces() {
  const { appSystem } = await import('./start/theme');
  await yieldToMain();
  // Evaluated for what the next pieces import of it.
  await import('./start/redux');
  await yieldToMain();
  const { i18n } = await import('./start/texts');
  await yieldToMain();
  const { createBrowserRouter, RouterProvider } = await import('./start/router');
  await yieldToMain();
  const {
    AfterHydration,
    AppRoot,
    appRoutes,
    holdFrame,
    listenerRouter,
    LoadingOverlay,
    replayEarlyInput,
    routerReady,
    takeEarlyPresses,
  } = await import('./start/routing');
  await yieldToMain();
  const { makeCoreStore, PersistGate, persistStore, toastsAwaitScreen } =
    await import('./start/state');
  await yieldToMain();
  return {
    AfterHydration,
    AppRoot,
    appRoutes,
    appSystem,
    createBrowserRouter,
    holdFrame,
    i18n,
    listenerRouter,
    LoadingOverlay,
    makeCoreStore,
    PersistGate,
    persistStore,
    replayEarlyInput,
    routerReady,
    RouterProvider,
    takeEarlyPresses,
    toastsAwaitScreen,
  };
}

/**
 * A logged-out screen the build prerendered (src/prerender/) is hydrated: its markup is
 * what the app renders for a visitor without a session, once the stored state, its
 * language and the screen's chunk are in, so those come first. Anything else (the
 * company frame, a page served plain, a visitor the guard sends elsewhere) is rendered
 * over what the HTML showed. What was typed and pressed on a hydrated screen before the
 * app ran is handed on once it has (prerender/earlyInput.ts).
 */
async function start(target: HTMLElement) {
  const {
    AfterHydration,
    AppRoot,
    appRoutes,
    appSystem,
    createBrowserRouter,
    holdFrame,
    i18n,
    listenerRouter,
    LoadingOverlay,
    makeCoreStore,
    PersistGate,
    persistStore,
    replayEarlyInput,
    routerReady,
    RouterProvider,
    takeEarlyPresses,
    toastsAwaitScreen,
  } = await pieces();
  // The start in pieces, each its own task (a phone would otherwise be held for all of
  // it at once): the router first, as the store's listeners navigate with it (to Login
  // when a session ends); then the store; then the theme's system.
  const router = createBrowserRouter(appRoutes);
  await yieldToMain();
  // The logged-in features' listeners join when the company layout loads (LazyCompanyLayout).
  const store = makeCoreStore(undefined, { router: listenerRouter(router), window });
  // Until the first screen shows, a toast (the stored session refused) waits to be seen.
  store.dispatch(toastsAwaitScreen());
  const persistor = persistStore(store);
  await yieldToMain();
  appSystem();
  await yieldToMain();

  const prerendered = document.documentElement.dataset.prerendered;
  if (prerendered === 'guest') {
    await rehydrated(persistor);
    const { session, preferences } = store.getState();
    // The page's language is the stored one unless the blocking script could not fix it.
    if (session.token === null && document.documentElement.lang === preferences.locale) {
      await i18n.changeLanguage(preferences.locale);
      await routerReady(router);
      // In a transition, React hydrates in slices of a few milliseconds, yielding between
      // them, instead of in one long task that would hold the page for the whole tree.
      startTransition(() => {
        hydrateRoot(
          target,
          <AppRoot store={store}>
            <RouterProvider router={router} />
            <AfterHydration
              onHydrated={() => {
                replayEarlyInput(target);
                markAppReady();
              }}
            />
          </AppRoot>,
        );
      });
      return;
    }
  }
  // Rendered over: what was pressed on the HTML's controls is moot (they are replaced).
  takeEarlyPresses();
  // A logged-in page's frame stays in front until the app has the page to show, instead
  // of giving way to the loading overlay first.
  if (prerendered === 'shell') holdFrame(target);
  const root = createRoot(target);
  // Rendered in slices as well; the HTML's frame stays on screen until it is done.
  startTransition(() => {
    root.render(
      <AppRoot store={store}>
        <PersistGate
          persistor={persistor}
          loading={<LoadingOverlay />}
          // The stored language applies before the first screen renders: no flash of English.
          onBeforeLift={async () => {
            await i18n.changeLanguage(store.getState().preferences.locale);
          }}
        >
          <RouterProvider router={router} />
          <AfterHydration onHydrated={markAppReady} />
        </PersistGate>
      </AppRoot>,
    );
  });
}

void start(container);
