import type { RouteObject } from 'react-router-dom';
import { patterns } from '@/src/lib/paths';
import { hasTitle, type RouteHandle } from '@/src/router/routeHandle';
import { companyScreens, creatorScreens } from '@/src/router/routes';

/** How the browser takes over a prerendered page (`src/main.tsx` reads it on `<html>`). */
type PrerenderKind = 'guest' | 'shell';

/** Which layout a frame (`shell`) draws. */
export type FrameLayout = 'company' | 'creator';

interface PageBase {
  name: string;
  kind: PrerenderKind;
  /** The route patterns this file answers (the server matches them, see the manifest). */
  routes: string[];
}

/** A logged-out screen, rendered whole: the browser hydrates it. */
interface GuestPage extends PageBase {
  kind: 'guest';
}

/** A frame of a logged-in screen: the browser renders the app over it. */
interface FramePage extends PageBase {
  kind: 'shell';
  layout: FrameLayout;
  /** The screen's handle: its title, and its header's sentence when it has a fixed one. */
  handle?: RouteHandle;
}

export type PrerenderPage = GuestPage | FramePage;

/** A file name for a route pattern: `/campaign/:campaignId?` → `campaign-campaignId`. */
const nameOf = (pattern: string) =>
  pattern.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

/** Paths that send on to a screen (the creators' home to the marketplace): its frame answers them too. */
const SENT_ON: Record<string, string[]> = {
  [patterns.creatorMarketplace]: [patterns.creatorHome],
};

/** One frame of a layout's screen of the routes' table, named after its path. */
const frameOf =
  (layout: FrameLayout) =>
  (route: RouteObject): FramePage => {
    if (route.path === undefined) throw new Error(`A ${layout} screen has no path`);
    return {
      name: `shell-${nameOf(route.path)}`,
      kind: 'shell',
      layout,
      routes: [route.path, ...(SENT_ON[route.path] ?? [])],
      handle: hasTitle(route.handle) ? route.handle : undefined,
    };
  };

/**
 * What the build renders to HTML: the logged-out screens whole (the browser hydrates
 * them), and a frame of every company and creator screen (the browser renders over it)
 * with the screen's header where it is fixed.
 */
export const PRERENDER_PAGES: PrerenderPage[] = [
  { name: 'login', kind: 'guest', routes: [patterns.login] },
  { name: 'signup', kind: 'guest', routes: [patterns.signup] },
  { name: 'forgot', kind: 'guest', routes: [patterns.forgot] },
  { name: 'creator-join', kind: 'guest', routes: [patterns.creatorJoin] },
  ...companyScreens.map(frameOf('company')),
  // Not the creators' home (it sends on, see SENT_ON) nor their catch-all of unknown pages.
  ...creatorScreens.filter((route) => hasTitle(route.handle)).map(frameOf('creator')),
];
