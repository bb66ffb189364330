/**
 * The overlay's own device id, sent as x-device-id ONLY when it talks to the API from another
 * origin (a sportsbook page). On the site itself the server binds the website's HttpOnly bl_device
 * cookie instead, so the overlay there must not take a second device slot.
 *
 * Kept in the page's localStorage under its own entry (the overlay cannot read our cookie on a
 * sportsbook page). Unavailable storage gives a per-page-view id: the licence still works, it just
 * may count as a new device next time.
 */
import { getOverlayDeviceId, setOverlayDeviceId } from '../client/storage';

/** The server accepts [A-Za-z0-9_-]{16,128}. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

let memoryId: string | null = null;

/** A new random device id (192 bits, base64url); the extension makes its own with it too. */
export function newDeviceId(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function readStored(): string | null {
  const value = getOverlayDeviceId();
  return value !== null && DEVICE_ID_PATTERN.test(value) ? value : null;
}

export function overlayDeviceId(): string {
  const stored = readStored();
  if (stored !== null) return stored;
  memoryId ??= newDeviceId();
  // Storage disabled: the in-memory id serves this page view.
  setOverlayDeviceId(memoryId);
  return memoryId;
}

/**
 * Takes the site's device id handed over by our sign-in window (key-entry.ts): kept in storage
 * where the frame has it, and in memory for this page view where it does not.
 */
export function adoptOverlayDeviceId(id: string): void {
  if (!DEVICE_ID_PATTERN.test(id)) return;
  memoryId = id;
  setOverlayDeviceId(id);
}

/** True when `apiBase` ('' = same origin) points at another origin than the page. */
export function isCrossOrigin(apiBase: string, pageOrigin: string = window.location.origin): boolean {
  if (apiBase === '') return false;
  try {
    return new URL(apiBase, pageOrigin).origin !== pageOrigin;
  } catch {
    return true;
  }
}
