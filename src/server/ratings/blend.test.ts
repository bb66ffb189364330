import { describe, expect, it } from 'vitest';
import { fitBlendWeights, fitMix, mixWeight, shrinkToMarket, type PredictionRecord } from './blend';
import { NFL_RATING_CONFIG } from './rating-config';

describe('blend', () => {
  it('finds the least-squares mixing weight and clamps it to [0, 1]', () => {
    // y = base + 0.3·(candidate − base) exactly.
    const pairs = [
      { candidate: 10, base: 0 },
      { candidate: -4, base: 2 },
      { candidate: 7, base: 3 },
    ].map((p) => ({ ...p, y: p.base + 0.3 * (p.candidate - p.base) }));
    expect(mixWeight(pairs)).toBeCloseTo(0.3, 12);
    expect(mixWeight([{ y: 20, candidate: 10, base: 0 }])).toBe(1);
    expect(mixWeight([{ y: 1, candidate: 1, base: 1 }])).toBeUndefined();
    expect(shrinkToMarket(6, -2, 0.25)).toBe(0);
  });

  it('keeps the defaults until enough past games exist, then fits weights and σ', () => {
    const settings = NFL_RATING_CONFIG.blend;
    const few: PredictionRecord[] = [
      {
        season: 1,
        ridgeMargin: 3,
        eloMargin: 1,
        ridgeTotal: 44,
        margin: 7,
        total: 41,
        marketMargin: 2.5,
        marketTotal: 43,
      },
    ];
    expect(fitBlendWeights(few, settings).fittedOn).toBe(0);
    const many: PredictionRecord[] = [];
    for (let i = 0; i < 400; i++) {
      const market = ((i * 7) % 15) - 7;
      const ridge = market + (((i * 3) % 7) - 3);
      const elo = market + (((i * 5) % 9) - 4);
      // Outcomes follow the ridge exactly: ridge share 1, market shrink weight 1, zero σ.
      many.push({
        season: 1,
        ridgeMargin: ridge,
        eloMargin: elo,
        ridgeTotal: 44,
        margin: ridge,
        total: 44,
        marketMargin: market,
      });
    }
    const fitted = fitBlendWeights(many, settings);
    expect(fitted.fittedOn).toBe(400);
    expect(fitted.ridgeWeight).toBeCloseTo(1, 9);
    expect(fitted.marketModelWeight).toBeCloseTo(1, 9);
    expect(fitted.modelSigma).toBeCloseTo(0, 9);
  });

  it('fits a separate ridge share for early-season games when enabled', () => {
    const settings = { ...NFL_RATING_CONFIG.blend, earlyGames: 1, earlyRidgeWeight: 0.3, minEarlyGames: 100 };
    const records: PredictionRecord[] = [];
    for (let i = 0; i < 400; i++) {
      const ridge = ((i * 3) % 7) - 3;
      const elo = ((i * 5) % 9) - 4;
      const early = i % 4 === 0;
      // Late games follow the ridge, early games follow Elo.
      records.push({
        season: 1,
        ridgeMargin: ridge,
        eloMargin: elo,
        ridgeTotal: 44,
        total: 44,
        margin: early ? elo : ridge,
        early,
      });
    }
    const fitted = fitBlendWeights(records, settings);
    expect(fitted.earlyRidgeWeight).toBeCloseTo(0, 9);
    expect(fitted.ridgeWeight).toBeGreaterThan(0.5);
    expect(fitBlendWeights(records.slice(0, 300), { ...settings, minEarlyGames: 100 }).earlyRidgeWeight).toBe(
      0.3,
    );
    expect(fitBlendWeights(records, { ...settings, earlyGames: 0 }).earlyRidgeWeight).toBe(0.3);
  });

  it('fits a convex mix of three components (shares ≥ 0, summing to 1)', () => {
    const rows = Array.from({ length: 200 }, (_, i) => {
      const c = [((i * 3) % 11) - 5, ((i * 7) % 13) - 6, ((i * 5) % 9) - 4];
      return { components: c, y: 0.5 * c[0]! + 0.3 * c[1]! + 0.2 * c[2]! };
    });
    const shares = fitMix(rows)!;
    expect(shares[0]).toBeCloseTo(0.5, 9);
    expect(shares[1]).toBeCloseTo(0.3, 9);
    expect(shares[2]).toBeCloseTo(0.2, 9);
    // Outcomes that follow the negative of a component: that share is pinned at 0, the rest sum to 1.
    const skewed = rows.map((r) => ({ ...r, y: r.components[0]! - 0.5 * r.components[2]! }));
    const constrained = fitMix(skewed)!;
    expect(constrained[2]).toBe(0);
    expect(constrained.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(constrained.every((w) => w >= 0)).toBe(true);
  });

  it('adds the market-implied component to the mix when every record has it', () => {
    const settings = NFL_RATING_CONFIG.blend;
    const records: PredictionRecord[] = Array.from({ length: 300 }, (_, i) => {
      const ridge = ((i * 3) % 7) - 3;
      const elo = ((i * 5) % 9) - 4;
      const lines = ((i * 11) % 13) - 6;
      return {
        season: 1,
        ridgeMargin: ridge,
        eloMargin: elo,
        linesMargin: lines,
        ridgeTotal: 44,
        total: 44,
        margin: lines,
      };
    });
    const fitted = fitBlendWeights(records, settings);
    expect(fitted.linesWeight).toBeCloseTo(1, 9);
    expect(fitted.ridgeWeight).toBeCloseTo(0, 9);
    const { linesMargin: _omit, ...withoutLines } = records[0]!;
    expect(fitBlendWeights([withoutLines, ...records.slice(1)], settings).linesWeight).toBe(0);
  });
});
