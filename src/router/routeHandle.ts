import type { CustomTypeOptions, ParseKeys } from 'i18next';
import type { Params } from 'react-router-dom';
import type { AppDispatch } from '@/store/store';

/** A text of a namespace, as `namespace:key` (the build fails on one that does not exist). */
type NamespacedKey = `${keyof CustomTypeOptions['resources']}:${string}`;

/** Route metadata: the key of the screen's title, used for the tab title. */
export interface RouteHandle {
  title: ParseKeys<'screens'>;
  /**
   * A page whose header is the same on every visit (its title, then this sentence, as
   * `namespace:key`) says so here: the build's prerendered frame of the page then shows
   * that header before the app runs (src/prerender/). An end-to-end test holds the frame
   * and the page to the same texts.
   */
  intro?: NamespacedKey;
  /** A logged-out page with a long form: AuthLayout gives it a wider card on wide screens. */
  card?: 'wide';
  /**
   * A page whose largest element waits for its data asks for it here: the session's guard
   * starts it at once, beside the layout's and the screen's chunks, instead of the screen
   * once they are all in (see `withPrefetch`).
   */
  prefetch?: (params: Params, dispatch: AppDispatch) => Promise<unknown>;
}

/** Whether the matched routes ask AuthLayout for the wide card. */
export const wantsWideCard = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => hasTitle(handle) && handle.card === 'wide');

export function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}
