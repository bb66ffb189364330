import { describe, expect, it } from 'vitest';
import { CONFIDENCE_LEVELS } from '../api/games';
import { assessConfidence, type ConfidenceInput } from './confidence';
import { DEFAULT_PRICING_SETTINGS as S } from './pricing-options';

const market = { kind: 'market', ratingsWeight: 0 } as const;
const blend = { kind: 'blend', ratingsWeight: 0.2 } as const;

const base: ConfidenceInput = {
  hasRecommendation: true,
  maxEdge: 4,
  pricingBasis: market,
  marketGap: 1.4,
  sigma: 14,
  consensusBooks: 4,
  sharpInConsensus: false,
  agreeingBooks: 1,
  dataQuality: 1,
  stalePrices: false,
};
const rank = (level: string) => CONFIDENCE_LEVELS.length - 1 - CONFIDENCE_LEVELS.indexOf(level as never);

describe('confidence', () => {
  it('hand-worked, priced on the market: 4% edge (+1), 4 books (0), one book (0) → 1 → MEDIUM', () => {
    const c = assessConfidence(base, S);
    // No point for agreeing with the market when the priced line IS the market, none for ratings data.
    expect(c.points).toEqual({ edge: 1, marketDepth: 0, bookAgreement: 0 });
    expect(c.score).toBe(1);
    expect(c.level).toBe('MEDIUM');
  });

  it('a deep or sharp market and a second book offering the price raise it', () => {
    expect(assessConfidence({ ...base, consensusBooks: 5 }, S)).toMatchObject({ score: 2, level: 'HIGH' });
    expect(assessConfidence({ ...base, sharpInConsensus: true }, S).points.marketDepth).toBe(1);
    expect(assessConfidence({ ...base, consensusBooks: 6, agreeingBooks: 2, maxEdge: 5.2 }, S)).toMatchObject(
      {
        score: 4,
        level: 'VERY_HIGH',
      },
    );
    expect(assessConfidence({ ...base, consensusBooks: 2 }, S)).toMatchObject({ score: 0, level: 'LOW' });
  });

  it('with the ratings in the priced line, their agreement and data count', () => {
    const c = assessConfidence({ ...base, pricingBasis: blend }, S);
    // Gap 1.4 of σ 14 = 0.1σ: +1.
    expect(c.points).toEqual({
      edge: 1,
      marketDepth: 0,
      bookAgreement: 0,
      marketAgreement: 1,
      dataQuality: 0,
    });
    expect(c.level).toBe('HIGH');
    expect(assessConfidence({ ...base, pricingBasis: blend, dataQuality: 0.3 }, S).points.dataQuality).toBe(
      -2,
    );
    expect(assessConfidence({ ...base, pricingBasis: blend, marketGap: 7.1 }, S)).toMatchObject({
      level: 'LOW',
      caps: ['hugeDisagreement'],
    });
    // On the market alone a large ratings gap is a lean, not a reason to doubt the price.
    expect(assessConfidence({ ...base, marketGap: 7.1 }, S).caps).toEqual([]);
  });

  it('caps: stale at MEDIUM, no recommendation at LOW', () => {
    const strong = { ...base, maxEdge: 6, consensusBooks: 6, agreeingBooks: 3 };
    expect(assessConfidence(strong, S).level).toBe('VERY_HIGH');
    expect(assessConfidence({ ...strong, stalePrices: true }, S)).toMatchObject({
      level: 'MEDIUM',
      caps: ['stalePrices'],
    });
    expect(assessConfidence({ ...strong, hasRecommendation: false }, S).level).toBe('LOW');
  });

  it('is monotone in every factor', () => {
    for (const pricingBasis of [market, blend])
      for (const maxEdge of [1.5, 3, 4, 5, 7])
        for (const marketGap of [0, 2.8, 4.2, 7])
          for (const consensusBooks of [1, 2, 3, 5])
            for (const agreeingBooks of [0, 1, 2, 3])
              for (const dataQuality of [0.4, 0.7, 1]) {
                const at = {
                  ...base,
                  pricingBasis,
                  maxEdge,
                  marketGap,
                  consensusBooks,
                  agreeingBooks,
                  dataQuality,
                };
                const level = rank(assessConfidence(at, S).level);
                const better = [
                  { maxEdge: maxEdge + 1 },
                  { marketGap: Math.max(0, marketGap - 1) },
                  { consensusBooks: consensusBooks + 1 },
                  { agreeingBooks: agreeingBooks + 1 },
                  { dataQuality: Math.min(1, dataQuality + 0.2) },
                  { sharpInConsensus: true },
                ];
                for (const change of better) {
                  expect(rank(assessConfidence({ ...at, ...change }, S).level)).toBeGreaterThanOrEqual(level);
                }
              }
  });

  it('priced from the ratings alone (no market): only the edge and the data count', () => {
    const c = assessConfidence(
      { ...base, pricingBasis: { kind: 'ratings', ratingsWeight: 1 }, dataQuality: 0.6 },
      S,
    );
    expect(c.points).toEqual({ edge: 1, dataQuality: -1 });
  });
});
