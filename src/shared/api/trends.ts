import { z } from 'zod';

/** Admin spec section 3: betting trends response. */
export const trendSchema = z.object({
  /** Plain text; the page highlights phrases itself (never HTML). */
  trend: z.string(),
  team: z.string(),
  /** The situation, e.g. 'home underdog', 'after a bye', 'divisional game'. */
  situation: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  /** PLAY ATS | FADE ... as worded in the text. */
  action: z.string(),
  gameId: z.string().nullable(),
});
export type Trend = z.infer<typeof trendSchema>;

export const bettingTrendsResponseSchema = z.object({
  data: z.object({
    nflWeek: z.string(),
    collegeWeek: z.string(),
    nflTrends: z.array(trendSchema),
    collegeTrends: z.array(trendSchema),
  }),
});
export type BettingTrendsResponse = z.infer<typeof bettingTrendsResponseSchema>;
