/**
 * Where a licence key may be typed (issue 22 §2). A sportsbook page can listen to every key, input
 * and clipboard event in its own document (capture listeners on `window` run before anything of
 * ours), and it can draw a look-alike prompt. So the key is typed only where the page has no reach
 * and the user can see whose page it is:
 *
 * - 'inline': our own site (/demo), where the page is ours: the licence gate's key field.
 * - 'extension': the extension's own pages (toolbar popup, options page). The in-page panel only
 *   says where to enter the key, and can ask the service worker to open the options page.
 * - 'window': the bookmarklet's frame opens a first-party window of our origin
 *   (/overlay-sign-in, with our address in its address bar); the key is typed there and the
 *   licence comes back to the frame in one message, posted to our origin only.
 */
import type { StoredLicense } from '../client/storage';
import { asStoredLicense } from '../client/storage';
import { adoptOverlayDeviceId, DEVICE_ID_PATTERN } from './device-id';

export type KeyEntry =
  | { readonly kind: 'inline' }
  | { readonly kind: 'extension'; readonly openSettings: () => void }
  | {
      readonly kind: 'window';
      /** Opens (or focuses) the sign-in window; resolves with its licence, or null once it closes without one. */
      readonly signIn: () => Promise<StoredLicense | null>;
    };

export const INLINE_KEY_ENTRY: KeyEntry = { kind: 'inline' };

/** The first-party page the bookmarklet's frame opens for the key. */
export const SIGN_IN_PATH = '/overlay-sign-in';

/** `source` of the one message the sign-in window sends its opener. */
export const SIGN_IN_MESSAGE_SOURCE = 'betlens-sign-in';

export interface SignInMessage {
  readonly source: typeof SIGN_IN_MESSAGE_SOURCE;
  readonly type: 'license';
  readonly license: StoredLicense;
  /**
   * This browser's device id on our site (GET /api/auth/device-id), so the frame, which may get
   * neither our cookies nor storage on a sportsbook page, is the same device as the site and does
   * not take a new slot on every page view. Null when the window could not read it.
   */
  readonly deviceId: string | null;
}

export function signInMessage(license: StoredLicense, deviceId: string | null): SignInMessage {
  return { source: SIGN_IN_MESSAGE_SOURCE, type: 'license', license, deviceId };
}

/** The licence and device id in a well-formed sign-in message, else null. */
export function readSignInMessage(data: unknown): { license: StoredLicense; deviceId: string | null } | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<keyof SignInMessage, unknown>>;
  if (message.source !== SIGN_IN_MESSAGE_SOURCE || message.type !== 'license') return null;
  const license = asStoredLicense(message.license);
  if (license === null || license.licenseKey.trim() === '') return null;
  const { deviceId } = message;
  return {
    license,
    deviceId: typeof deviceId === 'string' && DEVICE_ID_PATTERN.test(deviceId) ? deviceId : null,
  };
}

const WINDOW_FEATURES = 'popup,width=460,height=640';
const CLOSED_POLL_MS = 500;

/**
 * The 'window' key entry for a page of our origin (the bookmarklet's frame): opens the sign-in
 * window and waits for its licence. Only a message from that very window, from our own origin,
 * counts; the window posts it to our origin only, so the sportsbook page never sees it.
 */
export function windowKeyEntry(win: Window = window): KeyEntry {
  let current: { popup: Window; result: Promise<StoredLicense | null> } | null = null;
  const signIn = (): Promise<StoredLicense | null> => {
    if (current && !current.popup.closed) {
      current.popup.focus();
      return current.result;
    }
    const popup = win.open(`${win.location.origin}${SIGN_IN_PATH}`, 'betlens-sign-in', WINDOW_FEATURES);
    if (!popup) return Promise.resolve(null);
    const result = new Promise<StoredLicense | null>((resolve) => {
      const finish = (license: StoredLicense | null) => {
        win.removeEventListener('message', onMessage);
        clearInterval(timer);
        if (current?.popup === popup) current = null;
        resolve(license);
      };
      const onMessage = (event: MessageEvent) => {
        if (event.source !== popup || event.origin !== win.location.origin) return;
        const signedIn = readSignInMessage(event.data);
        if (signedIn === null) return;
        // Before the licence is used: the frame's first licensed call already counts this device.
        if (signedIn.deviceId !== null) adoptOverlayDeviceId(signedIn.deviceId);
        finish(signedIn.license);
      };
      win.addEventListener('message', onMessage);
      const timer = setInterval(() => {
        if (popup.closed) finish(null);
      }, CLOSED_POLL_MS);
    });
    current = { popup, result };
    return result;
  };
  return { kind: 'window', signIn };
}
