import { CONFIDENCE_LEVELS, type ConfidenceLevel } from '../api/games';
import type { PricingSettings } from './pricing-options';
import type { ConfidenceAssessment, ConfidenceCap, ConfidenceFactor, PricingBasis } from './types';

/**
 * Confidence: how far the edge can be trusted, not how big it is. The edge is a book's price against
 * the market fair line, so confidence reads only the market: how deep the fair line's consensus is
 * and how many bettable books offer the price. The BetLens ratings are a lean beside the edge, with
 * their own measured record; they neither raise nor lower the confidence in a price, so no reason can
 * say "the ratings agree" while another says "they are far apart". Points per factor, summed:
 *
 *   edge            maxEdge ≥ strongEdge (5): +2; ≥ goodEdge (3): +1; else 0
 *   marketDepth     books in the fair-line consensus: ≥ 5, or a sharp book among them: +1;
 *                   ≤ 2: −1 (a fair line from one or two books is itself uncertain); else 0
 *   bookAgreement   fresh, on-market, bettable books offering the best side with at least the bet
 *                   threshold edge: ≥ 2: +1 (more than one book is behind the market's number); else 0
 *
 *   score ≥ 4 VERY_HIGH; ≥ 2 HIGH; ≥ 1 MEDIUM; else LOW
 *
 * Caps, applied after the score: no recommendation ⇒ LOW; stale prices ⇒ at most MEDIUM. Without a
 * market (pricingBasis 'ratings') there is no edge, so no recommendation and LOW. Off-market prices
 * never reach here as the best price (price-game.ts), so they need no cap.
 *
 * ATS records (the cards' ATS badge) are deliberately not a factor: a team's past cover rate does not
 * predict its next cover (docs/pricing.md, scripts/measure-ats-signal.ts).
 *
 * Monotone: more books, more agreement or a larger edge never lower the level.
 */

export const DEEP_MARKET_BOOKS = 5;
export const THIN_MARKET_BOOKS = 2;
export const AGREEING_BOOKS = 2;

export interface ConfidenceInput {
  readonly hasRecommendation: boolean;
  readonly maxEdge: number;
  readonly pricingBasis: PricingBasis | null;
  /** Books in the fair-line consensus, and whether a sharp one is among them. */
  readonly consensusBooks: number;
  readonly sharpInConsensus: boolean;
  readonly agreeingBooks: number;
  readonly stalePrices: boolean;
}

const rank = (level: ConfidenceLevel) => CONFIDENCE_LEVELS.length - 1 - CONFIDENCE_LEVELS.indexOf(level);
const atMost = (level: ConfidenceLevel, cap: ConfidenceLevel): ConfidenceLevel =>
  rank(level) > rank(cap) ? cap : level;

export function assessConfidence(input: ConfidenceInput, settings: PricingSettings): ConfidenceAssessment {
  const points: Partial<Record<ConfidenceFactor, number>> = {
    edge: input.maxEdge >= settings.strongEdge ? 2 : input.maxEdge >= settings.goodEdge ? 1 : 0,
  };
  if (input.pricingBasis?.kind === 'market') {
    points.marketDepth =
      input.consensusBooks >= DEEP_MARKET_BOOKS || input.sharpInConsensus
        ? 1
        : input.consensusBooks <= THIN_MARKET_BOOKS
          ? -1
          : 0;
    points.bookAgreement = input.agreeingBooks >= AGREEING_BOOKS ? 1 : 0;
  }
  const score = Object.values(points).reduce((s, p) => s + p, 0);
  let level: ConfidenceLevel = score >= 4 ? 'VERY_HIGH' : score >= 2 ? 'HIGH' : score >= 1 ? 'MEDIUM' : 'LOW';
  const caps: ConfidenceCap[] = [];
  if (!input.hasRecommendation) caps.push('noRecommendation');
  if (input.stalePrices) caps.push('stalePrices');
  for (const cap of caps) level = atMost(level, cap === 'stalePrices' ? 'MEDIUM' : 'LOW');
  return { level, score, points, caps };
}
