/**
 * The page at /overlay-frame: the overlay inside the bookmarklet's iframe, on our own origin. The
 * key, the licence and the device id stay in this origin's storage and every API call is
 * same-origin, so the sportsbook page around the frame sees none of them and needs no CORS entry.
 *
 * The page tells the frame only 'open' (accepted from the parent window alone); the frame tells
 * the page 'ready' and 'close'. The messages carry nothing else, so posting them to any parent
 * origin reveals nothing (src/web/lib/bookmarklet-link.ts has the other side).
 */
import { frameMessage, isFrameMessage, type FrameMessageType } from '../web/lib/bookmarklet-link';
import { mountOverlayOnPage } from './mount-overlay';
import { createFetchTransport } from './overlay-transport';

const parentWindow = window.parent;
const framed = parentWindow !== window;

function tellPage(type: FrameMessageType): void {
  parentWindow.postMessage(frameMessage(type), '*');
}

const overlay = mountOverlayOnPage({
  // Inside another site's page the browser sends none of our cookies, so the frame names its
  // device itself (kept in this origin's storage, which the browser keeps per top-level site).
  transport: createFetchTransport({ apiBase: '', sendDeviceId: framed }),
  onClosed: framed ? () => tellPage('close') : undefined,
});

if (framed) {
  window.addEventListener('message', (event) => {
    if (event.source === parentWindow && isFrameMessage(event.data, 'open')) overlay.open();
  });
  tellPage('ready');
} else {
  // Opened on its own (a direct visit): just the panel.
  overlay.open();
}
