import { describe, expect, it } from 'vitest';
import { edgePercent, expectedValue, resolveOutcomes } from './ev';

describe('expected value with pushes', () => {
  it('56% at -110: EV = 0.56·0.90909 − 0.44 = +0.06909 per $1, +$6.91 per $100', () => {
    expect(expectedValue({ win: 0.56 }, -110)).toBeCloseTo(0.069091, 6);
    expect(edgePercent({ win: 0.56 }, -110)).toBeCloseTo(6.9091, 4);
  });

  it('a push returns the stake: 50% win, 5% push at -110 → 0.5·0.90909 − 0.45 = +0.004545', () => {
    expect(expectedValue({ win: 0.5, push: 0.05 }, -110)).toBeCloseTo(0.004545, 6);
    expect(expectedValue({ win: 0.5, push: 0.05, loss: 0.45 }, -110)).toBeCloseTo(0.004545, 6);
  });

  it('is zero at the break-even probability and negative below', () => {
    expect(expectedValue({ win: 110 / 210 }, -110)).toBeCloseTo(0, 12);
    expect(expectedValue({ win: 0.4 }, 150)).toBeCloseTo(0, 12);
    expect(expectedValue({ win: 0.5 }, -110)).toBeCloseTo(-0.045455, 6);
  });

  it('validates probabilities', () => {
    expect(() => resolveOutcomes({ win: 0.6, push: 0.1, loss: 0.5 })).toThrow(RangeError);
    expect(() => resolveOutcomes({ win: 1.2 })).toThrow(RangeError);
    expect(() => resolveOutcomes({ win: Number.NaN })).toThrow(RangeError);
    expect(() => expectedValue({ win: 0.5 }, 0)).toThrow(RangeError);
  });
});
