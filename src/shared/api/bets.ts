import { z } from 'zod';
import {
  BET_LIMITS,
  BET_MARKETS,
  BET_RESULTS,
  BET_SIDES,
  VOID_REASONS,
  marketHasLine,
  sidesOf,
} from '../bets/bet-rules';
import { SPORT_CODES } from './games';

/**
 * My bets (docs/bets.md): bets a licence recorded, kept on the server per licence so every device of
 * the licence sees the same list. POST /api/bets, GET /api/bets, DELETE /api/bets/:id, GET /api/bets.csv.
 */

const isHalfPoint = (x: number) => Number.isInteger(x / BET_LIMITS.lineStep);

export const createBetRequestSchema = z
  .object({
    gameId: z.uuid({ error: 'gameId must be a game id (UUID)' }),
    market: z.enum(BET_MARKETS, { error: "market must be 'spread', 'total' or 'moneyline'" }),
    side: z.enum(BET_SIDES, { error: "side must be 'home', 'away', 'over' or 'under'" }),
    /** The side's handicap (sportsbook sign, favourite negative) or the total; absent or null on a moneyline. */
    line: z.number({ error: 'line must be a number' }).nullable().optional(),
    /** American odds: −100 or lower, or +100 or higher. */
    price: z
      .number({ error: 'price must be a number' })
      .int('price must be a whole American price (e.g. -110 or +150)')
      .refine(
        (p) => p <= -100 || p >= 100,
        'price must be an American price: -100 or lower, or +100 or higher',
      )
      .refine((p) => Math.abs(p) <= BET_LIMITS.maxAmericanPrice, 'price is not a sportsbook price'),
    book: z
      .string({ error: 'book must be a string' })
      .trim()
      .min(1, 'book is required')
      .max(BET_LIMITS.bookNameLength, `book must be at most ${BET_LIMITS.bookNameLength} characters`),
    /** Units staked (1u = the bettor's unit size). */
    stake: z
      .number({ error: 'stake must be a number' })
      .gt(0, 'stake must be more than 0')
      .max(BET_LIMITS.maxStakeUnits, `stake must be at most ${BET_LIMITS.maxStakeUnits} units`),
    /** Dollars per unit on the recording device, so the stake keeps its dollar amount. */
    unitSize: z
      .number({ error: 'unitSize must be a number' })
      .gt(0, 'unitSize must be more than 0')
      .max(BET_LIMITS.maxUnitSize, 'unitSize is too large')
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((bet, ctx) => {
    if (!sidesOf(bet.market).includes(bet.side))
      ctx.addIssue({
        code: 'custom',
        path: ['side'],
        message:
          bet.market === 'total'
            ? "side must be 'over' or 'under' on a total"
            : `side must be 'home' or 'away' on a ${bet.market}`,
      });
    const line = bet.line ?? null;
    if (!marketHasLine(bet.market)) {
      if (line !== null)
        ctx.addIssue({ code: 'custom', path: ['line'], message: 'line must be empty on a moneyline' });
      return;
    }
    if (line === null) {
      ctx.addIssue({ code: 'custom', path: ['line'], message: `line is required on a ${bet.market}` });
      return;
    }
    if (!isHalfPoint(line))
      ctx.addIssue({
        code: 'custom',
        path: ['line'],
        message: 'line must be in half points (e.g. -3, -3.5, 44.5)',
      });
    if (bet.market === 'spread' && Math.abs(line) > BET_LIMITS.maxSpread)
      ctx.addIssue({
        code: 'custom',
        path: ['line'],
        message: `line must be within ±${BET_LIMITS.maxSpread}`,
      });
    if (bet.market === 'total' && !(line > 0 && line <= BET_LIMITS.maxTotal))
      ctx.addIssue({
        code: 'custom',
        path: ['line'],
        message: `a total must be above 0 and at most ${BET_LIMITS.maxTotal}`,
      });
  });
export type CreateBetRequest = z.infer<typeof createBetRequestSchema>;

export const betParamsSchema = z.object({ id: z.uuid({ error: 'id must be a bet id (UUID)' }) }).strict();

export const betSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  league: z.enum(['nfl', 'cfb']),
  sport: z.enum(SPORT_CODES),
  awayTeam: z.string(),
  homeTeam: z.string(),
  /** The game's kickoff now (it may have moved since the bet was recorded). */
  commenceTime: z.string(),
  market: z.enum(BET_MARKETS),
  side: z.enum(BET_SIDES),
  line: z.number().nullable(),
  price: z.number().int(),
  book: z.string(),
  /** Units. */
  stake: z.number(),
  /** Dollars per unit when the bet was recorded; null when the device had none. */
  unitSize: z.number().nullable(),
  /** 'Kansas City Chiefs −3.5', 'Over 44.5', 'Kansas City Chiefs ML'. */
  selection: z.string(),
  placedAt: z.string(),
  /** Recorded by the demo from the offline replay's own picks (docs/bets.md), not by the user. */
  demo: z.boolean(),
  /** Null while pending. */
  result: z.enum(BET_RESULTS).nullable(),
  voidReason: z.enum(VOID_REASONS).nullable(),
  /** Net units; null while pending. */
  profit: z.number().nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  gradedAt: z.string().nullable(),
  /** Closing-line value once the game has kicked off and the close is known (null otherwise). */
  closing: z
    .object({
      /** The closing market fair line: home line (product sign) for a spread, the total, null on a moneyline. */
      fairLine: z.number().nullable(),
      /** The closing fair American price of this side at the bet's number. */
      fairPrice: z.number().int(),
      /** Percent of the stake: the bet's EV at the closing fair probabilities. */
      clv: z.number(),
      /** The newest price the close was made from. */
      at: z.string(),
    })
    .nullable(),
});
export type Bet = z.infer<typeof betSchema>;

export const betsSummarySchema = z.object({
  /** Bets recorded (pending and void included). */
  count: z.number().int(),
  /** Units risked on bets that won or lost (a push or void risked nothing). */
  staked: z.number(),
  /** Net units over graded bets. */
  profit: z.number(),
  /** profit / staked × 100, one decimal; null before the first decided bet. */
  roi: z.number().nullable(),
  /** Mean CLV (percent) over bets with a closing value, voids excluded; null when none. */
  clv: z.number().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  voids: z.number().int(),
  pending: z.number().int(),
  /** The same in dollars, over the bets recorded with a unit size; null when none was. */
  dollars: z.object({ staked: z.number(), profit: z.number(), bets: z.number().int() }).nullable(),
});
export type BetsSummary = z.infer<typeof betsSummarySchema>;

export const betsResponseSchema = z.object({
  bets: z.array(betSchema),
  summary: betsSummarySchema,
});
export type BetsResponse = z.infer<typeof betsResponseSchema>;

export const betResponseSchema = z.object({ bet: betSchema });
