import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The document's distance from its top to an element, kept current as the page changes: a
 * list scrolled with the window lays its rows out from there.
 */
export function useOffsetTop(ref: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    // Whatever moves the list (a flash above it, the filters folding) resizes the body.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
