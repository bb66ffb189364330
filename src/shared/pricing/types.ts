import type { ConfidenceLevel, Recommendation, RecommendationTier } from '../api/games';
import type { WongLabel } from '../model/wong-teaser';
import type { League } from '../league';
import type { FairLine } from './fair-line';
import type { LeanRecord } from './lean-record';
import type { RatingsFreshness } from '../ratings/ratings-freshness';
import type { SportCode } from '../league';
import type { PricingSettings } from './pricing-options';

/** The parts of a catalogue Team that pricing and its text need. */
export interface TeamRef {
  readonly id: string;
  /** 'Kansas City Chiefs' / 'Ohio State'. */
  readonly name: string;
  /** For bet strings: 'Chiefs' / 'Ohio State'. */
  readonly shortName: string;
}

/** One side of a handicap or total market, sportsbook convention (favourite negative). */
export interface QuotedPrice {
  readonly point: number;
  /** American odds. */
  readonly price: number;
}

/** The latest quote of one bookmaker for one game. */
export interface BookQuote {
  readonly key: string;
  readonly title: string;
  /** The offline replay's derived demo books. */
  readonly simulated: boolean;
  /**
   * How current the quote is: when we fetched it, or the feed's own last update of the book when that
   * is older (a book the feed stopped refreshing is not made current by fetching it again; see
   * latest-quotes.ts). Staleness is measured from it.
   */
  readonly fetchedAt: Date;
  readonly spreads?: { readonly home: QuotedPrice; readonly away: QuotedPrice };
  readonly totals?: { readonly over: QuotedPrice; readonly under: QuotedPrice };
  /** Two-way moneyline (price-game.ts prices it against the fair home win probability). */
  readonly h2h?: { readonly home: { readonly price: number }; readonly away: { readonly price: number } };
}

/** What the BetLens ratings predict for the game (pure ratings, never shrunk toward the market). */
export interface ModelPrediction {
  readonly expectedHomeScore: number;
  readonly expectedAwayScore: number;
  /** The model's own out-of-sample margin σ (larger than the closing line's). */
  readonly residualSigma: number;
  /** The model's total σ; without it no total lean is computed. */
  readonly totalSigma?: number | null;
}

export interface PriceGameInput {
  readonly league: League;
  readonly homeTeam: TeamRef;
  readonly awayTeam: TeamRef;
  readonly kickoff: Date;
  /** Passed through for the text; the prediction is expected to have dropped home field already. */
  readonly neutralSite: boolean;
  /** The BetLens ratings' prediction; null when they cannot price the game (e.g. an unrated opponent). */
  readonly prediction: ModelPrediction | null;
  /**
   * Admin injury adjustment in points (steps of 0.5): positive = the favourite is weakened, negative =
   * the underdog is weakened. Expert context, shown beside the edge; it moves no price (price-game.ts
   * says which team counts as the favourite).
   */
  readonly injuryAdjustment?: number | null;
  readonly books: readonly BookQuote[];
  readonly now: Date;
  /**
   * How much data stands behind both teams' ratings, 0–1 (e.g. min over the two teams of games rated
   * this season / a full sample). Defaults to 1: callers that know better must pass it.
   */
  readonly dataQuality?: number;
  /** How current the ratings are (ratings-freshness.ts); out-of-date ratings give no lean. */
  readonly ratingsFreshness?: RatingsFreshness | null;
}

/**
 * Which line the product prices books against (modelSpread): the market fair line whenever a fresh
 * book quotes a spread, or the ratings alone when none does (and then no book carries an edge).
 */
export interface PricingBasis {
  readonly kind: 'market' | 'ratings';
  /** The ratings' share of the priced line: 0 for market, 1 for ratings. */
  readonly ratingsWeight: number;
}

/**
 * The ratings disagreeing with the market fair line by at least LEAN_POINTS: a lean, never an edge. It
 * carries no units and no tier, only its measured record.
 */
