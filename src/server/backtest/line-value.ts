import { betRecord, gradeSpreadBet, type Bet, type BetRecord } from './metrics';

/**
 * What the pure ratings are worth against the market, beyond MAE against results:
 *  - against the OPENING line (where the data has one): MAE of ratings, opener and close on the same games;
 *  - closing-line value: when the ratings disagree with the opener, does the line move their way by the close?
 *  - ATS at −110 by how far the ratings sit from a line (the close, or the opener), graded on that line.
 * Margins are expected HOME margins (= −home line). Every input is the walk-forward rating made before
 * the game; the lines are the game's own and are used only to grade, never to predict.
 */

export interface LineValueGame {
  readonly season: number;
  /** Final home margin. */
  readonly margin: number;
  /** The pure ratings' expected home margin. */
  readonly ratingsMargin: number;
  /** Consensus closing home line (product sign). */
  readonly homeLine?: number;
  /** Opening home line (median of the books' openers). */
  readonly openHomeLine?: number;
  /** Median close of the same books that gave the opener: what the opener moved to. */
  readonly openBooksCloseHomeLine?: number;
}

export interface OpeningComparison {
  /** Games with an opener and a consensus close. */
  readonly games: number;
  readonly ratingsMae: number;
  readonly openMae: number;
  readonly closeMae: number;
}

export interface ClosingLineValue {
  /** Minimum |ratings − opener| in points for a game to count. */
  readonly threshold: number;
  /** Games where the ratings disagreed with the opener by `threshold` or more and the books closed. */
  readonly disagreements: number;
  /** Of those, games whose line moved (the rate's denominator). */
  readonly games: number;
  /** Moved toward the ratings: the close is on the ratings' side of the opener (overshooting counts). */
  readonly towardRatings: number;
  readonly awayFromRatings: number;
  /** Close equal to the opener: counted here, not in `games`. */
  readonly noMove: number;
  /** towardRatings / games, and its standard error √(rate·(1 − rate)/games). */
  readonly rate: number;
  readonly se: number;
  /** Mean signed move of the line toward the ratings, in points, over all disagreements (no-moves as 0). */
  readonly meanMoveTowardRatings: number;
  readonly meanMoveSe: number;
}

/** The ratings' bets at −110 with |ratings margin − line margin| in [from, to) points; `to` null: no upper bound. */
export interface DisagreementTier extends BetRecord {
  readonly label: string;
  readonly from: number;
  readonly to: number | null;
}

export const CLV_THRESHOLD_POINTS = 1.5;
export const DISAGREEMENT_TIERS: readonly { label: string; from: number; to: number | null }[] = [
  { label: '0–1.5', from: 0, to: 1.5 },
  { label: '1.5–3', from: 1.5, to: 3 },
  { label: '3+', from: 3, to: null },
  { label: 'all', from: 0, to: null },
];
const STANDARD_PRICE = -110;

const mean = (xs: readonly number[]) =>
  xs.length === 0 ? Number.NaN : xs.reduce((s, x) => s + x, 0) / xs.length;

export function openingComparison(games: readonly LineValueGame[]): OpeningComparison | undefined {
  const lined = games.filter((g) => g.openHomeLine !== undefined && g.homeLine !== undefined);
  if (lined.length === 0) return undefined;
  return {
    games: lined.length,
    ratingsMae: mean(lined.map((g) => Math.abs(g.margin - g.ratingsMargin))),
    openMae: mean(lined.map((g) => Math.abs(g.margin + g.openHomeLine!))),
    closeMae: mean(lined.map((g) => Math.abs(g.margin + g.homeLine!))),
  };
}

export function closingLineValue(
  games: readonly LineValueGame[],
  threshold = CLV_THRESHOLD_POINTS,
): ClosingLineValue | undefined {
  const moves: number[] = [];
  for (const g of games) {
    if (g.openHomeLine === undefined || g.openBooksCloseHomeLine === undefined) continue;
    const gap = g.ratingsMargin + g.openHomeLine; // ratings margin − opener margin
    if (Math.abs(gap) < threshold) continue;
    // The line's move in margin terms (−close − (−open)), signed so that + is toward the ratings.
    moves.push(Math.sign(gap) * (g.openHomeLine - g.openBooksCloseHomeLine));
  }
  if (moves.length === 0) return undefined;
  const towardRatings = moves.filter((m) => m > 0).length;
  const awayFromRatings = moves.filter((m) => m < 0).length;
  const moved = towardRatings + awayFromRatings;
  const rate = moved > 0 ? towardRatings / moved : Number.NaN;
  const meanMove = mean(moves);
  return {
    threshold,
    disagreements: moves.length,
    games: moved,
    towardRatings,
    awayFromRatings,
    noMove: moves.length - moved,
    rate,
    se: moved > 0 ? Math.sqrt((rate * (1 - rate)) / moved) : Number.NaN,
    meanMoveTowardRatings: meanMove,
    meanMoveSe: Math.sqrt(mean(moves.map((m) => (m - meanMove) ** 2)) / moves.length),
  };
}

/**
 * Bet the side the ratings prefer against `line` ('close' or 'open') at −110, tiered by how far the
 * ratings sit from it. A rating exactly on the line picks no side and is not bet.
 */
export function disagreementTiers(
  games: readonly LineValueGame[],
  line: 'close' | 'open',
): DisagreementTier[] {
  const bets: (Bet & { gap: number })[] = [];
  for (const g of games) {
    const homeLine = line === 'close' ? g.homeLine : g.openHomeLine;
    if (homeLine === undefined) continue;
    const gap = g.ratingsMargin + homeLine;
    if (gap === 0) continue;
    bets.push({ gap: Math.abs(gap), ...gradeSpreadBet(gap > 0, homeLine, g.margin, STANDARD_PRICE) });
  }
  return DISAGREEMENT_TIERS.map(({ label, from, to }) => ({
    label,
    from,
    to,
    ...betRecord(bets.filter((b) => b.gap >= from && (to === null || b.gap < to))),
  }));
}
