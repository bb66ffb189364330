import { z } from 'zod';
import { PICKS_SPORT_FILTERS } from '../league';
import { isoDate } from './common';

/**
 * A priced game (a "Pick") as the visitor spec section 3 and the admin spec section 3 name its
 * fields. Every number here is computed once by src/shared/pricing; pages only format it.
 */
export const SPORT_CODES = ['NFL', 'CFB'] as const;
export const RECOMMENDATIONS = ['STRONG_BET', 'GOOD_BET', 'BET'] as const;
export const RECOMMENDATION_TIERS = ['STRONG_BUY', 'BUY', 'LEAN'] as const;
export const CONFIDENCE_LEVELS = ['VERY_HIGH', 'HIGH', 'MEDIUM', 'LOW'] as const;
export const CONTEXTUAL_FACTORS = [
  'weather',
  'schedule',
  'travel',
  'injury',
  'motivation',
  'primetime',
] as const;
export const CURATION_STATUSES = ['pending', 'approved', 'rejected', 'featured'] as const;

export type Recommendation = (typeof RECOMMENDATIONS)[number];
export type RecommendationTier = (typeof RECOMMENDATION_TIERS)[number];
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

/** One team-side statistic block; a field is omitted when the source does not have it. */
export const teamStatBlockSchema = z.object({
  /**
   * Season to date from final results (the server's figures for both leagues): points per game,
   * scored in an offense block and allowed in a defense block, over `gamesPlayed` games.
   */
  pointsPerGame: z.number().optional(),
  gamesPlayed: z.number().int().optional(),
  /** Yardage and drive rates: shown when a provider supplies them (the bundled data does not). */
  passNetYardsPerAttempt: z.number().optional(),
  rushYardsPerAttempt: z.number().optional(),
  totalYardsPerPlay: z.number().optional(),
  scoringPercentage: z.number().optional(),
  turnoverPercentage: z.number().optional(),
  passingYardsPerGame: z.number().optional(),
  /** College: CFBD predicted points added per play, success rate, explosiveness. */
  ppaPerPlay: z.number().optional(),
  successRate: z.number().optional(),
  explosiveness: z.number().optional(),
  pointsPerOpportunity: z.number().optional(),
});
export type TeamStatBlock = z.infer<typeof teamStatBlockSchema>;

export const advancedStatsSchema = z.object({
  /** The season the figures belong to: the game's own season (the replayed one in the replay). */
  season: z.number().int(),
  /** Where they come from, e.g. 'nflverse game results, season to date'. */
  source: z.string(),
  awayTeamOffense: teamStatBlockSchema,
  awayTeamDefense: teamStatBlockSchema,
  homeTeamOffense: teamStatBlockSchema,
  homeTeamDefense: teamStatBlockSchema,
});

export const aiSummarySchema = z.object({
  bestBet: z.string(),
  riskFactors: z.string(),
  keyInsight: z.string(),
  advancedStatsInsight: z.string(),
});
export type AiSummary = z.infer<typeof aiSummarySchema>;

export const sportsbookLineSchema = z.object({
  /** Bookmaker key, e.g. 'draftkings'. */
  key: z.string(),
  /** Display name ('DraftKings'; '(demo)' suffix for the offline replay's simulated books). */
  name: z.string(),
  /** The recommended side at this book. */
  side: z.enum(['home', 'away']),
  team: z.string(),
  /** That side's line in sportsbook convention (favourite negative). */
  spread: z.number(),
  /** American price. */
  price: z.number().int(),
  /** e.g. 'Chiefs -3.5 (-110)'. */
  betString: z.string(),
  /** P(cover) at the priced line (the market fair line, see the game's pricingBasis), pushes excluded, 0–1. */
  coverProbability: z.number(),
  pushProbability: z.number(),
  /** The fair American price of this side at this number (pushes excluded); absent on old analyses. */
  fairPrice: z.number().int().optional(),
  /** Expected value per $1 staked × 100 against the fair probability at this number, i.e. percent. */
  edge: z.number(),
  evPer100: z.number(),
  units: z.number(),
  recommendation: z.string(),
  insight: z.string().optional(),
  fetchedAt: z.string(),
  stale: z.boolean(),
  /**
   * Edge above EDGE_VERIFY_PERCENT or line far from the fair line: "Off-market price: verify before
   * betting"; recommendation OFF_MARKET, no units.
   */
  offMarket: z.boolean().default(false),
  /**
   * A book a user can bet (BETTABLE_BOOKS). Others (offshore books, exchanges) inform the fair line and
   * are listed for it, but never the recommendation: recommendation PASS, no units.
   */
  bettable: z.boolean().default(true),
  simulated: z.boolean(),
});
export type SportsbookLine = z.infer<typeof sportsbookLineSchema>;

