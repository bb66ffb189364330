import { describe, expect, it } from 'vitest';
import type { MarketLine } from '../api/games';
import { aBook, aGame } from '../curation/game-fixture';
import { spreadAsMarketLine } from '../display/pick-line';
import {
  allMarketLines,
  bestAtMyBooks,
  leadIsAtMyBooks,
  myBooksLine,
  NO_PRICE_AT_MY_BOOKS,
} from './best-at-books';

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

describe('the card line for my books', () => {
  const game = aGame({
    bestSportsbooks: [aBook({ key: 'draftkings', name: 'DraftKings', edge: 5.2 })],
    marketLines: [aTotal({ key: 'fanduel', name: 'FanDuel', edge: 2.6 })],
  });

  it('names the market, the price, the book and the edge', () => {
    expect(myBooksLine(game, ['fanduel'])?.text).toBe(
      'Best at your books: Total: Over 44.5 \u2212105 · FanDuel · +2.6%',
    );
  });

  it('adds nothing without books, or when the lead price is already at one of them', () => {
    expect(myBooksLine(game, [])).toBeNull();
    expect(myBooksLine(game, ['draftkings', 'fanduel'])).toBeNull();
  });

  it('says so when none of the books has a usable price', () => {
    expect(myBooksLine(game, ['bet365'])).toEqual({ text: NO_PRICE_AT_MY_BOOKS, detail: null, line: null });
  });
});
