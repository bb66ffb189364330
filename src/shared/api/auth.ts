import { z } from 'zod';
import { licenseKeyInput } from './common';
import { PLANS } from '../licensing/plans';

/** POST /api/auth/verify-license */
export const verifyLicenseRequestSchema = z.object({ licenseKey: licenseKeyInput }).strict();
export type VerifyLicenseRequest = z.input<typeof verifyLicenseRequestSchema>;

/** The licence as the spec's section 3 names it (what the browser stores). */
export const licenseViewSchema = z.object({
  email: z.string(),
  subscriptionType: z.string(),
  expiryDate: z.string().describe('ISO 8601 date-time'),
  isActive: z.boolean(),
  daysRemaining: z.number().int().nonnegative(),
});
export type LicenseView = z.infer<typeof licenseViewSchema>;

export const verifyLicenseResponseSchema = z.object({
  valid: z.boolean(),
  license: licenseViewSchema.optional(),
  message: z.string(),
  code: z.string().optional(),
});
export type VerifyLicenseResponse = z.infer<typeof verifyLicenseResponseSchema>;

/** GET /api/auth/session: the licence behind the session cookie. */
export const sessionResponseSchema = z.object({
  license: licenseViewSchema.extend({
    plan: z.enum(PLANS),
    sports: z.array(z.enum(['nfl', 'cfb'])),
    keyLast4: z.string(),
  }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const logoutResponseSchema = z.object({ ok: z.literal(true) });

/**
 * GET /api/auth/device-id: this browser's device id (the bl_device cookie's), for our own sign-in
 * window to hand to the bookmarklet's frame, which gets neither our cookies nor storage on a
 * sportsbook page in some browsers. Same-origin pages only.
 */
export const deviceIdResponseSchema = z.object({ deviceId: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });

/** POST /api/auth/sign-out-other-devices: frees every device slot of the key but this device's. */
export const signOutOtherDevicesRequestSchema = verifyLicenseRequestSchema;
export const signOutOtherDevicesResponseSchema = z.object({
  message: z.string(),
  /** Device slots freed. */
  removed: z.number().int().nonnegative(),
});
export type SignOutOtherDevicesResponse = z.infer<typeof signOutOtherDevicesResponseSchema>;

export const adminVerifyResponseSchema = z.object({
  valid: z.literal(true),
  label: z.string(),
  message: z.string(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** schema-missing: the database answers but lacks this build's migrations (e.g. recreated empty). */
  db: z.enum(['ok', 'down', 'schema-missing']),
  /** Present when the instance has a Redis (REDIS_URL): down means key checks answer 503. */
  redis: z.enum(['ok', 'down']).optional(),
  version: z.string(),
});
