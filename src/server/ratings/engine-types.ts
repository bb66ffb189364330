import type { BlendWeights } from './blend';
import type { TeamSeasonRating } from './season-priors';

/** What the rating engine hands out: its predictions, team ratings and state. */

export interface ModelPrediction {
  readonly expectedHome: number;
  readonly expectedAway: number;
  /** Product sign: −(expected home margin); negative = home favoured. */
  readonly spread: number;
  readonly total: number;
  /** RMS error of this model's margin on past seasons (walk-forward): the σ to price it with. */
  readonly residualSigma: number;
  readonly totalSigma: number;
  /** Components: ridge scores, the Elo margin and the market-implied ratings' margin, before the blend. */
  readonly ridgeMargin: number;
  readonly ridgeTotal: number;
  readonly eloMargin: number;
  /** Margin of the ratings fitted to past closing lines (absent when that component is off). */
  readonly linesMargin?: number;
  /** Ridge share of the model margin (the market-implied ratings take `linesWeight`, Elo the rest). */
  readonly ridgeWeight: number;
  readonly linesWeight: number;
  /** The starting quarterbacks the prediction assumed (given, or each team's most recent starter). */
  readonly homeQuarterback?: string;
  readonly awayQuarterback?: string;
  /** Either team within its first `blend.earlyGames` games of the season (priced with the early share). */
  readonly early: boolean;
}

export interface MarketBlendedPrediction {
  readonly expectedHome: number;
  readonly expectedAway: number;
  readonly spread: number;
  readonly total: number;
  readonly residualSigma: number;
  /** w in μ = w·μ_model + (1 − w)·μ_market, for the margin and the total. */
  readonly modelWeight: number;
  readonly totalModelWeight: number;
}

export interface GamePrediction {
  readonly model: ModelPrediction;
  /** Present when the game had a closing line (margin and/or total). */
  readonly blended?: MarketBlendedPrediction;
}

export interface TeamRating {
  readonly team: string;
  /** Points scored / allowed above an average team (higher defense = worse). */
  readonly offense: number;
  readonly defense: number;
  /** offense − defense: expected margin vs an average team on a neutral field. */
  readonly margin: number;
  readonly elo: number;
  /** Market-implied rating (points vs an average team, from past closing lines), when that component is on. */
  readonly lines?: number;
  readonly gamesThisSeason: number;
}

export interface EngineState {
  readonly season: number | undefined;
  /** League scoring level μ (points per team per game) and home field H (points). */
  readonly mean: number;
  readonly homeField: number;
  readonly weights: BlendWeights;
  readonly gamesIngested: number;
}

export interface RatingEngineOptions {
  /** Published end-of-season ratings (college); season N's rows only ever seed season N + 1. */
  readonly seasonRatings?: readonly TeamSeasonRating[];
  /** Pre-season Elo for teams first seen in `seedSeason` (e.g. FiveThirtyEight's values for 1999). */
  readonly seedElo?: ReadonlyMap<string, number>;
  readonly seedSeason?: number;
}
