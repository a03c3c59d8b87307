import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The document's distance from its top to an element, kept current as the page changes: a
 * list scrolled with the window lays its rows out from there.
 *
 * It is read when the browser has laid the page out (a ResizeObserver's first report
 * comes then), not as the list mounts, where reading it would make the list's render pay
 * for the layout. Until then it is 0, which, at the top of the page, only puts more rows in
 * the first render, never fewer. A page already scrolled (a restored position) needs the
 * true offset for its first render, so it is read at once there.
 */
export function useOffsetTop(ref: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (element) setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    if (window.scrollY > 0) measure();
    // Whatever moves the list (a flash above it, the filters folding) resizes the body.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
