import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deviceIdResponseSchema,
  logoutResponseSchema,
  sessionResponseSchema,
  signOutOtherDevicesRequestSchema,
  signOutOtherDevicesResponseSchema,
  verifyLicenseRequestSchema,
  verifyLicenseResponseSchema,
} from '@shared/api/auth';
import { errorBodySchema } from '@shared/api/common';
import { AppError } from '../../http/app-error';
import {
  clearSessionCookie,
  DEVICE_COOKIE,
  ensureDeviceHash,
  ensureFirstPartyDeviceId,
  readDeviceId,
  readToken,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../http/cookies';
import { headerKey } from '../../http/authenticate';
import { hashToken } from '../../security/secrets';
import {
  findSessionDevice,
  findUsableLicense,
  releaseDevice,
  signOutOtherDevices,
} from '../../services/licensing/device-slots';
import { assertSameOrigin } from '../../http/same-origin';
import { verifyLicense, type VerifyDeps } from '../../services/licensing/verify-license';
import { createSession, endSession } from '../../services/licensing/sessions';
import { planOf, presentLicense, sportsOf } from '../../services/licensing/license-record';
import { licenseOf } from '../route-auth';
import { verifyFailure } from './verify-failure';

const failure = verifyLicenseResponseSchema;

/** Signing in and out: key verification, the session, device slots and the site's device id. */
export function authRoutes(app: FastifyInstance, deps: VerifyDeps, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const verifyLimit = { max: deps.config.rateLimitVerifyPerMinute, timeWindow: '1 minute' };

  api.post(
    '/auth/verify-license',
    {
      config: { auth: 'public', rateLimit: verifyLimit },
      schema: {
        tags: ['auth'],
        summary: 'Verify a licence key, bind this device and start a session',
        body: verifyLicenseRequestSchema,
        response: {
          200: verifyLicenseResponseSchema,
          401: failure,
          403: failure,
          409: failure,
          503: failure,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        // It sets the session cookie: another site must not sign a visitor in to its own key.
        assertSameOrigin(request, deps.config.corsOrigins);
        const deviceHash = ensureDeviceHash(request, reply, deps.config.publicOrigin);
        const { licenseKey } = request.body;
        const license = await request.server.keyGuard.check(request.ip, () =>
          verifyLicense(deps, { licenseKey, deviceHash, address: request.ip }),
        );
        // The device's live session is rotated only when its id came from the site's own Lax cookie:
        // then this answer's session cookie (Lax too) replaces the old token in the same browser.
        const session = await createSession(deps, license, deviceHash, {
          reuseLive: readToken(request.cookies[DEVICE_COOKIE]) !== undefined,
        });
        setSessionCookie(request, reply, session, deps.config.publicOrigin, deps.now());
        return reply.header('cache-control', 'no-store').send({
          valid: true,
          license: presentLicense(license, deps.now()),
          message: 'License verified successfully',
        });
      } catch (error) {
        const failed = await verifyFailure(deps, error, request.body.licenseKey);
        if (!failed) throw error;
        if (failed.retryAfterSeconds !== undefined)
          void reply.header('retry-after', String(failed.retryAfterSeconds));
        return reply.status(failed.status).send(failed.body);
      }
    },
  );

  api.get(
    '/auth/session',
    {
      config: { auth: 'license' },
      schema: {
        tags: ['auth'],
        summary: 'The licence behind the session cookie (or x-license-key)',
        response: {
          200: sessionResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const license = licenseOf(request);
      return reply.header('cache-control', 'no-store').send({
        license: {
          ...presentLicense(license, deps.now()),
          plan: planOf(license),
          sports: [...sportsOf(license)],
          keyLast4: license.keyLast4,
        },
      });
    },
  );

  api.post(
    '/auth/logout',
    {
      // Either credential, or none: it frees what it can and never refuses for want of a licence.
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "End the session on the server and free this device's slot",
        description:
          'Refused (403 CROSS_SITE_REQUEST) when another site sent it. With the session cookie, ends ' +
          'that session and releases its device slot; with x-license-key and x-device-id (overlay, ' +
          'extension), releases that device. The cookie is cleared only when a session token was ' +
          'presented and its session is now ended.',
        response: {
          200: logoutResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, deps.config.corsOrigins);
      const token = readToken(request.cookies[SESSION_COOKIE]);
      if (token) {
        const device = await findSessionDevice(deps, token);
        await endSession(deps, token);
        if (device) await releaseDevice(deps, device.licenseId, device.deviceHash);
        clearSessionCookie(request, reply, deps.config.publicOrigin);
      }
      const key = headerKey(request);
      const deviceId = readDeviceId(request);
      if (!token && key && deviceId) {
        const license = await request.server.keyGuard.check(request.ip, () => findUsableLicense(deps, key));
        await releaseDevice(deps, license.id, hashToken(deviceId));
      }
      return reply.send({ ok: true as const });
    },
  );

  api.get(
    '/auth/device-id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: "This browser's device id, for BetLens's own sign-in window",
        description:
          "The website's device id (the bl_device cookie; a new one is issued when there is none). " +
          "Our sign-in window hands it to the bookmarklet's frame, which gets neither our cookies nor " +
          "storage on a sportsbook page in some browsers, so the frame stays this browser's one device. " +
          'Answered only to pages of our own origin (Sec-Fetch-Site: same-origin): 403 CROSS_SITE_REQUEST otherwise.',
        response: { 200: deviceIdResponseSchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      // A browser page of another origin, even one CORS_ORIGINS allows, never learns the id.
      const site = request.headers['sec-fetch-site'];
      if (site !== undefined && site !== 'same-origin') {
        throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed here');
      }
      const deviceId = ensureFirstPartyDeviceId(request, reply, deps.config.publicOrigin);
      return reply.header('cache-control', 'no-store').send({ deviceId });
    },
  );

  api.post(
    '/auth/sign-out-other-devices',
    {
      config: { auth: 'public', rateLimit: verifyLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign out every other device of a licence key, freeing their slots',
        description:
          'Takes the key itself (a full licence needs no session to free its slots). This device ' +
          '(the bl_device cookie or x-device-id) keeps its slot; every other device is released and ' +
          'its sessions end. Counted with the failed-key limit and limited per address like ' +
          'verification (429 with Retry-After).',
        body: signOutOtherDevicesRequestSchema,
        response: {
          200: signOutOtherDevicesResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      assertSameOrigin(request, deps.config.corsOrigins);
      const license = await request.server.keyGuard.check(request.ip, () =>
        findUsableLicense(deps, request.body.licenseKey),
      );
      const deviceHash = ensureDeviceHash(request, reply, deps.config.publicOrigin);
      const removed = await signOutOtherDevices(deps, license, deviceHash);
      request.log.info({ keyLast4: license.keyLast4, removed }, 'Signed out other devices');
      return reply.header('cache-control', 'no-store').send({
        message: removed === 1 ? 'Signed out 1 other device' : `Signed out ${removed} other devices`,
        removed,
      });
    },
  );
  done();
}
