import { describe, expect, it } from 'vitest';
import type { BookQuote } from '../pricing/types';
import { fairOutcomes, valueAgainstFair } from '../bets/fair-outcomes';
import { bestPrices, type BestPricesInput } from './best-prices';

const NOW = new Date('2026-11-26T12:00:00Z');

function quote(key: string, title: string, markets: Partial<BookQuote>, minutesOld = 5): BookQuote {
  return {
    key,
    title,
    simulated: false,
    fetchedAt: new Date(NOW.getTime() - minutesOld * 60_000),
    ...markets,
  };
}

const spreads = (home: number, homePrice: number, awayPrice: number) => ({
  spreads: { home: { point: home, price: homePrice }, away: { point: -home, price: awayPrice } },
});
const totals = (point: number, over: number, under: number) => ({
  totals: { over: { point, price: over }, under: { point, price: under } },
});
const h2h = (home: number, away: number) => ({ h2h: { home: { price: home }, away: { price: away } } });

const settings = {
  staleAfterMinutes: 90,
  verifyEdgeAbove: 8,
  bettableBooks: ['draftkings', 'fanduel', 'betmgm'],
};
const fairLine = { spread: -3, total: 44.5, homeWinProbability: 0.6 };

function input(quotes: BookQuote[], extra: Partial<BestPricesInput> = {}): BestPricesInput {
  return { league: 'nfl', fairLine, quotes, now: NOW, settings, ...extra };
}

const find = (prices: ReturnType<typeof bestPrices>, market: string, side: string) =>
  prices.find((p) => p.market === market && p.side === side);

