import { z } from 'zod';

/**
 * First-party analytics (visitor spec section 7's events). The browser and the overlay send
 * `POST /api/events`; the server records its own (game_approved, odds_api_failure, …) directly.
 * Properties are small flat values; nothing that identifies a person or a key is accepted.
 */
export const ANALYTICS_EVENTS = [
  'license_entered',
  'license_verified',
  'pick_viewed',
  'sms_subscription_started',
  'sms_subscription_confirmed',
  'game_approved',
  'game_rejected',
  'odds_api_failure',
  'ai_analysis_completed',
  'purchase_initiated',
  'purchase_completed',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Events only the server may record: a browser claiming them would falsify the figures. */
export const SERVER_ONLY_EVENTS: readonly AnalyticsEventName[] = [
  'game_approved',
  'game_rejected',
  'odds_api_failure',
  'ai_analysis_completed',
];

export type EventPropertyValue = string | number | boolean;
export type EventProperties = Record<string, EventPropertyValue>;

/** Property names that could carry a key, a phone number or an e-mail are refused outright. */
const FORBIDDEN_PROPERTY = /key|license|licence|phone|email|token|secret|password/i;

const propertyValue = z.union([
  z.string().max(200, 'event property values are at most 200 characters'),
  z.number().finite(),
  z.boolean(),
]);

export const eventPropertiesSchema = z
  .record(
    z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,39}$/, 'event property names are snake_case, at most 40 characters')
      .refine(
        (name) => !FORBIDDEN_PROPERTY.test(name),
        'event properties may not carry keys or contact details',
      ),
    propertyValue,
  )
  .refine((props) => Object.keys(props).length <= 12, 'at most 12 event properties');

export const clientEventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENTS, { error: 'name must be a known analytics event' }),
    properties: eventPropertiesSchema.optional(),
    /** The page path it happened on (no query string: it may hold a key, e.g. /success?key=…). */
    path: z
      .string()
      .max(200)
      .regex(/^\/[^?#]*$/, 'path must be a path without a query string')
      .optional(),
    source: z.enum(['web', 'overlay']).default('web'),
  })
  .strict()
  .refine((event) => !SERVER_ONLY_EVENTS.includes(event.name), {
    message: 'this event is recorded by the server only',
    path: ['name'],
  });
export type ClientEvent = z.input<typeof clientEventSchema>;

export const eventAcceptedSchema = z.object({ accepted: z.literal(true) });

export const eventsSummaryResponseSchema = z.object({
  events: z.array(
    z.object({
      name: z.enum(ANALYTICS_EVENTS),
      last7Days: z.number().int(),
      last30Days: z.number().int(),
    }),
  ),
  /** True when an ANALYTICS_FORWARD_URL is configured. */
  forwarding: z.boolean(),
});
export type EventsSummaryResponse = z.infer<typeof eventsSummaryResponseSchema>;
