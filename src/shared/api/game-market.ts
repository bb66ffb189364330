import { z } from 'zod';
import { fairLineSchema, SPORT_CODES } from './games';

/**
 * GET /api/games/:id/market — the odds screen: every book's latest spread, total and moneyline, the
 * best offer on each side, the market fair line beside them, and the line's movement from the stored
 * append-only snapshots (open → now, per book).
 */
export const gameMarketParamsSchema = z
  .object({ id: z.uuid({ error: 'id must be a game id (UUID)' }) })
  .strict();

const pointPriceSchema = z.object({ point: z.number(), price: z.number().int() });
const priceSchema = z.object({ price: z.number().int() });

export const marketBookSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The offline replay's derived demo books. */
  simulated: z.boolean(),
  /** When we fetched this book's prices (its oldest side). */
  fetchedAt: z.string(),
  /** Older than STALE_PRICE_MINUTES: shown, never claimed as best. */
  stale: z.boolean(),
  /** Sportsbook convention: the home and away numbers as the book posts them (favourite negative). */
  spread: z.object({ home: pointPriceSchema, away: pointPriceSchema }).nullable(),
  total: z.object({ over: pointPriceSchema, under: pointPriceSchema }).nullable(),
  moneyline: z.object({ home: priceSchema, away: priceSchema }).nullable(),
  /**
   * The fair American price of the side BetLens priced at this book's spread number (from the
   * game's latest analysis, pushes excluded); null when the analysis did not price this book.
   */
  spreadFairPrice: z.object({ side: z.enum(['home', 'away']), price: z.number().int() }).nullable(),
});
export type MarketBook = z.infer<typeof marketBookSchema>;

const bookKeys = z.array(z.string());

export const lineSeriesSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** Home spread at each snapshot, oldest first (only snapshots where the number or price moved). */
  points: z.array(z.object({ at: z.string(), point: z.number(), price: z.number().int() })),
});

export const gameMarketResponseSchema = z.object({
  game: z.object({
    id: z.string(),
    sport: z.enum(SPORT_CODES),
    league: z.enum(['nfl', 'cfb']),
    awayTeam: z.string(),
    homeTeam: z.string(),
    commenceTime: z.string(),
  }),
  /** The market fair line of the latest analysis (null without a fresh spread). */
  fairLine: fairLineSchema.nullable(),
  /** No-vig moneylines from fairLine.homeWinProbability. */
  fairMoneyline: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  books: z.array(marketBookSchema),
  /** Keys of the fresh books with the bettor's best offer on each side (ties share it). */
  best: z.object({
    spreadAway: bookKeys,
    spreadHome: bookKeys,
    over: bookKeys,
    under: bookKeys,
    mlAway: bookKeys,
    mlHome: bookKeys,
  }),
  movement: z.object({
    /** Per book, the home spread from its first stored snapshot to now. */
    books: z.array(lineSeriesSchema),
    /** The market's open and current home line (lower median across books); null without spreads. */
    line: z
      .object({
        open: z.number(),
        current: z.number(),
        openedAt: z.string(),
        currentAt: z.string(),
        move: z.number(),
      })
      .nullable(),
  }),
});
export type GameMarket = z.infer<typeof gameMarketResponseSchema>;
