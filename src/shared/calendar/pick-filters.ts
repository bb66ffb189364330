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

/** How many games of a window were analysed, and how many of them meet a page's rule. */
export interface RuleCounts {
  readonly analysed: number;
  readonly qualifying: number;
}

export function countRule<T>(games: readonly T[], rule: (game: T) => boolean): RuleCounts {
  return { analysed: games.length, qualifying: games.filter(rule).length };
}

function ofAnalysed({ analysed, qualifying }: RuleCounts): string {
  return `${qualifying} of ${analysed} ${analysed === 1 ? 'game' : 'games'} analysed`;
}

/** Weekly Best Bets' rule with its counts (issue 20 §7). */
export function bestBetsRuleText(counts: RuleCounts): string {
  return `${ofAnalysed(counts)} ${counts.qualifying === 1 ? 'has' : 'have'} a price ${MIN_PICK_EDGE_PERCENT}% or more better than the fair line`;
}

/** Weekly Picks' rule with its counts. */
export function weeklyPicksRuleText(counts: RuleCounts): string {
  return `${ofAnalysed(counts)} ${counts.qualifying === 1 ? 'passes' : 'pass'} every check: a Strong Buy or Buy tier, high confidence and a price ${MIN_PICK_EDGE_PERCENT}% or more better than the fair line`;
}
