import { z } from 'zod';

/**
 * The parts of Twilio's Message resource and error body the adapter reads (api-contracts.md
 * section e). Unknown fields pass through: Twilio adds fields without notice.
 */

export const twilioMessageSchema = z.looseObject({
  sid: z.string().min(1),
  status: z.string(),
  to: z.string().nullish(),
  error_code: z.union([z.number(), z.string()]).nullish(),
});

export const twilioErrorSchema = z.looseObject({
  code: z.coerce.number().int().nullish(),
  message: z.string().nullish(),
  more_info: z.string().nullish(),
  status: z.coerce.number().int().nullish(),
});

/** The number itself cannot take a text: ask the user for another one, never retry. */
export const INVALID_NUMBER_CODES: ReadonlySet<number> = new Set([
  21211, // Invalid 'To' Phone Number
  21217, // Phone number does not appear to be valid
  21401, // Invalid Phone Number
  21407, // This Phone Number type does not support SMS
  21612, // The 'To' phone number is not currently reachable via SMS
  21614, // 'To' number is not a valid mobile number (landline)
]);

/** The recipient replied STOP to this sender. */
export const UNSUBSCRIBED_CODE = 21610;
