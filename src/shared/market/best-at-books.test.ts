import { describe, expect, it } from 'vitest';
import type { MarketLine } from '../api/games';
import { aBook, aGame } from '../curation/game-fixture';
import { allMarketLines, bestAtMyBooks, leadIsAtMyBooks, spreadAsMarketLine } from './best-at-books';

function aTotal(overrides: Partial<MarketLine> = {}): MarketLine {
  return {
    ...spreadAsMarketLine(aBook()),
    market: 'total',
    side: 'over',
    team: null,
    line: 44.5,
    betString: 'Over 44.5 (-105)',
    price: -105,
    ...overrides,
  };
}

describe('best at my books', () => {
  const game = aGame({
    bestSportsbooks: [
      aBook({ key: 'draftkings', name: 'DraftKings', edge: 5.2 }),
      aBook({ key: 'fanduel', name: 'FanDuel', edge: 1.1, spread: -3, price: -118 }),
      aBook({ key: 'betmgm', name: 'BetMGM', edge: 3.4, stale: true }),
      aBook({ key: 'caesars', name: 'Caesars', edge: 9.9, offMarket: true }),
    ],
    marketLines: [
      aTotal({ key: 'fanduel', name: 'FanDuel', edge: 2.6 }),
      aTotal({ key: 'pinnacle', name: 'Pinnacle', edge: 4.0, bettable: false }),
    ],
  });

  it('is the highest edge at the chosen books, in any market', () => {
    expect(bestAtMyBooks(game, ['FanDuel'])).toMatchObject({ key: 'fanduel', market: 'total', edge: 2.6 });
    expect(bestAtMyBooks(game, ['fanduel', 'draftkings'])).toMatchObject({
      key: 'draftkings',
      market: 'spread',
      line: -3.5,
    });
  });

  it('skips stale, off-market and unbettable prices, and is null without a usable book', () => {
    expect(bestAtMyBooks(game, ['betmgm', 'caesars', 'pinnacle'])).toBeNull();
    expect(bestAtMyBooks(game, [])).toBeNull();
    expect(bestAtMyBooks(game, ['bet365'])).toBeNull();
  });

  it('gives a tie to the spread, the market listed first', () => {
    const tie = aGame({
      bestSportsbooks: [aBook({ key: 'fanduel', edge: 2.6 })],
      marketLines: [aTotal({ key: 'fanduel', edge: 2.6 })],
    });
    expect(bestAtMyBooks(tie, ['fanduel'])?.market).toBe('spread');
    expect(allMarketLines(tie).map((l) => l.market)).toEqual(['spread', 'total']);
  });

  it('says when the lead price is already at one of the books', () => {
    expect(leadIsAtMyBooks({ key: 'DraftKings' }, ['draftkings'])).toBe(true);
    expect(leadIsAtMyBooks({ key: 'draftkings' }, ['fanduel'])).toBe(false);
    expect(leadIsAtMyBooks(null, ['fanduel'])).toBe(false);
  });
});
