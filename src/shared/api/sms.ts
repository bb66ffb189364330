import { z } from 'zod';

/** Visitor spec section 7: SMS subscription calls. */
export const checkSubscriptionRequestSchema = z
  .object({
    licenseKey: z.string({ error: 'licenseKey must be a string' }).max(200, 'licenseKey is too long'),
  })
  .strict();
export const checkSubscriptionResponseSchema = z.object({ hasSubscription: z.boolean() });

export const subscribeRequestSchema = z
  .object({
    phoneNumber: z
      .string({ error: 'phoneNumber must be a string' })
      .trim()
      .min(1, 'Phone number is required')
      .max(40, 'phoneNumber is too long'),
    licenseKey: z.string({ error: 'licenseKey must be a string' }).max(200, 'licenseKey is too long'),
    optedInForPicks: z.boolean({ error: 'optedInForPicks must be true or false' }).default(true),
    optedInForLineMovements: z
      .boolean({ error: 'optedInForLineMovements must be true or false' })
      .default(true),
  })
  .strict();
export const subscribeResponseSchema = z.object({
  message: z.string(),
  subscription: z.object({
    /** Masked number, e.g. '•••• 0123'. */
    phone: z.string(),
    optedInForPicks: z.boolean(),
    optedInForLineMovements: z.boolean(),
  }),
});
