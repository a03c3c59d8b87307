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
