import { describe, expect, it } from 'vitest';
import { CONFIDENCE_LEVELS } from '../api/games';
import { assessConfidence, type ConfidenceInput } from './confidence';
import { DEFAULT_PRICING_SETTINGS as S } from './pricing-options';

const base: ConfidenceInput = {
  hasRecommendation: true,
  maxEdge: 4,
  marketGap: 1.4,
  sigma: 14,
  freshBooks: 6,
  agreeingBooks: 2,
  dataQuality: 1,
  stalePrices: false,
  verifyEdge: false,
};
const rank = (level: string) => CONFIDENCE_LEVELS.length - 1 - CONFIDENCE_LEVELS.indexOf(level as never);

describe('confidence', () => {
  it('hand-worked: 4% edge (+1), gap 1.4 of σ 14 = 0.1σ (+1), 2 books (0), full data (0) → 2 → HIGH', () => {
    const c = assessConfidence(base, S);
    expect(c.points).toEqual({ edge: 1, marketAgreement: 1, bookAgreement: 0, dataQuality: 0 });
    expect(c.score).toBe(2);
    expect(c.level).toBe('HIGH');
  });

  it('VERY_HIGH needs a strong edge, a close market and several books', () => {
    expect(assessConfidence({ ...base, maxEdge: 5.2, agreeingBooks: 3 }, S).level).toBe('VERY_HIGH');
    // Gap 3.5 = 0.25σ: neutral, so one point short.
    expect(assessConfidence({ ...base, maxEdge: 5.2, agreeingBooks: 3, marketGap: 3.5 }, S).level).toBe(
      'HIGH',
    );
  });

  it('lowers a lone outlier price and thin data', () => {
    expect(assessConfidence({ ...base, agreeingBooks: 1 }, S)).toMatchObject({ score: 1, level: 'MEDIUM' });
    expect(assessConfidence({ ...base, agreeingBooks: 1, freshBooks: 2 }, S).points.bookAgreement).toBe(0);
    expect(assessConfidence({ ...base, dataQuality: 0.6 }, S)).toMatchObject({ score: 1, level: 'MEDIUM' });
    expect(assessConfidence({ ...base, dataQuality: 0.3 }, S)).toMatchObject({ score: 0, level: 'LOW' });
  });

  it('caps: stale or verify-edge at MEDIUM, huge disagreement or no recommendation at LOW', () => {
    const strong = { ...base, maxEdge: 6, agreeingBooks: 4 };
    expect(assessConfidence(strong, S).level).toBe('VERY_HIGH');
    expect(assessConfidence({ ...strong, stalePrices: true }, S)).toMatchObject({
      level: 'MEDIUM',
      caps: ['stalePrices'],
    });
    expect(assessConfidence({ ...strong, verifyEdge: true }, S).level).toBe('MEDIUM');
    expect(assessConfidence({ ...strong, marketGap: 7.1 }, S).caps).toContain('hugeDisagreement');
    expect(assessConfidence({ ...strong, marketGap: 7.1 }, S).level).toBe('LOW');
    expect(assessConfidence({ ...strong, hasRecommendation: false }, S).level).toBe('LOW');
  });

  it('is monotone in every factor (edge below the verify level)', () => {
    const edges = [1.5, 2, 3, 4, 5, 7];
    const gaps = [0, 1, 2.8, 3, 4.2, 5, 7, 9];
    const books = [0, 1, 2, 3, 5];
    const quality = [0, 0.4, 0.5, 0.7, 0.8, 1];
    for (const maxEdge of edges)
      for (const marketGap of gaps)
        for (const agreeingBooks of books)
          for (const dataQuality of quality) {
            const level = rank(
              assessConfidence({ ...base, maxEdge, marketGap, agreeingBooks, dataQuality }, S).level,
            );
            const better = [
              { maxEdge: maxEdge + 1 },
              { marketGap: Math.max(0, marketGap - 1) },
              { agreeingBooks: agreeingBooks + 1 },
              { dataQuality: Math.min(1, dataQuality + 0.2) },
            ];
            for (const change of better) {
              const next = { ...base, maxEdge, marketGap, agreeingBooks, dataQuality, ...change };
              expect(rank(assessConfidence(next, S).level)).toBeGreaterThanOrEqual(level);
            }
          }
  });

  it('without a market line the agreement factor is neutral', () => {
    expect(assessConfidence({ ...base, marketGap: null }, S).points.marketAgreement).toBe(0);
  });
});
