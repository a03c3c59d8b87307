import type { ParseKeys } from 'i18next';

/** Route metadata: the key of the screen's title, used for the tab title. */
export interface RouteHandle {
  title: ParseKeys<'screens'>;
}

export function hasTitle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}
