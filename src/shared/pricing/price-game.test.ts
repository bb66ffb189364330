import { describe, expect, it } from 'vitest';
import { marginParams } from '../model/margin-distribution';
import { teaserLegBreakEven, teaserLegProbabilities } from '../model/wong-teaser';
import { expectedValue } from '../odds/ev';
import { centredPmfTable, splitAt } from './centred-pmf';
import { impliedHomeMargin } from './fair-line';
import { LEAN_POINTS, OFF_MARKET_POINTS } from './market-rules';
import { bestPrice, keyNumbersBetween, priceGame } from './price-game';
import type { BookQuote, PriceGameInput } from './types';

const now = new Date('2025-09-07T17:00:00Z');
const chiefs = { id: 'KC', name: 'Kansas City Chiefs', shortName: 'Chiefs' };
const bills = { id: 'BUF', name: 'Buffalo Bills', shortName: 'Bills' };

function book(
  key: string,
  homePoint: number,
  homePrice = -110,
  awayPrice = -110,
  minutesOld = 5,
  total?: number,
): BookQuote {
  return {
    key,
    title: key.toUpperCase(),
    simulated: false,
    fetchedAt: new Date(now.getTime() - minutesOld * 60_000),
    spreads: { home: { point: homePoint, price: homePrice }, away: { point: -homePoint, price: awayPrice } },
    ...(total === undefined
      ? {}
      : { totals: { over: { point: total, price: -110 }, under: { point: total, price: -110 } } }),
  };
}

function game(overrides: Partial<PriceGameInput> = {}): PriceGameInput {
  return {
    league: 'nfl',
    homeTeam: chiefs,
    awayTeam: bills,
    kickoff: new Date('2025-09-07T20:25:00Z'),
    neutralSite: false,
    prediction: { expectedHomeScore: 24, expectedAwayScore: 20.5, residualSigma: 14 },
    books: [],
    now,
    ...overrides,
  };
}

/** Win/push/loss of the home side at home line L, NFL closing-line distribution around margin m. */
function homeOutcomes(m: number, homeLine: number) {
  const split = splitAt(centredPmfTable(marginParams('NFL'), m, 'absolute'), -homeLine);
  return { win: split.above, push: split.equal, loss: split.below };
}

