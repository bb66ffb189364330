import { describe, expect, it } from 'vitest';
import { marginParams } from '../model/margin-distribution';
import { teaserLegBreakEven, teaserLegProbabilities } from '../model/wong-teaser';
import { expectedValue } from '../odds/ev';
import { centredPmfTable, splitAt } from './centred-pmf';
import { impliedHomeMargin } from './fair-line';
import { LEAN_POINTS, OFF_MARKET_POINTS } from './market-rules';
import { bestPrice, keyNumbersBetween, priceGame } from './price-game';
import { DEFAULT_STALE_PRICE_MINUTES, type PricingOptions } from './pricing-options';
import type { BookQuote, PriceGameInput } from './types';

const now = new Date('2025-09-07T17:00:00Z');
const chiefs = { id: 'KC', name: 'Kansas City Chiefs', shortName: 'Chiefs' };
const bills = { id: 'BUF', name: 'Buffalo Bills', shortName: 'Bills' };
/** Minutes old past the default stale age. */
const STALE = DEFAULT_STALE_PRICE_MINUTES + 15;

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

/** The test books' keys stand for bettable books unless a test says otherwise. */
const TEST_BOOKS = ['a', 'b', 'c', 'd', 'e', 'z'];
const price = (input: PriceGameInput, options: PricingOptions = {}) =>
  priceGame(input, { bettableBooks: TEST_BOOKS, ...options });

/** Win/push/loss of the home side at home line L, NFL closing-line distribution around margin m. */
function homeOutcomes(m: number, homeLine: number) {
  const split = splitAt(centredPmfTable(marginParams('NFL'), m, 'absolute'), -homeLine);
  return { win: split.above, push: split.equal, loss: split.below };
}

