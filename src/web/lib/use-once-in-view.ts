/**
 * Whether an element has been in view (or within `rootMargin` of it, `threshold` of it showing)
 * since it mounted; once true it stays true, so what started for it (a request, an animation) is not
 * undone when it scrolls away again. It starts false everywhere, as in a prerendered page, so
 * hydration matches; the effect decides. Where the browser has no IntersectionObserver (old
 * browsers) the element counts as seen rather than never.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface InViewOptions {
  /** How far beyond the viewport counts as in view, in CSS margin form ('1000px 0px'). */
  rootMargin?: string;
  /** The share of the element that must show (0 to 1). */
  threshold?: number;
}

export function useOnceInView(
  ref: RefObject<Element | null>,
  { rootMargin, threshold }: InViewOptions = {},
): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || element === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      // After this render, as an observer's report would come (not a second render inside it).
      const timer = setTimeout(() => setSeen(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      // The observer's own defaults when not given.
      { rootMargin: rootMargin ?? '0px', threshold: threshold ?? 0 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, rootMargin, threshold]);
  return seen;
}
