import { describe, expect, it } from 'vitest';
import { splitAtLine } from './key-weighted-normal';
import { totalParams, totalPmf, type TotalParams } from './total-distribution';

/** Over wins when the total lands above the line, under below it, push on it. */
function totalProbabilities(params: TotalParams, expectedTotal: number, line: number) {
  const split = splitAtLine(totalPmf(params, expectedTotal), line);
  return { over: split.above, push: split.equal, under: split.below };
}

describe('totals', () => {
  it('matches the hand-worked plain normal, truncated at 0', () => {
    // Over 44.5 at μ 47, σ 13.5: (1 − Φ(−2.5/13.5)) / (1 − Φ(−47.5/13.5)) = 0.573458 / 0.999783 = 0.573583
    const plain: TotalParams = { sigma: 13.5, weights: [], centre: 'location' };
    const p = totalProbabilities(plain, 47, 44.5);
    expect(p.over).toBeCloseTo(0.573583, 6);
    expect(p.push).toBe(0);
  });

  it('prices the closing total at 50/50 and sums to 1', () => {
    for (const league of ['NFL', 'CFB'] as const) {
      for (const line of [37, 41, 44.5, 47, 51, 55.5, 62]) {
        const p = totalProbabilities(totalParams(league), line, line);
        expect(p.over + p.push + p.under).toBeCloseTo(1, 12);
        expect(p.over).toBeCloseTo(p.under, 6);
        if (!Number.isInteger(line)) expect(p.push).toBe(0);
      }
    }
  });

  it('moves toward the over as the expected total rises', () => {
    const params = totalParams('NFL');
    expect(totalProbabilities(params, 48, 44.5).over).toBeGreaterThan(0.55);
    expect(totalProbabilities(params, 41, 44.5).under).toBeGreaterThan(0.55);
  });

  it('has a wider σ in college', () => {
    expect(totalParams('CFB').sigma).toBeGreaterThan(totalParams('NFL').sigma);
  });

  it('validates input', () => {
    expect(() => totalPmf(totalParams('NFL'), -1)).toThrow(RangeError);
  });
});
