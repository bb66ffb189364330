import { conjugateGradient } from './conjugate-gradient';

/**
 * Market-implied ratings: what the closing lines of games ALREADY PLAYED say about each team. For every
 * such game, with h = 1 at a true home site and 0 at a neutral one,
 *
 *   −closing home line = h·H + r_home − r_away
 *
 * fitted by time-weighted ridge: Σ w·err² + λ·Σ(r − r₀)² + λH·(H − H₀)². A line is the market's estimate
 * of a margin, far less noisy than the margin itself, so a few weeks of lines pin a team down better than
 * a season of scores; but it is only ever the lines of earlier games — the engine adds a game's line
 * together with its result, after the game has been priced.
 */

export interface LineGame {
  readonly home: number;
  readonly away: number;
  readonly neutral: boolean;
  /** Market expected home margin: −(closing home line). */
  readonly marketMargin: number;
  readonly weight: number;
}

export interface LinePriors {
  readonly ratings: Float64Array;
  readonly home: number;
}

export interface LineSolution {
  readonly home: number;
  readonly ratings: Float64Array;
  readonly iterations: number;
}

export function fitLineRatings(
  teamCount: number,
  games: readonly LineGame[],
  priors: LinePriors,
  penalties: { readonly team: number; readonly home: number },
  warmStart?: LineSolution,
): LineSolution {
  if (priors.ratings.length !== teamCount) throw new RangeError('priors must have one entry per team');
  if (!(penalties.team > 0 && penalties.home > 0)) throw new RangeError('penalties must be positive');
  const n = teamCount + 1;
  const H = teamCount;
  const lambda = new Float64Array(n).fill(penalties.team);
  lambda[H] = penalties.home;
  const rhs = new Float64Array(n);
  const diagonal = new Float64Array(n);
  for (let t = 0; t < teamCount; t++) rhs[t] = penalties.team * priors.ratings[t]!;
  rhs[H] = penalties.home * priors.home;
  diagonal.set(lambda);
  const m = games.length;
  const home = new Int32Array(m);
  const away = new Int32Array(m);
  const weight = new Float64Array(m);
  const site = new Float64Array(m);
  games.forEach((g, i) => {
    if (g.home < 0 || g.home >= teamCount || g.away < 0 || g.away >= teamCount) {
      throw new RangeError('team index out of range');
    }
    home[i] = g.home;
    away[i] = g.away;
    weight[i] = g.weight;
    const h = g.neutral ? 0 : 1;
    site[i] = h;
    const w = g.weight;
    rhs[g.home] = rhs[g.home]! + w * g.marketMargin;
    rhs[g.away] = rhs[g.away]! - w * g.marketMargin;
    rhs[H] = rhs[H]! + w * h * g.marketMargin;
    diagonal[g.home] = diagonal[g.home]! + w;
    diagonal[g.away] = diagonal[g.away]! + w;
    diagonal[H] = diagonal[H]! + w * h * h;
  });
  const multiply = (v: Float64Array, out: Float64Array): void => {
    for (let i = 0; i < n; i++) out[i] = lambda[i]! * v[i]!;
    const hfa = v[H]!;
    let homeSum = 0;
    for (let i = 0; i < m; i++) {
      const h = site[i]!;
      const p = weight[i]! * (h * hfa + v[home[i]!]! - v[away[i]!]!);
      out[home[i]!] = out[home[i]!]! + p;
      out[away[i]!] = out[away[i]!]! - p;
      homeSum += h * p;
    }
    out[H] = out[H]! + homeSum;
  };
  const start = new Float64Array(n);
  for (let t = 0; t < teamCount; t++) start[t] = warmStart?.ratings[t] ?? priors.ratings[t]!;
  start[H] = warmStart?.home ?? priors.home;
  const solved = conjugateGradient(multiply, rhs, diagonal, start, { tolerance: 1e-6 });
  return { home: solved.x[H]!, ratings: solved.x.slice(0, teamCount), iterations: solved.iterations };
}

/** The market-implied expected home margin; `neutral` removes the home field. */
export function lineMargin(solution: LineSolution, home: number, away: number, neutral: boolean): number {
  return (neutral ? 0 : solution.home) + solution.ratings[home]! - solution.ratings[away]!;
}
