import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How near the window a place must come for its content to load. */
const NEAR = '200px';

/**
 * Its children once their place comes near the window, a placeholder of the same size
 * until then: heavy content below the fold (a chart and its library) neither loads nor
 * runs during a phone's start, and arrives before it is scrolled into view. Where the
 * browser cannot observe intersections, the children come at once.
 */
export function WhenNearViewport({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place}>{placeholder}</div>;
}
