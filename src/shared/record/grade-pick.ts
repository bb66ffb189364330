/**
 * Grading a published pick against its frozen line, and closing line value. Pure: the server's
 * grader and the record page's figures both come from here.
 */
export type PickResult = 'win' | 'loss' | 'push';

export type PickMarket = 'spread' | 'total' | 'moneyline';
export type PickSide = 'home' | 'away' | 'over' | 'under';

/** A spread pick: a team side at its handicap. */
export interface SpreadPick {
  side: 'home' | 'away';
  /** The side's line in sportsbook convention (favourite negative). */
  line: number;
}

/** A pick in any market (issue 21): a spread or total at its number, a moneyline outright. */
export interface MarketPick {
  /** Absent: a spread (picks published before issue 21). */
  market?: PickMarket | undefined;
  side: PickSide;
  /** The side's handicap or the total; null on a moneyline. */
  line: number | null;
}

export interface FrozenPick extends MarketPick {
  /** American price. */
  price: number;
  units: number;
}

const sign = (x: number): PickResult => (x > 0 ? 'win' : x < 0 ? 'loss' : 'push');

/** Win, loss or push of a spread pick given the final score. */
export function pickResult(pick: SpreadPick, homeScore: number, awayScore: number): PickResult {
  const margin = pick.side === 'home' ? homeScore - awayScore : awayScore - homeScore;
  return sign(margin + pick.line);
}

/**
 * Win, loss or push of a pick (or a recorded bet) in its own market: a spread at its handicap, a total
 * over or under its number (on it: a push), a moneyline outright (a tie returns a two-way moneyline
 * stake, as US books settle it). The one home of grading; grade-bet.ts reads it too.
 */
export function marketResult(pick: MarketPick, homeScore: number, awayScore: number): PickResult {
  const market = pick.market ?? 'spread';
  switch (market) {
    case 'spread':
      if (pick.line === null || (pick.side !== 'home' && pick.side !== 'away'))
        throw new RangeError('a spread pick needs a team side and a line');
      return pickResult({ side: pick.side, line: pick.line }, homeScore, awayScore);
    case 'total': {
      if (pick.line === null || (pick.side !== 'over' && pick.side !== 'under'))
        throw new RangeError('a total pick needs over or under and a total');
      const total = homeScore + awayScore;
      return sign(pick.side === 'over' ? total - pick.line : pick.line - total);
    }
    case 'moneyline':
      if (pick.side !== 'home' && pick.side !== 'away')
        throw new RangeError('a moneyline pick needs a team side');
      return sign(pick.side === 'home' ? homeScore - awayScore : awayScore - homeScore);
  }
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
 * than the close (e.g. took -3, closed -4 → +1; took +6.5, closed +5.5 → +1). A total's over is
 * better at a lower number (took Over 44.5, closed 45.5 → +1), its under at a higher one. A moneyline
 * has no number: null.
 */
export function closingLineValue(
  line: number | null,
  closingLine: number | null,
  pick: Pick<MarketPick, 'market' | 'side'> = { side: 'home' },
): number | null {
  if (closingLine === null || line === null || pick.market === 'moneyline') return null;
  const points = pick.market === 'total' && pick.side === 'over' ? closingLine - line : line - closingLine;
  return Math.round(points * 100) / 100;
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
  const result = marketResult(pick, score.homeScore, score.awayScore);
  return { result, unitsWon: unitsWon(pick, result), clv: closingLineValue(pick.line, closingLine, pick) };
}
