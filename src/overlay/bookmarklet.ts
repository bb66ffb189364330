/**
 * The bookmarklet's script (built by vite.overlay.config.ts into dist/web/bookmarklet.js, one
 * self-contained IIFE). The bookmark (src/web/lib/bookmarklet-link.ts) loads it from our public
 * origin onto a sportsbook page; it mounts the overlay with that origin as its API base and opens
 * it. Loaded twice (two clicks before the first load finished), it reuses the first overlay.
 */
import { BOOKMARKLET_GLOBAL } from '../web/lib/bookmarklet-link';
import { mountOverlayOnPage } from './mount-overlay';

interface OverlayGlobal {
  open: () => void;
}

/** The origin this script was loaded from: the API lives there, not on the sportsbook page. */
function scriptOrigin(): string {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return new URL(script.src).origin;
  return window.location.origin;
}

function start(): void {
  const globals = window as unknown as Record<string, OverlayGlobal | undefined>;
  const existing = globals[BOOKMARKLET_GLOBAL];
  if (existing) {
    existing.open();
    return;
  }
  const overlay = mountOverlayOnPage({ apiBase: scriptOrigin() });
  globals[BOOKMARKLET_GLOBAL] = { open: () => overlay.open() };
  overlay.open();
}

start();
