/**
 * Standalone-app detection (visitor spec section 2, landing page): true when the site runs as an
 * installed app (display-mode standalone, or iOS's home-screen `navigator.standalone`). An
 * installed app has no bookmarks bar, so the landing page hides its bookmarklet install section.
 */
import { useSyncExternalStore } from 'react';

const STANDALONE_QUERY = '(display-mode: standalone)';

function standaloneQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(STANDALONE_QUERY);
}

export function isStandalone(): boolean {
  const nav: (Navigator & { standalone?: boolean }) | undefined =
    typeof navigator === 'undefined' ? undefined : navigator;
  return nav?.standalone === true || standaloneQuery()?.matches === true;
}

function subscribe(onChange: () => void): () => void {
  const query = standaloneQuery();
  if (query === null) return () => undefined;
  // The display mode changes when the user installs the app from this very tab.
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
