import { describe, expect, it } from 'vitest';
import { marginParams, withSigma } from '../model/margin-distribution';
import { teaserLegBreakEven, teaserLegProbabilities } from '../model/wong-teaser';
import { keyNumbersBetween, priceGame } from './price-game';
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

describe('priceGame: hand-worked prices', () => {
  it('a fair line equal to the book line is a coin flip: −4.5% at −110 both ways, +2.5% at +105', () => {
    // E[M] = 24 − 20.5 = 3.5 and the distribution is median-centred, so P(M > 3.5) = P(M < 3.5) = ½.
    // −110: EV = ½·(100/110) − ½ = −0.04545 → −4.5%. Home −3.5 at +105: ½·1.05 − ½ = +0.025 → +2.5%:
    // a LEAN; ¼ Kelly 0.025/1.05/4 = 0.6% of bankroll → 0.5 units.
    const priced = priceGame(game({ books: [book('a', -3.5), book('b', -3.5, 105, -125)] }));
    expect(priced.modelSpread).toBe(-3.5);
    expect(priced.homeExpectedScore).toBe(24);
    expect(priced.awayExpectedScore).toBe(20.5);
    expect(priced.modelTotal).toBe(44.5);
    const [best, other] = priced.books;
    expect(best).toMatchObject({
      key: 'b',
      side: 'home',
      betString: 'Chiefs -3.5 (+105)',
      coverProbability: 0.5,
    });
    expect(best!.edge).toBe(2.5);
    expect(best!.units).toBe(0.5);
    expect(other!.edge).toBe(-4.5);
    expect(other!.recommendation).toBe('PASS');
    expect(priced).toMatchObject({
      maxEdge: 2.5,
      units: 0.5,
      recommendation: 'BET',
      recommendationTier: 'LEAN',
      vegasSpread: -3.5,
      vegasSource: 'A',
      marketGap: 0,
      agreeingBooks: 1,
      freshBooks: 2,
      flags: { stalePrices: false, verifyEdge: false },
    });
    // Edge 0 points, gap 0σ +1, one agreeing book of two 0, full data 0 → score 1 → MEDIUM.
    expect(priced.confidence.score).toBe(1);
    expect(priced.confidenceLevel).toBe('MEDIUM');
  });

  it('no edge at all: no recommendation, 0 units, LOW confidence', () => {
    const priced = priceGame(game({ books: [book('a', -3.5)] }));
    expect(priced.maxEdge).toBe(-4.5);
    expect(priced).toMatchObject({
      recommendation: null,
      recommendationTier: null,
      units: 0,
      confidenceLevel: 'LOW',
    });
  });

  it('uses the model σ: a wider σ makes the same gap worth less', () => {
    const books = [book('a', -3.5)];
    const narrow = priceGame(
      game({ prediction: { expectedHomeScore: 27, expectedAwayScore: 20, residualSigma: 12 }, books }),
    );
    const wide = priceGame(
      game({ prediction: { expectedHomeScore: 27, expectedAwayScore: 20, residualSigma: 18 }, books }),
    );
    expect(narrow.maxEdge).toBeGreaterThan(wide.maxEdge);
    expect(narrow.residualSigma).toBe(12);
  });
});

