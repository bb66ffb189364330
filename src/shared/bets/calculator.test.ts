import { describe, expect, it } from 'vitest';
import { splitAt } from '../pricing/centred-pmf';
import { evAgainstFair, noVigPair } from './calculator';
import { marginTable, totalTable } from './fair-outcomes';

describe('noVigPair', () => {
  it('−110 / −110: even money each side, hold 1/22', () => {
    const r = noVigPair(-110, -110);
    expect(r.probabilities[0]).toBeCloseTo(0.5, 12);
    expect(r.fairPrices).toEqual([100, 100]);
    // Implied 110/210 twice = 1.047619; hold = 1 − 1/1.047619 = 0.045455.
    expect(r.hold).toBeCloseTo(1 / 22, 10);
    expect(r.overround).toBeCloseTo(0.047619, 6);
  });

  it('−150 / +130: Shin takes half the overround off each side', () => {
    // Implied 0.6 and 100/230 = 0.434783, overround 0.034783: each side loses 0.017391.
    const r = noVigPair(-150, 130);
    expect(r.probabilities[0]).toBeCloseTo(0.582609, 6);
    expect(r.probabilities[1]).toBeCloseTo(0.417391, 6);
    // 0.582609 / 0.417391 × 100 = 139.58.
    expect(r.fairPrices).toEqual([-140, 140]);
    expect(r.hold).toBeCloseTo(1 - 1 / 1.0347826, 6);
  });

  it('refuses a number that is not a price', () => {
    expect(() => noVigPair(-110, 50)).toThrow(RangeError);
  });
});

describe('evAgainstFair', () => {
  it('a fair probability: 55% at −110 is +5.0% (0.55 × 10/11 − 0.45), fair −122', () => {
    const r = evAgainstFair(
      { league: 'nfl', market: 'spread', line: -3, price: -110 },
      { kind: 'probability', probability: 0.55 },
    );
    expect(r.edgePercent).toBeCloseTo(5, 10);
    expect(r.evPer100).toBeCloseTo(5, 10);
    expect(r.fairPrice).toBe(-122);
    expect(r.breakEven).toBeCloseTo(110 / 210, 10);
    expect(r.numbersBetween).toEqual([]);
  });

  it('the fair number on a half point: −3.5 −110 against a fair −3.5 is a coin flip at −110 (−1/22)', () => {
    const r = evAgainstFair(
      { league: 'nfl', market: 'spread', line: -3.5, price: -110 },
      { kind: 'line', line: -3.5 },
    );
    expect(r.outcomes.win).toBeCloseTo(0.5, 9);
    expect(r.outcomes.push).toBe(0);
    expect(r.edgePercent).toBeCloseTo((-100 * 1) / 22, 6);
    expect(r.fairPrice).toBe(100);
  });

  it('both sides of 3: −2.5 −130 against a fair −3 wins every margin of 3 or more', () => {
    const r = evAgainstFair(
      { league: 'nfl', market: 'spread', line: -2.5, price: -130 },
      { kind: 'line', line: -3 },
    );
    // A balanced fair line is its own centre (the fitted distribution is median-centred).
    expect(r.centre).toBe(3);
    const split = splitAt(marginTable('nfl', 3), 3);
    // −2.5 covers on 3: P(win) = P(M > 3) + P(M = 3); at a whole-number centre P(M > 3) ≈ P(M < 3).
    expect(r.outcomes.win).toBeCloseTo(split.above + split.equal, 12);
    expect(r.outcomes.win).toBeCloseTo((1 + split.equal) / 2, 3);
    expect(r.numbersBetween).toEqual([{ outcome: 3, probability: split.equal }]);
    // 3 is the NFL's biggest key number: about 8.6% of games under the fitted weights.
    expect(split.equal).toBeGreaterThan(0.08);
    expect(r.edgePercent).toBeCloseTo(100 * (r.outcomes.win * (100 / 130) - r.outcomes.loss), 10);
  });

  it('a fair line with its prices is de-vigged and solved, as the product reads a book', () => {
    const balanced = evAgainstFair(
      { league: 'nfl', market: 'spread', line: -2.5, price: -130 },
      { kind: 'line', line: -3 },
    );
    // −3 −118 / −102 says the favourite covers 3 more often than not: the centre moves past 3.
    const priced = evAgainstFair(
      { league: 'nfl', market: 'spread', line: -2.5, price: -130 },
      { kind: 'line', line: -3, prices: { yours: -118, other: -102 } },
    );
    expect(priced.centre!).toBeGreaterThan(3);
    expect(priced.edgePercent).toBeGreaterThan(balanced.edgePercent);
  });

  it('the underdog side across 3: +3.5 against a fair +2.5 collects the margins of exactly 3', () => {
    const r = evAgainstFair(
      { league: 'nfl', market: 'spread', line: 3.5, price: -110 },
      { kind: 'line', line: 2.5 },
    );
    // Your side as home: centre −2.5 (a 2.5-point underdog); +3.5 wins every margin above −3.5.
    expect(r.centre).toBe(-2.5);
    const table = marginTable('nfl', -2.5);
    const split = splitAt(table, -3.5);
    expect(r.outcomes.win).toBeCloseTo(split.above, 12);
    expect(r.outcomes.win).toBeCloseTo(0.5 + splitAt(table, -3).equal, 9);
    expect(r.numbersBetween.map((n) => n.outcome)).toEqual([3]);
  });

  it('totals: over 44.5 against a fair 45.5 also wins on exactly 45', () => {
    const r = evAgainstFair(
      { league: 'nfl', market: 'total', totalSide: 'over', line: 44.5, price: -110 },
      { kind: 'line', line: 45.5 },
    );
    const p45 = splitAt(totalTable('nfl', 45.5), 45).equal;
    expect(r.outcomes.win).toBeCloseTo(0.5 + p45, 9);
    expect(r.numbersBetween).toEqual([{ outcome: 45, probability: p45 }]);
    const under = evAgainstFair(
      { league: 'nfl', market: 'total', totalSide: 'under', line: 44.5, price: -110 },
      { kind: 'line', line: 45.5 },
    );
    expect(under.outcomes.win).toBeCloseTo(0.5 - p45, 9);
  });

  it('a moneyline from a fair spread: the side wins outright, a tie pushes', () => {
    const r = evAgainstFair(
      { league: 'nfl', market: 'moneyline', line: null, price: 150 },
      { kind: 'line', line: 3 },
    );
    const split = splitAt(marginTable('nfl', -3), 0);
    expect(r.outcomes).toEqual({ win: split.above, push: split.equal, loss: split.below });
    expect(r.edgePercent).toBeCloseTo(100 * (split.above * 1.5 - split.below), 10);
  });

  it('refuses what is not a bet', () => {
    expect(() =>
      evAgainstFair({ league: 'nfl', market: 'spread', line: -3, price: 99 }, { kind: 'line', line: -3 }),
    ).toThrow(RangeError);
    expect(() =>
      evAgainstFair(
        { league: 'nfl', market: 'spread', line: -3, price: -110 },
        { kind: 'probability', probability: 1 },
      ),
    ).toThrow(/between 0 and 100%/);
  });
});
