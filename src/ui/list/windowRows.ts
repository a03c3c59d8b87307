import { measureElement, type Virtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows a virtual list keeps beyond the visible ones: none in its first render,
 * then `overscan` in a background render once that first one is on screen. The first
 * render of a list is the longest piece of a page's start on a phone (each row a dozen
 * styled elements); the rows below the window can follow without holding it.
 */
export function useGrowingOverscan(overscan: number): number {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    startTransition(() => setCurrent(overscan));
  }, [overscan]);
  return current;
}

/**
 * A virtual list's row height, read without forcing the browser to lay the page out: a
 * row just rendered keeps its last known (or estimated) height until the list's
 * ResizeObserver reports it, after the browser's own layout. TanStack Virtual's default
 * reads `offsetHeight` as each row mounts, which made the list's render also pay for
 * laying out the whole page.
 */
export function measureWhenLaidOut<Row extends Element>(
  element: Row,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<Window, Row>,
): number {
  if (entry) return measureElement(element, entry, list);
  const index = list.indexFromElement(element);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
}