export interface RatingsLean {
  readonly side: Side;
  readonly team: string;
  /** Short name for the text: 'BetLens ratings lean Texans by 10.1'. */
  readonly shortName: string;
  /** How many points more the ratings give that side than the market, one decimal. */
  readonly points: number;
  /** The backtest's ATS record for a disagreement of this size (lean-record.ts); null without one. */
  readonly record: LeanRecord | null;
}

export type Side = 'home' | 'away';
export type BookRecommendation = Recommendation | 'PASS' | 'STALE' | 'OFF_MARKET';
export type OffMarketReason = 'edge' | 'distance' | 'alternate';

/** The three game markets an edge is measured in (docs/pricing.md). */
export type PricedMarket = 'spread' | 'total' | 'moneyline';
export type PricedSide = Side | 'over' | 'under';

/** What every priced price carries, whatever its market. */
export interface PricedPrice {
  readonly market: PricedMarket;
  readonly key: string;
  /** Title, with ' (demo)' for simulated books. */
  readonly name: string;
  readonly side: PricedSide;
  /** Full team name of the side; null on a total. */
  readonly team: string | null;
  /** The side's handicap (sportsbook convention) or the total; null on a moneyline. */
  readonly line: number | null;
  readonly price: number;
  readonly betString: string;
  readonly winProbability: number;
  readonly pushProbability: number;
  readonly lossProbability: number;
  /** P(win) / (P(win) + P(loss)). */
  readonly coverProbability: number;
  /** The price's implied probability, vig included (push-free break-even). */
  readonly breakEven: number;
  /** The fair American price of this side at this number (from the priced line), pushes excluded. */
  readonly fairPrice: number;
  /** 100·EV, one decimal; 0 for a stale quote. */
  readonly edge: number;
  /** EV per $100 staked (the same number as the edge, 100·EV); 0 for a stale quote. */
  readonly evPer100: number;
  /** The edge the price would have if it were current (sorting and diagnostics only). */
  readonly priceEdge: number;
  readonly units: number;
  readonly recommendation: BookRecommendation;
  readonly insight: string;
  readonly fetchedAt: Date;
  readonly ageMinutes: number;
  readonly stale: boolean;
  /**
   * Edge above EDGE_VERIFY_PERCENT or line further than OFF_MARKET_POINTS from the fair line: shown as
   * "Off-market price: verify before betting", never recommended or staked.
   */
  readonly offMarket: boolean;
  readonly offMarketReason: OffMarketReason | null;
  /**
   * A book a user can bet (settings.bettableBooks). Others inform the fair line and are listed, but
   * are never the best price, the recommendation or a stake.
   */
  readonly bettable: boolean;
  readonly simulated: boolean;
}

/** One bookmaker's spread, priced on the side the market's fair line prefers there. */
export interface PricedBook extends PricedPrice {
  readonly market: 'spread';
  readonly side: Side;
  readonly team: string;
  readonly line: number;
  /** That side's line, sportsbook convention (the same as line). */
  readonly spread: number;
  /** The same bet expressed as a home line (product sign), for comparisons with the model. */
  readonly homeLine: number;
}

/** One bookmaker's total or moneyline, priced on its better side (rate-market-line.ts). */
export interface PricedMarketLine extends PricedPrice {
  readonly market: 'total' | 'moneyline';
}

/** Any priced price: a spread (PricedBook), a total or a moneyline. */
export type PricedLine = PricedBook | PricedMarketLine;

export interface TotalLean {
  readonly side: 'over' | 'under';
  readonly point: number;
  readonly price: number;
  readonly bookName: string;
  /** Push-free probability of the side. */
  readonly probability: number;
  readonly breakEven: number;
  readonly edge: number;
}

export interface WongFlag {
  readonly label: WongLabel;
  readonly side: Side | null;
  /** The leg's market line (team's own sign) and after the teaser points. */
  readonly teamLine: number | null;
  readonly teasedLine: number | null;
  readonly teaserPoints: number;
  /** Model P(leg wins), pushes counted as not winning. */
  readonly legProbability: number | null;
  /** Two-team per-leg break-even at the assumed teaser price. */
  readonly legBreakEven: number;
  readonly teaserPrice: number;
}

