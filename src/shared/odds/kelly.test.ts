import { describe, expect, it } from 'vitest';
import { kellyFraction, kellyStake } from './kelly';

describe('Kelly with pushes', () => {
  it('55% at -110: f* = (0.90909·0.55 − 0.45)/0.90909 = 0.055', () => {
    expect(kellyFraction({ win: 0.55 }, -110)).toBeCloseTo(0.055, 10);
  });

  it('53% win, 3% push, 44% loss at -110: f* = (0.90909·0.53 − 0.44)/(0.90909·0.97) = 0.047423', () => {
    expect(kellyFraction({ win: 0.53, push: 0.03 }, -110)).toBeCloseTo(0.047423, 6);
  });

  it('even money 60/40: f* = 0.2', () => {
    expect(kellyFraction({ win: 0.6 }, 100)).toBeCloseTo(0.2, 12);
  });

  it('stakes a fraction, capped, and nothing without an edge', () => {
    expect(kellyStake({ win: 0.55 }, -110)).toBeCloseTo(0.01375, 10); // ¼ · 0.055
    expect(kellyStake({ win: 0.55 }, -110, { fraction: 0.5 })).toBeCloseTo(0.0275, 10);
    expect(kellyStake({ win: 0.6 }, 100, { fraction: 0.5 })).toBe(0.03); // ½·0.2 = 0.1, capped at 3%
    expect(kellyStake({ win: 0.6 }, 100, { fraction: 0.5, cap: 0.2 })).toBeCloseTo(0.1, 12);
    expect(kellyStake({ win: 0.5 }, -110)).toBe(0);
    expect(kellyFraction({ win: 0, push: 1, loss: 0 }, -110)).toBe(0);
  });

  it('keeps the fraction within ⅛–½ Kelly', () => {
    expect(() => kellyStake({ win: 0.55 }, -110, { fraction: 1 })).toThrow(RangeError);
    expect(() => kellyStake({ win: 0.55 }, -110, { fraction: 0.1 })).toThrow(RangeError);
    // ⅛ Kelly (a user's staking rule): 0.055 / 8 = 0.006875.
    expect(kellyStake({ win: 0.55 }, -110, { fraction: 0.125 })).toBeCloseTo(0.006875, 10);
    expect(() => kellyStake({ win: 0.55 }, -110, { cap: 0 })).toThrow(RangeError);
  });
});
