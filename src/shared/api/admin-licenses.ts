import { z } from 'zod';
import { PLANS } from '../licensing/plans';

export const issueLicenseRequestSchema = z
  .object({
    email: z.email({ error: 'email must be an e-mail address' }).max(254),
    plan: z.enum(PLANS, { error: `plan must be one of ${PLANS.join(', ')}` }),
    days: z.number({ error: 'days must be a number' }).int('days must be a whole number').min(1).max(3650),
    maxDevices: z.number().int().min(1).max(50).optional(),
    licenseKey: z.string().max(200).optional(),
  })
  .strict();

export const licenseSummarySchema = z.object({
  id: z.string(),
  keyLast4: z.string(),
  email: z.string(),
  plan: z.string(),
  status: z.string(),
  source: z.string(),
  startsAt: z.string(),
  expiresAt: z.string(),
  isActive: z.boolean(),
  daysRemaining: z.number(),
  maxDevices: z.number(),
  devices: z.number(),
  createdAt: z.string(),
});
export type LicenseSummaryDto = z.infer<typeof licenseSummarySchema>;

export const issueLicenseResponseSchema = z.object({
  message: z.string(),
  /** Shown once: the server keeps only its hash. */
  licenseKey: z.string(),
  license: licenseSummarySchema,
});

export const listLicensesResponseSchema = z.object({ licenses: z.array(licenseSummarySchema) });

export const licenseIdParamsSchema = z.object({ id: z.uuid({ error: 'id must be a licence id' }) });

export const revokeLicenseResponseSchema = z.object({ message: z.string(), license: licenseSummarySchema });
/** POST /api/admin/licenses/:id/reset-devices: every device slot freed, every session ended. */
export const resetDevicesResponseSchema = z.object({
  message: z.string(),
  license: licenseSummarySchema,
  removed: z.number().int().nonnegative(),
});
export type ResetDevicesResponse = z.infer<typeof resetDevicesResponseSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const auditListResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