export const PRICED_MARKETS = ['spread', 'total', 'moneyline'] as const;
export type PricedMarketName = (typeof PRICED_MARKETS)[number];

/**
 * One book's price in any market, priced by the one edge rule (a total at its number against the fair
 * total's key-number distribution; a moneyline against the no-vig win probability). The fields mean
 * what they mean on a sportsbookLine; `line` is the side's handicap or the total, null on a moneyline.
 */
export const marketLineSchema = sportsbookLineSchema.omit({ side: true, team: true, spread: true }).extend({
  market: z.enum(PRICED_MARKETS),
  side: z.enum(['home', 'away', 'over', 'under']),
  /** Full team name of the side; null on a total. */
  team: z.string().nullable(),
  line: z.number().nullable(),
});
export type MarketLine = z.infer<typeof marketLineSchema>;

/** An against-the-spread record at the closing line (pushes counted apart). */
export const atsRecordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  /** wins / (wins + losses) × 100, one decimal; null before the first decided game. */
  percentage: z.number().nullable(),
});
export type AtsRecord = z.infer<typeof atsRecordSchema>;

export const ATS_SITUATIONS = ['home-favorite', 'home-underdog', 'away-favorite', 'away-underdog'] as const;

/**
 * One team's ATS record before this game, from stored real results and closing lines: this season,
 * and in this game's situation (home/away × favorite/underdog by the market line) over the seasons
 * stated. The sample size is part of the record (wins + losses + pushes).
 */
export const teamAtsSchema = z.object({
  team: z.string(),
  season: z.object({ season: z.number().int(), record: atsRecordSchema }),
  /** Null when this game has no market line or is a pick 'em (no favorite, no underdog). */
  situation: z
    .object({
      key: z.enum(ATS_SITUATIONS),
      /** 'as a home favorite since 2022'. */
      label: z.string(),
      fromSeason: z.number().int(),
      record: atsRecordSchema,
    })
    .nullable(),
});
export type TeamAts = z.infer<typeof teamAtsSchema>;

/** The market fair line: the no-vig, key-number-aware consensus of the fresh books (docs/pricing.md). */
export const fairLineSchema = z.object({
  /** Fair home line, product sign. */
  spread: z.number().nullable(),
  total: z.number().nullable(),
  homeWinProbability: z.number().nullable(),
  /** The no-vig method. */
  method: z.enum(['shin']),
  /** Books in the consensus. */
  books: z.number().int(),
  /** Sharp books among them (weighted up). */
  sharpBooks: z.array(z.string()),
  /** Books left out as off-market. */
  excludedBooks: z.array(z.string()),
});
export type FairLineView = z.infer<typeof fairLineSchema>;

export const PRICING_BASES = ['market', 'ratings'] as const;

/** A lean's measured record (src/shared/pricing/lean-record.ts): fractions, ± one standard error. */
export const leanRecordSchema = z.object({
  league: z.enum(['NFL', 'CFB']),
  from: z.number(),
  to: z.number().nullable(),
  fromSeason: z.number().int(),
  toSeason: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  winRate: z.number(),
  winRateSe: z.number(),
  roi: z.number(),
  roiSe: z.number(),
});

