/**
 * Elo as FiveThirtyEight ran it for the NFL (fivethirtyeight/nfl-elo-game): K = 20, 65 Elo of home field
 * (none at a neutral site), win probability 1/(1 + 10^(−Δ/400)), point spread = Δ/25, a margin-of-victory
 * multiplier ln(max(|PD|, 1) + 1) · 2.2 / (0.001·Δ_winner + 2.2) that damps favourites' blow-outs
 * (autocorrelation), and a pre-season reversion of 1/3 toward 1505. The college variant is the same
 * machinery with its own K, home field and a reversion target taken from pre-season priors.
 */

export interface EloParams {
  readonly k: number;
  readonly homeField: number;
  /** Elo points per point of spread (538: 25). */
  readonly eloPerPoint: number;
  /** Added to a team coming off a bye (538: 25; 0 disables). */
  readonly byeBonus: number;
}

export const ELO_MEAN = 1505;

export interface EloMatchup {
  readonly homeElo: number;
  readonly awayElo: number;
  readonly neutral: boolean;
  readonly homeBye?: boolean;
  readonly awayBye?: boolean;
}

/** Home Elo advantage including home field and byes. */
export function eloDifference(params: EloParams, m: EloMatchup): number {
  return (
    m.homeElo -
    m.awayElo +
    (m.neutral ? 0 : params.homeField) +
    (m.homeBye ? params.byeBonus : 0) -
    (m.awayBye ? params.byeBonus : 0)
  );
}

export function eloWinProbability(difference: number): number {
  return 1 / (1 + Math.pow(10, -difference / 400));
}

/** Expected home margin in points. */
export function eloExpectedMargin(params: EloParams, m: EloMatchup): number {
  return eloDifference(params, m) / params.eloPerPoint;
}

/**
 * 538's multiplier. Δ is the home advantage used for the forecast; it is taken from the winner's side,
 * so a favourite that wins big gains less than an underdog that does. A tie uses 2.2/1.0 as in 538's code.
 */
export function marginMultiplier(homeMargin: number, difference: number): number {
  const size = Math.log(Math.max(Math.abs(homeMargin), 1) + 1);
  if (homeMargin === 0) return size * 2.2;
  const winnerDifference = homeMargin > 0 ? difference : -difference;
  return (size * 2.2) / (winnerDifference * 0.001 + 2.2);
}

/** Elo points moved from the away team to the home team by a result (negative: home loses points). */
export function eloShift(params: EloParams, m: EloMatchup, homeScore: number, awayScore: number): number {
  const difference = eloDifference(params, m);
  const expected = eloWinProbability(difference);
  const margin = homeScore - awayScore;
  const actual = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  return params.k * marginMultiplier(margin, difference) * (actual - expected);
}

/** Pre-season reversion: elo ← target + (1 − revert)·(elo − target). 538: target 1505, revert 1/3. */
export function revertElo(elo: number, revert: number, target = ELO_MEAN): number {
  return target + (1 - revert) * (elo - target);
}

/**
 * Points Elo: Elo points moved from the away team to the home team when the ratings are read as points
 * (Δ/eloPerPoint is the expected home margin): pointsK·(margin − expected margin), in Elo units. The
 * margin is the one the caller wants learned from (college: capped like the ridge's).
 */
export function pointsEloShift(
  params: EloParams,
  m: EloMatchup,
  homeMargin: number,
  pointsK: number,
): number {
  const expected = eloDifference(params, m) / params.eloPerPoint;
  return pointsK * (homeMargin - expected) * params.eloPerPoint;
}
