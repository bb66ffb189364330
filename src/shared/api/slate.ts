import { z } from 'zod';
import { BET_MARKETS, BET_SIDES } from '../bets/bet-rules';
import { gameSchema, gamesQuerySchema } from './games';

/**
 * GET /api/games — the slate: every analysed game of the window (a rejected game is shown nowhere),
 * each with its market fair line, the BetLens ratings lean, how current the ratings are, and the best
 * price at a bettable book per market and side (src/shared/market/best-prices.ts).
 */
export const SLATE_MAX_BOOKS = 40;

// The other lists' window and league (gamesQuerySchema), plus the user's books; no forceRefresh.
export const slateQuerySchema = gamesQuerySchema
  .omit({ forceRefresh: true })
  .extend({
    /**
     * The user's books ("my books"), comma-separated bookmaker keys: the best prices are chosen among
     * these only (still only bettable books). Absent: every bettable book.
     */
    books: z
      .string()
      .max(1000, 'books is too long')
      .regex(
        /^[a-z0-9_]+(,[a-z0-9_]+)*$/i,
        'books must be comma-separated bookmaker keys, e.g. draftkings,fanduel',
      )
      .refine(
        (v) => v.split(',').length <= SLATE_MAX_BOOKS,
        `books may name at most ${SLATE_MAX_BOOKS} books`,
      )
      .optional(),
  })
  .strict();
export type SlateQuery = z.infer<typeof slateQuerySchema>;

export const bestPriceSchema = z.object({
  market: z.enum(BET_MARKETS),
  side: z.enum(BET_SIDES),
  /** Bookmaker key (what "my books" stores). */
  bookKey: z.string(),
  /** The book's display name. */
  book: z.string(),
  /** The side's handicap (sportsbook sign, favourite negative) or the total; null on a moneyline. */
  line: z.number().nullable(),
  /** The book's American price. */
  price: z.number().int(),
  /** The market's fair American price of this side at this number; null when the fair line does not price this market. */
  fairPrice: z.number().int().nullable(),
  /** 100·EV of the book's price against the market's fair price at its number (percent, one decimal). */
  edge: z.number().nullable(),
  /** How current the book's price is (ISO): shown as its age ("DraftKings +110 · 40 s ago"). */
  fetchedAt: z.string(),
});
export type BestPriceView = z.infer<typeof bestPriceSchema>;

export const slateGameSchema = gameSchema
  .pick({
    id: true,
    sport: true,
    league: true,
    awayTeam: true,
    homeTeam: true,
    awayTeamId: true,
    homeTeamId: true,
    commenceTime: true,
    isNeutralSite: true,
    fairLine: true,
    ratingsSpread: true,
    ratingsTotal: true,
    ratingsLean: true,
    ratingsAsOf: true,
    ratingsOutOfDate: true,
    curationStatus: true,
    result: true,
    replayOf: true,
  })
  .extend({
    /** One entry per market and side a fresh bettable book quotes: spread away/home, total over/under, moneyline away/home. */
    bestPrices: z.array(bestPriceSchema),
  });
export type SlateGame = z.infer<typeof slateGameSchema>;

/** A bettable book with a fresh price for a game of the window: what "my books" can choose from. */
export const slateBookSchema = z.object({ key: z.string(), name: z.string() });
export type SlateBook = z.infer<typeof slateBookSchema>;

export const slateResponseSchema = z.object({
  games: z.array(slateGameSchema),
  totalGames: z.number().int(),
  /** Every bettable book with a fresh price in the window (whatever `books` asked for), by name. */
  books: z.array(slateBookSchema),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
});
export type SlateResponse = z.infer<typeof slateResponseSchema>;
