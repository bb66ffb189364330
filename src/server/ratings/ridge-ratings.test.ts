import { describe, expect, it } from 'vitest';
import { fitRidgeRatings, type RidgeGame, type RidgeSolution } from './ridge-ratings';

const zeros = (n: number) => new Float64Array(n);
/** A penalty this large pins μ or H to its prior, leaving only the team ratings free. */
const PINNED = 1e9;

/** The fit's expected points of each side, read as the model is defined; `neutral` drops home field. */
function ridgeExpectedScores(solution: RidgeSolution, home: number, away: number, neutral: boolean) {
  const half = neutral ? 0 : solution.home / 2;
  return {
    home: solution.mean + half + solution.offense[home]! + solution.defense[away]!,
    away: solution.mean - half + solution.offense[away]! + solution.defense[home]!,
  };
}

describe('fitRidgeRatings', () => {
  it('matches the hand-worked two-team case', () => {
    // μ pinned at 20, H at 0; A beats B 30–10 on a neutral field; λ = 1.
    // By symmetry o_A = d_B = t and o_B = d_A = −t; minimise (10 − 2t)² + (−10 + 2t)² + 4t²
    // → 2·(−4)(10 − 2t) + 8t = 0 → 24t = 80 → t = 10/3.
    const games: RidgeGame[] = [{ home: 0, away: 1, homeScore: 30, awayScore: 10, neutral: true, weight: 1 }];
    const fit = fitRidgeRatings(
      2,
      games,
      { offense: zeros(2), defense: zeros(2), mean: 20, home: 0 },
      { team: 1, mean: PINNED, home: PINNED },
    );
    expect(fit.mean).toBeCloseTo(20, 6);
    expect(fit.offense[0]).toBeCloseTo(10 / 3, 6);
    expect(fit.defense[1]).toBeCloseTo(10 / 3, 6);
    expect(fit.offense[1]).toBeCloseTo(-10 / 3, 6);
    expect(fit.defense[0]).toBeCloseTo(-10 / 3, 6);
    const e = ridgeExpectedScores(fit, 0, 1, true);
    expect(e.home).toBeCloseTo(20 + 20 / 3, 6);
    expect(e.away).toBeCloseTo(20 - 20 / 3, 6);
  });

  it('weighs totals by totalWeight and margins by weight: one solve gives both fits', () => {
    // Four teams, games of two ages: the margin fit trusts the recent ones, the totals fit all alike.
    const base: Omit<RidgeGame, 'weight'>[] = [
      { home: 0, away: 1, homeScore: 31, awayScore: 17, neutral: false },
      { home: 2, away: 3, homeScore: 20, awayScore: 24, neutral: false },
      { home: 1, away: 2, homeScore: 38, awayScore: 35, neutral: true },
      { home: 3, away: 0, homeScore: 10, awayScore: 27, neutral: false },
      { home: 0, away: 2, homeScore: 14, awayScore: 21, neutral: false },
      { home: 1, away: 3, homeScore: 45, awayScore: 3, neutral: false },
    ];
    const marginWeights = [0.1, 0.1, 0.1, 1, 1, 1];
    const totalWeights = [0.9, 0.9, 0.9, 1, 1, 1];
    const priors = { offense: zeros(4), defense: zeros(4), mean: 22, home: 2 };
    const penalties = { team: 0.5, mean: 2, home: 5 };
    const fitWith = (weights: number[], totals?: number[]) =>
      fitRidgeRatings(
        4,
        base.map((g, i) => ({ ...g, weight: weights[i]!, ...(totals ? { totalWeight: totals[i]! } : {}) })),
        priors,
        penalties,
      );
    const split = fitWith(marginWeights, totalWeights);
    const byMargin = fitWith(marginWeights);
    const byTotal = fitWith(totalWeights);
    const margin = (f: typeof split, h: number, a: number, n: boolean) => {
      const e = ridgeExpectedScores(f, h, a, n);
      return e.home - e.away;
    };
    const total = (f: typeof split, h: number, a: number, n: boolean) => {
      const e = ridgeExpectedScores(f, h, a, n);
      return e.home + e.away;
    };
    for (const [h, a, n] of [
      [0, 3, false],
      [2, 1, true],
      [3, 2, false],
    ] as const) {
      expect(margin(split, h, a, n)).toBeCloseTo(margin(byMargin, h, a, n), 4);
      expect(total(split, h, a, n)).toBeCloseTo(total(byTotal, h, a, n), 4);
    }
    // The two weightings really disagree here, so the checks above can fail.
    expect(Math.abs(total(byMargin, 0, 3, false) - total(byTotal, 0, 3, false))).toBeGreaterThan(0.05);
    expect(Math.abs(margin(byMargin, 0, 3, false) - margin(byTotal, 0, 3, false))).toBeGreaterThan(0.05);
  });

  it("adds a player (starting quarterback) term to its side's points: the hand-worked case", () => {
    // As above, but home scorer A's starter is player 0 (prior 0, λq = 1); B has none.
    // Home row: 10 − o_A − d_B − q → o_A = d_B = q = t with (10 − 3t) = t → t = 2.5.
    // Away row: −10 − o_B − d_A → o_B = d_A = s with (−10 − 2s) = s → s = −10/3.
    const games: RidgeGame[] = [
      { home: 0, away: 1, homeScore: 30, awayScore: 10, neutral: true, weight: 1, homePlayer: 0 },
    ];
    const fit = fitRidgeRatings(
      2,
      games,
      { offense: zeros(2), defense: zeros(2), mean: 20, home: 0, players: zeros(1) },
      { team: 1, mean: PINNED, home: PINNED, player: 1 },
    );
    expect(fit.players[0]).toBeCloseTo(2.5, 6);
    expect(fit.offense[0]).toBeCloseTo(2.5, 6);
    expect(fit.defense[1]).toBeCloseTo(2.5, 6);
    expect(fit.offense[1]).toBeCloseTo(-10 / 3, 6);
    expect(fit.defense[0]).toBeCloseTo(-10 / 3, 6);
    expect(() =>
      fitRidgeRatings(
        2,
        games,
        { offense: zeros(2), defense: zeros(2), mean: 20, home: 0, players: zeros(1) },
        {
          team: 1,
          mean: 1,
          home: 1,
        },
      ),
    ).toThrow(RangeError);
  });

  it('recovers the exact ratings of a consistent four-team double round robin', () => {
    const truth = { mean: 21, home: 3, offense: [3, -1, 0, -2], defense: [-2, 2, 1, -1] };
    const games: RidgeGame[] = [];
    for (let h = 0; h < 4; h++) {
      for (let a = 0; a < 4; a++) {
        if (h === a) continue;
        games.push({
          home: h,
          away: a,
          homeScore: truth.mean + truth.home / 2 + truth.offense[h]! + truth.defense[a]!,
          awayScore: truth.mean - truth.home / 2 + truth.offense[a]! + truth.defense[h]!,
          neutral: false,
          weight: 1,
        });
      }
    }
    // Tiny penalties: the data determine everything except the split of the scoring level between μ and
    // the ratings (μ − c with every o + c fits equally well). The ridge settles that split: with μ's
    // prior at 21 and the ratings' at 0, the zero-sum truth is the minimum-penalty solution.
    const fit = fitRidgeRatings(
      4,
      games,
      { offense: zeros(4), defense: zeros(4), mean: 21, home: 0 },
      { team: 1e-6, mean: 1e-6, home: 1e-6 },
    );
    expect(fit.mean).toBeCloseTo(21, 3);
    expect(fit.home).toBeCloseTo(3, 3);
    truth.offense.forEach((o, t) => expect(fit.offense[t]).toBeCloseTo(o, 3));
    truth.defense.forEach((d, t) => expect(fit.defense[t]).toBeCloseTo(d, 3));
  });

  it('falls back to the priors with no games, and neutral sites carry no home field', () => {
    const fit = fitRidgeRatings(
      2,
      [],
      { offense: Float64Array.from([2, -1]), defense: Float64Array.from([-1, 0.5]), mean: 22, home: 2 },
      { team: 3, mean: 5, home: 5 },
    );
    expect(Array.from(fit.offense)).toEqual([2, -1]);
    const home = ridgeExpectedScores(fit, 0, 1, false);
    const neutral = ridgeExpectedScores(fit, 0, 1, true);
    expect(home.home - home.away - (neutral.home - neutral.away)).toBeCloseTo(2, 9);
    expect(neutral.home).toBeCloseTo(22 + 2 + 0.5, 9);
  });

  it('weights scale a game and a warm start reaches the same answer', () => {
    const games: RidgeGame[] = [
      { home: 0, away: 1, homeScore: 27, awayScore: 20, neutral: false, weight: 1 },
      { home: 1, away: 2, homeScore: 14, awayScore: 24, neutral: false, weight: 0.5 },
      { home: 2, away: 0, homeScore: 17, awayScore: 31, neutral: false, weight: 0.25 },
    ];
    const priors = { offense: zeros(3), defense: zeros(3), mean: 21, home: 2 };
    const penalties = { team: 2, mean: 10, home: 10 };
    const cold = fitRidgeRatings(3, games, priors, penalties);
    const warm = fitRidgeRatings(3, games, priors, penalties, cold);
    expect(warm.iterations).toBeLessThanOrEqual(1);
    for (let t = 0; t < 3; t++) expect(warm.offense[t]).toBeCloseTo(cold.offense[t]!, 8);
    // Doubling every weight and the penalties leaves the minimiser unchanged.
    const doubled = fitRidgeRatings(
      3,
      games.map((g) => ({ ...g, weight: 2 * g.weight })),
      priors,
      { team: 4, mean: 20, home: 20 },
    );
    for (let t = 0; t < 3; t++) expect(doubled.defense[t]).toBeCloseTo(cold.defense[t]!, 8);
  });

  it('rejects a system without a ridge', () => {
    expect(() =>
      fitRidgeRatings(
        1,
        [],
        { offense: zeros(1), defense: zeros(1), mean: 0, home: 0 },
        { team: 0, mean: 1, home: 1 },
      ),
    ).toThrow(RangeError);
  });
});
