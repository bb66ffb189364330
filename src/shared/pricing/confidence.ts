import { CONFIDENCE_LEVELS, type ConfidenceLevel } from '../api/games';
import type { PricingSettings } from './pricing-options';
import type { ConfidenceAssessment, ConfidenceCap, ConfidenceFactor, PricingBasis } from './types';

/**
 * Confidence: how far the edge can be trusted, not how big it is. It uses only signals the analysis
 * has; a factor that does not apply scores 0 and is not listed. Points per factor, summed:
 *
 *   edge            maxEdge ≥ strongEdge (5): +2; ≥ goodEdge (3): +1; else 0
 *   marketDepth     books in the fair-line consensus: ≥ 5, or a sharp book among them: +1;
 *                   ≤ 2: −1 (a fair line from one or two books is itself uncertain); else 0
 *   bookAgreement   fresh on-market books offering the best side with at least the bet threshold
 *                   edge: ≥ 2: +1 (more than one book is behind the market's number); else 0
 *   marketAgreement only when the ratings carry weight in the priced line (pricingBasis 'blend'):
 *                   g = |ratings − market fair line| / σ ≤ 0.2: +1; ≤ 0.3: 0; otherwise −1.
 *                   When the priced line IS the market there is nothing to agree with: no point.
 *   dataQuality     only when the ratings carry weight ('blend' or 'ratings'): games behind both
 *                   ratings q ≥ 0.8: 0; ≥ 0.5: −1; below: −2
 *
 *   score ≥ 4 VERY_HIGH; ≥ 2 HIGH; ≥ 1 MEDIUM; else LOW
 *
 * Caps, applied after the score: no recommendation ⇒ LOW; stale prices ⇒ at most MEDIUM; with the
 * ratings in the priced line, g > 0.5 (huge disagreement: the market usually knows something) ⇒ LOW.
 * Off-market prices never reach here as the best price (price-game.ts), so they need no cap.
 *
 * ATS records (the cards' ATS badge) are deliberately not a factor: a team's past cover rate does not
 * predict its next cover (docs/pricing.md, scripts/measure-ats-signal.ts).
 *
 * Monotone: more books, more agreement, better data or a smaller gap never lower the level, nor does a
 * larger edge.
 */

export const AGREE_GAP_SIGMAS = 0.2;
export const NEUTRAL_GAP_SIGMAS = 0.3;
export const HUGE_GAP_SIGMAS = 0.5;
export const DEEP_MARKET_BOOKS = 5;
export const THIN_MARKET_BOOKS = 2;
export const AGREEING_BOOKS = 2;
export const GOOD_DATA = 0.8;
export const FAIR_DATA = 0.5;

export interface ConfidenceInput {
  readonly hasRecommendation: boolean;
  readonly maxEdge: number;
  readonly pricingBasis: PricingBasis | null;
  /** |ratings − market fair line|, or null without one of them. */
  readonly marketGap: number | null;
  readonly sigma: number | null;
  /** Books in the fair-line consensus, and whether a sharp one is among them. */
  readonly consensusBooks: number;
  readonly sharpInConsensus: boolean;
  readonly agreeingBooks: number;
  readonly dataQuality: number;
  readonly stalePrices: boolean;
}

const rank = (level: ConfidenceLevel) => CONFIDENCE_LEVELS.length - 1 - CONFIDENCE_LEVELS.indexOf(level);
const atMost = (level: ConfidenceLevel, cap: ConfidenceLevel): ConfidenceLevel =>
  rank(level) > rank(cap) ? cap : level;

/** Gap in σ units; null when it cannot be measured (no market line). */
export function gapInSigmas(marketGap: number | null, sigma: number | null): number | null {
  return marketGap === null || sigma === null || !(sigma > 0) ? null : marketGap / sigma;
}

export function assessConfidence(input: ConfidenceInput, settings: PricingSettings): ConfidenceAssessment {
  const basis = input.pricingBasis?.kind ?? null;
  const ratingsCount = basis === 'blend' || basis === 'ratings';
  const g = basis === 'blend' ? gapInSigmas(input.marketGap, input.sigma) : null;
  const points: Partial<Record<ConfidenceFactor, number>> = {
    edge: input.maxEdge >= settings.strongEdge ? 2 : input.maxEdge >= settings.goodEdge ? 1 : 0,
  };
  if (basis === 'market' || basis === 'blend') {
    points.marketDepth =
      input.consensusBooks >= DEEP_MARKET_BOOKS || input.sharpInConsensus
        ? 1
        : input.consensusBooks <= THIN_MARKET_BOOKS
          ? -1
          : 0;
    points.bookAgreement = input.agreeingBooks >= AGREEING_BOOKS ? 1 : 0;
  }
  if (g !== null) points.marketAgreement = g <= AGREE_GAP_SIGMAS ? 1 : g <= NEUTRAL_GAP_SIGMAS ? 0 : -1;
  if (ratingsCount) {
    points.dataQuality = input.dataQuality >= GOOD_DATA ? 0 : input.dataQuality >= FAIR_DATA ? -1 : -2;
  }
  const score = Object.values(points).reduce((s, p) => s + p, 0);
  let level: ConfidenceLevel = score >= 4 ? 'VERY_HIGH' : score >= 2 ? 'HIGH' : score >= 1 ? 'MEDIUM' : 'LOW';
  const caps: ConfidenceCap[] = [];
  if (!input.hasRecommendation) caps.push('noRecommendation');
  if (input.stalePrices) caps.push('stalePrices');
  if (g !== null && g > HUGE_GAP_SIGMAS) caps.push('hugeDisagreement');
  for (const cap of caps) level = atMost(level, cap === 'stalePrices' ? 'MEDIUM' : 'LOW');
  return { level, score, points, caps };
}