describe('priceGame: edges against the market fair line (line shopping)', () => {
  it('every book on one −110/−110 number: the fair line is that number and every price is −4.5%', () => {
    const priced = priceGame(game({ books: [book('a', -3.5), book('b', -3.5), book('c', -3.5)] }));
    expect(priced.fairLine).toMatchObject({ spread: -3.5, books: 3, method: 'shin', excludedBooks: [] });
    expect(priced.pricingBasis).toEqual({ kind: 'market', ratingsWeight: 0 });
    expect(priced.modelSpread).toBe(-3.5);
    // ½·(100/110) − ½ = −0.04545.
    expect(priced.books.every((b) => b.edge === -4.5 && b.recommendation === 'PASS')).toBe(true);
    expect(priced).toMatchObject({ maxEdge: -4.5, recommendation: null, units: 0, confidenceLevel: 'LOW' });
    // The BetLens ratings (24 − 20.5) are reported beside it, not priced.
    expect(priced.ratingsSpread).toBe(-3.5);
    expect(priced.ratingsTotal).toBe(44.5);
  });

  it('hand-worked: three books at −3 and one at −2.5 (all −110) → fair −2.9; the −2.5 is the best price', () => {
    const priced = priceGame(game({ books: [book('a', -3), book('b', -3), book('c', -3), book('d', -2.5)] }));
    const m = (3 * impliedHomeMargin('NFL', -3, -110, -110) + impliedHomeMargin('NFL', -2.5, -110, -110)) / 4;
    expect(m).toBeCloseTo(2.875, 2);
    expect(priced.fairLine!.spread).toBe(-2.9);
    expect(priced.expectedHomeMargin).toBeCloseTo(m, 10);
    // Home −2.5 wins when the home side wins by 3 or more: P(M ≥ 3 | m) at −110.
    const home = homeOutcomes(m, -2.5);
    const best = bestPrice(priced)!;
    expect(best).toMatchObject({ key: 'd', side: 'home', betString: 'Chiefs -2.5 (-110)', offMarket: false });
    expect(best.edge).toBe(Number((100 * expectedValue(home, -110)).toFixed(1)));
    // The books at −3: the away side +3 (pushes on a 3-point home win) is their better side.
    const atThree = priced.books.find((b) => b.key === 'a')!;
    const away = homeOutcomes(m, -3);
    expect(atThree.side).toBe('away');
    expect(atThree.pushProbability).toBeCloseTo(away.push, 4);
    expect(atThree.edge).toBe(
      Number((100 * expectedValue({ win: away.loss, push: away.push, loss: away.win }, -110)).toFixed(1)),
    );
    expect(priced.maxEdge).toBe(best.edge);
  });

  it('hand-worked: +110 at the same number against four −110 books is +3.1%, a BUY', () => {
    // Fair P(home covers −3.5): four books at ½ and this one's Shin/additive 0.4762 − 0.0207 = 0.4555,
    // weighted equally → 0.4911. EV at +110: 0.4911·2.1 − 1 = +0.031.
    const priced = priceGame(
      game({
        books: [
          book('a', -3.5),
          book('b', -3.5),
          book('c', -3.5),
          book('d', -3.5),
          book('e', -3.5, 110, -130),
        ],
      }),
    );
    const best = bestPrice(priced)!;
    expect(best).toMatchObject({ key: 'e', side: 'home', price: 110 });
    expect(best.coverProbability).toBeCloseTo(0.4911, 3);
    expect(best.edge).toBe(3.1);
    expect(priced).toMatchObject({ recommendation: 'GOOD_BET', recommendationTier: 'BUY', units: 0.5 });
    // The fair price of that side is about +104; the book pays +110.
    expect(best.fairPrice).toBeGreaterThan(100);
    expect(best.fairPrice).toBeLessThan(110);
    // A BUY from one book in a five-book market: 3%+ (+1), deep market (+1) → HIGH.
    expect(priced.confidenceLevel).toBe('HIGH');
  });
});

describe('priceGame: off-market prices', () => {
  it('a line more than OFF_MARKET_POINTS from the fair line is labelled, not recommended, not staked', () => {
    const priced = priceGame(game({ books: [book('a', -7), book('b', -7), book('c', -7), book('d', -3.5)] }));
    expect(OFF_MARKET_POINTS.NFL).toBe(2);
    expect(priced.fairLine).toMatchObject({ spread: -7, books: 3, excludedBooks: ['D'] });
    const d = priced.books.find((b) => b.key === 'd')!;
    expect(d).toMatchObject({
      offMarket: true,
      offMarketReason: 'distance',
      units: 0,
      recommendation: 'OFF_MARKET',
    });
    expect(d.priceEdge).toBeGreaterThan(8);
    expect(priced.flags.offMarket).toBe(true);
    expect(bestPrice(priced)!.key).not.toBe('d');
    expect(priced.recommendation).toBeNull();
    expect(priced.maxEdge).toBeLessThan(0);
  });

  it('an edge above EDGE_VERIFY_PERCENT is off-market too, and the next on-market price is the pick', () => {
    const books = [book('a', -3.5), book('b', -3.5), book('c', -3.5), book('d', -3.5, 110, -130)];
    const strict = priceGame(game({ books }), { verifyEdgeAbove: 2 });
    const d = strict.books.find((b) => b.key === 'd')!;
    expect(d).toMatchObject({ offMarketReason: 'edge', units: 0 });
    expect(strict.flags).toMatchObject({ verifyEdge: true, offMarket: true });
    expect(strict.recommendation).toBeNull();
    const relaxed = priceGame(game({ books }));
    expect(relaxed.flags).toMatchObject({ verifyEdge: false, offMarket: false });
    expect(relaxed.recommendation).not.toBeNull();
  });
});

