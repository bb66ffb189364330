/**
 * The page at /overlay-frame (and, from the same entry, the sign-in window at /overlay-sign-in,
 * sign-in-main.tsx): the overlay inside the bookmarklet's iframe, on our own origin. The
 * key, the licence and the device id stay in this origin's storage and every API call is
 * same-origin, so the sportsbook page around the frame sees none of them and needs no CORS entry.
 *
 * The page tells the frame only 'open' (accepted from the parent window alone); the frame tells
 * the page 'ready', 'opened' and 'close'. The messages carry nothing else, so posting them to any parent
 * origin reveals nothing (src/client/frame-protocol.ts; the page's side is the bookmarklet,
 * src/web/lib/bookmarklet-link.ts).
 */
import '../client/zod-jitless';
import { frameMessage, isFrameMessage, type FrameMessageType } from '../client/frame-protocol';
import { loadStoredLicense, type StoredLicense } from '../client/storage';
import { mountOverlayOnPage } from './mount-overlay';
import { createFetchTransport, pageStorage, type OverlayStorage } from './overlay-transport';
import { SIGN_IN_PATH, windowKeyEntry } from './key-entry';
import { startSignIn } from './sign-in-main';

const parentWindow = window.parent;
const framed = parentWindow !== window;

function tellPage(type: FrameMessageType): void {
  parentWindow.postMessage(frameMessage(type), '*');
}

/**
 * This origin's storage, which the browser keeps per top-level site. A browser that refuses
 * storage to framed pages (private windows, "block third-party cookies") gets the licence kept in
 * the frame's memory instead: it lasts while the sportsbook page stays open (docs/overlay.md).
 */
function frameStorage(): OverlayStorage {
  let remembered: StoredLicense | null = null;
  return {
    ...pageStorage,
    loadLicense: (now) => {
      const stored = loadStoredLicense(now);
      if (stored !== null) return stored;
      return remembered !== null && Date.parse(remembered.expiryDate) > now.getTime() ? remembered : null;
    },
    saveLicense: async (license, key) => {
      remembered = await pageStorage.saveLicense(license, key);
      return remembered;
    },
    clearLicense: async () => {
      remembered = null;
      await pageStorage.clearLicense();
    },
  };
}

function startFrame(): void {
  const overlay = mountOverlayOnPage({
    // Inside another site's page the browser sends none of our cookies, so the frame names its
    // device itself (kept in this origin's storage, or for the page's lifetime without storage).
    transport: createFetchTransport({ apiBase: '', sendDeviceId: framed }),
    storage: frameStorage(),
    // The key is typed in a first-party window of ours, never in a frame on the sportsbook's page.
    keyEntry: framed ? windowKeyEntry() : undefined,
    onClosed: framed ? () => tellPage('close') : undefined,
  });

  if (framed) {
    window.addEventListener('message', (event) => {
      if (event.source !== parentWindow || !isFrameMessage(event.data, 'open')) return;
      overlay.open();
      // The loader that created this frame shows it on 'opened' (a later click only asks).
      tellPage('opened');
    });
    tellPage('ready');
  } else {
    // Opened on its own (a direct visit): just the panel.
    overlay.open();
  }
}

if (window.location.pathname === SIGN_IN_PATH) startSignIn();
else startFrame();
