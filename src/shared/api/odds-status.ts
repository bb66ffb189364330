import { z } from 'zod';
import { LEAGUES } from '../league';

/**
 * How current the odds are, per league (docs/pricing.md, "How fresh a price is"). The public part
 * (GET /api/odds-status) is what the Games and Best Bets pages show above the slate: "odds updated
 * 14:05:12 ET · next update about 14:07", or the pause. The admin part (GET /api/admin/odds-status)
 * adds the credits and the last error for the admin's odds status card.
 */

export const ODDS_SOURCES = ['the-odds-api', 'replay'] as const;

/**
 * - live: polled on the schedule;
 * - idle: no game of the league is in any band (nothing to poll);
 * - paused: the month's credits are spent (ODDS_PAUSED_MESSAGE);
 * - waiting: a 429 asked us to wait (Retry-After), or the last call failed and is retried;
 * - manual: the scheduler is off (SCHEDULER=false): prices change only when an admin refreshes.
 */
export const ODDS_STATES = ['live', 'idle', 'paused', 'waiting', 'manual'] as const;
export type OddsState = (typeof ODDS_STATES)[number];

/** The words every surface shows while polling is paused for want of credits. */
export const ODDS_PAUSED_MESSAGE = 'odds paused: monthly credits spent';

export const leagueOddsStatusSchema = z.object({
  league: z.enum(LEAGUES),
  state: z.enum(ODDS_STATES),
  /** ODDS_PAUSED_MESSAGE while paused; otherwise a short reason for a state other than live, or null. */
  message: z.string().nullable(),
  /** The last successful poll of the league's prices (ISO); null before the first. */
  updatedAt: z.string().nullable(),
  /** When the schedule polls next (ISO); null when idle, paused or manual. */
  nextUpdateAt: z.string().nullable(),
  /** The cadence in force (seconds between polls) and the band it belongs to; null when idle. */
  intervalSeconds: z.number().int().nullable(),
  band: z.enum(['kickoff', 'day', 'week', 'far']).nullable(),
});
export type LeagueOddsStatus = z.infer<typeof leagueOddsStatusSchema>;

export const oddsStatusSchema = z.object({
  source: z.enum(ODDS_SOURCES),
  /** The server's clock when this was computed (ISO): ages on the pages count from it. */
  now: z.string(),
  /** STALE_PRICE_MINUTES: a price older than this is never an edge. */
  staleAfterMinutes: z.number().int(),
  leagues: z.array(leagueOddsStatusSchema),
});
export type OddsStatus = z.infer<typeof oddsStatusSchema>;

const ageSchema = z.object({
  /** Seconds since each fresh-or-stale price on the league's upcoming games was last confirmed. */
  p50: z.number().nullable(),
  p95: z.number().nullable(),
  /** How many book prices the figures are over. */
  prices: z.number().int(),
});

export const adminLeagueOddsStatusSchema = leagueOddsStatusSchema.extend({
  lastPollAt: z.string().nullable(),
  quoteAgeSeconds: ageSchema,
  /** Calls this month by how they ended (ok, failed, rate-limited, quota-spent). */
  callsThisMonth: z.record(z.string(), z.number().int()),
  lastError: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type AdminLeagueOddsStatus = z.infer<typeof adminLeagueOddsStatusSchema>;

export const oddsCreditsSchema = z.object({
  /** ODDS_API_CREDITS_PER_MONTH. */
  budget: z.number().int(),
  /** As the source last reported them (x-requests-used / x-requests-remaining); null before a call. */
  usedThisMonth: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** Used so far plus what the schedule will spend until the quota resets. */
  projectedMonth: z.number().int(),
  /** When the month's quota resets (ISO). */
  resetsAt: z.string(),
  /** nominal: the schedule as designed; stretched: every cadence slowed by `stretch`; paused: nothing left. */
  plan: z.enum(['nominal', 'stretched', 'paused']),
  stretch: z.number().nullable(),
  /** What the admin reads about the plan ("Cadences stretched ×1.6 to fit the 20,000 credits left"). */
  note: z.string().nullable(),
});
export type OddsCredits = z.infer<typeof oddsCreditsSchema>;

export const adminOddsStatusSchema = oddsStatusSchema.extend({
  leagues: z.array(adminLeagueOddsStatusSchema),
  /** Null for the offline replay, which costs nothing. */
  credits: oddsCreditsSchema.nullable(),
});
export type AdminOddsStatus = z.infer<typeof adminOddsStatusSchema>;
