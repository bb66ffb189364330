import { z } from 'zod';

/**
 * The body of Gumroad's POST /v2/licenses/verify (api-contracts.md section c). Only the fields
 * BetLens reads are typed; the rest are kept as they came (looseObject) so the licence service can
 * store the raw purchase for support.
 */

// The verify endpoint answers JSON booleans; Ping sends the same fields as "true"/"false".
// Accepting both means one schema serves the webhook handler too.
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const timestamp = z.string().nullish();

export const GUMROAD_RECURRENCES = [
  'monthly',
  'quarterly',
  'biannually',
  'yearly',
  'every_two_years',
] as const;
export type GumroadRecurrence = (typeof GUMROAD_RECURRENCES)[number];

export function isGumroadRecurrence(value: unknown): value is GumroadRecurrence {
  return typeof value === 'string' && (GUMROAD_RECURRENCES as readonly string[]).includes(value);
}

export const gumroadPurchaseSchema = z.looseObject({
  id: z.string().optional(),
  seller_id: z.string().optional(),
  email: z.string(),
  full_name: z.string().nullish(),
  product_id: z.string(),
  product_name: z.string(),
  permalink: z.string(),
  product_permalink: z.string().optional(),
  sale_id: z.string(),
  sale_timestamp: z.string(),
  created_at: z.string(),
  order_number: z.number().optional(),
  price: z.number().optional(),
  currency: z.string().optional(),
  quantity: z.number().optional(),
  license_key: z.string(),
  is_multiseat_license: flag.optional(),
  subscription_id: z.string().nullish(),
  // A plain string: an unknown future recurrence must not make every verification fail.
  recurrence: z.string().nullish(),
  // "(Monthly)" or "" in verify responses, a hash in Ping; not read by the access rule.
  variants: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  refunded: flag,
  disputed: flag,
  dispute_won: flag,
  chargebacked: flag.nullish(),
  subscription_ended_at: timestamp,
  subscription_cancelled_at: timestamp,
  subscription_failed_at: timestamp,
  test: flag.optional(),
});

export type GumroadPurchase = z.infer<typeof gumroadPurchaseSchema>;

export const gumroadVerifySuccessSchema = z.object({
  success: z.literal(true),
  uses: z.number().int().nonnegative(),
  purchase: gumroadPurchaseSchema,
});

export const gumroadFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});

/** The exact 404 messages (licenses_controller.rb), matched to tell "unknown" from "revoked". */
export const GUMROAD_MESSAGES = {
  notFound: 'That license does not exist for the provided product.',
  disabled: 'This license key has been disabled.',
  accessExpired: 'Access to the purchase associated with this license has expired.',
  productIdRequiredPrefix: "The 'product_id' parameter is required",
} as const;
