import { describe, expect, it } from 'vitest';
import { marginParams } from './margin-distribution';
import { isWongSpread, teaserLegBreakEven, teaserLegProbabilities, wongEligibility } from './wong-teaser';

describe('Wong teaser eligibility', () => {
  it('labels NFL legs by spread and total', () => {
    expect(wongEligibility({ league: 'NFL', teamLine: -7.5, total: 44 })).toBe('WONG-ELIGIBLE');
    expect(wongEligibility({ league: 'NFL', teamLine: -8.5, total: 48.5 })).toBe('WONG-ELIGIBLE');
    expect(wongEligibility({ league: 'NFL', teamLine: 1.5, total: 41 })).toBe('WONG-ELIGIBLE');
    expect(wongEligibility({ league: 'NFL', teamLine: 2.5, total: 37.5 })).toBe('WONG-ELIGIBLE');
    expect(wongEligibility({ league: 'NFL', teamLine: -8, total: 49 })).toBe('WONG-MARGINAL'); // not under 49
    expect(wongEligibility({ league: 'NFL', teamLine: 2, total: 53.5 })).toBe('WONG-MARGINAL');
    expect(wongEligibility({ league: 'NFL', teamLine: 1.5, total: null })).toBe('WONG-MARGINAL');
    expect(wongEligibility({ league: 'NFL', teamLine: -7.5, total: 45, totalCap: 44 })).toBe('WONG-MARGINAL');
  });

  it('rejects other spreads and every college game', () => {
    for (const line of [-9, -7, -6.5, -3, 0, 1, 3, 7.5]) {
      expect(wongEligibility({ league: 'NFL', teamLine: line, total: 40 })).toBe('NOT-ELIGIBLE');
    }
    expect(wongEligibility({ league: 'CFB', teamLine: -7.5, total: 40 })).toBe('NOT-ELIGIBLE');
    expect(isWongSpread(Number.NaN)).toBe(false);
  });
});

describe('Wong teaser pricing', () => {
  it('per-leg break-even (1/d)^(1/2): 72.4% at −110, 73.9% at −120, 75.2% at −130', () => {
    expect(teaserLegBreakEven(-110)).toBeCloseTo(0.72375, 5);
    expect(teaserLegBreakEven(-120)).toBeCloseTo(0.73855, 5);
    expect(teaserLegBreakEven(-130)).toBeCloseTo(0.75181, 5);
    expect(teaserLegBreakEven(160, 3)).toBeCloseTo((1 / 2.6) ** (1 / 3), 12);
    expect(() => teaserLegBreakEven(-110, 1)).toThrow(RangeError);
  });

  it('prices legs from the margin distribution with the line moved 6 points', () => {
    const favourite = teaserLegProbabilities(-7.5); // −7.5 → −1.5 at the market's own expectation
    const underdog = teaserLegProbabilities(1.5); // +1.5 → +7.5
    // Crossing 3 and 7 lifts both legs well above a plain 6-point move (≈ 0.5 + 0.17).
    for (const leg of [favourite, underdog]) {
      expect(leg.push).toBe(0);
      expect(leg.win).toBeGreaterThan(0.7);
      expect(leg.win).toBeLessThan(0.8);
    }
    expect(underdog.win).toBeGreaterThan(teaserLegBreakEven(-120));
    const plain = teaserLegProbabilities(-7.5, {
      params: { sigma: marginParams('NFL').sigma, weights: [], centre: 'location' },
    });
    expect(favourite.win).toBeGreaterThan(plain.win);
  });

  it('uses a model margin when given one', () => {
    const better = teaserLegProbabilities(-7.5, { expectedTeamMargin: 10 });
    expect(better.win).toBeGreaterThan(teaserLegProbabilities(-7.5).win);
  });
});
