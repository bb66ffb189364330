/**
 * How the overlay reaches the API and where it keeps the licence: one interface, three homes.
 *
 * - /demo (our own page): `fetch` on this origin, the website's localStorage entries.
 * - The bookmarklet's frame (/overlay-frame, our origin inside a sportsbook page): the same, plus
 *   its own device id in a header (a framed page gets no first-party cookies).
 * - The browser extension: messages to its service worker, which calls the API; the licence in
 *   `chrome.storage.local` (src/extension). The sportsbook page sees neither.
 *
 * The overlay's components never call `fetch` or touch storage themselves; they take both from
 * the overlay's context (`useOverlayEnv`).
 */
import type { AnalyticsEventName, EventProperties } from '@shared/api/events';
import type { LicenseView } from '@shared/api/auth';
import { trackEvent } from '../client/analytics';
import {
  clearLicense,
  getMyBooks,
  getStoredMatchup,
  loadStoredLicense,
  saveLicense,
  setStoredMatchup,
  type StoredLicense,
  type StoredMatchup,
} from '../client/storage';
import { isCrossOrigin, overlayDeviceId } from './device-id';

/** One API call: a path under /api, JSON body when there is one. */
export interface TransportRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

/** The answer as the server sent it; the caller decides what a status means. */
export interface TransportResponse {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
}

export interface OverlayTransport {
  /** Rejects with a TypeError when the server could not be reached (as `fetch` does). */
  send(request: TransportRequest): Promise<TransportResponse>;
  /** First-party analytics, fire and forget. */
  track(name: AnalyticsEventName, properties?: EventProperties): void;
}

export interface OverlayStorage {
  /** The stored licence if it is usable now (an expired one is removed); may answer later. */
  loadLicense(now: Date): StoredLicense | null | Promise<StoredLicense | null>;
  saveLicense(license: LicenseView, key: string): Promise<StoredLicense>;
  /** Removes the stored licence (the server revoked it). */
  clearLicense(): Promise<void>;
  /** The typed matchup, kept for this browser session at most (the privacy policy's promise). */
  loadMatchup(): StoredMatchup | null;
  saveMatchup(matchup: StoredMatchup): void;
  /**
   * The user's books (the site's "my books", chosen on the odds screen), where this storage has them:
   * pick cards then add the best price at those books.
   */
  loadMyBooks?(): readonly string[];
}

export interface FetchTransportOptions {
  /** '' = this origin. */
  readonly apiBase: string;
  /** Send the overlay's own device id (default: only when the API is on another origin). */
  readonly sendDeviceId?: boolean;
}

export function createFetchTransport({ apiBase, sendDeviceId }: FetchTransportOptions): OverlayTransport {
  const base = apiBase.replace(/\/+$/, '');
  const withDevice = sendDeviceId ?? isCrossOrigin(base);
  return {
    async send({ method, path, headers = {}, body }) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...headers,
          // On the site the website's HttpOnly device cookie is the device: no second slot.
          ...(withDevice ? { 'x-device-id': overlayDeviceId() } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        credentials: 'include',
      });
      let text = '';
      try {
        text = await res.text();
      } catch {
        // An unreadable body: the status still tells the caller what happened.
      }
      return { status: res.status, statusText: res.statusText, body: text };
    },
    track(name, properties) {
      trackEvent(name, properties, { source: 'overlay', apiBase: base });
    },
  };
}

/** The website's own storage entries (src/client/storage.ts) of the origin the overlay runs on. */
export const pageStorage: OverlayStorage = {
  loadLicense: (now) => loadStoredLicense(now),
  saveLicense: (license, key) => Promise.resolve(saveLicense(license, key)),
  clearLicense: () => Promise.resolve(clearLicense()),
  loadMatchup: getStoredMatchup,
  saveMatchup: setStoredMatchup,
  loadMyBooks: () => getMyBooks().books,
};
