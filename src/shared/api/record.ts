import { z } from 'zod';

/** The public track record: every graded published pick, losses included. */
export const PICK_RESULTS = ['win', 'loss', 'push'] as const;

export const publishedPickSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  version: z.number().int(),
  analysisVersion: z.number().int(),
  league: z.enum(['nfl', 'cfb']),
  sport: z.enum(['NFL', 'CFB']),
  season: z.number().int(),
  awayTeam: z.string(),
  homeTeam: z.string(),
  commenceTime: z.string(),
  publishedAt: z.string(),
  /** The pick's market (issue 21); picks before it are spreads. */
  market: z.enum(['spread', 'total', 'moneyline']).default('spread'),
  side: z.enum(['home', 'away', 'over', 'under']),
  /** The side's team; 'Over' / 'Under' on a total. */
  team: z.string(),
  /** The side's handicap or the total; null on a moneyline. */
  line: z.number().nullable(),
  price: z.number().int(),
  book: z.string(),
  simulated: z.boolean(),
  units: z.number(),
  edge: z.number(),
  betString: z.string(),
  grade: z
    .object({
      result: z.enum(PICK_RESULTS),
      homeScore: z.number().int(),
      awayScore: z.number().int(),
      closingLine: z.number().nullable(),
      /** Points: positive when the published line beat the closing line. */
      clv: z.number().nullable(),
      unitsWon: z.number(),
      gradedAt: z.string(),
    })
    .nullable(),
});
export type PublishedPick = z.infer<typeof publishedPickSchema>;

export const recordSummarySchema = z.object({
  picks: z.number().int(),
  graded: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  /** Wins / (wins + losses) × 100; null before the first decided pick. */
  winRate: z.number().nullable(),
  /** Net units won (a loss costs the units staked, a win pays them at the frozen price). */
  units: z.number(),
  /** Net units / units staked on decided picks × 100; null before the first. */
  roi: z.number().nullable(),
  /** Mean CLV in points over graded picks that have a closing line; null when none. */
  averageClv: z.number().nullable(),
});
export type RecordSummary = z.infer<typeof recordSummarySchema>;

export const recordQuerySchema = z
  .object({
    season: z.coerce
      .number({ error: 'season must be a year' })
      .int('season must be a year')
      .min(1999, 'season must be 1999 or later')
      .max(2100, 'season must be a year')
      .optional(),
  })
  .strict();

export const recordResponseSchema = z.object({
  season: z.number().int(),
  seasons: z.array(z.number().int()),
  overall: recordSummarySchema,
  leagues: z.object({ nfl: recordSummarySchema, cfb: recordSummarySchema }),
  /** Graded picks of the season, newest kickoff first (each game's live version at kickoff). */
  picks: z.array(publishedPickSchema),
  /** True when the record comes from the offline replay's simulated books. */
  simulated: z.boolean(),
  updatedAt: z.string(),
});
export type RecordResponse = z.infer<typeof recordResponseSchema>;
