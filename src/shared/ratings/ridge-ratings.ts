import { conjugateGradient } from './conjugate-gradient';

/**
 * Ridge, time-weighted least-squares offense/defense ratings (Massey with a split and a prior):
 *
 *   pts_home = μ + h·H/2 + o_home + d_away
 *   pts_away = μ − h·H/2 + o_away + d_home          (h = 1, or 0 at a neutral site)
 *
 * o is points scored above average, d points allowed above average (higher d = worse defence). The fit
 * minimises Σ w·err² + λ·Σ[(o − o₀)² + (d − d₀)²] + λμ·(μ − μ₀)² + λH·(H − H₀)². Priors (o₀, d₀) carry last
 * season into this one and keep early-season ratings sane; the game weights w carry the time decay.
 */

export interface RidgeGame {
  readonly home: number;
  readonly away: number;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly neutral: boolean;
  readonly weight: number;
}

export interface RidgePriors {
  readonly offense: Float64Array;
  readonly defense: Float64Array;
  readonly mean: number;
  readonly home: number;
}

export interface RidgePenalties {
  /** λ on every team rating, in units of one full-weight game's squared error. */
  readonly team: number;

  readonly mean: number;
  readonly home: number;
}

export interface RidgeSolution {
  readonly mean: number;
  readonly home: number;
  readonly offense: Float64Array;
  readonly defense: Float64Array;
  readonly iterations: number;
}

export interface ExpectedScores {
  readonly home: number;
  readonly away: number;
}

function add(values: Float64Array, at: number, amount: number): void {
  values[at] = values[at]! + amount;
}

function layout(teamCount: number) {
  return { mean: 0, home: 1, offense: 2, defense: 2 + teamCount, size: 2 + 2 * teamCount };
}

/**
 * Solves the normal equations by conjugate gradient, started from `warmStart` (last week's fit) when
 * given: the answer barely moves from one week to the next, so a handful of iterations suffice.
 */
export function fitRidgeRatings(
  teamCount: number,
  games: readonly RidgeGame[],
  priors: RidgePriors,
  penalties: RidgePenalties,
  warmStart?: RidgeSolution,
): RidgeSolution {
  if (priors.offense.length !== teamCount || priors.defense.length !== teamCount) {
    throw new RangeError('priors must have one entry per team');
  }
  if (!(penalties.team > 0 && penalties.mean > 0 && penalties.home > 0)) {
    throw new RangeError('ridge penalties must be positive (they make the system solvable)');
  }
  const at = layout(teamCount);
  const n = at.size;
  const lambda = new Float64Array(n);
  const prior = new Float64Array(n);
  lambda[at.mean] = penalties.mean;
  prior[at.mean] = priors.mean;
  lambda[at.home] = penalties.home;
  prior[at.home] = priors.home;
  for (let t = 0; t < teamCount; t++) {
    lambda[at.offense + t] = penalties.team;
    lambda[at.defense + t] = penalties.team;
    prior[at.offense + t] = priors.offense[t]!;
    prior[at.defense + t] = priors.defense[t]!;
  }

  const rhs = new Float64Array(n);
  const diagonal = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    rhs[i] = lambda[i]! * prior[i]!;
    diagonal[i] = lambda[i]!;
  }
  for (const g of games) {
    if (g.home < 0 || g.home >= teamCount || g.away < 0 || g.away >= teamCount) {
      throw new RangeError('team index out of range');
    }
    const w = g.weight;
    const half = g.neutral ? 0 : 0.5;
    const oh = at.offense + g.home;
    const oa = at.offense + g.away;
    const dh = at.defense + g.home;
    const da = at.defense + g.away;
    // Row 1 (home points) touches μ, H, o_home, d_away; row 2 (away points) μ, H, o_away, d_home.
    add(rhs, at.mean, w * (g.homeScore + g.awayScore));
    add(rhs, at.home, w * half * (g.homeScore - g.awayScore));
    add(rhs, oh, w * g.homeScore);
    add(rhs, da, w * g.homeScore);
    add(rhs, oa, w * g.awayScore);
    add(rhs, dh, w * g.awayScore);
    add(diagonal, at.mean, 2 * w);
    add(diagonal, at.home, 2 * w * half * half);
    add(diagonal, oh, w);
    add(diagonal, da, w);
    add(diagonal, oa, w);
    add(diagonal, dh, w);
  }

  // The product M·v runs once per CG iteration over every game: flat typed arrays keep it tight.
  const m = games.length;
  const offHome = new Int32Array(m);
  const offAway = new Int32Array(m);
  const defHome = new Int32Array(m);
  const defAway = new Int32Array(m);
  const weight = new Float64Array(m);
  const halves = new Float64Array(m);
  games.forEach((g, i) => {
    offHome[i] = at.offense + g.home;
    offAway[i] = at.offense + g.away;
    defHome[i] = at.defense + g.home;
    defAway[i] = at.defense + g.away;
    weight[i] = g.weight;
    halves[i] = g.neutral ? 0 : 0.5;
  });
  const multiply = (v: Float64Array, out: Float64Array): void => {
    for (let i = 0; i < n; i++) out[i] = lambda[i]! * v[i]!;
    const mu = v[at.mean]!;
    const hfa = v[at.home]!;
    let meanSum = 0;
    let homeSum = 0;
    for (let i = 0; i < m; i++) {
      const w = weight[i]!;
      const half = halves[i]!;
      const oh = offHome[i]!;
      const oa = offAway[i]!;
      const dh = defHome[i]!;
      const da = defAway[i]!;
      const r1 = w * (mu + half * hfa + v[oh]! + v[da]!);
      const r2 = w * (mu - half * hfa + v[oa]! + v[dh]!);
      meanSum += r1 + r2;
      homeSum += half * (r1 - r2);
      out[oh] = out[oh]! + r1;
      out[da] = out[da]! + r1;
      out[oa] = out[oa]! + r2;
      out[dh] = out[dh]! + r2;
    }
    add(out, at.mean, meanSum);
    add(out, at.home, homeSum);
  };

  const start = new Float64Array(n);
  start[at.mean] = warmStart?.mean ?? priors.mean;
  start[at.home] = warmStart?.home ?? priors.home;
  for (let t = 0; t < teamCount; t++) {
    start[at.offense + t] = warmStart?.offense[t] ?? priors.offense[t]!;
    start[at.defense + t] = warmStart?.defense[t] ?? priors.defense[t]!;
  }
  const solved = conjugateGradient(multiply, rhs, diagonal, start, { tolerance: 1e-6 });
  const x = solved.x;
  return {
    mean: x[at.mean]!,
    home: x[at.home]!,
    offense: x.slice(at.offense, at.offense + teamCount),
    defense: x.slice(at.defense, at.defense + teamCount),
    iterations: solved.iterations,
  };
}

/** Expected points of each side; `neutral` removes the home field. */
export function ridgeExpectedScores(
  solution: RidgeSolution,
  home: number,
  away: number,
  neutral: boolean,
): ExpectedScores {
  const half = neutral ? 0 : solution.home / 2;
  return {
    home: solution.mean + half + solution.offense[home]! + solution.defense[away]!,
    away: solution.mean - half + solution.offense[away]! + solution.defense[home]!,
  };
}
