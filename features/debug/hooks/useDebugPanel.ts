import { useSyncExternalStore } from 'react';

/**
 * Whether the debug panel is open. Deliberately not Redux state: the panel's own clicks
 * must not show up in the action log it displays, nor in a replay.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openDebugPanel = () => setOpen(true);
export const closeDebugPanel = () => setOpen(false);
export const toggleDebugPanel = () => setOpen(!open);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDebugPanelOpen(): boolean {
  // The server's answer (the build's prerendering): closed, as every page starts.
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** sessionStorage key remembering `?debug=1` for the tab, across in-app navigation. */
export const DEBUG_FLAG_KEY = 'ugc-desk:debug';

export interface DebugEnvironment {
  dev: boolean;
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

function browserEnvironment(): DebugEnvironment {
  // The build's prerendering has no window; the panel starts closed there as here.
  if (typeof window === 'undefined') return { dev: import.meta.env.DEV, search: '', storage: null };
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the URL flag then lasts one page.
  }
  return { dev: import.meta.env.DEV, search: window.location.search, storage };
}

/**
 * The panel exists in development, and in a production build when the page was opened
 * with `?debug=1` (remembered for the tab; `?debug=0` forgets it).
 */
export function isDebugEnabled(env: DebugEnvironment = browserEnvironment()): boolean {
  const flag = new URLSearchParams(env.search).get('debug');
  if (flag === '1') env.storage?.setItem(DEBUG_FLAG_KEY, '1');
  if (flag === '0') env.storage?.removeItem(DEBUG_FLAG_KEY);
  return env.dev || flag === '1' || (flag !== '0' && env.storage?.getItem(DEBUG_FLAG_KEY) === '1');
}

/** Ctrl+Shift+D (⌘+Shift+D on macOS), whatever the keyboard layout. */
export function isDebugShortcut(
  event: Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    event.code === 'KeyD' && event.shiftKey && !event.altKey && (event.ctrlKey || event.metaKey)
  );
}
