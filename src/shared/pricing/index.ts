export { assessConfidence, type ConfidenceInput } from './confidence';
export { betString, favouriteLineText, formatPoint } from './format-bet';
export { FAIR_LINE_METHOD, marketFairLine, type FairLine } from './fair-line';
export { LEAN_POINTS, OFF_MARKET_POINTS, OFF_MARKET_TOTAL_POINTS } from './market-rules';
export { bestPrice, keyNumbersBetween, marketConsensus, priceGame, type MarketConsensus } from './price-game';
export {
  DEFAULT_PRICING_SETTINGS,
  resolvePricingOptions,
  type PricingOptions,
  type PricingSettings,
} from './pricing-options';
export { ALTERNATE_LINE_LABEL, NOT_BETTABLE_LABEL, OFF_MARKET_LABEL, rateBookLine } from './rate-book-line';
export { leanRecord, type LeanRecord } from './lean-record';
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
  PricingBasis,
  QuotedPrice,
  RatingsLean,
  Side,
  TeamRef,
  TotalLean,
  WongFlag,
} from './types';
