import { describe, expect, it } from 'vitest';
import { judgeChange, leaveOneSeasonOut, maeOver, type Candidate } from './cross-validation';

/** A candidate whose MAE in each season is the given number, over 100 games. */
function candidate(name: string, maes: Record<number, number>): Candidate {
  return {
    name,
    seasons: Object.entries(maes).map(([season, mae]) => ({
      season: Number(season),
      games: 100,
      absError: mae * 100,
    })),
  };
}

describe('leave-one-season-out', () => {
  it('scores each season with the candidate chosen on the others', () => {
    const a = candidate('a', { 2020: 10, 2021: 10, 2022: 10 });
    // Much better in 2020 only: chosen for 2021 and 2022 (on 2020's strength), never for 2020 itself.
    const b = candidate('b', { 2020: 8, 2021: 10.5, 2022: 10.5 });
    const cv = leaveOneSeasonOut([a, b], [2020, 2021, 2022]);
    expect(cv.folds.map((f) => f.chosen)).toEqual(['a', 'b', 'b']);
    expect(cv.mae).toBeCloseTo((10 + 10.5 + 10.5) / 3, 10);
    expect(cv.games).toBe(300);
  });

  it('keeps a change only when the cross-validated figure improves', () => {
    const before = candidate('before', { 2020: 10, 2021: 10, 2022: 10 });
    const overfit = candidate('overfit', { 2020: 8, 2021: 10.5, 2022: 10.5 });
    const verdict = judgeChange(before, overfit, [2020, 2021, 2022]);
    // In sample the change looks better (9.67 < 10) but out of sample it is worse.
    expect(verdict.after).toBeLessThan(verdict.before);
    expect(verdict.crossValidated).toBeGreaterThan(verdict.before);
    expect(verdict.keep).toBe(false);
    expect(verdict.seasonsBetter).toBe(1);

    const steady = candidate('steady', { 2020: 9.9, 2021: 9.8, 2022: 9.9 });
    const kept = judgeChange(before, steady, [2020, 2021, 2022]);
    expect(kept.keep).toBe(true);
    expect(kept.crossValidated).toBeCloseTo(maeOver(steady, [2020, 2021, 2022]), 10);
  });

  it('refuses a single season and a season a candidate lacks', () => {
    const a = candidate('a', { 2020: 10 });
    expect(() => leaveOneSeasonOut([a], [2020])).toThrow(/two seasons/);
    expect(() => leaveOneSeasonOut([a], [2020, 2021])).toThrow(/no games in 2021/);
  });
});
