import { describe, expect, it } from 'vitest';
import { normalCdf } from './normal';

// Reference values: 0.5·erfc(−x/√2) in double precision (Python math.erfc).
const REFERENCE: readonly (readonly [number, number])[] = [
  [0, 0.5],
  [0.1, 0.539827837277029],
  [0.25, 0.5987063256829237],
  [0.5, 0.6914624612740131],
  [0.75, 0.7733726476231317],
  [1, 0.8413447460685429],
  [1.5, 0.9331927987311419],
  [2, 0.9772498680518208],
  [2.5, 0.9937903346742238],
  [3.5, 0.9997673709209645],
  [4.5, 0.9999966023268753],
  [6, 0.9999999990134123],
  [-0.1, 0.460172162722971],
  [-1, 0.15865525393145707],
  [-1.5, 0.06680720126885809],
  [-1.96, 0.024997895148220435],
  [-2.5, 0.006209665325776139],
  [-3, 0.0013498980316300957],
  [-4.5, 3.3976731247300615e-6],
  [-5, 2.866515718791946e-7],
];

// Far tail: relative accuracy matters there (blow-out margins), so compare ratios.
const TAIL: readonly (readonly [number, number])[] = [
  [-6.5, 4.016000583859125e-11],
  [-7.5, 3.19089167291092e-14],
  [-8.5, 9.479534822203355e-18],
  [-10, 7.619853024160593e-24],
  [-20, 2.7536241186063314e-89],
];

describe('standard normal', () => {
  it('matches the reference CDF to 1e-7 (in fact to 1e-14)', () => {
    for (const [x, p] of REFERENCE) {
      expect(Math.abs(normalCdf(x) - p)).toBeLessThan(1e-14);
    }
  });

  it('keeps relative accuracy in the far tail', () => {
    for (const [x, p] of TAIL) expect(Math.abs(normalCdf(x) / p - 1)).toBeLessThan(2e-8);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });

  it('is symmetric and handles NaN', () => {
    for (const x of [0.3, 1.7, 3.2, 7.9]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 15);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});
