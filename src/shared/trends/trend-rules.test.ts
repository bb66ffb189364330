import { describe, expect, it } from 'vitest';
import { atsShare, atsUnits, classifyTrend, trendStrength, TREND_RULES } from './trend-rules';

const r = (wins: number, losses: number, pushes = 0) => ({ wins, losses, pushes });

describe('classifyTrend', () => {
  it('needs enough decided games; pushes do not count', () => {
    expect(TREND_RULES.minDecidedGames).toBe(15);
    expect(classifyTrend(r(11, 3))).toBeNull();
    expect(classifyTrend(r(11, 3, 5))).toBeNull();
    expect(classifyTrend(r(12, 3))).toBe('PLAY ATS'); // 80% but fewer than 20 decided
  });

  it('names each band at its edges', () => {
    expect(classifyTrend(r(15, 5))).toBe('TOP VALUE'); // 75%, 20 games
    expect(classifyTrend(r(14, 6))).toBe('PLAY ATS'); // 70%
    expect(classifyTrend(r(15, 4))).toBe('PLAY ATS'); // 78.9%, only 19 games
    expect(classifyTrend(r(13, 7))).toBe('PLAY ATS'); // 65%
    expect(classifyTrend(r(12, 7))).toBe('SLIGHT PLAY ALL'); // 63.2%
    expect(classifyTrend(r(12, 8))).toBe('SLIGHT PLAY ALL'); // 60%
    expect(classifyTrend(r(11, 8))).toBeNull(); // 57.9%
    expect(classifyTrend(r(10, 10))).toBeNull();
    expect(classifyTrend(r(9, 11))).toBeNull(); // 45%
    expect(classifyTrend(r(8, 12))).toBe('FADE'); // 40%
    expect(classifyTrend(r(7, 13))).toBe('FADE'); // 35%
    expect(classifyTrend(r(6, 14))).toBe('FADE ALL'); // 30%
    expect(classifyTrend(r(0, 15))).toBe('FADE ALL');
  });

  it('computes share, units at -110 and strength', () => {
    expect(atsShare(r(0, 0, 3))).toBeNull();
    expect(atsShare(r(18, 7, 1))).toBeCloseTo(0.72);
    expect(atsUnits(r(18, 7, 1))).toBe(10.3);
    expect(atsUnits(r(6, 19))).toBe(-14.9);
    expect(atsUnits(r(0, 0))).toBe(0);
    expect(trendStrength(r(18, 7))).toBeGreaterThan(trendStrength(r(12, 8)));
  });
});
