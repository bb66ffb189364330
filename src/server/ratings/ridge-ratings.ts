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
 *
 * A game may weigh its total (home + away points) differently from its margin (`totalWeight`): its two
 * residuals then enter as (w_total/2)·(e_home + e_away)² + (w/2)·(e_home − e_away)². Without player terms
 * the problem splits exactly into a margin half (H, o − d) and a totals half (μ, o + d), so one solve
 * gives what a margin-weighted fit says about margins and a total-weighted fit about totals.
 *
 * Optionally each side's points also carry a PLAYER term q (the NFL starting quarterback): pts_home gets
 * + q[home starter], pts_away + q[away starter], with its own prior and penalty λq·Σ(q − q₀)². A team's
 * offense is then the offense without its quarterback, and a change of starter moves the expected score.
 */

export interface RidgeGame {
  readonly home: number;
  readonly away: number;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly neutral: boolean;
  readonly weight: number;
  /** Weight of the game's total when it differs from its margin's (`weight`); default `weight`. */
  readonly totalWeight?: number;
  /** Player (starting quarterback) index of each side, or −1 / absent for none. */
  readonly homePlayer?: number;
  readonly awayPlayer?: number;
}

export interface RidgePriors {
  readonly offense: Float64Array;
  readonly defense: Float64Array;
  readonly mean: number;
  readonly home: number;
  /** One prior per player; absent or empty: no player terms. */
  readonly players?: Float64Array;
}

export interface RidgePenalties {
  /** λ on every team rating, in units of one full-weight game's squared error. */
  readonly team: number;

  readonly mean: number;
  readonly home: number;
  /** λq on every player term (required when there are players). */
  readonly player?: number;
}

export interface RidgeSolution {
  readonly mean: number;
  readonly home: number;
  readonly offense: Float64Array;
  readonly defense: Float64Array;
  readonly players: Float64Array;
  readonly iterations: number;
}

function add(values: Float64Array, at: number, amount: number): void {
  values[at] = values[at]! + amount;
}

