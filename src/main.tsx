import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { persistStore, type Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { makeCoreStore } from '@/store/coreStore';
import { toastsAwaitScreen } from '@/src/entities/toasts/toastsSlice';
import { AppRoot } from './app/AppRoot';
import { LoadingOverlay } from './ui/LoadingOverlay';
import { installGlobalErrorHandlers } from './errors/reportError';
import { i18n } from './i18n';
import { AfterHydration } from './prerender/AfterHydration';
import { replayEarlyInput, takeEarlyPresses } from './prerender/earlyInput';
import { routerReady } from './prerender/routerReady';
import { listenerRouter } from './router/listenerRouter';
import { appRoutes } from './router/routes';
import { appSystem } from './theme/system';
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
 * A logged-out screen the build prerendered (src/prerender/) is hydrated: its markup is
 * what the app renders for a visitor without a session, once the stored state, its
 * language and the screen's chunk are in, so those come first. Anything else (the
 * company frame, a page served plain, a visitor the guard sends elsewhere) is rendered
 * over what the HTML showed. What was typed and pressed on a hydrated screen before the
 * app ran is handed on once it has (prerender/earlyInput.ts).
 */
async function start(target: HTMLElement) {
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
            <AfterHydration onHydrated={() => replayEarlyInput(target)} />
          </AppRoot>,
        );
      });
      return;
    }
  }
  // Rendered over: what was pressed on the HTML's controls is moot (they are replaced).
  takeEarlyPresses();
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
        </PersistGate>
      </AppRoot>,
    );
  });
}

void start(container);
