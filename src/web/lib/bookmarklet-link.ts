/**
 * The bookmarklet a user drags to the bookmarks bar: the page's side of the overlay's frame.
 *
 * The bookmark's own code opens the overlay in an iframe served from the configured public origin
 * (`/overlay-frame`, GET /api/public-config's publicOrigin, never a development address). The key,
 * the licence and the device id stay in that origin's storage and every API call is made by the
 * frame on its own origin, so the sportsbook page sees a frame and nothing else, and no CORS entry
 * per sportsbook is needed. The messages the page and the frame exchange, and the origin check, are
 * src/client/frame-protocol.ts (the overlay's frame uses them too).
 *
 * The code loads no script of ours into the page, so a page's `script-src` does not stop it. When
 * the page's CSP forbids the frame (`frame-src`), the same code says so in one line and points to
 * the browser extension, whose calls the page's CSP does not govern.
 */

import type { LoaderSettings } from '../bookmarklet/loader';
import { BOOKMARKLET_LOADER } from '../bookmarklet/loader.generated';
import { FRAME_MESSAGE_SOURCE, safeOrigin } from '../../client/frame-protocol';

/** The frame page the bookmarklet opens (served by the server with its own frame-ancestors). */
export const OVERLAY_FRAME_PATH = '/overlay-frame';

/** Where the page's blocked-notice link points: the landing page's install section. */
export const INSTALL_PATH = '/#install';

/**
 * Attribute marking the frame the loader adds. A later click looks the frame up by it, but only
 * ever posts it 'open' with our origin as the target (a frame of any other origin never receives
 * it), and only the click that created the frame (which holds it in its closure) shows it. The page
 * controls its own DOM and window, so nothing found there is trusted: no global is read or called.
 */
export const FRAME_ATTRIBUTE = 'data-betlens-frame';

/** A click whose 'open' no frame of ours confirms within this time adds a fresh frame. */
export const REOPEN_TIMEOUT_MS = 1500;

/** id of the one-line notice shown when the page's CSP blocks the frame. */
export const BLOCKED_NOTICE_ID = 'betlens-bookmarklet-blocked';

/** The notice's sentence and its link, which name the product. */
export function blockedNoticeCopy(productName: string): { text: string; link: string } {
  return {
    text: `This site's security settings block the ${productName} bookmarklet.`,
    link: `Use the ${productName} browser extension instead`,
  };
}

/**
 * The loader's settings: our origin (null: /bookmarklet.js takes it from its own script URL) and
 * every constant above, so the loader's source (../bookmarklet/loader.ts) holds none of its own.
 */
function loaderSettings(origin: string | null, productName: string): LoaderSettings {
  const copy = blockedNoticeCopy(productName);
  return {
    origin,
    attribute: FRAME_ATTRIBUTE,
    source: FRAME_MESSAGE_SOURCE,
    framePath: OVERLAY_FRAME_PATH,
    installPath: INSTALL_PATH,
    noticeId: BLOCKED_NOTICE_ID,
    title: `${productName} picks`,
    noticeText: copy.text,
    noticeLink: copy.link,
    reopenMs: REOPEN_TIMEOUT_MS,
  };
}

/** The bookmark's code: the minified loader called with its settings. */
function loaderCode(origin: string | null, productName: string): string {
  return `(${BOOKMARKLET_LOADER})(${JSON.stringify(loaderSettings(origin, productName))});`;
}

export function bookmarkletHref(publicOrigin: string, productName = 'BetLens'): string | null {
  const origin = safeOrigin(publicOrigin);
  if (origin === null) return null;
  return `javascript:${encodeURIComponent(loaderCode(origin, productName))}`;
}

/**
 * dist/web/bookmarklet.js, for bookmarks dragged before the frame: those load this script, so it
 * runs the same loader, taking the origin from its own URL. (Those old bookmarks first call
 * `window.__betlensOverlay.open()` if the page has one, which no code of ours defines any more: a
 * page could; docs/overlay.md asks users to drag the bookmark again.)
 */
export function bookmarkletScript(productName = 'BetLens'): string {
  return `${loaderCode(null, productName)}\n`;
}
