import { describe, expect, it } from 'vitest';
import { fitLineRatings, lineMargin, type LineGame } from './line-ratings';

const PINNED = 1e9;

describe('fitLineRatings', () => {
  it('matches the hand-worked two-team case', () => {
    // One neutral-site game, market says team 0 by 6; H pinned at 0, λ = 1, priors 0:
    // minimise (6 − (a − b))² + a² + b² → by symmetry a = −b = t, (6 − 2t)·2 = 2t → t = 2.
    const games: LineGame[] = [{ home: 0, away: 1, neutral: true, marketMargin: 6, weight: 1 }];
    const fit = fitLineRatings(
      2,
      games,
      { ratings: new Float64Array(2), home: 0 },
      { team: 1, home: PINNED },
    );
    expect(fit.ratings[0]).toBeCloseTo(2, 6);
    expect(fit.ratings[1]).toBeCloseTo(-2, 6);
    expect(lineMargin(fit, 0, 1, true)).toBeCloseTo(4, 6);
  });

  it('recovers exact ratings and home field from consistent lines', () => {
    const truth = [4, 1, -2, -3];
    const home = 2.5;
    const games: LineGame[] = [];
    for (let h = 0; h < 4; h++) {
      for (let a = 0; a < 4; a++) {
        if (h === a) continue;
        games.push({
          home: h,
          away: a,
          neutral: false,
          marketMargin: home + truth[h]! - truth[a]!,
          weight: 1,
        });
      }
    }
    // Tiny penalties: only the level of the ratings is left to the prior (zero-sum truth).
    const fit = fitLineRatings(
      4,
      games,
      { ratings: new Float64Array(4), home: 0 },
      { team: 1e-6, home: 1e-6 },
    );
    expect(fit.home).toBeCloseTo(home, 4);
    truth.forEach((r, t) => expect(fit.ratings[t]).toBeCloseTo(r, 4));
    expect(lineMargin(fit, 2, 0, false)).toBeCloseTo(home - 6, 4);
  });

  it('keeps a team without lines at its prior', () => {
    const fit = fitLineRatings(
      3,
      [{ home: 0, away: 1, neutral: false, marketMargin: 3, weight: 1 }],
      { ratings: Float64Array.from([0, 0, -7]), home: 3 },
      { team: 1, home: PINNED },
    );
    expect(fit.ratings[2]).toBeCloseTo(-7, 9);
  });
});
