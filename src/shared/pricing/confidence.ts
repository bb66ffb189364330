import { CONFIDENCE_LEVELS, type ConfidenceLevel } from '../api/games';
import type { PricingSettings } from './pricing-options';
import type { ConfidenceAssessment, ConfidenceCap, ConfidenceFactor } from './types';

/**
 * Confidence: how far the edge can be trusted, not how big it is. Points per factor, summed:
 *
 *   edge            maxEdge ≥ strongEdge (5): +2; ≥ goodEdge (3): +1; else 0
 *   marketAgreement g = |modelSpread − vegasSpread| / σ_model:
 *                   g ≤ 0.2: +1; g ≤ 0.3: 0; otherwise −1
 *                   (a model that is a fifth of a σ off the market is a normal disagreement; far beyond
 *                   that the market usually knows something the ratings do not)
 *   bookAgreement   fresh books on the best side with at least the bet threshold edge:
 *                   ≥ 3: +1; only 1 while ≥ 3 fresh books quote the game: −1 (a lone outlier price is
 *                   often a stale or mistaken line); else 0
 *   dataQuality     q ≥ 0.8: 0; q ≥ 0.5: −1; below: −2
 *
 *   score ≥ 4 VERY_HIGH; ≥ 2 HIGH; ≥ 1 MEDIUM; else LOW
 *
 * Caps, applied after the score: no recommendation ⇒ LOW; stale prices or a verify-edge flag ⇒ at most
 * MEDIUM; g > 0.5 (huge disagreement) ⇒ LOW.
 *
 * Monotone: more books agreeing, better data or a smaller gap never lower the level; a larger edge never
 * lowers it either, except where it crosses verifyEdgeAbove, which caps at MEDIUM on purpose.
 */

export const AGREE_GAP_SIGMAS = 0.2;
export const NEUTRAL_GAP_SIGMAS = 0.3;
export const HUGE_GAP_SIGMAS = 0.5;
export const BOOK_CONSENSUS = 3;
export const GOOD_DATA = 0.8;
export const FAIR_DATA = 0.5;

export interface ConfidenceInput {
  readonly hasRecommendation: boolean;
  readonly maxEdge: number;
  /** |modelSpread − vegasSpread|, or null without one of them. */
  readonly marketGap: number | null;
  readonly sigma: number | null;
  readonly freshBooks: number;
  readonly agreeingBooks: number;
  readonly dataQuality: number;
  readonly stalePrices: boolean;
  readonly verifyEdge: boolean;
}

const rank = (level: ConfidenceLevel) => CONFIDENCE_LEVELS.length - 1 - CONFIDENCE_LEVELS.indexOf(level);
const atMost = (level: ConfidenceLevel, cap: ConfidenceLevel): ConfidenceLevel =>
  rank(level) > rank(cap) ? cap : level;

/** Gap in σ units; null when it cannot be measured (no market line). */
export function gapInSigmas(marketGap: number | null, sigma: number | null): number | null {
  return marketGap === null || sigma === null || !(sigma > 0) ? null : marketGap / sigma;
}

export function assessConfidence(input: ConfidenceInput, settings: PricingSettings): ConfidenceAssessment {
  const g = gapInSigmas(input.marketGap, input.sigma);
  const points: Record<ConfidenceFactor, number> = {
    edge: input.maxEdge >= settings.strongEdge ? 2 : input.maxEdge >= settings.goodEdge ? 1 : 0,
    marketAgreement: g === null ? 0 : g <= AGREE_GAP_SIGMAS ? 1 : g <= NEUTRAL_GAP_SIGMAS ? 0 : -1,
    bookAgreement:
      input.agreeingBooks >= BOOK_CONSENSUS
        ? 1
        : input.agreeingBooks <= 1 && input.freshBooks >= BOOK_CONSENSUS
          ? -1
          : 0,
    dataQuality: input.dataQuality >= GOOD_DATA ? 0 : input.dataQuality >= FAIR_DATA ? -1 : -2,
  };
  const score = points.edge + points.marketAgreement + points.bookAgreement + points.dataQuality;
  let level: ConfidenceLevel = score >= 4 ? 'VERY_HIGH' : score >= 2 ? 'HIGH' : score >= 1 ? 'MEDIUM' : 'LOW';
  const caps: ConfidenceCap[] = [];
  if (!input.hasRecommendation) caps.push('noRecommendation');
  if (input.stalePrices) caps.push('stalePrices');
  if (input.verifyEdge) caps.push('verifyEdge');
  if (g !== null && g > HUGE_GAP_SIGMAS) caps.push('hugeDisagreement');
  for (const cap of caps) {
    level = atMost(level, cap === 'stalePrices' || cap === 'verifyEdge' ? 'MEDIUM' : 'LOW');
  }
  return { level, score, points, caps };
}