export const gameSchema = z.object({
  id: z.string(),
  sport: z.enum(SPORT_CODES),
  league: z.enum(['nfl', 'cfb']),
  awayTeam: z.string(),
  homeTeam: z.string(),
  awayTeamId: z.string(),
  homeTeamId: z.string(),
  commenceTime: z.string(),
  isNeutralSite: z.boolean(),
  /**
   * The line books are priced against (product sign: negative = home favoured, 0 pick 'em, positive =
   * away favoured); `pricingBasis` says what it is. Null if unpriced.
   */
  modelSpread: z.number().nullable(),
  /** What modelSpread is: the market fair line whenever a book quotes the game, else the ratings alone (no edge). */
  pricingBasis: z
    .object({ kind: z.enum(PRICING_BASES), ratingsWeight: z.number() })
    .nullable()
    .default(null),
  /** The market fair line; null without a fresh spread (or on analyses made before it existed). */
  fairLine: fairLineSchema.nullable().default(null),
  /** The BetLens ratings line and total (pure walk-forward ratings, never shrunk toward the market). */
  ratingsSpread: z.number().nullable().default(null),
  ratingsTotal: z.number().nullable().default(null),
  /**
   * The ratings differing from the fair line by LEAN_POINTS or more: a lean, not an edge, with the
   * backtest's record for a disagreement of that size. Never carries units or a tier.
   */
  ratingsLean: z
    .object({
      side: z.enum(['home', 'away']),
      team: z.string(),
      shortName: z.string().optional(),
      points: z.number(),
      record: leanRecordSchema.nullable().default(null),
    })
    .nullable()
    .default(null),
  /**
   * The kickoff of the latest completed game the league's ratings include (issue 20 §5); null when
   * unknown (analyses made before it existed) or none.
   */
  ratingsAsOf: z.string().nullable().default(null),
  /** The ratings miss a completed week of this season: shown as "out of date since …", no lean. */
  ratingsOutOfDate: z.boolean().default(false),
  /** The most common posted home line among fresh books (lower median), product sign. */
  vegasSpread: z.number().nullable(),
  vegasSource: z.string().nullable(),
  maxEdge: z.number(),
  units: z.number(),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  recommendationTier: z.enum(RECOMMENDATION_TIERS).nullable(),
  confidenceLevel: z.enum(CONFIDENCE_LEVELS),
  /** Every book's spread (the spread market only, as before issue 21). */
  bestSportsbooks: z.array(sportsbookLineSchema),
  /** Every book's total and moneyline, priced by the same rule; empty on analyses made before them. */
  marketLines: z.array(marketLineSchema).default([]),
  /**
   * The game's best price across the three markets (maxEdge, units, tier and confidence are its); null
   * without one, and on analyses made before it existed (then the lead is the first spread book).
   */
  leadBet: marketLineSchema.nullable().default(null),
  totalProjections: z.object({
    modelTotal: z.number().nullable(),
    awayExpectedScore: z.number().nullable(),
    homeExpectedScore: z.number().nullable(),
    marketTotal: z.number().nullable(),
    advancedStats: advancedStatsSchema.optional(),
  }),
  aiSummary: aiSummarySchema,
  explanationSource: z.enum(['anthropic', 'template']),
  insight: z.string(),
  wong: z
    .object({
      label: z.enum(['WONG-ELIGIBLE', 'WONG-MARGINAL', 'NOT-ELIGIBLE']),
      side: z.enum(['home', 'away']).nullable(),
      legProbability: z.number().nullable(),
    })
    .nullable(),
  flags: z.object({
    /** Prices older than the configured age: no edge is claimed from them. */
    stalePrices: z.boolean(),
    /** A book's edge is above EDGE_VERIFY_PERCENT (it is off-market). */
    verifyEdge: z.boolean(),
    /** A book is off-market (edge above EDGE_VERIFY_PERCENT or line far from the fair line). */
    offMarket: z.boolean().default(false),
  }),
  pricesFetchedAt: z.string().nullable(),
  curationStatus: z.enum(CURATION_STATUSES),
  contextualFactors: z.array(z.enum(CONTEXTUAL_FACTORS)),
  contextualNotes: z.string().nullable(),
  injuryAdjustment: z.number().nullable(),
  /** Which team the injury adjustment counts as the favourite (expert context; it moves no price). */
  injuryFavourite: z.enum(['home', 'away']).nullable().default(null),
  analysisVersion: z.number().int(),
  analyzedAt: z.string(),
  /** Both teams' ATS records before the game (null until computed, or without a market line). */
  ats: z.object({ home: teamAtsSchema, away: teamAtsSchema }).nullable().default(null),
  /**
   * Set on a game of the offline replay: the real season and kickoff it replays (the game is shown on
   * today's calendar with simulated sportsbooks). Null for real games.
   */
  replayOf: z.object({ season: z.number().int(), kickoff: z.string() }).nullable().default(null),
  /** Final score once played (replay or real). */
  result: z.object({ homeScore: z.number().int(), awayScore: z.number().int() }).nullable(),
  /**
   * Judged when read (src/shared/pricing/judge-freshness.ts): the moment the analysed lead price
   * stopped being a live edge (older than STALE_PRICE_MINUTES, or no longer quoted at that price)
   * when no live price took its place (a published pick: its own bet).
   * Shown as "price stale since 14:05 ET: check the book"; null while the lead is live.
   */
  priceStaleSince: z.string().nullable().default(null),
  /**
   * A published pick's live best price for the same bet (market and side) at a bettable book, judged
   * when read, beside its published price: "now +6.5 −110 at FanDuel (−2.3%)". Null on model picks,
   * and when no fresh bettable book quotes that bet.
   */
  livePrice: marketLineSchema.nullable().default(null),
  /**
   * A published pick's bet as published (the record: never changed by later prices), set on
   * curated picks as served; null on model picks.
   */
  publishedBet: z
    .object({
      market: z.enum(PRICED_MARKETS),
      side: z.enum(['home', 'away', 'over', 'under']),
      betString: z.string(),
      book: z.string(),
      price: z.number().int(),
      edge: z.number(),
      units: z.number(),
      publishedAt: z.string(),
    })
    .nullable()
    .default(null),
});
export type Game = z.infer<typeof gameSchema>;

