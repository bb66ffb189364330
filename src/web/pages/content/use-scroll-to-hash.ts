import { useEffect } from 'react';

/**
 * Scrolls to the element named by the URL hash. Wouter neither scrolls to hashes nor re-renders
 * on a hash change, and on a fresh load the browser looks for the anchor before this lazily
 * loaded page exists. So: once after mount, and on every hash change or in-app navigation
 * (wouter dispatches 'pushState'/'replaceState' events). Focus moves to the target (without a
 * second scroll) so keyboard users continue from the section, as after a native anchor jump.
 */
export function useScrollToHash(): void {
  useEffect(() => {
    let frame = 0;
    const scroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const id = decodeHash(window.location.hash);
        if (!id) return;
        const target = document.getElementById(id);
        if (!target) return;
        target.scrollIntoView({ block: 'start' });
        if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      });
    };
    scroll();
    const events = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;
    for (const type of events) window.addEventListener(type, scroll);
    return () => {
      cancelAnimationFrame(frame);
      for (const type of events) window.removeEventListener(type, scroll);
    };
  }, []);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
