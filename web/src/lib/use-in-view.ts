import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true once the element comes within `margin` of the viewport, and stays true: heavy content below the fold
 * (charts) need not cost the first paint. Where IntersectionObserver is missing, everything counts as in view.
 */
export function useInView(ref: RefObject<Element | null>, margin = '200px'): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, inView]);
  return inView;
}
