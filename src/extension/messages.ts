/**
 * The messages between the extension's parts. Every listener checks the sender is this extension
 * and the message has exactly the expected shape; the service worker also checks that an API call
 * is one the overlay makes (so a content script can never turn it into a general-purpose fetcher).
 */
import type { TransportRequest, TransportResponse } from '../overlay/overlay-transport';

/** Content script or popup → service worker: make this API call. */
export interface ApiMessage {
  readonly type: 'betlens:api';
  readonly request: TransportRequest;
}

/** Service worker → caller: the answer, or that the server could not be reached. */
export type ApiReply = { readonly response: TransportResponse } | { readonly networkError: string };

/** Content script → service worker: open the options page (where the key may be typed). */
export interface OpenSettingsMessage {
  readonly type: 'betlens:open-settings';
}

export function isOpenSettingsMessage(value: unknown): value is OpenSettingsMessage {
  return isRecord(value) && value.type === 'betlens:open-settings' && Object.keys(value).length === 1;
}

/** Popup → content script of the active tab. */
export interface TabMessage {
  readonly type: 'betlens:site' | 'betlens:open';
}

/** Content script → popup: the supported site this tab is on. */
export interface SiteReply {
  readonly site: string;
}

/** The calls the overlay and the popup make, and nothing else. */
const ALLOWED_CALLS: readonly { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'GET', path: /^\/api\/public-config$/ },
  { method: 'GET', path: /^\/api\/odds-status$/ },
  { method: 'GET', path: /^\/api\/bookmarklet\/games\?[\w=&%.-]*$/ },
  { method: 'POST', path: /^\/api\/auth\/verify-license$/ },
  { method: 'POST', path: /^\/api\/analyze-bet$/ },
  { method: 'POST', path: /^\/api\/sms\/check-license-subscription$/ },
  { method: 'POST', path: /^\/api\/sms\/subscribe$/ },
];

/** Request headers a caller may set; the service worker adds the device id itself. */
const ALLOWED_HEADERS = new Set(['x-license-key']);

const MAX_BODY_CHARS = 16_384;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API request inside a message, when it is one the overlay makes; otherwise null. */
export function allowedApiRequest(message: unknown): TransportRequest | null {
  if (!isRecord(message) || message.type !== 'betlens:api' || !isRecord(message.request)) return null;
  const { method, path, headers, body } = message.request;
  if (method !== 'GET' && method !== 'POST') return null;
  if (typeof path !== 'string' || !ALLOWED_CALLS.some((c) => c.method === method && c.path.test(path)))
    return null;
  if (headers !== undefined) {
    if (!isRecord(headers)) return null;
    for (const [name, value] of Object.entries(headers)) {
      if (!ALLOWED_HEADERS.has(name.toLowerCase()) || typeof value !== 'string' || value.length > 200)
        return null;
    }
  }
  if (method === 'GET' && body !== undefined) return null;
  if (method === 'POST' && (!isRecord(body) || JSON.stringify(body).length > MAX_BODY_CHARS)) return null;
  return {
    method,
    path,
    ...(headers ? { headers: headers as Record<string, string> } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}

export function isApiReply(value: unknown): value is ApiReply {
  if (!isRecord(value)) return false;
  if (typeof value.networkError === 'string') return true;
  const response = value.response;
  return (
    isRecord(response) &&
    typeof response.status === 'number' &&
    typeof response.statusText === 'string' &&
    typeof response.body === 'string'
  );
}

export function isTabMessage(value: unknown, type: TabMessage['type']): boolean {
  return isRecord(value) && value.type === type && Object.keys(value).length === 1;
}

export function isSiteReply(value: unknown): value is SiteReply {
  return isRecord(value) && typeof value.site === 'string';
}