describe('bestPrices', () => {
  it('prices every market and side at a bettable book against the market fair price at its number', () => {
    const prices = bestPrices(
      input([
        quote('draftkings', 'DraftKings', {
          ...spreads(-3, -110, -110),
          ...totals(44.5, -110, -110),
          ...h2h(-140, 120),
        }),
        quote('fanduel', 'FanDuel', {
          ...spreads(-2.5, -125, 105),
          ...totals(45.5, -110, -110),
          ...h2h(-150, 160),
        }),
      ]),
    );
    expect(prices.map((p) => `${p.market}:${p.side}`)).toEqual([
      'spread:away',
      'spread:home',
      'total:over',
      'total:under',
      'moneyline:away',
      'moneyline:home',
    ]);
    // Moneyline by hand: the home side wins 60% of the time; −140 pays 100/140.
    // EV = 0.6 · 0.714286 − 0.4 = +0.0286 → 2.9%. Away 40% at +160: 0.4 · 1.6 − 0.6 = +4.0%.
    expect(find(prices, 'moneyline', 'home')).toMatchObject({
      book: 'DraftKings',
      price: -140,
      line: null,
      edge: 2.9,
    });
    expect(find(prices, 'moneyline', 'away')).toMatchObject({
      book: 'FanDuel',
      price: 160,
      line: null,
      edge: 4,
    });
    expect(find(prices, 'moneyline', 'away')!.fairPrice).toBe(150);
    // The under at 45.5 is worth more than at 44.5 at the same price (a fair total of 44.5).
    expect(find(prices, 'total', 'under')).toMatchObject({ bookKey: 'fanduel', line: 45.5 });
    expect(find(prices, 'total', 'over')).toMatchObject({ bookKey: 'draftkings', line: 44.5 });
    // On the fair number at −110 a total is worth 0.5 · 0.90909 − 0.5 = −4.5%.
    expect(find(prices, 'total', 'over')!.edge).toBe(-4.5);
    // Every spread edge is the fair-outcome value at that book's own number.
    for (const p of prices.filter((x) => x.market === 'spread')) {
      const outcomes = fairOutcomes('nfl', p, {
        expectedHomeMargin: 3,
        expectedTotal: 44.5,
        homeWinProbability: 0.6,
      })!;
      expect(p.edge).toBe(Math.round(10 * valueAgainstFair(outcomes, p.price).edgePercent) / 10);
    }
  });

  it('never names a book a user cannot bet, a stale price or an off-market price', () => {
    const prices = bestPrices(
      input([
        quote('draftkings', 'DraftKings', {
          ...spreads(-3, -110, -110),
          ...totals(44.5, -110, -110),
          ...h2h(-150, 125),
        }),
        // Pinnacle informs the fair line but is not bettable, however good its price.
        quote('pinnacle', 'Pinnacle', {
          ...spreads(-3, 105, 105),
          ...totals(44.5, 105, 105),
          ...h2h(-120, 150),
        }),
        // Two hours old: stale.
        quote('fanduel', 'FanDuel', { ...spreads(-3, 100, 100), ...h2h(-120, 150) }, 120),
        // A total 5 points from the fair total, and a moneyline 40% better than fair: off-market.
        quote('betmgm', 'BetMGM', { ...totals(49.5, -110, -110), ...h2h(-200, 250) }),
      ]),
    );
    expect(new Set(prices.map((p) => p.bookKey))).toEqual(new Set(['draftkings']));
  });

  it('restricts the choice to the user’s books', () => {
    const quotes = [
      quote('draftkings', 'DraftKings', h2h(-150, 130)),
      quote('fanduel', 'FanDuel', h2h(-145, 135)),
    ];
    expect(find(bestPrices(input(quotes)), 'moneyline', 'away')!.bookKey).toBe('fanduel');
    const mine = bestPrices(input(quotes, { onlyBooks: ['DraftKings'] }));
    expect(mine.map((p) => p.bookKey)).toEqual(['draftkings', 'draftkings']);
    expect(bestPrices(input(quotes, { onlyBooks: ['circasports'] }))).toEqual([]);
    expect(bestPrices(input(quotes, { onlyBooks: [] }))).toEqual([]);
    expect(bestPrices(input(quotes, { onlyBooks: null }))).toHaveLength(2);
  });

  it('uses the stored analysis’ edge for a spread it priced at the same number and price', () => {
    const quotes = [quote('draftkings', 'DraftKings', spreads(-2.5, -125, 105))];
    const prices = bestPrices(
      input(quotes, {
        pricedSpreads: [
          {
            key: 'draftkings',
            side: 'home',
            spread: -2.5,
            price: -125,
            edge: 1.7,
            fairPrice: -134,
            stale: false,
            offMarket: false,
          },
        ],
      }),
    );
    expect(find(prices, 'spread', 'home')).toMatchObject({ edge: 1.7, fairPrice: -134 });
    // A stored off-market verdict keeps the price out.
    const off = bestPrices(
      input(quotes, {
        pricedSpreads: [
          {
            key: 'draftkings',
            side: 'home',
            spread: -2.5,
            price: -125,
            edge: 9,
            stale: false,
            offMarket: true,
          },
        ],
      }),
    );
    expect(find(off, 'spread', 'home')).toBeUndefined();
  });

  it('without a fair line picks by the odds screen’s rule (most points, then payout) and claims no edge', () => {
    const prices = bestPrices(
      input(
        [
          quote('draftkings', 'DraftKings', spreads(-3, -110, -110)),
          quote('fanduel', 'FanDuel', spreads(-3.5, -105, -115)),
          quote('betmgm', 'BetMGM', spreads(-3, -105, -115)),
        ],
        { fairLine: null },
      ),
    );
    expect(find(prices, 'spread', 'away')).toMatchObject({
      bookKey: 'fanduel',
      line: 3.5,
      edge: null,
      fairPrice: null,
    });
    expect(find(prices, 'spread', 'home')).toMatchObject({
      bookKey: 'betmgm',
      line: -3,
      price: -105,
      edge: null,
    });
  });

  it('breaks an exact tie in edge by the better payout, then by book key', () => {
    const prices = bestPrices(
      input([quote('fanduel', 'FanDuel', h2h(-140, 120)), quote('draftkings', 'DraftKings', h2h(-140, 120))]),
    );
    expect(find(prices, 'moneyline', 'home')!.bookKey).toBe('draftkings');
  });
});
