import { describe, expect, it } from 'vitest';
import {
  binMasses,
  keyWeightedPmf,
  medianLocation,
  pmfAt,
  splitAtLine,
  type KeyWeightedNormalParams,
} from './key-weighted-normal';

const plain: KeyWeightedNormalParams = { sigma: 13.2, weights: [], centre: 'location' };
const keyed: KeyWeightedNormalParams = { sigma: 13.2, weights: [1, 1, 1, 3], centre: 'location' };
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('key-weighted discretised normal', () => {
  it('is the unit-bin normal when every weight is 1', () => {
    const pmf = keyWeightedPmf(plain, 0, 'absolute');
    // b3 = Φ(3.5/13.2) − Φ(2.5/13.2) = 0.0294457
    expect(pmfAt(pmf, 3)).toBeCloseTo(0.0294457, 7);
    expect(binMasses(3, 3, 0, 13.2)[0]).toBeCloseTo(0.0294457, 7);
    expect(sum(pmf.probs)).toBeCloseTo(1, 12);
    const mean = pmf.probs.reduce((s, p, i) => s + p * (pmf.min + i), 0);
    expect(mean).toBeCloseTo(0, 10);
    const variance = pmf.probs.reduce((s, p, i) => s + p * (pmf.min + i) ** 2, 0);
    expect(Math.sqrt(variance)).toBeCloseTo(Math.sqrt(13.2 ** 2 + 1 / 12), 6); // Sheppard
  });

  it('applies w(|k|): w3 = 3 at μ = 0 gives P(3) = 3·b3 / (1 + 4·b3) = 0.0790288', () => {
    const pmf = keyWeightedPmf(keyed, 0, 'absolute');
    expect(pmfAt(pmf, 3)).toBeCloseTo(0.0790288, 7);
    expect(pmfAt(pmf, -3)).toBeCloseTo(0.0790288, 7);
    expect(sum(pmf.probs)).toBeCloseTo(1, 12);
  });

  it('splits at a line: no push on half points', () => {
    const pmf = keyWeightedPmf(plain, 5.1, 'absolute');
    const half = splitAtLine(pmf, 7.5);
    expect(half.equal).toBe(0);
    // Discrete at a half point = continuous: P(M > 7.5) = 1 − Φ((7.5 − 5.1)/13.2) = 0.427863
    expect(half.above).toBeCloseTo(0.427863, 6);
    const whole = splitAtLine(pmf, 7);
    expect(whole.equal).toBeGreaterThan(0.02);
    expect(whole.above + whole.equal + whole.below).toBeCloseTo(1, 12);
    // Averaged lines a hair off an integer are that integer.
    expect(splitAtLine(pmf, 7 + 1e-12).equal).toBeCloseTo(whole.equal, 12);
  });

  it('median centring makes the centre the 50/50 point', () => {
    const params: KeyWeightedNormalParams = {
      sigma: 13.2,
      weights: [0.1, 0.9, 0.9, 3, 1, 0.8, 1.3, 2],
      centre: 'median',
    };
    for (const c of [7.5, 3, 2.5, -6.5, 10, 0]) {
      const split = splitAtLine(keyWeightedPmf(params, c, 'absolute'), c);
      expect(split.above).toBeCloseTo(split.below, 9);
    }
    // Mass piled on 7 sits below a 7.5 line, so the normal must move right of 7.5 to balance it.
    expect(medianLocation(13.2, params.weights, 7.5, 'absolute')).toBeGreaterThan(7.5);
    expect(medianLocation(13.2, params.weights, 0, 'absolute')).toBe(0);
  });

  it('puts no mass below zero for totals', () => {
    const pmf = keyWeightedPmf({ sigma: 13.5, weights: [], centre: 'location' }, 5, 'direct');
    expect(pmf.min).toBe(0);
    expect(sum(pmf.probs)).toBeCloseTo(1, 12);
  });

  it('validates parameters', () => {
    expect(() => keyWeightedPmf({ ...plain, sigma: 0 }, 0, 'absolute')).toThrow(RangeError);
    expect(() => keyWeightedPmf({ ...plain, weights: [1, -1] }, 0, 'absolute')).toThrow(RangeError);
    expect(() => keyWeightedPmf(plain, Number.NaN, 'absolute')).toThrow(RangeError);
    expect(() => splitAtLine(keyWeightedPmf(plain, 0, 'absolute'), Infinity)).toThrow(RangeError);
  });
});
