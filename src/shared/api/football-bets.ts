import { z } from 'zod';
import { PICKS_SPORT_FILTERS } from '../league';
import { gameSchema } from './games';

export const footballBetsQuerySchema = z
  .object({
    sport: z.enum(PICKS_SPORT_FILTERS, { error: "sport must be 'nfl', 'college' or 'all'" }).default('all'),
    forceRefresh: z.enum(['true', 'false'], { error: 'forceRefresh must be true or false' }).default('false'),
  })
  .strict();

/** An approved pick as published: the frozen game payload plus when it was published. */
export const approvedGameSchema = gameSchema.extend({
  publishedAt: z.string(),
  pickVersion: z.number().int(),
});
export type ApprovedGame = z.infer<typeof approvedGameSchema>;

export const footballBetsResponseSchema = z.object({
  games: z.array(approvedGameSchema),
  totalGames: z.number().int(),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
});
export type FootballBetsResponse = z.infer<typeof footballBetsResponseSchema>;
