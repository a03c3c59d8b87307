import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { makeCoreStore } from '@/store/coreStore';
import { makeStore, type AppStore, type RootState } from '@/store/store';
import { AppProviders } from '@/src/app/AppProviders';
import { listenerRouter } from '@/src/router/listenerRouter';
import { appRoutes } from '@/src/router/routes';

export interface ProviderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  /** By default a store whose listeners navigate with the test's memory router. */
  store?: AppStore;
  /** The URL the memory router starts at. */
  route?: string;
  /**
   * Set when the test runs `vi.useFakeTimers({ shouldAdvanceTime: true })`, so
   * user-event advances the fake clock (without `shouldAdvanceTime` its clicks hang).
   */
  fakeTimers?: boolean;
}

function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <AppProviders>{children}</AppProviders>
    </Provider>
  );
}

/** How a test's store is made: `makeStore` (every listener) or as the app makes it. */
type StoreMaker = typeof makeStore;

function renderRouter(routes: RouteObject[], options: ProviderOptions, makeTestStore: StoreMaker) {
  const {
    preloadedState,
    store: givenStore,
    route = '/',
    fakeTimers = false,
    ...renderOptions
  } = options;
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const store = givenStore ?? makeTestStore(preloadedState, { router: listenerRouter(router) });
  const user = userEvent.setup(
    fakeTimers ? { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) } : {},
  );
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
    renderOptions,
  );
  return { store, user, router, ...view };
}

/**
 * Renders `ui` with everything the app gives it: Redux store, Chakra, colour mode,
 * i18n and a memory data router at `route` (Redux-templates style).
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options, makeStore);
}

/** Renders a route table of the test's own (lazy routes, several pages) with the providers. */
export function renderRoutes(routes: RouteObject[], options: ProviderOptions = {}) {
  return renderRouter(routes, options, makeStore);
}

/**
 * Renders the whole app (route table, guards, layouts, lazy screens) at `route`, with a
 * store made as `src/main.tsx` makes it: the company layout adds the logged-in features'
 * listeners when it loads.
 */
export function renderApp(options: ProviderOptions = {}) {
  return renderRouter(appRoutes, options, makeCoreStore);
}
