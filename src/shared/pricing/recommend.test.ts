import { describe, expect, it } from 'vitest';
import { MIN_PICK_EDGE_PERCENT } from '../calendar/pick-filters';
import { DEFAULT_PRICING_SETTINGS as S, resolvePricingOptions } from './pricing-options';
import { bookRecommendation, recommendationForEdge, unitsFor } from './recommend';

describe('recommendation tiers', () => {
  it('maps the edge onto the tiers at 5 / 3 / 1.5', () => {
    expect(recommendationForEdge(5, S)).toEqual({
      recommendation: 'STRONG_BET',
      recommendationTier: 'STRONG_BUY',
    });
    expect(recommendationForEdge(4.9, S)).toEqual({ recommendation: 'GOOD_BET', recommendationTier: 'BUY' });
    expect(recommendationForEdge(3, S)).toEqual({ recommendation: 'GOOD_BET', recommendationTier: 'BUY' });
    expect(recommendationForEdge(2.9, S)).toEqual({ recommendation: 'BET', recommendationTier: 'LEAN' });
    expect(recommendationForEdge(1.5, S)).toEqual({ recommendation: 'BET', recommendationTier: 'LEAN' });
    expect(recommendationForEdge(1.4, S)).toEqual({ recommendation: null, recommendationTier: null });
    expect(recommendationForEdge(-2, S).recommendation).toBeNull();
    expect(recommendationForEdge(Number.NaN, S).recommendation).toBeNull();
  });

  it('starts BUY at the weekly-picks minimum edge', () => {
    expect(S.goodEdge).toBe(MIN_PICK_EDGE_PERCENT);
  });

  it('is monotone in the edge', () => {
    const order = [null, 'BET', 'GOOD_BET', 'STRONG_BET'];
    let previous = 0;
    for (let edge = -5; edge <= 15; edge += 0.1) {
      const rank = order.indexOf(recommendationForEdge(Number(edge.toFixed(1)), S).recommendation);
      expect(rank).toBeGreaterThanOrEqual(previous);
      previous = rank;
    }
  });

  it('labels book lines, stale ones apart', () => {
    expect(bookRecommendation(6, false, S)).toBe('STRONG_BET');
    expect(bookRecommendation(0.4, false, S)).toBe('PASS');
    expect(bookRecommendation(6, true, S)).toBe('STALE');
  });

  it('rejects inconsistent settings', () => {
    expect(() => resolvePricingOptions({ goodEdge: 6 })).toThrow(RangeError);
    expect(() => resolvePricingOptions({ kellyFraction: 1 })).toThrow(RangeError);
    expect(() => resolvePricingOptions({ staleAfterMinutes: 0 })).toThrow(RangeError);
    expect(resolvePricingOptions({ maxUnits: 2 }).maxUnits).toBe(2);
  });
});

describe('units', () => {
  it('hand-worked: 56% at −110, no push → edge 6.9%, ¼ Kelly 1.9% → 2 units', () => {
    // b = 100/110 = 0.90909; EV = 0.56·0.90909 − 0.44 = 0.06909; f* = 0.06909 / 0.90909 = 0.076;
    // ¼·f* = 0.019 of bankroll = 1.9 units → nearest half unit 2.
    expect(unitsFor({ win: 0.56, push: 0, loss: 0.44 }, -110, 6.9, S)).toBe(2);
  });

  it('hand-worked: 50% at +105 → edge 2.5%, ¼ Kelly 0.6% → 0.5 units', () => {
    // EV = 0.5·1.05 − 0.5 = 0.025; f* = 0.025/1.05 = 0.0238; ¼ → 0.595 units → 0.5.
    expect(unitsFor({ win: 0.5, push: 0, loss: 0.5 }, 105, 2.5, S)).toBe(0.5);
  });

  it('pushes return the stake: 50/10/40 at −110 stakes on the decided share', () => {
    // f* = (0.90909·0.5 − 0.4) / (0.90909·0.9) = 0.05455/0.81818 = 0.0667; ¼ → 1.67 units → 1.5.
    expect(unitsFor({ win: 0.5, push: 0.1, loss: 0.4 }, -110, 5.5, S)).toBe(1.5);
  });

  it('caps at maxUnits and is 0 below the bet threshold (off-market prices get none: rate-book-line)', () => {
    expect(unitsFor({ win: 0.7, push: 0, loss: 0.3 }, -110, 7.9, S)).toBe(3);
    expect(unitsFor({ win: 0.7, push: 0, loss: 0.3 }, -110, 7.9, { ...S, maxUnits: 2 })).toBe(2);
    expect(unitsFor({ win: 0.53, push: 0, loss: 0.47 }, -110, 1.2, S)).toBe(0);
    expect(unitsFor({ win: 0.5, push: 0, loss: 0.5 }, -110, -4.5, S)).toBe(0);
  });
});