export const gamesQuerySchema = z
  .object({
    sport: z.enum(PICKS_SPORT_FILTERS, { error: "sport must be 'nfl', 'college' or 'all'" }).default('all'),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    forceRefresh: z.enum(['true', 'false'], { error: 'forceRefresh must be true or false' }).default('false'),
  })
  .strict();

export const gamesResponseSchema = z.object({
  games: z.array(gameSchema),
  totalGames: z.number().int(),
  /**
   * The page's rule counted over every game analysed in the window and leagues (Best Bets and Weekly
   * Picks: "2 of 75 games analysed have a price 3% or more better than the fair line"); null elsewhere.
   */
  rule: z
    .object({ analysed: z.number().int().nonnegative(), qualifying: z.number().int().nonnegative() })
    .nullable()
    .default(null),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
});
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

export const analyzeBetRequestSchema = z
  .object({
    awayTeam: z.string({ error: 'awayTeam must be a string' }).trim().min(1, 'awayTeam is required').max(100),
    homeTeam: z.string({ error: 'homeTeam must be a string' }).trim().min(1, 'homeTeam is required').max(100),
    licenseKey: z.string().max(200).optional(),
    sport: z
      .enum(['college', 'nfl', 'cfb'], { error: "sport must be 'college' or 'nfl'" })
      .default('college'),
    isNeutralSite: z.boolean({ error: 'isNeutralSite must be true or false' }).default(false),
  })
  .strict();

export const analyzeBetResponseSchema = z.object({ analysis: gameSchema });
