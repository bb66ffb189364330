export { assessConfidence, type ConfidenceInput } from './confidence';
export { betString, favouriteLineText, formatPoint } from './format-bet';
export { toModelLeague, toProductLeague, type SportCode } from './league';
export { keyNumbersBetween, marketConsensus, priceGame, type MarketConsensus } from './price-game';
export {
  DEFAULT_PRICING_SETTINGS,
  resolvePricingOptions,
  type PricingOptions,
  type PricingSettings,
} from './pricing-options';
export { rateBookLine } from './rate-book-line';
export { bookRecommendation, recommendationForEdge, unitsFor } from './recommend';
export {
  toGamePayload,
  toSportsbookLine,
  type CurationStatus,
  type GamePayloadExtras,
} from './to-game-payload';
export type {
  BookQuote,
  BookRecommendation,
  ConfidenceAssessment,
  ModelPrediction,
  PriceGameInput,
  PricedBook,
  PricedGame,
  QuotedPrice,
  Side,
  TeamRef,
  TotalLean,
  WongFlag,
} from './types';
