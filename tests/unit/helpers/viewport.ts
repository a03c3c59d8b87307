/**
 * jsdom has no layout, so `matchMedia` is missing. This stand-in answers width queries
 * from a viewport width the test sets, and notifies listeners when it changes, like a
 * resized browser window. Anything else (colour scheme, motion) does not match.
 */
type Listener = (event: MediaQueryListEvent) => void;

export const DESKTOP_WIDTH = 1440;
export const PHONE_WIDTH = 375;

let width = DESKTOP_WIDTH;
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, px]) =>
    kind === 'min' ? width >= Number(px) : width <= Number(px),
  );
}

export function installMatchMedia() {
  window.matchMedia = (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };
}

/** Resizes the pretend viewport and tells every query whose answer changed. */
export function setViewportWidth(next: number) {
  const before = new Map([...lists].map((entry) => [entry, evaluate(entry.query)]));
  width = next;
  for (const entry of lists) {
    const matches = evaluate(entry.query);
    if (matches === before.get(entry)) continue;
    const event = { matches, media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}

export function resetViewport() {
  width = DESKTOP_WIDTH;
  lists.clear();
}
