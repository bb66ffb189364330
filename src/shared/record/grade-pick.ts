/**
 * Grading a published pick against its frozen line, and closing line value. Pure: the server's
 * grader and the record page's figures both come from here.
 */
export type PickResult = 'win' | 'loss' | 'push';

export interface FrozenPick {
  side: 'home' | 'away';
  /** The side's line in sportsbook convention (favourite negative). */
  line: number;
  /** American price. */
  price: number;
  units: number;
}

/** Win, loss or push of a spread pick given the final score. */
export function pickResult(
  pick: Pick<FrozenPick, 'side' | 'line'>,
  homeScore: number,
  awayScore: number,
): PickResult {
  const margin = pick.side === 'home' ? homeScore - awayScore : awayScore - homeScore;
  const covered = margin + pick.line;
  if (covered > 0) return 'win';
  if (covered < 0) return 'loss';
  return 'push';
}

/** Profit per unit staked at an American price. */
export function payoutPerUnit(price: number): number {
  return price > 0 ? price / 100 : 100 / Math.abs(price);
}

/** Net units: a win pays the stake at the frozen price, a loss costs the stake, a push returns it. */
export function unitsWon(pick: Pick<FrozenPick, 'price' | 'units'>, result: PickResult): number {
  if (result === 'push') return 0;
  const value = result === 'win' ? pick.units * payoutPerUnit(pick.price) : -pick.units;
  return Math.round(value * 1000) / 1000;
}

/**
 * Closing line value in points for the picked side: positive when the published line was better
 * than the close (e.g. took -3, closed -4 → +1; took +6.5, closed +5.5 → +1).
 */
export function closingLineValue(line: number, closingLine: number | null): number | null {
  if (closingLine === null) return null;
  return Math.round((line - closingLine) * 100) / 100;
}

export interface GradeFacts {
  result: PickResult;
  unitsWon: number;
  clv: number | null;
}

export function gradePick(
  pick: FrozenPick,
  score: { homeScore: number; awayScore: number },
  closingLine: number | null,
): GradeFacts {
  const result = pickResult(pick, score.homeScore, score.awayScore);
  return { result, unitsWon: unitsWon(pick, result), clv: closingLineValue(pick.line, closingLine) };
}
