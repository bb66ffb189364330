import { describe, expect, it } from 'vitest';
import { lineComparison } from './line-comparison';

describe('line comparison', () => {
  it('shows the difference only when the gap exceeds 0.5, then as favourable', () => {
    expect(lineComparison(-3, -1.5)).toEqual({
      gap: 1.5,
      showDifference: true,
      favourable: true,
      differenceText: '+1.5',
    });
    expect(lineComparison(-3, -4)).toEqual({
      gap: -1,
      showDifference: true,
      favourable: true,
      differenceText: '-1.0',
    });
    expect(lineComparison(-3, -2.5)).toEqual({
      gap: 0.5,
      showDifference: false,
      favourable: false,
      differenceText: null,
    });
    expect(lineComparison(-3, -3).showDifference).toBe(false);
  });

  it('is not fooled by floating-point noise at exactly 0.5', () => {
    expect(-3.9 - -4.4).toBeGreaterThan(0.5); // 0.5000000000000004
    expect(lineComparison(-4.4, -3.9).showDifference).toBe(false);
    expect(lineComparison(-4.4, -3.9).gap).toBe(0.5);
  });
});
