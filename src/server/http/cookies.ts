import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateToken, hashToken } from '../security/secrets';

export const SESSION_COOKIE = 'bl_session';
export const DEVICE_COOKIE = 'bl_device';
/**
 * The same device id as a partitioned (CHIPS) cookie: the bookmarklet's frame on a sportsbook page
 * is a third-party context, where browsers refuse the Lax cookie and (Debian Chromium) the frame's
 * storage, so without it every page view was a new device. Partitioned cookies are kept per
 * top-level site, so each sportsbook site the overlay runs on is one device.
 */
export const FRAMED_DEVICE_COOKIE = 'bl_fdevice';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const TWO_YEARS_S = 2 * 365 * 86_400;

/**
 * Secure whenever the request came over https or the public origin is https: behind a TLS proxy
 * without TRUST_PROXY the request looks like http, but the browser's page is https.
 */
function baseCookie(request: FastifyRequest, publicOrigin: string) {
  const secure = request.protocol === 'https' || publicOrigin.startsWith('https://');
  return { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
}

export function readToken(value: string | undefined): string | undefined {
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * The device id comes from our HttpOnly cookie (website), its partitioned copy (the bookmarklet's
 * frame) or an x-device-id header (overlay and extension on another origin, which keep their own
 * random id). Only its hash is stored.
 */
export function readDeviceId(request: FastifyRequest): string | undefined {
  const header = request.headers['x-device-id'];
  return (
    readToken(request.cookies[DEVICE_COOKIE]) ??
    readToken(request.cookies[FRAMED_DEVICE_COOKIE]) ??
    readToken(typeof header === 'string' ? header : undefined)
  );
}

/**
 * Returns the hash of this browser's device id, issuing a new id when it has none: as the Lax
 * cookie and as its partitioned copy. Only the hash is stored.
 */
export function ensureDeviceHash(request: FastifyRequest, reply: FastifyReply, publicOrigin: string): string {
  return hashToken(readDeviceId(request) ?? issueDeviceId(request, reply, publicOrigin));
}

/**
 * The website's own device id (the first-party bl_device cookie only, never a header or the
 * partitioned copy), issuing one when it has none. Our sign-in window hands it to the bookmarklet's
 * frame, so the frame is the same device as the site in that browser.
 */
export function ensureFirstPartyDeviceId(
  request: FastifyRequest,
  reply: FastifyReply,
  publicOrigin: string,
): string {
  return readToken(request.cookies[DEVICE_COOKIE]) ?? issueDeviceId(request, reply, publicOrigin);
}

function issueDeviceId(request: FastifyRequest, reply: FastifyReply, publicOrigin: string): string {
  const id = generateToken();
  reply.setCookie(DEVICE_COOKIE, id, { ...baseCookie(request, publicOrigin), maxAge: TWO_YEARS_S });
  reply.setCookie(FRAMED_DEVICE_COOKIE, id, {
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    partitioned: true,
    path: '/',
    maxAge: TWO_YEARS_S,
  });
  return id;
}

/**
 * The session cookie lives as long as the session, counted by the browser from when it arrives
 * (Max-Age): an Expires date from the server's clock would be wrong on a reader whose clock differs
 * (or on a demo server whose clock was moved, CLOCK_START).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  publicOrigin: string,
  now: Date,
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    ...baseCookie(request, publicOrigin),
    maxAge: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, publicOrigin: string): void {
  reply.clearCookie(SESSION_COOKIE, baseCookie(request, publicOrigin));
}
