/**
 * Which games reach the weekly picks and the weekly best bets.
 * Weekly picks: recommendation tier STRONG_BUY or BUY, confidence HIGH or VERY_HIGH, and a max edge of
 * at least 3%. Best bets: max edge of at least 3%. A missing or non-finite edge never qualifies.
 */

export const MIN_PICK_EDGE_PERCENT = 3;

const QUALITY_TIERS: ReadonlySet<string> = new Set(['STRONG_BUY', 'BUY']);
const QUALITY_CONFIDENCE: ReadonlySet<string> = new Set(['HIGH', 'VERY_HIGH']);

export interface PickQualityFields {
  readonly recommendationTier?: string | null;
  readonly confidenceLevel?: string | null;
  readonly maxEdge?: number | null;
}

function hasMinimumEdge(maxEdge: number | null | undefined): boolean {
  return typeof maxEdge === 'number' && Number.isFinite(maxEdge) && maxEdge >= MIN_PICK_EDGE_PERCENT;
}

export function isQualityPick(game: PickQualityFields): boolean {
  return (
    QUALITY_TIERS.has(game.recommendationTier ?? '') &&
    QUALITY_CONFIDENCE.has(game.confidenceLevel ?? '') &&
    hasMinimumEdge(game.maxEdge)
  );
}

export function qualityPicks<T extends PickQualityFields>(games: readonly T[]): T[] {
  return games.filter(isQualityPick);
}

export function isBestBet(game: Pick<PickQualityFields, 'maxEdge'>): boolean {
  return hasMinimumEdge(game.maxEdge);
}

export function bestBets<T extends Pick<PickQualityFields, 'maxEdge'>>(games: readonly T[]): T[] {
  return games.filter(isBestBet);
}
