import { z } from 'zod';

/**
 * The Odds API v4 response bodies (api-contracts.md section a). Objects are loose: the API adds
 * fields (`link`, `sid`, bet limits) behind flags and over time, and an extra field must never fail
 * an odds refresh. Only the fields BetLens reads are typed.
 */

/** With dateFormat=iso every timestamp is an ISO 8601 UTC string; anything else is a contract change. */
export const isoTimestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'not an ISO 8601 timestamp' })
  .transform((value) => new Date(value));

export const oddsOutcomeSchema = z.looseObject({
  /** A team name, "Over"/"Under", or a prop side ("Over", "Yes"). */
  name: z.string(),
  /** American odds, since every request asks for oddsFormat=american. */
  price: z.number(),
  /** Spreads, totals and line props only. */
  point: z.number().nullish(),
  /** The player, on prop markets. */
  description: z.string().nullish(),
});

export const oddsMarketSchema = z.looseObject({
  key: z.string(),
  last_update: isoTimestamp.nullish(),
  outcomes: z.array(oddsOutcomeSchema),
});

export const oddsBookmakerSchema = z.looseObject({
  key: z.string(),
  title: z.string(),
  last_update: isoTimestamp,
  markets: z.array(oddsMarketSchema),
});

export const oddsEventSchema = z.looseObject({
  id: z.string(),
  sport_key: z.string(),
  sport_title: z.string().nullish(),
  commence_time: isoTimestamp,
  home_team: z.string(),
  away_team: z.string(),
  // Absent on the free /events endpoint and tolerated here; an empty array means "no prices yet".
  bookmakers: z.array(oddsBookmakerSchema).optional(),
});

export const oddsEventListSchema = z.array(oddsEventSchema);

export const scoreEntrySchema = z.looseObject({
  name: z.string(),
  // A string on the wire ("24"); converted, and checked, by the mapping.
  score: z.string(),
});

export const scoreEventSchema = z.looseObject({
  id: z.string(),
  sport_key: z.string(),
  commence_time: isoTimestamp,
  completed: z.boolean(),
  home_team: z.string(),
  away_team: z.string(),
  /** Null before kick-off. */
  scores: z.array(scoreEntrySchema).nullish(),
  last_update: isoTimestamp.nullish(),
});

export const scoreEventListSchema = z.array(scoreEventSchema);

/** `{ message, error_code, details_url }`; error_code is missing on some statuses (404). */
export const oddsApiErrorSchema = z.looseObject({
  message: z.string(),
  error_code: z.string().nullish(),
  details_url: z.string().nullish(),
});

export type OddsOutcomeWire = z.infer<typeof oddsOutcomeSchema>;
export type OddsMarketWire = z.infer<typeof oddsMarketSchema>;
export type OddsBookmakerWire = z.infer<typeof oddsBookmakerSchema>;
export type OddsEventWire = z.infer<typeof oddsEventSchema>;
export type ScoreEventWire = z.infer<typeof scoreEventSchema>;

/** The error codes the adapter acts on (api-contracts.md, The Odds API "Errors"). */
export const ODDS_API_ERROR_CODES = {
  missingKey: 'MISSING_KEY',
  invalidKey: 'INVALID_KEY',
  deactivatedKey: 'DEACTIVATED_KEY',
  outOfUsageCredits: 'OUT_OF_USAGE_CREDITS',
  missingRegion: 'MISSING_REGION',
  exceededFreqLimit: 'EXCEEDED_FREQ_LIMIT',
} as const;
