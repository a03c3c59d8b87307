import type { RouteObject } from 'react-router-dom';
import { patterns } from '@/src/lib/paths';
import { hasTitle, type RouteHandle } from '@/src/router/routeHandle';
import { companyScreens } from '@/src/router/routes';

/** How the browser takes over a prerendered page (`src/main.tsx` reads it on `<html>`). */
export type PrerenderKind = 'guest' | 'shell';

export interface PrerenderPage {
  name: string;
  kind: PrerenderKind;
  /** The route patterns this file answers (the server matches them, see the manifest). */
  routes: string[];
  /** A company page's handle: its title, and its header's sentence when it has a fixed one. */
  handle?: RouteHandle;
}

/** A file name for a route pattern: `/campaign/:campaignId?` → `campaign-campaignId`. */
const nameOf = (pattern: string) =>
  pattern.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/** One frame per company screen of the routes' table, named after its path. */
function companyFrame(route: RouteObject): PrerenderPage {
  if (route.path === undefined) throw new Error('A company screen has no path');
  return {
    name: `shell-${nameOf(route.path)}`,
    kind: 'shell',
    routes: [route.path],
    handle: hasTitle(route.handle) ? route.handle : undefined,
  };
}

/**
 * What the build renders to HTML: the logged-out screens whole (the browser hydrates
 * them), and a frame of every company screen (the browser renders over it) with the
 * screen's header where it is fixed.
 */
export const PRERENDER_PAGES: PrerenderPage[] = [
  { name: 'login', kind: 'guest', routes: [patterns.login] },
  { name: 'signup', kind: 'guest', routes: [patterns.signup] },
  { name: 'forgot', kind: 'guest', routes: [patterns.forgot] },
  { name: 'creator-join', kind: 'guest', routes: [patterns.creatorJoin] },
  ...companyScreens.map(companyFrame),
];
