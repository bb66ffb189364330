import { describe, expect, it } from 'vitest';
import { impliedProbability } from '@shared/odds/american-odds';
import {
  RETAIL_FAVOURITE_PRICES,
  americanFromCost,
  costOf,
  juiceOfOverround,
  ladderPair,
  noVigShare,
  pairCents,
  quotePair,
  twoWayPrice,
} from './price-ladder';

const overround = ([a, b]: [number, number]) => impliedProbability(a) + impliedProbability(b) - 1;

describe('sportsbook price ladders', () => {
  it('writes and reads the cents a book moves between sides', () => {
    expect(costOf(-112)).toBe(112);
    expect(costOf(105)).toBe(95);
    expect(americanFromCost(100)).toBe(100);
    expect(ladderPair(110, 0)).toEqual([-110, -110]);
    expect(ladderPair(110, 5)).toEqual([-115, -105]);
    expect(ladderPair(110, 10)).toEqual([-120, 100]);
    expect(ladderPair(110, -15)).toEqual([105, -125]);
    expect(pairCents(-118, -102)).toEqual({ juice: 110, cents: 8 });
    expect(juiceOfOverround(0.0476)).toBe(110);
    expect(juiceOfOverround(0.0243)).toBe(105);
    expect(noVigShare(-110, -110)).toBeCloseTo(0.5, 12);
  });

  it('quotes a spread pair at the book’s overround for a no-vig share, on retail steps or to the cent', () => {
    expect(quotePair(0.5, 0.0476, RETAIL_FAVOURITE_PRICES)).toEqual([-110, -110]);
    expect(quotePair(0.5, 0.0243)).toEqual([-105, -105]);
    const [home, away] = quotePair(0.53, 0.0476, RETAIL_FAVOURITE_PRICES);
    expect(RETAIL_FAVOURITE_PRICES).toContain(home);
    expect(noVigShare(home, away)).toBeCloseTo(0.53, 2);
    // The underdog side of a lopsided share, and the overround kept across the ladder.
    for (const p of [0.3, 0.45, 0.55, 0.62, 0.7]) {
      const pair = quotePair(p, 0.0476, RETAIL_FAVOURITE_PRICES);
      expect(overround(pair)).toBeGreaterThan(0.038);
      expect(overround(pair)).toBeLessThan(0.05);
      expect(pair[0] < pair[1]).toBe(p > 0.5);
    }
    expect(() => quotePair(1, 0.05)).toThrow(RangeError);
  });

  it('prices a moneyline with its overround, more of it on the longshot', () => {
    expect(twoWayPrice(0.5, 0.0476)).toEqual([-110, -110]);
    const [fav, dog] = twoWayPrice(0.8, 0.042);
    expect(overround([fav, dog])).toBeCloseTo(0.042, 2);
    // Fair odds would be −400/+400; the longshot pays the larger share of the margin.
    expect(400 - dog).toBeGreaterThan(-fav - 400);
  });
});
