import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation scrolls to the top after 200 ms (docs/product.md#navigation). */
export const SCROLL_DELAY_MS = 200;

/**
 * Waits so the next screen has rendered (and the old one is gone) before scrolling;
 * a quicker second navigation cancels the pending scroll of the first.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, left: 0 }), SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return null;
}
