import { describe, expect, it } from 'vitest';
import { pmfAt, type IntegerPmf } from './key-weighted-normal';
import {
  coverProbabilities,
  displayedCoverProbability,
  homeMoneylineProbabilities,
  marginParams,
  marginPmf,
  withSigma,
  type MarginParams,
} from './margin-distribution';

const NFL = marginParams('NFL');
const CFB = marginParams('CFB');
const pmfMean = (pmf: IntegerPmf) => pmf.probs.reduce((s, p, i) => s + p * (pmf.min + i), 0);
const marginProbability = (params: MarginParams, mu: number, margin: number) =>
  pmfAt(marginPmf(params, mu), margin);
const both = (params: MarginParams, mu: number, k: number) =>
  marginProbability(params, mu, k) + marginProbability(params, mu, -k);

describe('fitted NFL margin distribution', () => {
  it("puts ≈15% of a pick 'em on a 3-point margin and ≈9% on 7", () => {
    expect(both(NFL, 0, 3)).toBeGreaterThan(0.13);
    expect(both(NFL, 0, 3)).toBeLessThan(0.17);
    expect(both(NFL, 0, 7)).toBeGreaterThan(0.08);
    expect(both(NFL, 0, 7)).toBeLessThan(0.105);
    // A plain normal with the same σ puts only ~6% on 3.
    expect(both({ sigma: NFL.sigma, weights: [], centre: 'location' }, 0, 3)).toBeLessThan(0.065);
  });

  it('half a point across 3 is worth more than across 5', () => {
    const homeWin = (line: number) => coverProbabilities(NFL, 4, line).win;
    const across3 = homeWin(-2.5) - homeWin(-3.5); // buying onto 3
    const across5 = homeWin(-4.5) - homeWin(-5.5); // buying onto 5
    expect(across3).toBeCloseTo(marginProbability(NFL, 4, 3), 12);
    expect(across5).toBeCloseTo(marginProbability(NFL, 4, 5), 12);
    expect(across3).toBeGreaterThan(2 * across5);
  });

  it('has σ near the closing line’s 13.2 and a wider college σ', () => {
    expect(NFL.sigma).toBeGreaterThan(12.8);
    expect(NFL.sigma).toBeLessThan(14);
    expect(CFB.sigma).toBeGreaterThan(NFL.sigma);
  });
});

describe('cover probabilities', () => {
  it('never push on a half-point line; win + push + loss = 1', () => {
    for (const params of [NFL, CFB]) {
      for (const [mu, line] of [
        [3, -2.5],
        [7.5, -7.5],
        [-4, 3.5],
        [10, -13.5],
      ] as const) {
        const p = coverProbabilities(params, mu, line);
        expect(p.push).toBe(0);
        expect(p.win + p.push + p.loss).toBeCloseTo(1, 12);
      }
      const whole = coverProbabilities(params, 3, -3);
      expect(whole.push).toBeGreaterThan(0.05);
      expect(whole.win + whole.push + whole.loss).toBeCloseTo(1, 12);
    }
  });

  it('prices the closing line at 50/50 (median centring), key numbers included', () => {
    for (const params of [NFL, CFB]) {
      for (const line of [-7.5, -7, -3.5, -3, -2.5, -1, 2.5, 6.5, 10, -14]) {
        const p = coverProbabilities(params, -line, line);
        expect(displayedCoverProbability(p)).toBeCloseTo(0.5, 6);
      }
    }
  });

  it('gives the home side more when the expected margin beats the line', () => {
    const p = coverProbabilities(NFL, 7.5, -3.5);
    expect(p.win).toBeGreaterThan(p.loss);
    expect(coverProbabilities(NFL, 7.5, -3.5).win).toBeGreaterThan(coverProbabilities(NFL, 7.5, -4.5).win);
  });

  it('has the home side cover less often than not when the market lays more than the model', () => {
    // Model fair line home −5.1 against a market home −7.5.
    expect(displayedCoverProbability(coverProbabilities(NFL, 5.1, -7.5))).toBeLessThan(0.45);
  });

  it('matches the hand-worked plain-normal example (fair −5.1 vs −7.5: Φ(−0.18) = 0.4279)', () => {
    const plain: MarginParams = { sigma: 13.2, weights: [], centre: 'location' };
    expect(coverProbabilities(plain, 5.1, -7.5).win).toBeCloseTo(0.427863, 6);
  });

  it('lets college games never tie, NFL rarely', () => {
    expect(homeMoneylineProbabilities(CFB, 0).push).toBe(0);
    expect(homeMoneylineProbabilities(CFB, 2.5).win).toBeGreaterThan(0.5);
    const nfl = homeMoneylineProbabilities(NFL, 0);
    expect(nfl.push).toBeGreaterThan(0);
    expect(nfl.push).toBeLessThan(0.01);
    expect(nfl.win).toBeCloseTo(nfl.loss, 9);
  });

  it('flattens key numbers in college', () => {
    expect(both(CFB, 0, 3)).toBeLessThan(both(NFL, 0, 3));
  });

  it('accepts a model’s own, larger σ', () => {
    const wide = withSigma(NFL, 16);
    expect(wide.weights).toBe(NFL.weights);
    expect(coverProbabilities(wide, 3, -3).push).toBeLessThan(coverProbabilities(NFL, 3, -3).push);
    expect(pmfMean(marginPmf(wide, 0))).toBeCloseTo(0, 9);
    expect(() => withSigma(NFL, 0)).toThrow(RangeError);
  });

  it('validates input', () => {
    expect(() => coverProbabilities(NFL, Number.NaN, -3)).toThrow(RangeError);
    expect(() => coverProbabilities(NFL, 3, Number.NaN)).toThrow(RangeError);
    expect(() => displayedCoverProbability({ win: 0, push: 1, loss: 0 })).toThrow(RangeError);
  });
});
