import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './routeHandle';

type ScreenModule = Promise<{ default: ComponentType }>;

/** One lazily loaded chunk per screen; the router shows the overlay meanwhile. */
export function screen(
  path: string,
  title: RouteHandle['title'],
  load: () => ScreenModule,
  intro?: RouteHandle['intro'],
): RouteObject {
  return {
    path,
    handle: { title, intro } satisfies RouteHandle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/**
 * `route` with its first data asked for as soon as the session's guard runs (the screen
 * still subscribes as usual, and finds the answer in the cache or on its way).
 */
export function withPrefetch(
  route: RouteObject,
  prefetch: NonNullable<RouteHandle['prefetch']>,
): RouteObject {
  return { ...route, handle: { ...(route.handle as RouteHandle), prefetch } };
}
