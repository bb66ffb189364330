import { describe, expect, it } from 'vitest';
import { impliedProbability } from './american-odds';
import { noVigMultiplicative, noVigPower, noVigShin } from './no-vig';

// −150 / +130: implied 0.6 and 0.434783, Σ = 1.034783.
const lopsided = [impliedProbability(-150), impliedProbability(130)];
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('no-vig methods', () => {
  it('multiplicative: -150/+130 → 0.5798/0.4202 and -110/-110 → 50/50', () => {
    const q = noVigMultiplicative(lopsided).probabilities;
    expect(q[0]).toBeCloseTo(0.5798, 4); // 0.6/1.034783
    expect(q[1]).toBeCloseTo(0.4202, 4);
    expect(noVigMultiplicative([impliedProbability(-110), impliedProbability(-110)]).probabilities).toEqual([
      0.5, 0.5,
    ]);
  });

  it('power: k with Σp^k = 1 (k = 1.05297 for -150/+130)', () => {
    const r = noVigPower(lopsided);
    expect(r.parameter).toBeCloseTo(1.05297, 5);
    expect(r.probabilities[0]).toBeCloseTo(0.583983, 6);
    expect(r.probabilities[1]).toBeCloseTo(0.416017, 6);
    expect(sum(r.probabilities)).toBeCloseTo(1, 12);
  });

  it('power moves more of the margin onto the longshot (-400/+300)', () => {
    const p = [impliedProbability(-400), impliedProbability(300)]; // 0.8, 0.25
    const power = noVigPower(p).probabilities;
    const mult = noVigMultiplicative(p).probabilities;
    expect(power[1]).toBeCloseTo(0.217648, 6);
    expect(power[1]!).toBeLessThan(mult[1]!);
  });

  // Additive (the same cut off each side): 0.6 − 0.034783/2 = 0.582609; 0.434783 − 0.017391 = 0.417391.
  it('Shin: two outcomes give the additive answer (z = 0.034815 for -150/+130)', () => {
    const r = noVigShin(lopsided);
    expect(r.parameter).toBeCloseTo(0.034815, 6);
    expect(r.probabilities[0]).toBeCloseTo(0.582609, 6);
    expect(r.probabilities[1]).toBeCloseTo(0.417391, 6);
  });

  it('Shin: three outcomes match the Jullien–Salanié fixed point (z = 0.024083)', () => {
    const p = [1 / 2.1, 1 / 3.4, 1 / 3.6];
    const r = noVigShin(p);
    expect(r.parameter).toBeCloseTo(0.0240828, 6);
    expect(r.probabilities[0]).toBeCloseTo(0.458666, 6);
    expect(r.probabilities[1]).toBeCloseTo(0.278738, 6);
    expect(r.probabilities[2]).toBeCloseTo(0.262597, 6);
    expect(sum(r.probabilities)).toBeCloseTo(1, 10);
  });

  it('every method sums to 1 and agrees near -110/-105', () => {
    const p = [impliedProbability(-110), impliedProbability(-105)];
    const results = [noVigMultiplicative, noVigPower, noVigShin].map((method) => method(p).probabilities);
    for (const q of results) expect(sum(q)).toBeCloseTo(1, 10);
    for (const q of results) expect(q[0]).toBeCloseTo(results[0]![0]!, 3);
  });

  it('validates the market', () => {
    expect(() => noVigMultiplicative([0.5])).toThrow(RangeError);
    expect(() => noVigMultiplicative([0.5, 1.2])).toThrow(RangeError);
    expect(() => noVigShin([0.45, 0.5])).toThrow(RangeError); // no overround
  });
});
