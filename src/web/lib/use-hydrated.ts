/**
 * Data that can arrive while React is still hydrating the prerendered landing page (public config,
 * the record) must not show until the part of the page it is in has hydrated: React would meet
 * text the prerender did not have, and it never patches attributes it did not render (a link
 * would keep no href). So while a prerendered page hydrates, `useHydrated()` starts false and
 * turns true in a transition after mount: the switch to real data is rendered in short,
 * interruptible slices rather than one long task. Any other render starts true.
 */
import { startTransition, useEffect, useState } from 'react';

let hydratingPrerender = false;

/** main.tsx: around hydrateRoot of a prerendered page (false again once the browser is idle). */
export function setHydratingPrerender(value: boolean): void {
  hydratingPrerender = value;
}

export function isHydratingPrerender(): boolean {
  return hydratingPrerender;
}

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydratingPrerender);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