function layout(teamCount: number, playerCount: number) {
  const players = 2 + 2 * teamCount;
  return { mean: 0, home: 1, offense: 2, defense: 2 + teamCount, players, size: players + playerCount };
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
  const playerCount = priors.players?.length ?? 0;
  const playerPenalty = penalties.player ?? 0;
  if (!(
    penalties.team > 0 &&
    penalties.mean > 0 &&
    penalties.home > 0 &&
    (playerCount === 0 || playerPenalty > 0)
  )) {
    throw new RangeError('ridge penalties must be positive (they make the system solvable)');
  }
  const at = layout(teamCount, playerCount);
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
  for (let p = 0; p < playerCount; p++) {
    lambda[at.players + p] = playerPenalty;
    prior[at.players + p] = priors.players![p]!;
  }
  const playerAt = (p: number | undefined): number => {
    if (p === undefined || p < 0) return -1;
    if (p >= playerCount) throw new RangeError('player index out of range');
    return at.players + p;
  };

  const rhs = new Float64Array(n);
  const diagonal = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    rhs[i] = lambda[i]! * prior[i]!;
    diagonal[i] = lambda[i]!;
  }
  // Per game, the residuals (e_home, e_away) are weighed by [[a, b], [b, a]]: a = (w_t + w)/2, b = (w_t − w)/2.
  const pairWeights = (g: RidgeGame) => {
    const total = g.totalWeight ?? g.weight;
    return { a: (total + g.weight) / 2, b: (total - g.weight) / 2 };
  };
  for (const g of games) {
    if (g.home < 0 || g.home >= teamCount || g.away < 0 || g.away >= teamCount) {
      throw new RangeError('team index out of range');
    }
    const { a, b } = pairWeights(g);
    const half = g.neutral ? 0 : 0.5;
    const oh = at.offense + g.home;
    const oa = at.offense + g.away;
    const dh = at.defense + g.home;
    const da = at.defense + g.away;
    const qh = playerAt(g.homePlayer);
    const qa = playerAt(g.awayPlayer);
    // Row 1 (home points) touches μ, H, o_home, d_away (and q_home); row 2 μ, H, o_away, d_home (and q_away).
    const y1 = a * g.homeScore + b * g.awayScore;
    const y2 = b * g.homeScore + a * g.awayScore;
    if (qh >= 0) {
      add(rhs, qh, y1);
      add(diagonal, qh, a);
    }
    if (qa >= 0) {
      add(rhs, qa, y2);
      add(diagonal, qa, a);
    }
    add(rhs, at.mean, y1 + y2);
    add(rhs, at.home, half * (y1 - y2));
    add(rhs, oh, y1);
    add(rhs, da, y1);
    add(rhs, oa, y2);
    add(rhs, dh, y2);
    add(diagonal, at.mean, 2 * (a + b));
    add(diagonal, at.home, 2 * half * half * (a - b));
    add(diagonal, oh, a);
    add(diagonal, da, a);
    add(diagonal, oa, a);
    add(diagonal, dh, a);
  }

  // The product M·v runs once per CG iteration over every game: flat typed arrays keep it tight.
  const m = games.length;
  const offHome = new Int32Array(m);
  const offAway = new Int32Array(m);
  const defHome = new Int32Array(m);
  const defAway = new Int32Array(m);
  const same = new Float64Array(m);
  const cross = new Float64Array(m);
  const halves = new Float64Array(m);
  // Player slots: a game without a player points at a dummy slot n (always 0, never read back).
  const qbHome = new Int32Array(m);
  const qbAway = new Int32Array(m);
  games.forEach((g, i) => {
    offHome[i] = at.offense + g.home;
    offAway[i] = at.offense + g.away;
    defHome[i] = at.defense + g.home;
    defAway[i] = at.defense + g.away;
    const { a, b } = pairWeights(g);
    same[i] = a;
    cross[i] = b;
    halves[i] = g.neutral ? 0 : 0.5;
    const qh = playerAt(g.homePlayer);
    const qa = playerAt(g.awayPlayer);
    qbHome[i] = qh >= 0 ? qh : n;
    qbAway[i] = qa >= 0 ? qa : n;
  });
  // Vectors handed to multiply() have n entries; the products read v[n] (the dummy) as undefined → use a
  // padded copy so the inner loop stays branch-free.
  const padded = new Float64Array(n + 1);
  const scratch = new Float64Array(n + 1);
  const multiply = (v: Float64Array, out: Float64Array): void => {
    padded.set(v);
    scratch.fill(0);
    for (let i = 0; i < n; i++) scratch[i] = lambda[i]! * v[i]!;
    const mu = v[at.mean]!;
    const hfa = v[at.home]!;
    let meanSum = 0;
    let homeSum = 0;
    for (let i = 0; i < m; i++) {
      const a = same[i]!;
      const b = cross[i]!;
      const half = halves[i]!;
      const oh = offHome[i]!;
      const oa = offAway[i]!;
      const dh = defHome[i]!;
      const da = defAway[i]!;
      const qh = qbHome[i]!;
      const qa = qbAway[i]!;
      const p1 = mu + half * hfa + padded[oh]! + padded[da]! + padded[qh]!;
      const p2 = mu - half * hfa + padded[oa]! + padded[dh]! + padded[qa]!;
      const r1 = a * p1 + b * p2;
      const r2 = b * p1 + a * p2;
      meanSum += r1 + r2;
      homeSum += half * (r1 - r2);
      scratch[oh] = scratch[oh]! + r1;
      scratch[da] = scratch[da]! + r1;
      scratch[qh] = scratch[qh]! + r1;
      scratch[oa] = scratch[oa]! + r2;
      scratch[dh] = scratch[dh]! + r2;
      scratch[qa] = scratch[qa]! + r2;
    }
    for (let i = 0; i < n; i++) out[i] = scratch[i]!;
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
  for (let p = 0; p < playerCount; p++) start[at.players + p] = warmStart?.players[p] ?? priors.players![p]!;
  const solved = conjugateGradient(multiply, rhs, diagonal, start, { tolerance: 1e-6 });
  const x = solved.x;
  return {
    mean: x[at.mean]!,
    home: x[at.home]!,
    offense: x.slice(at.offense, at.offense + teamCount),
    defense: x.slice(at.defense, at.defense + teamCount),
    players: x.slice(at.players, at.players + playerCount),
    iterations: solved.iterations,
  };
}
