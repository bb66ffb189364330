import helmet, { type HelmetOptions } from 'helmet';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's headers, computed once at start-up instead of per request. Only HTML pages need a
 * per-response value: the style nonce for the dialog scroll-lock's <style> element.
 */
export interface SecurityHeaders {
  /** Every header for pages and assets. */
  readonly base: Readonly<Record<string, string>>;
  /**
   * The API's JSON answers: nothing may load from them and no one may frame them; no sniffing.
   * The document-only headers (opener policy, DNS prefetch, download options…) would be a dozen
   * extra header lines on every read-path answer with no effect on JSON.
   */
  readonly api: Readonly<Record<string, string>>;
  /** The CSP for an HTML page carrying this nonce. */
  htmlPolicy(nonce: string): string;
  /**
   * The CSP of /overlay-frame, the overlay page the bookmarklet frames on sportsbook pages: the
   * page's policy, but any https page (and our own) may frame it. Clickjacking: the frame shows
   * only the picks panel, whose actions (verify a key, analyse a matchup, opt in to texts with a
   * typed number) give the framing page nothing; it sees no key and no answer (docs/overlay.md).
   */
  framePolicy(nonce: string): string;
}

/** Who may frame /overlay-frame. */
export const OVERLAY_FRAME_ANCESTORS = "frame-ancestors 'self' https:";

export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

export function computeSecurityHeaders(options: { production: boolean }): SecurityHeaders {
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
  const config: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    // The overlay on a sportsbook page loads our script cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: options.production,
  };
  const base: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      base[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete base[name.toLowerCase()];
    },
  };
  helmet(config)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  const csp = base['content-security-policy'] ?? '';
  if (!csp.includes("style-src 'self'")) throw new Error('The security policy lost its style-src directive');
  const api: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': base['referrer-policy'] ?? 'no-referrer',
    'cross-origin-resource-policy': base['cross-origin-resource-policy'] ?? 'cross-origin',
    ...(base['strict-transport-security']
      ? { 'strict-transport-security': base['strict-transport-security'] }
      : {}),
  };
  const htmlPolicy = (nonce: string) => csp.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`);
  return {
    base,
    api,
    htmlPolicy,
    framePolicy: (nonce) => htmlPolicy(nonce).replace("frame-ancestors 'none'", OVERLAY_FRAME_ANCESTORS),
  };
}
