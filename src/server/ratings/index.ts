/**
 * Team ratings for pricing: ridge offense/defense ratings plus FiveThirtyEight-style Elo, blended, with
 * an optional shrink toward the market. `rateGames` is the product's entry point; the backtest drives
 * `RatingEngine` week by week. Method and tuned values: docs/model.md.
 */
export { rateGames, type Pricing, type PredictOptions, type RatedLeague } from './rate-games';
export {
  RatingEngine,
  type EngineState,
  type GamePrediction,
  type MarketBlendedPrediction,
  type ModelPrediction,
  type RatingEngineOptions,
  type TeamRating,
} from './rating-engine';
export {
  CFB_RATING_CONFIG,
  defaultRatingConfig,
  NFL_RATING_CONFIG,
  type RatingConfig,
} from './rating-config';
export { isTargetGame, type CompletedGame, type Fixture, type MarketLine } from './game-types';
export type { TeamSeasonRating } from './season-priors';
export type { BlendWeights } from './blend';
export { groupIntoRounds } from './football-weeks';