describe('priceGame: the BetLens ratings line and what is priced', () => {
  it('shows a lean when the ratings differ from the fair line by LEAN_POINTS or more', () => {
    const books = [book('a', -3), book('b', -3)];
    const close = priceGame(game({ books }));
    expect(close.ratingsLean).toBeNull();
    const far = priceGame(
      game({ books, prediction: { expectedHomeScore: 26, expectedAwayScore: 20, residualSigma: 14 } }),
    );
    expect(LEAN_POINTS.NFL).toBe(1.5);
    expect(far.ratingsSpread).toBe(-6);
    expect(far.ratingsLean).toEqual({ side: 'home', team: 'Kansas City Chiefs', points: 3 });
    // A lean is not an edge: the priced line is still the market's.
    expect(far.modelSpread).toBe(-3);
    expect(far.maxEdge).toBe(close.maxEdge);
    expect(far.insight).toContain('Fair line (market, no-vig) Chiefs -3.0');
    expect(far.insight).toContain('BetLens ratings Chiefs -6.0');
  });

  it('blends at the fitted weight and says so; a weight under MIN_RATINGS_WEIGHT is the market', () => {
    const books = [book('a', -3), book('b', -3)];
    const prediction = { expectedHomeScore: 26, expectedAwayScore: 20, residualSigma: 14 };
    const blend = priceGame(
      game({ books, prediction, blend: { marginWeight: 0.2, totalWeight: 0, sigma: 13.3 } }),
    );
    expect(blend.pricingBasis).toEqual({ kind: 'blend', ratingsWeight: 0.2 });
    expect(blend.modelSpread).toBeCloseTo(-(0.2 * 6 + 0.8 * blend.fairLine!.expectedHomeMargin!), 1);
    expect(blend.residualSigma).toBe(13.3);
    const tiny = priceGame(
      game({ books, prediction, blend: { marginWeight: 0.001, totalWeight: 0, sigma: 13.3 } }),
    );
    expect(tiny.pricingBasis).toEqual({ kind: 'market', ratingsWeight: 0 });
    expect(tiny.residualSigma).toBe(marginParams('NFL').sigma);
  });

  it('without a sportsbook spread it prices from the ratings alone and claims no edge', () => {
    const priced = priceGame(game({ books: [] }));
    expect(priced).toMatchObject({
      pricingBasis: { kind: 'ratings', ratingsWeight: 1 },
      fairLine: null,
      modelSpread: -3.5,
      books: [],
      recommendation: null,
      maxEdge: 0,
    });
    expect(priced.insight).toBe('BetLens ratings Chiefs -3.5; no current sportsbook spread to compare.');
  });

  it('prices against the market even when the ratings cannot rate the game', () => {
    const priced = priceGame(
      game({ prediction: null, books: [book('a', -3.5, -110, -110, 5, 44.5), book('b', -4)] }),
    );
    expect(priced.ratingsSpread).toBeNull();
    expect(priced.pricingBasis).toEqual({ kind: 'market', ratingsWeight: 0 });
    expect(priced.modelSpread).not.toBeNull();
    expect(priced.books).toHaveLength(2);
    expect(priced.marketTotal).toBe(44.5);
  });

  it('rejects ratings without a usable σ or scores', () => {
    expect(() =>
      priceGame(game({ prediction: { expectedHomeScore: 24, expectedAwayScore: 20, residualSigma: 0 } })),
    ).toThrow(RangeError);
    expect(() =>
      priceGame(
        game({ prediction: { expectedHomeScore: Number.NaN, expectedAwayScore: 20, residualSigma: 14 } }),
      ),
    ).toThrow(RangeError);
  });
});

