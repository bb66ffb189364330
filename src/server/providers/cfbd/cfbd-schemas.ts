import { z } from 'zod';

/**
 * CollegeFootballData response bodies (api-contracts.md section b, field names from the official
 * `cfbd` TypeScript client). Loose objects: CFBD adds fields between seasons, and only the fields
 * BetLens reads are typed. Numbers the contract calls nullable are also allowed to be absent,
 * since older seasons omit them.
 */

const num = z.number().nullish();
const text = z.string().nullish();

const isoTimestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'not an ISO 8601 timestamp' })
  .transform((value) => new Date(value));

export const cfbdGameSchema = z.looseObject({
  id: z.number().int(),
  season: z.number().int(),
  week: z.number().int(),
  seasonType: z.string(),
  startDate: isoTimestamp,
  completed: z.boolean(),
  neutralSite: z.boolean(),
  conferenceGame: z.boolean().nullish(),
  venue: text,
  homeTeam: z.string(),
  homeConference: text,
  homeClassification: text,
  homePoints: num,
  awayTeam: z.string(),
  awayConference: text,
  awayClassification: text,
  awayPoints: num,
});

export const cfbdLineSchema = z.looseObject({
  provider: z.string(),
  spread: num,
  spreadOpen: num,
  overUnder: num,
  overUnderOpen: num,
  homeMoneyline: num,
  awayMoneyline: num,
});

export const cfbdBettingGameSchema = z.looseObject({
  id: z.number().int(),
  season: z.number().int(),
  week: z.number().int().nullish(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  // Games without lines come back with an empty (or, in old seasons, missing) list.
  lines: z.array(cfbdLineSchema).nullish(),
});

const ratingPart = z.looseObject({ rating: num }).nullish();

export const cfbdSpRatingSchema = z.looseObject({
  year: z.number().int(),
  team: z.string(),
  rating: num,
  offense: ratingPart,
  defense: ratingPart,
});

export const cfbdFpiRatingSchema = z.looseObject({
  year: z.number().int(),
  team: z.string(),
  fpi: num,
  efficiencies: z.looseObject({ offense: num, defense: num }).nullish(),
});

const advancedSide = z
  .looseObject({
    ppa: num,
    successRate: num,
    explosiveness: num,
    pointsPerOpportunity: num,
    plays: num,
  })
  .nullish();

export const cfbdAdvancedStatSchema = z.looseObject({
  season: z.number().int(),
  team: z.string(),
  offense: advancedSide,
  defense: advancedSide,
});

export const cfbdGamesSchema = z.array(cfbdGameSchema);
export const cfbdLinesSchema = z.array(cfbdBettingGameSchema);
export const cfbdSpRatingsSchema = z.array(cfbdSpRatingSchema);
export const cfbdFpiRatingsSchema = z.array(cfbdFpiRatingSchema);
export const cfbdAdvancedStatsSchema = z.array(cfbdAdvancedStatSchema);

/** CFBD errors are `{ "message": "..." }`. */
export const cfbdErrorSchema = z.looseObject({ message: z.string() });

export type CfbdGameWire = z.infer<typeof cfbdGameSchema>;
export type CfbdBettingGameWire = z.infer<typeof cfbdBettingGameSchema>;
export type CfbdSpRatingWire = z.infer<typeof cfbdSpRatingSchema>;
export type CfbdFpiRatingWire = z.infer<typeof cfbdFpiRatingSchema>;
export type CfbdAdvancedStatWire = z.infer<typeof cfbdAdvancedStatSchema>;

/** The 429 body when the monthly call quota is used up (seen in the wild, cfbd-python#19). */
export const CFBD_QUOTA_MESSAGE = 'Monthly call quota exceeded';

/** SP+ includes a pseudo-team with the national averages; it is not a team. */
export const CFBD_NATIONAL_AVERAGES = 'nationalAverages';
