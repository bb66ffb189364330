import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  /** The request field the error is about, when there is one. */
  field: z.string().optional(),
  /** What the user may have meant (e.g. team names). */
  suggestions: z.array(z.string()).optional(),
});

/** A licence key as typed: trimmed and upper-cased; length bounded so huge bodies fail fast. */
export const licenseKeyInput = z
  .string({ error: 'licenseKey must be a string' })
  .max(200, 'licenseKey is too long')
  .transform((value) => value.trim().toUpperCase())
  .refine((value) => value.length > 0, 'License key is required');

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates must be YYYY-MM-DD');

/** Admin POSTs whose only body field is the key the spec sends; a body-less POST arrives as null. */
export const adminKeyOnlyBody = z
  .object({ licenseKey: z.string().max(200, 'licenseKey is too long').optional() })
  .strict()
  .nullish();
