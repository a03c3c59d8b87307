/**
 * The build's server-side entry (server/build/prerender.ts builds it with Vite's SSR
 * build and runs it once per page and language): the first screens as HTML, with the
 * CSS they use, so that the browser paints them before any script has run.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppRoot } from '@/src/app/AppRoot';
import { i18n, loadLoggedInTexts } from '@/src/i18n';
import { activeCreatorNavItem } from '@/src/layouts/creatorNavigation';
import { appRoutes } from '@/src/router/routes';
import { loadLaterRecipes } from '@/src/theme/system';
import { hasTitle } from '@/src/router/routeHandle';
import {
  DEFAULT_LOCALE,
  LOCALES,
  localeChanged,
  type Locale,
} from '@/features/preferences/preferencesSlice';
import { makeStore } from '@/store/store';
import { PRERENDER_PAGES, type PrerenderPage } from './pages';
import { CreatorShellSkeleton } from './CreatorShellSkeleton';
import { ShellSkeleton } from './ShellSkeleton';
import { routerReady } from './routerReady';

export { DEFAULT_LOCALE, LOCALES, PRERENDER_PAGES };

export interface RenderedPage {
  /** The markup for `#root`. */
  html: string;
  /** `<style data-emotion>` tags: the rules the markup uses, the global ones first. */
  styles: string;
  /** The document's title, as the app's `DocumentTitle` sets it. */
  title: string;
}

/**
 * The key of emotion's default cache, which the browser uses: it adopts the style tags
 * whose `data-emotion` starts with it instead of inserting the same rules again.
 */
const EMOTION_KEY = 'css';

function titleOf(routes: RouteObject[], path: string | null): string {
  const appName = i18n.t('appName');
  if (path === null) return appName;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const handle = [...router.state.matches].reverse().find((m) => hasTitle(m.route.handle))
    ?.route.handle;
  router.dispose();
  return hasTitle(handle) ? `${i18n.t(handle.title, { ns: 'screens' })} · ${appName}` : appName;
}

/** A plain sentence by its `namespace:key`, in the current language; the build stops on a missing one. */
function textOf(namespacedKey: string): string {
  const [namespace = '', key = ''] = namespacedKey.split(':');
  const text: unknown = i18n.getResource(i18n.language, namespace, key);
  if (typeof text !== 'string') throw new Error(`No text ${namespacedKey} in ${i18n.language}`);
  return text;
}

export async function renderPage(page: PrerenderPage, locale: Locale): Promise<RenderedPage> {
  // Reducers only: no listeners, no network, no window. A visitor with nothing stored.
  const store = makeStore(undefined, { listeners: false });
  store.dispatch(localeChanged(locale));
  await i18n.changeLanguage(locale);

  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);

  let content;
  let path: string | null = null;
  if (page.kind === 'guest') {
    path = page.routes[0] ?? null;
    const router = createMemoryRouter(appRoutes, { initialEntries: [path ?? '/'] });
    await routerReady(router);
    content = <RouterProvider router={router} />;
  } else {
    // The texts of the screens' headers are in the logged-in namespaces; the frames draw
    // what the layouts do, with the recipes they load. (A logged-out screen renders
    // without those: one asking for such a recipe would suspend, and fail the build.)
    await Promise.all([loadLoggedInTexts(), loadLaterRecipes()]);
    const handle = page.handle;
    const header = handle?.intro
      ? { title: i18n.t(handle.title, { ns: 'screens' }), intro: textOf(handle.intro) }
      : undefined;
    content =
      page.layout === 'creator' ? (
        <CreatorShellSkeleton
          header={header}
          current={activeCreatorNavItem(page.routes[0] ?? '')}
        />
      ) : (
        <ShellSkeleton header={header} />
      );
  }
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppRoot store={store}>{content}</AppRoot>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const title =
    page.kind === 'shell' && page.handle
      ? `${i18n.t(page.handle.title, { ns: 'screens' })} · ${i18n.t('appName')}`
      : titleOf(appRoutes, path);
  return { html, styles, title };
}