describe('priceGame: edges against the market fair line (line shopping)', () => {
  it('every book on one −110/−110 number: the fair line is that number and every price is −4.5%', () => {
    const priced = price(game({ books: [book('a', -3.5), book('b', -3.5), book('c', -3.5)] }));
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
    const priced = price(game({ books: [book('a', -3), book('b', -3), book('c', -3), book('d', -2.5)] }));
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
    const priced = price(
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
    const priced = price(game({ books: [book('a', -7), book('b', -7), book('c', -7), book('d', -3.5)] }));
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
    const strict = price(game({ books }), { verifyEdgeAbove: 2 });
    const d = strict.books.find((b) => b.key === 'd')!;
    expect(d).toMatchObject({ offMarketReason: 'edge', units: 0 });
    expect(strict.flags).toMatchObject({ verifyEdge: true, offMarket: true });
    expect(strict.recommendation).toBeNull();
    const relaxed = price(game({ books }));
    expect(relaxed.flags).toMatchObject({ verifyEdge: false, offMarket: false });
    expect(relaxed.recommendation).not.toBeNull();
  });
});

describe('priceGame: the BetLens ratings line and what is priced', () => {
  it('shows a lean when the ratings differ from the fair line by LEAN_POINTS or more', () => {
    const books = [book('a', -3), book('b', -3)];
    const close = price(game({ books }));
    expect(close.ratingsLean).toBeNull();
    const far = price(
      game({ books, prediction: { expectedHomeScore: 26, expectedAwayScore: 20, residualSigma: 14 } }),
    );
    expect(LEAN_POINTS.NFL).toBe(1.5);
    expect(far.ratingsSpread).toBe(-6);
    expect(far.ratingsLean).toMatchObject({
      side: 'home',
      team: 'Kansas City Chiefs',
      shortName: 'Chiefs',
      points: 3,
    });
    // Its record is the backtest's 3+ bucket: the same numbers the methodology page shows.
    expect(far.ratingsLean!.record).toMatchObject({ league: 'NFL', from: 3, to: null });
    expect(far.ratingsLean!.record!.bets).toBeGreaterThan(100);
    // A lean is not an edge: the priced line is still the market's.
    expect(far.modelSpread).toBe(-3);
    expect(far.maxEdge).toBe(close.maxEdge);
    expect(far.insight).toContain('Fair line (market, no-vig) Chiefs -3.0');
    expect(far.insight).toContain('BetLens ratings Chiefs -6.0');
  });

  it('gives no lean from ratings that miss a completed week of this season, and says so', () => {
    const books = [book('a', -3), book('b', -3)];
    const prediction = { expectedHomeScore: 26, expectedAwayScore: 20, residualSigma: 14 };
    const current = { ratingsAsOf: '2026-11-24T01:15:00.000Z', outOfDate: false };
    const fresh = price(game({ books, prediction, ratingsFreshness: current }));
    expect(fresh.ratingsLean).not.toBeNull();
    expect(fresh.ratingsFreshness).toEqual(current);
    const stale = { ratingsAsOf: '2025-02-09T23:30:00.000Z', outOfDate: true };
    const old = price(game({ books, prediction, ratingsFreshness: stale }));
    expect(old.ratingsLean).toBeNull();
    expect(old.ratingsSpread).toBe(-6);
    // Nothing else moves: the edge is the market's.
    expect(old.maxEdge).toBe(fresh.maxEdge);
  });

  it("never blends: however far the ratings are, the priced line, every edge and the tier are the market's", () => {
    const books = [book('a', -3), book('b', -3), book('c', -2.5, -115, -105), book('d', -3.5, 100, -120)];
    const near = price(game({ books }));
    for (const expectedHomeScore of [10, 21, 27, 40]) {
      const far = price(
        game({ books, prediction: { expectedHomeScore, expectedAwayScore: 20, residualSigma: 14 } }),
      );
      expect(far.pricingBasis).toEqual({ kind: 'market', ratingsWeight: 0 });
      expect(far.modelSpread).toBe(near.modelSpread);
      expect(far.books.map((b) => [b.key, b.side, b.edge, b.units])).toEqual(
        near.books.map((b) => [b.key, b.side, b.edge, b.units]),
      );
      expect([far.maxEdge, far.units, far.recommendationTier, far.confidenceLevel]).toEqual([
        near.maxEdge,
        near.units,
        near.recommendationTier,
        near.confidenceLevel,
      ]);
    }
  });

  it('without a sportsbook spread it prices from the ratings alone and claims no edge', () => {
    const priced = price(game({ books: [] }));
    expect(priced).toMatchObject({
      pricingBasis: { kind: 'ratings', ratingsWeight: 1 },
      fairLine: null,
      modelSpread: -3.5,
      books: [],
      recommendation: null,
      maxEdge: 0,
    });
    expect(priced.insight).toBe('BetLens ratings Chiefs -3.5; no current sportsbook spread, so no edge.');
  });

  it('prices against the market even when the ratings cannot rate the game', () => {
    const priced = price(
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
      price(game({ prediction: { expectedHomeScore: 24, expectedAwayScore: 20, residualSigma: 0 } })),
    ).toThrow(RangeError);
    expect(() =>
      price(
        game({ prediction: { expectedHomeScore: Number.NaN, expectedAwayScore: 20, residualSigma: 14 } }),
      ),
    ).toThrow(RangeError);
  });
});

describe('priceGame: staleness and quotes', () => {
  it('claims nothing from stale prices alone', () => {
    const priced = price(
      game({ books: [book('a', -3.5, 105, -125, STALE), book('b', -2.5, -110, -110, STALE + 15)] }),
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
    expect(priced.pricesFetchedAt).toEqual(new Date(now.getTime() - STALE * 60_000));
  });

  it('lists fresh books best first and the stale last; the posted consensus is the lower median', () => {
    const priced = price(
      game({
        books: [
          book('d', -4),
          book('c', -3.5, -105, -115),
          book('b', -3.5),
          book('a', -3),
          book('z', -2.5, -110, -110, STALE),
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
    const priced = price(game({ books: [book('a', -3.5, -50, -110), book('b', -3.5)] }));
    expect(priced.books.map((b) => b.key)).toEqual(['b']);
  });
});

describe('priceGame: the injury adjustment is expert context', () => {
  it("moves no number: the priced line, the total, every edge and the stake stay the market's", () => {
    const books = [
      book('a', -3.5, -110, -110, 5, 44.5),
      book('b', -3, -115, -105),
      book('c', -3.5, 105, -125),
    ];
    const base = price(game({ books }));
    for (const injuryAdjustment of [-3, -1, 1, 3, 7]) {
      const hurt = price(game({ books, injuryAdjustment }));
      expect(hurt.modelSpread).toBe(base.modelSpread);
      expect(hurt.modelTotal).toBe(base.modelTotal);
      expect(hurt.books.map((b) => [b.key, b.side, b.edge, b.units, b.offMarket])).toEqual(
        base.books.map((b) => [b.key, b.side, b.edge, b.units, b.offMarket]),
      );
      expect([hurt.maxEdge, hurt.units, hurt.recommendationTier]).toEqual([
        base.maxEdge,
        base.units,
        base.recommendationTier,
      ]);
      expect(hurt.injuryAdjustment).toBe(injuryAdjustment);
      expect(hurt.injuryFavourite).toBe('home');
    }
  });

  it("names the market favourite, else the ratings' favourite", () => {
    expect(price(game({ books: [book('a', 6.5)], injuryAdjustment: 2 })).injuryFavourite).toBe('away');
    const unquoted = price(
      game({
        prediction: { expectedHomeScore: 20, expectedAwayScore: 24, residualSigma: 14 },
        injuryAdjustment: 1.5,
      }),
    );
    expect(unquoted.injuryFavourite).toBe('away');
    expect(unquoted.modelSpread).toBe(4);
    expect(price(game({ books: [book('a', -3)] })).injuryFavourite).toBeNull();
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
    const priced = price(game({ books: [book('a', -2.5), book('b', -2.5), book('c', -3.5)] }));
    expect(priced.keyNumbersCrossed).toEqual([3]);
    const college = price(game({ league: 'cfb', books: [book('a', -2.5), book('b', -3.5)] }));
    expect(college.keyNumbersCrossed).toEqual([]);
    expect(college.sport).toBe('CFB');
  });

  it('reports a total lean against the fair total only for an on-market total with a positive edge', () => {
    const over = (key: string, point: number, overPrice: number, underPrice: number): BookQuote => ({
      ...book(key, -3.5),
      totals: { over: { point, price: overPrice }, under: { point, price: underPrice } },
    });
    const priced = price(
      game({ books: [over('a', 44.5, -110, -110), over('b', 44.5, -110, -110), over('c', 44.5, 105, -125)] }),
    );
    expect(priced.totalLean).toMatchObject({ side: 'over', point: 44.5, price: 105, bookName: 'C' });
    expect(priced.totalLean!.edge).toBeGreaterThan(0);
    expect(priced.insight).toContain('best Over 44.5 at C');
    const far = price(
      game({
        books: [over('a', 44.5, -110, -110), over('b', 44.5, -110, -110), over('c', 52.5, -110, -110)],
      }),
    );
    // 52.5 is more than the NFL's 3 points from the fair total: its (large) under edge is not a lean.
    expect(far.totalLean?.bookName ?? null).not.toBe('C');
  });

  it('labels NFL Wong legs from the market and prices them on the priced distribution', () => {
    const params = marginParams('NFL');
    const favourite = price(game({ books: [book('a', -7.5, -110, -110, 5, 44)] }));
    const leg = teaserLegProbabilities(-7.5, { expectedTeamMargin: favourite.expectedHomeMargin!, params });
    expect(favourite.wong).toMatchObject({
      label: 'WONG-ELIGIBLE',
      side: 'home',
      teamLine: -7.5,
      teasedLine: -1.5,
    });
    expect(favourite.wong!.legProbability).toBeCloseTo(leg.win, 2);
    expect(favourite.wong!.legBreakEven).toBeCloseTo(teaserLegBreakEven(-120), 4);
    const away = price(game({ books: [book('a', 7.5, -110, -110, 5, 44)] }));
    expect(away.wong).toMatchObject({ label: 'WONG-ELIGIBLE', side: 'away', teamLine: -7.5 });
    const dog = price(game({ books: [book('a', 2, -110, -110, 5, 51)] }));
    expect(dog.wong).toMatchObject({ label: 'WONG-MARGINAL', side: 'home', teamLine: 2, teasedLine: 8 });
    expect(price(game({ books: [book('a', -3, -110, -110, 5, 44)] })).wong).toMatchObject({
      label: 'NOT-ELIGIBLE',
      side: null,
      legProbability: null,
    });
    expect(price(game({ league: 'cfb', books: [book('a', -7.5, -110, -110, 5, 44)] })).wong).toBeNull();
    expect(price(game({ books: [] })).wong).toBeNull();
  });
});

describe('priceGame: books a user can bet', () => {
  it('every book informs the fair line; only a bettable book is the best price, the pick or a stake', () => {
    const books = [
      book('draftkings', -3),
      book('fanduel', -3),
      book('betus', -3, 110, -130),
      book('pinnacle', -3),
    ];
    const priced = priceGame(game({ books }));
    expect(priced.fairLine!.books).toBe(4);
    const offshore = priced.books.find((b) => b.key === 'betus')!;
    // The offshore price is the best on the board, and it is listed, after the bettable books …
    expect(offshore.edge).toBeGreaterThan(1.5);
    expect(priced.books.map((b) => b.key)).toEqual(['draftkings', 'fanduel', 'betus', 'pinnacle']);
    // … but it is never the recommendation.
    expect(offshore).toMatchObject({ bettable: false, units: 0, recommendation: 'PASS' });
    expect(offshore.insight).toBe('Informs the fair line; not a book BetLens recommends');
    expect(bestPrice(priced)!.key).not.toBe('betus');
    expect(priced.recommendation).toBeNull();
    expect(priced.maxEdge).toBeLessThan(0);
    // With BETTABLE_BOOKS naming it, it is.
    const open = priceGame(game({ books }), { bettableBooks: ['betus', 'draftkings'] });
    expect(bestPrice(open)!.key).toBe('betus');
    expect(open.recommendation).not.toBeNull();
  });

  it('rejects an empty list of bettable books', () => {
    expect(() => priceGame(game({ books: [book('a', -3)] }), { bettableBooks: [] })).toThrow(RangeError);
  });
});

describe('priceGame: alternate lines', () => {
  it("−1.5 at −164 when the market is −3.5 at −110 is an alternate line, not the book's main line", () => {
    const books = [book('a', -3.5), book('b', -3.5), book('c', -3.5), book('d', -1.5, -164, 140)];
    const priced = price(game({ books }));
    const d = priced.books.find((b) => b.key === 'd')!;
    expect(d).toMatchObject({
      offMarket: true,
      offMarketReason: 'alternate',
      units: 0,
      recommendation: 'OFF_MARKET',
    });
    expect(d.insight).toBe("Alternate line, not this book's main line");
    // A stale or mistaken number (far away at −110) is off-market for distance instead.
    const wrong = price(game({ books: [...books.slice(0, 3), book('d', -1, -110, -110)] }));
    expect(wrong.books.find((b) => b.key === 'd')!.offMarketReason).toBe('distance');
  });
});