describe('priceGame: staleness and quotes', () => {
  it('claims nothing from stale prices alone', () => {
    const priced = priceGame(
      game({ books: [book('a', -3.5, 105, -125, 45), book('b', -2.5, -110, -110, 60)] }),
    );
    expect(priced.books).toHaveLength(2);
    expect(priced.books.every((b) => b.stale && b.edge === 0 && b.units === 0)).toBe(true);
    expect(priced).toMatchObject({
      maxEdge: 0,
      units: 0,
      recommendation: null,
      vegasSpread: null,
      fairLine: null,
      pricingBasis: { kind: 'ratings', ratingsWeight: 1 },
      confidenceLevel: 'LOW',
      flags: { stalePrices: true, verifyEdge: false, offMarket: false },
    });
    expect(priced.pricesFetchedAt).toEqual(new Date(now.getTime() - 45 * 60_000));
  });

  it('lists fresh books best first and the stale last; the posted consensus is the lower median', () => {
    const priced = priceGame(
      game({
        books: [
          book('d', -4),
          book('c', -3.5, -105, -115),
          book('b', -3.5),
          book('a', -3),
          book('z', -2.5, -110, -110, 90),
        ],
      }),
    );
    expect(priced.books.at(-1)!.stale).toBe(true);
    for (let i = 1; i < 4; i++)
      expect(priced.books[i - 1]!.priceEdge).toBeGreaterThanOrEqual(priced.books[i]!.priceEdge);
    expect(priced.vegasSpread).toBe(-3.5);
    expect(priced.vegasSource).toBe('B');
    expect(priced.flags.stalePrices).toBe(true);
    expect(priced.fairLine!.books).toBe(4);
  });

  it('skips quotes that are not prices', () => {
    const priced = priceGame(game({ books: [book('a', -3.5, -50, -110), book('b', -3.5)] }));
    expect(priced.books.map((b) => b.key)).toEqual(['b']);
  });
});

describe('priceGame: injury adjustment', () => {
  it('positive = favourite weakened: the priced line moves toward the underdog, the total stays', () => {
    const books = [book('a', -3.5, -110, -110, 5, 44.5)];
    const base = priceGame(game({ books }));
    const hurt = priceGame(game({ books, injuryAdjustment: 1 }));
    expect(base.modelSpread).toBe(-3.5);
    expect(hurt.modelSpread).toBe(-2.5);
    expect(hurt.modelTotal).toBe(base.modelTotal);
    expect(hurt.injuryFavourite).toBe('home');
    // The market fair line itself is what the books say; the adjustment is the admin's.
    expect(hurt.fairLine!.spread).toBe(-3.5);
    expect(priceGame(game({ books, injuryAdjustment: -1 })).modelSpread).toBe(-4.5);
  });

  it('takes the market favourite: an away favourite weakened moves the line toward the home team', () => {
    const priced = priceGame(game({ books: [book('a', 6.5)], injuryAdjustment: 2 }));
    expect(priced.modelSpread).toBe(4.5);
    expect(priced.injuryFavourite).toBe('away');
  });

  it("falls back to the ratings' favourite without a market line", () => {
    const priced = priceGame(
      game({
        prediction: { expectedHomeScore: 20, expectedAwayScore: 24, residualSigma: 14 },
        injuryAdjustment: 1.5,
      }),
    );
    expect(priced.modelSpread).toBe(2.5);
    expect(priced.injuryFavourite).toBe('away');
  });
});

