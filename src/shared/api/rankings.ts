import { z } from 'zod';

/** GET /api/power-rankings (All-Access): BetLens ratings per league, and SP+ for college. */
export const rankingsQuerySchema = z
  .object({
    league: z.enum(['nfl', 'cfb'], { error: "league must be 'nfl' or 'cfb'" }).default('nfl'),
  })
  .strict();

export const powerRankingSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  team: z.string(),
  /** Expected margin vs an average team on a neutral field, points (offense − defense). */
  rating: z.number(),
  /** Points scored above an average team. */
  offense: z.number(),
  /** Points allowed above an average team (lower is better). */
  defense: z.number(),
  /** Rank a week earlier minus rank now: positive = moved up; null when unranked a week earlier. */
  movement: z.number().int().nullable(),
  gamesThisSeason: z.number().int(),
});
export type PowerRanking = z.infer<typeof powerRankingSchema>;

export const spPlusRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  team: z.string(),
  rating: z.number(),
  offense: z.number().nullable(),
  defense: z.number().nullable(),
});

export const rankingsResponseSchema = z.object({
  league: z.enum(['nfl', 'cfb']),
  /** The season the ratings are for (the replayed one in the offline replay). */
  season: z.number().int(),
  /** The moment the ratings stand at (start of the current football week) and the one compared with. */
  asOf: z.string(),
  previousAsOf: z.string(),
  /** Kickoff of the latest completed game the ratings include (null: none); see ratings-freshness.ts. */
  ratingsAsOf: z.string().nullable(),
  /** The ratings miss a completed week of this season. */
  outOfDate: z.boolean(),
  /** League-wide home-field advantage of the ratings, points. */
  homeField: z.number(),
  rankings: z.array(powerRankingSchema),
  /** College only: SP+ (null for the NFL, or when none is stored). */
  spPlus: z
    .object({
      season: z.number().int(),
      /** 'cfbd' = this season's SP+ from CollegeFootballData; 'bundled' = last season's final SP+. */
      kind: z.enum(['cfbd', 'bundled']),
      attribution: z.string(),
      ratings: z.array(spPlusRowSchema),
    })
    .nullable(),
});
export type RankingsResponse = z.infer<typeof rankingsResponseSchema>;
