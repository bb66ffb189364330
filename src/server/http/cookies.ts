import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateToken, hashToken } from '../security/secrets';

export const SESSION_COOKIE = 'bl_session';
export const DEVICE_COOKIE = 'bl_device';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
const TWO_YEARS_S = 2 * 365 * 86_400;

function baseCookie(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https', path: '/' };
}

export function readToken(value: string | undefined): string | undefined {
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * The device id comes from our HttpOnly cookie (website) or an x-device-id header (overlay and
 * extension, which keep their own random id). Only its hash is stored.
 */
export function readDeviceId(request: FastifyRequest): string | undefined {
  const header = request.headers['x-device-id'];
  return (
    readToken(request.cookies[DEVICE_COOKIE]) ?? readToken(typeof header === 'string' ? header : undefined)
  );
}

/** Returns the hash of this browser's device id, issuing a new id cookie when it has none. */
export function ensureDeviceHash(request: FastifyRequest, reply: FastifyReply): string {
  let id = readDeviceId(request);
  if (!id) {
    id = generateToken();
    reply.setCookie(DEVICE_COOKIE, id, { ...baseCookie(request), maxAge: TWO_YEARS_S });
  }
  return hashToken(id);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...baseCookie(request), expires: expiresAt });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, baseCookie(request));
}
