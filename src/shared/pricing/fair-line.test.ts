import { describe, expect, it } from 'vitest';
import { marginParams } from '../model/margin-distribution';
import { centredPmfTable, splitAt } from './centred-pmf';
import {
  fairFirstProbability,
  impliedHomeMargin,
  impliedTotal,
  marketFairLine,
  marketHold,
  robustConsensus,
} from './fair-line';
import type { BookQuote } from './types';

const now = new Date('2025-09-07T17:00:00Z');

function book(key: string, homePoint: number, homePrice = -110, awayPrice = -110, total?: number): BookQuote {
  return {
    key,
    title: key,
    simulated: false,
    fetchedAt: now,
    spreads: { home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } },
    ...(total === undefined
      ? {}
      : { totals: { over: { point: total, price: -110 }, under: { point: total, price: -110 } } }),
  };
}

/** P(M ≥ 3) and P(M = 3) of the NFL closing-line distribution with expected home margin c. */
function massesAt(c: number): { atLeast3: number; exactly3: number } {
  const split = splitAt(centredPmfTable(marginParams('NFL'), c, 'absolute'), 3);
  return { atLeast3: split.above + split.equal, exactly3: split.equal };
}

describe('de-vigging one two-way market (Shin)', () => {
  it('hand-worked: −130/+110 → 0.5652 + 0.4762 = 1.0414; Shin on two outcomes removes half the 0.0414 from each', () => {
    expect(fairFirstProbability(-130, 110)).toBeCloseTo(0.5652 - 0.0207, 3);
    expect(fairFirstProbability(-110, -110)).toBeCloseTo(0.5, 12);
    expect(marketHold(-110, -110)).toBeCloseTo(0.04545, 4);
    // A market with no margin has nothing to remove.
    expect(fairFirstProbability(100, 100)).toBe(0.5);
  });
});

describe('implied expected margin of one book', () => {
  it('a −110/−110 market sits exactly on its number, whole or half', () => {
    expect(impliedHomeMargin('NFL', -3, -110, -110)).toBeCloseTo(3, 2);
    expect(impliedHomeMargin('NFL', -2.5, -110, -110)).toBeCloseTo(2.5, 2);
    expect(impliedHomeMargin('CFB', -16, -110, -110)).toBeCloseTo(16, 2);
    expect(impliedHomeMargin('NFL', 7, -110, -110)).toBeCloseTo(-7, 2);
  });

  it('across the key number: −2.5 at −130 says about 3, as −3 at −110 does (averaging the numbers would say 2.75)', () => {
    // Home −2.5 wins when M ≥ 3; its fair probability is 0.5445 (above). At an expected margin of 3,
    // P(M ≥ 3) = ½ + ½·P(M = 3): the 15%-ish mass on 3 makes the half point worth that price.
    // (Exactly so at a half-integer centre; between them the centring is interpolated, good to ~1e-4.)
    const at3 = massesAt(3);
    expect(at3.atLeast3).toBeCloseTo(0.5 + at3.exactly3 / 2, 3);
    const fair = fairFirstProbability(-130, 110);
    const m = impliedHomeMargin('NFL', -2.5, -130, 110);
    expect(massesAt(m).atLeast3).toBeCloseTo(fair, 4);
    expect(m).toBeGreaterThan(2.9);
    expect(m).toBeLessThan(3.15);

    const consensus = marketFairLine('NFL', [book('fanduel', -3), book('draftkings', -2.5, -130, 110)])!;
    expect(consensus.expectedHomeMargin).toBeCloseTo((3 + m) / 2, 2);
    expect(consensus.spread).toBe(-3);
  });

  it('is monotone in the price: a dearer favourite price implies a bigger margin', () => {
    const margins = [-105, -110, -115, -120, -130].map((p) =>
      impliedHomeMargin('NFL', -3.5, p, p === -105 ? -115 : -105),
    );
    for (let i = 1; i < margins.length; i++) expect(margins[i]!).toBeGreaterThan(margins[i - 1]!);
  });

  it('totals: 47.5 at −110/−110 is 47.5; an over priced −120 means a higher fair total', () => {
    expect(impliedTotal('NFL', 47.5, -110, -110)).toBeCloseTo(47.5, 2);
    expect(impliedTotal('NFL', 47.5, -120, 100)).toBeGreaterThan(47.5);
  });
});

describe('the consensus', () => {
  it('weights sharp books up and leaves an off-market book out', () => {
    const fair = marketFairLine('NFL', [
      book('draftkings', -3),
      book('fanduel', -3),
      book('pinnacle', -3.5, -105, -105),
      book('betmgm', -6.5),
    ])!;
    // Pinnacle (weight 3 × 1.5 for a 2.4% hold) pulls toward 3.5; BetMGM's −6.5 is 3.5 points from the
    // weighted median, beyond the NFL's 2, and is excluded.
    expect(fair.books).toBe(3);
    expect(fair.sharpBooks).toEqual(['pinnacle']);
    expect(fair.excludedBooks).toEqual(['betmgm']);
    const w = 3 * 1.5;
    expect(fair.expectedHomeMargin!).toBeCloseTo(
      (3 + 3 + w * impliedHomeMargin('NFL', -3.5, -105, -105)) / (2 + w),
      3,
    );
    expect(fair.method).toBe('shin');
  });

  it('robustConsensus: weighted median, then the weighted mean of what is near it', () => {
    const r = robustConsensus(
      [
        { key: 'a', name: 'a', value: 3, weight: 1 },
        { key: 'b', name: 'b', value: 3.5, weight: 1 },
        { key: 'c', name: 'c', value: 16, weight: 1 },
      ],
      3,
    )!;
    expect(r.value).toBeCloseTo(3.25, 10);
    expect(r.excluded.map((e) => e.key)).toEqual(['c']);
    expect(robustConsensus([], 3)).toBeNull();
  });

  it('reads the home win probability from moneylines when quoted, else from the spread', () => {
    const withMoneyline: BookQuote = {
      ...book('a', -3),
      h2h: { home: { price: -160 }, away: { price: 140 } },
    };
    const fair = marketFairLine('NFL', [withMoneyline])!;
    expect(fair.winProbabilitySource).toBe('moneyline');
    expect(fair.homeWinProbability).toBeCloseTo(fairFirstProbability(-160, 140), 4);
    const fromSpread = marketFairLine('NFL', [book('a', -3)])!;
    expect(fromSpread.winProbabilitySource).toBe('spread');
    expect(fromSpread.homeWinProbability!).toBeGreaterThan(0.55);
    expect(fromSpread.homeWinProbability!).toBeLessThan(0.65);
  });

  it('needs a two-way spread; a total alone or mismatched handicaps give no fair line', () => {
    expect(marketFairLine('NFL', [])).toBeNull();
    const mismatched: BookQuote = {
      ...book('a', -3),
      spreads: { home: { point: -3, price: -110 }, away: { point: 2.5, price: -110 } },
    };
    expect(marketFairLine('NFL', [mismatched])).toBeNull();
    const fair = marketFairLine('NFL', [book('a', -3, -110, -110, 44.5), book('b', -3)])!;
    expect(fair.total).toBe(44.5);
  });
});
