import type { Recommendation, RecommendationTier } from '../api/games';
import { recommendStake, UNIT_SHARE_OF_BANKROLL } from '../odds/units';
import type { OutcomeProbabilities } from '../odds/ev';
import type { PricingSettings } from './pricing-options';
import type { BookRecommendation } from './types';

/**
 * Recommendation rules. One input, the edge in percent rounded to one decimal (the precision every
 * page shows, so a card reading "3.0%" is never a LEAN while another reads BUY):
 *
 *   edge ≥ strongEdge (5)      STRONG_BET / STRONG_BUY
 *   edge ≥ goodEdge (3)        GOOD_BET   / BUY          (3 = the weekly-picks minimum edge)
 *   edge ≥ minEdgeForBet (1.5) BET        / LEAN
 *   otherwise                  no recommendation (PASS on a book line)
 *
 * Monotone by construction: a larger edge never gives a lower tier. A game gets no recommendation at
 * all without a model line or without a fresh price (price-game.ts).
 */

export interface RecommendationResult {
  readonly recommendation: Recommendation | null;
  readonly recommendationTier: RecommendationTier | null;
}

export function recommendationForEdge(edge: number, settings: PricingSettings): RecommendationResult {
  if (!Number.isFinite(edge)) return { recommendation: null, recommendationTier: null };
  if (edge >= settings.strongEdge) return { recommendation: 'STRONG_BET', recommendationTier: 'STRONG_BUY' };
  if (edge >= settings.goodEdge) return { recommendation: 'GOOD_BET', recommendationTier: 'BUY' };
  if (edge >= settings.minEdgeForBet) return { recommendation: 'BET', recommendationTier: 'LEAN' };
  return { recommendation: null, recommendationTier: null };
}

/** The per-book label in the 'All Sportsbooks' list. */
export function bookRecommendation(
  edge: number,
  stale: boolean,
  settings: PricingSettings,
): BookRecommendation {
  if (stale) return 'STALE';
  return recommendationForEdge(edge, settings).recommendation ?? 'PASS';
}

/**
 * Units for one priced side: ¼-Kelly with pushes (kelly.ts), capped at maxUnits, on the half-unit
 * scale (units.ts). Zero when the edge is below the bet threshold: a stake is only suggested for a
 * bet that is recommended, so a PASS line never shows "0.5 units". Off-market prices (edge above
 * EDGE_VERIFY_PERCENT, or far from the fair line) are never staked: the caller passes them no units.
 */
export function unitsFor(
  outcomes: OutcomeProbabilities,
  americanPrice: number,
  roundedEdge: number,
  settings: PricingSettings,
): number {
  if (roundedEdge < settings.minEdgeForBet) return 0;
  const stake = recommendStake(outcomes, americanPrice, {
    fraction: settings.kellyFraction,
    cap: settings.maxUnits * UNIT_SHARE_OF_BANKROLL,
    verifyEdgeAbove: settings.verifyEdgeAbove,
  });
  return Math.min(stake.units, settings.maxUnits);
}
