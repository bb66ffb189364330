import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Browser-extension pages: a web page cannot send these origins. */
const EXTENSION_ORIGIN = /^(chrome-extension|moz-extension):\/\/[^/]+$/;

/**
 * Refuses a state-changing request a browser sent on another site's behalf (a cross-site form,
 * e.g. `<form enctype=text/plain>`, which needs no CORS preflight and carries SameSite=Lax
 * cookies on top-level navigation). The browser's own Sec-Fetch-Site decides when present;
 * otherwise the Origin header; a request with neither is not from a browser page (curl, the CLI,
 * tests), which cannot ride a user's cookies. Allowed origins: ours (PUBLIC_ORIGIN), CORS_ORIGINS
 * and browser extensions.
 */
export function assertSameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
  const allowed = origin !== undefined && (allowedOrigins.includes(origin) || EXTENSION_ORIGIN.test(origin));
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return;
  if (site === 'cross-site' || site === 'same-site') {
    if (allowed) return;
  } else if (origin === undefined || allowed) {
    return;
  }
  throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed here');
}