export type ConfidenceFactor = 'edge' | 'marketDepth' | 'bookAgreement';
export type ConfidenceCap = 'noRecommendation' | 'stalePrices';

export interface ConfidenceAssessment {
  readonly level: ConfidenceLevel;
  /** Sum of the factor points before caps. */
  readonly score: number;
  /** Points of the factors that apply (confidence.ts); a factor that does not apply is absent. */
  readonly points: Readonly<Partial<Record<ConfidenceFactor, number>>>;
  readonly caps: readonly ConfidenceCap[];
}

export interface PricedGame {
  readonly league: League;
  readonly sport: SportCode;
  readonly homeTeam: TeamRef;
  readonly awayTeam: TeamRef;
  readonly kickoff: Date;
  readonly neutralSite: boolean;
  /**
   * The line books are priced against (the spec's modelSpread): product sign (negative = home
   * favoured), one decimal; `pricingBasis` says what it is. Null when there is no line at all.
   */
  readonly modelSpread: number | null;
  readonly modelTotal: number | null;
  readonly pricingBasis: PricingBasis | null;
  /** The market fair line (no-vig consensus of fresh books); null without a fresh spread. */
  readonly fairLine: FairLine | null;
  /** The BetLens ratings line and total (pure ratings), one decimal; null when unrated. */
  readonly ratingsSpread: number | null;
  readonly ratingsTotal: number | null;
  readonly ratingsLean: RatingsLean | null;
  /** How current the ratings behind ratingsSpread are; null when the caller did not say. */
  readonly ratingsFreshness: RatingsFreshness | null;
  readonly homeExpectedScore: number | null;
  readonly awayExpectedScore: number | null;
  /** Unrounded expected home margin after the injury adjustment. */
  readonly expectedHomeMargin: number | null;
  readonly residualSigma: number | null;
  readonly injuryAdjustment: number | null;
  /** Which team the injury adjustment counted as the favourite (null without an adjustment). */
  readonly injuryFavourite: Side | null;
  readonly vegasSpread: number | null;
  readonly vegasSource: string | null;
  readonly marketTotal: number | null;
  /** |ratingsSpread − fair spread| in points, one decimal: how far the ratings are from the market. */
  readonly marketGap: number | null;
  /** Every book's spread: fresh books first, then by the edge of their price, best first. */
  readonly books: readonly PricedBook[];
  /** Every book's total and moneyline, ordered as books (rate-market-line.ts). */
  readonly marketLines: readonly PricedMarketLine[];
  /**
   * The game's best price across the three markets: the highest edge among each market's best price
   * (the first fresh, on-market, bettable line), a spread on a tie, then a total. maxEdge, units, the
   * tier and the confidence are this price's. Null without one.
   */
  readonly lead: PricedLine | null;
  readonly freshBooks: number;
  /** Fresh, on-market books offering the lead price's market and side with at least the bet threshold edge. */
  readonly agreeingBooks: number;
  readonly maxEdge: number;
  readonly units: number;
  readonly recommendation: Recommendation | null;
  readonly recommendationTier: RecommendationTier | null;
  readonly confidenceLevel: ConfidenceLevel;
  readonly confidence: ConfidenceAssessment;
  readonly flags: {
    readonly stalePrices: boolean;
    /** A fresh book's edge is above EDGE_VERIFY_PERCENT (it is off-market). */
    readonly verifyEdge: boolean;
    /** A fresh book is off-market (edge or distance). */
    readonly offMarket: boolean;
  };
  /** NFL key numbers (absolute) between the model's margin and the best bet's line. */
  readonly keyNumbersCrossed: readonly number[];
  readonly wong: WongFlag | null;
  readonly totalLean: TotalLean | null;
  readonly insight: string;
  readonly pricesFetchedAt: Date | null;
  readonly dataQuality: number;
  readonly settings: PricingSettings;
}