describe('priceGame: market, staleness and flags', () => {
  it('sorts fresh books best first and takes the lower median line as the consensus', () => {
    const priced = priceGame(
      game({
        prediction: { expectedHomeScore: 25, expectedAwayScore: 20, residualSigma: 14 },
        books: [
          book('d', -4),
          book('c', -3.5, -105, -115),
          book('b', -3.5),
          book('a', -3),
          book('z', -2.5, -110, -110, 90),
        ],
      }),
    );
    expect(priced.books.map((b) => b.key)).toEqual(['a', 'c', 'b', 'd', 'z']);
    expect(priced.books.at(-1)!.stale).toBe(true);
    for (let i = 1; i < 4; i++)
      expect(priced.books[i - 1]!.priceEdge).toBeGreaterThanOrEqual(priced.books[i]!.priceEdge);
    // Fresh home lines −4, −3.5, −3.5, −3 → lower median −3.5; the stale −2.5 is ignored.
    expect(priced.vegasSpread).toBe(-3.5);
    expect(priced.vegasSource).toBe('B');
    expect(priced.maxEdge).toBe(priced.books[0]!.edge);
    expect(priced.flags.stalePrices).toBe(true);
    expect(priced.confidence.caps).toContain('stalePrices');
    expect(['MEDIUM', 'LOW']).toContain(priced.confidenceLevel);
  });

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
      vegasSource: null,
      confidenceLevel: 'LOW',
      flags: { stalePrices: true, verifyEdge: false },
    });
    expect(priced.insight).toBe('Model Chiefs -3.5; no current sportsbook prices.');
    expect(priced.pricesFetchedAt).toEqual(new Date(now.getTime() - 45 * 60_000));
  });

  it('flags a suspicious edge, holds the stake to 1 unit and confidence to MEDIUM', () => {
    const input = game({
      prediction: { expectedHomeScore: 30, expectedAwayScore: 20, residualSigma: 14 },
      books: [book('a', -3.5), book('b', -3.5), book('c', -3.5)],
    });
    const priced = priceGame(input);
    expect(priced.maxEdge).toBeGreaterThan(8);
    expect(priced.flags.verifyEdge).toBe(true);
    expect(priced.units).toBe(1);
    expect(priced.books.every((b) => b.units <= 1)).toBe(true);
    expect(priced.recommendation).toBe('STRONG_BET');
    expect(['MEDIUM', 'LOW']).toContain(priced.confidenceLevel);
    const trusted = priceGame(input, { verifyEdgeAbove: 50 });
    expect(trusted.flags.verifyEdge).toBe(false);
    expect(trusted.units).toBeGreaterThan(1);
  });

  it('has no recommendation without a model line, and still reports the market', () => {
    const priced = priceGame(game({ prediction: null, books: [book('a', -3.5, -110, -110, 5, 44.5)] }));
    expect(priced).toMatchObject({
      modelSpread: null,
      modelTotal: null,
      books: [],
      recommendation: null,
      units: 0,
      confidenceLevel: 'LOW',
      vegasSpread: -3.5,
      marketTotal: 44.5,
      marketGap: null,
    });
    expect(priced.insight).toBe('No model line for this game; market Chiefs -3.5.');
  });

  it('skips quotes that are not prices', () => {
    const priced = priceGame(game({ books: [book('a', -3.5, -50, -110), book('b', -3.5)] }));
    expect(priced.books.map((b) => b.key)).toEqual(['b']);
  });

  it('rejects a model without a usable σ or scores', () => {
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

describe('priceGame: injury adjustment', () => {
  it('positive = favourite weakened: the fair line moves toward the underdog, the total stays', () => {
    const books = [book('a', -3.5)];
    const base = priceGame(game({ books }));
    const hurt = priceGame(game({ books, injuryAdjustment: 1 }));
    expect(base.modelSpread).toBe(-3.5);
    expect(hurt.modelSpread).toBe(-2.5);
    expect(hurt.homeExpectedScore).toBe(23.5);
    expect(hurt.awayExpectedScore).toBe(21);
    expect(hurt.modelTotal).toBe(base.modelTotal);
    expect(hurt.injuryFavourite).toBe('home');
    expect(priceGame(game({ books, injuryAdjustment: -1 })).modelSpread).toBe(-4.5);
  });

  it('takes the market favourite: an away favourite weakened moves the line toward the home team', () => {
    // Model: away by 4 (home line +4). Market: away −6.5. Away weakened by 2 → home line +2.
    const priced = priceGame(
      game({
        prediction: { expectedHomeScore: 20, expectedAwayScore: 24, residualSigma: 14 },
        books: [book('a', 6.5)],
        injuryAdjustment: 2,
      }),
    );
    expect(priced.modelSpread).toBe(2);
    expect(priced.injuryFavourite).toBe('away');
  });

  it("falls back to the model's favourite without a market line", () => {
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
  it('finds key numbers between the model margin and the line', () => {
    expect(keyNumbersBetween(2.1, 3.5)).toEqual([3]);
    expect(keyNumbersBetween(2.1, 3)).toEqual([3]);
    expect(keyNumbersBetween(3, 3.5)).toEqual([]);
    expect(keyNumbersBetween(2, 8)).toEqual([3, 7]);
    expect(keyNumbersBetween(-1, -7.5)).toEqual([3, 7]);
    expect(keyNumbersBetween(4, 6)).toEqual([]);
    const priced = priceGame(
      game({
        prediction: { expectedHomeScore: 23.1, expectedAwayScore: 21, residualSigma: 14 },
        books: [book('a', -3.5)],
      }),
    );
    expect(priced.keyNumbersCrossed).toEqual([3]);
    const college = priceGame(
      game({
        league: 'cfb',
        prediction: { expectedHomeScore: 23.1, expectedAwayScore: 21, residualSigma: 17 },
        books: [book('a', -3.5)],
      }),
    );
    expect(college.keyNumbersCrossed).toEqual([]);
    expect(college.sport).toBe('CFB');
  });

  it('reports a total lean only with a total σ and a positive edge', () => {
    const books = [book('a', -3.5, -110, -110, 5, 40.5)];
    const withSigma_ = priceGame(
      game({
        books,
        prediction: { expectedHomeScore: 24, expectedAwayScore: 20.5, residualSigma: 14, totalSigma: 13.6 },
      }),
    );
    expect(withSigma_.marketTotal).toBe(40.5);
    expect(withSigma_.totalLean).toMatchObject({ side: 'over', point: 40.5, price: -110, bookName: 'A' });
    expect(withSigma_.totalLean!.edge).toBeGreaterThan(0);
    expect(withSigma_.insight).toContain('lean Over');
    expect(priceGame(game({ books })).totalLean).toBeNull();
  });

  it('labels NFL Wong legs from the market and prices them on the model distribution', () => {
    const params = withSigma(marginParams('NFL'), 14);
    // Home favourite −7.5, total 44; E[M] = 7.5 (a half point, where the model's PMF is used exactly).
    const favourite = priceGame(
      game({
        prediction: { expectedHomeScore: 25.5, expectedAwayScore: 18, residualSigma: 14 },
        books: [book('a', -7.5, -110, -110, 5, 44)],
      }),
    );
    const leg = teaserLegProbabilities(-7.5, { expectedTeamMargin: 7.5, params });
    expect(favourite.wong).toMatchObject({
      label: 'WONG-ELIGIBLE',
      side: 'home',
      teamLine: -7.5,
      teasedLine: -1.5,
    });
    expect(favourite.wong!.legProbability).toBeCloseTo(leg.win, 4);
    expect(favourite.wong!.legBreakEven).toBeCloseTo(teaserLegBreakEven(-120), 4);

    // Away favourite −7.5 (home +7.5): the away side, priced from the away team's margin.
    const away = priceGame(
      game({
        prediction: { expectedHomeScore: 18, expectedAwayScore: 25.5, residualSigma: 14 },
        books: [book('a', 7.5, -110, -110, 5, 44)],
      }),
    );
    expect(away.wong).toMatchObject({ label: 'WONG-ELIGIBLE', side: 'away', teamLine: -7.5 });
    expect(away.wong!.legProbability).toBeCloseTo(leg.win, 4);

    // Home underdog +2 with a high total: marginal.
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
