import { describe, expect, it } from 'vitest';
import { CONFIDENCE_LEVELS } from '../api/games';
import { assessConfidence, type ConfidenceInput } from './confidence';
import { DEFAULT_PRICING_SETTINGS as S } from './pricing-options';

const market = { kind: 'market', ratingsWeight: 0 } as const;
const ratingsOnly = { kind: 'ratings', ratingsWeight: 1 } as const;

const base: ConfidenceInput = {
  hasRecommendation: true,
  maxEdge: 4,
  pricingBasis: market,
  consensusBooks: 4,
  sharpInConsensus: false,
  agreeingBooks: 1,
  stalePrices: false,
};
const rank = (level: string) => CONFIDENCE_LEVELS.length - 1 - CONFIDENCE_LEVELS.indexOf(level as never);

describe('confidence', () => {
  it('hand-worked, priced on the market: 4% edge (+1), 4 books (0), one book (0) → 1 → MEDIUM', () => {
    const c = assessConfidence(base, S);
    expect(c.points).toEqual({ edge: 1, marketDepth: 0, bookAgreement: 0 });
    expect(c.score).toBe(1);
    expect(c.level).toBe('MEDIUM');
  });

  it('a deep or sharp market and a second book offering the price raise it', () => {
    expect(assessConfidence({ ...base, consensusBooks: 5 }, S)).toMatchObject({ score: 2, level: 'HIGH' });
    expect(assessConfidence({ ...base, sharpInConsensus: true }, S).points.marketDepth).toBe(1);
    expect(assessConfidence({ ...base, consensusBooks: 6, agreeingBooks: 2, maxEdge: 5.2 }, S)).toMatchObject(
      { score: 4, level: 'VERY_HIGH' },
    );
    expect(assessConfidence({ ...base, consensusBooks: 2 }, S)).toMatchObject({ score: 0, level: 'LOW' });
  });

  it('reads only the market: no factor or cap names the ratings, so no two reasons can contradict', () => {
    const c = assessConfidence({ ...base, consensusBooks: 6, agreeingBooks: 3, maxEdge: 6 }, S);
    expect(Object.keys(c.points).sort()).toEqual(['bookAgreement', 'edge', 'marketDepth']);
    expect(c.caps).toEqual([]);
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
    for (const maxEdge of [1.5, 3, 4, 5, 7])
      for (const consensusBooks of [1, 2, 3, 5])
        for (const agreeingBooks of [0, 1, 2, 3]) {
          const at = { ...base, maxEdge, consensusBooks, agreeingBooks };
          const level = rank(assessConfidence(at, S).level);
          const better = [
            { maxEdge: maxEdge + 1 },
            { consensusBooks: consensusBooks + 1 },
            { agreeingBooks: agreeingBooks + 1 },
            { sharpInConsensus: true },
          ];
          for (const change of better) {
            expect(rank(assessConfidence({ ...at, ...change }, S).level)).toBeGreaterThanOrEqual(level);
          }
        }
  });

  it('without a market (ratings only) there is no edge and no recommendation: LOW', () => {
    const c = assessConfidence(
      { ...base, pricingBasis: ratingsOnly, maxEdge: 0, hasRecommendation: false },
      S,
    );
    expect(c.points).toEqual({ edge: 0 });
    expect(c.level).toBe('LOW');
  });
});