describe('priceGame: key numbers, totals and Wong teasers', () => {
  it('finds key numbers between the priced margin and the line', () => {
    expect(keyNumbersBetween(2.1, 3.5)).toEqual([3]);
    expect(keyNumbersBetween(2.1, 3)).toEqual([3]);
    expect(keyNumbersBetween(3, 3.5)).toEqual([]);
    expect(keyNumbersBetween(2, 8)).toEqual([3, 7]);
    expect(keyNumbersBetween(-1, -7.5)).toEqual([3, 7]);
    expect(keyNumbersBetween(4, 6)).toEqual([]);
    const priced = priceGame(game({ books: [book('a', -2.5), book('b', -2.5), book('c', -3.5)] }));
    expect(priced.keyNumbersCrossed).toEqual([3]);
    const college = priceGame(game({ league: 'cfb', books: [book('a', -2.5), book('b', -3.5)] }));
    expect(college.keyNumbersCrossed).toEqual([]);
    expect(college.sport).toBe('CFB');
  });

  it('reports a total lean against the fair total only for an on-market total with a positive edge', () => {
    const over = (key: string, point: number, overPrice: number, underPrice: number): BookQuote => ({
      ...book(key, -3.5),
      totals: { over: { point, price: overPrice }, under: { point, price: underPrice } },
    });
    const priced = priceGame(
      game({ books: [over('a', 44.5, -110, -110), over('b', 44.5, -110, -110), over('c', 44.5, 105, -125)] }),
    );
    expect(priced.totalLean).toMatchObject({ side: 'over', point: 44.5, price: 105, bookName: 'C' });
    expect(priced.totalLean!.edge).toBeGreaterThan(0);
    expect(priced.insight).toContain('best Over 44.5 at C');
    const far = priceGame(
      game({
        books: [over('a', 44.5, -110, -110), over('b', 44.5, -110, -110), over('c', 52.5, -110, -110)],
      }),
    );
    // 52.5 is more than the NFL's 3 points from the fair total: its (large) under edge is not a lean.
    expect(far.totalLean?.bookName ?? null).not.toBe('C');
  });

  it('labels NFL Wong legs from the market and prices them on the priced distribution', () => {
    const params = marginParams('NFL');
    const favourite = priceGame(game({ books: [book('a', -7.5, -110, -110, 5, 44)] }));
    const leg = teaserLegProbabilities(-7.5, { expectedTeamMargin: favourite.expectedHomeMargin!, params });
    expect(favourite.wong).toMatchObject({
      label: 'WONG-ELIGIBLE',
      side: 'home',
      teamLine: -7.5,
      teasedLine: -1.5,
    });
    expect(favourite.wong!.legProbability).toBeCloseTo(leg.win, 2);
    expect(favourite.wong!.legBreakEven).toBeCloseTo(teaserLegBreakEven(-120), 4);
    const away = priceGame(game({ books: [book('a', 7.5, -110, -110, 5, 44)] }));
    expect(away.wong).toMatchObject({ label: 'WONG-ELIGIBLE', side: 'away', teamLine: -7.5 });
    const dog = priceGame(game({ books: [book('a', 2, -110, -110, 5, 51)] }));
    expect(dog.wong).toMatchObject({ label: 'WONG-MARGINAL', side: 'home', teamLine: 2, teasedLine: 8 });
    expect(priceGame(game({ books: [book('a', -3, -110, -110, 5, 44)] })).wong).toMatchObject({
      label: 'NOT-ELIGIBLE',
      side: null,
      legProbability: null,
    });
    expect(priceGame(game({ league: 'cfb', books: [book('a', -7.5, -110, -110, 5, 44)] })).wong).toBeNull();
    expect(priceGame(game({ books: [] })).wong).toBeNull();
  });
});

describe('priceGame: an admin injury adjustment and the off-market guard', () => {
  it('judges off-market before the adjustment, so the admin’s deliberate move is not a “verify” flag', () => {
    // Two points toward the underdog makes the underdog's price a large edge at the adjusted line …
    const books = [book('a', -7), book('b', -7), book('c', -7)];
    const adjusted = priceGame(game({ books, injuryAdjustment: 2 }));
    expect(adjusted.modelSpread).toBe(-5);
    expect(adjusted.maxEdge).toBeGreaterThan(8);
    // … but every price sits on the market, so none is off-market and the pick stands.
    expect(adjusted.flags.offMarket).toBe(false);
    expect(adjusted.recommendation).toBe('STRONG_BET');
    expect(bestPrice(adjusted)!.side).toBe('away');
  });
});
