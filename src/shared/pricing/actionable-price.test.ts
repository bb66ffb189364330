import { describe, expect, it } from 'vitest';
import type { MarketLine } from '../api/games';
import { aBook, aGame, aMarketLine } from '../curation/game-fixture';
import { leadBook, spreadAsMarketLine } from '../display/pick-line';
import { bestAtMyBooks } from '../market/best-at-books';
import { bestActionable, isActionable, isLiveOnMarket } from './actionable-price';
import { liveBestFor } from './judge-freshness';
import { leadPrice } from './price-game';

const line = (overrides: Partial<MarketLine>): MarketLine =>
  aMarketLine({
    market: 'spread',
    side: 'home',
    stale: false,
    offMarket: false,
    bettable: true,
    ...overrides,
  });

describe('actionable prices', () => {
  it('is fresh, on the market and at a bettable book; live-on-market ignores the book', () => {
    const ok = { stale: false, offMarket: false, bettable: true };
    expect(isActionable(ok)).toBe(true);
    expect(isActionable({ ...ok, stale: true })).toBe(false);
    expect(isActionable({ ...ok, offMarket: true })).toBe(false);
    expect(isActionable({ ...ok, bettable: false })).toBe(false);
    const unbettable = { ...ok, bettable: false };
    expect(isLiveOnMarket(unbettable)).toBe(true);
    expect(isLiveOnMarket({ ...ok, stale: true })).toBe(false);
  });

  it('the best price is the highest actionable edge; a tie keeps the earlier line or follows tieBreak', () => {
    const lines = [
      line({ key: 'a', edge: 2 }),
      line({ key: 'b', edge: 4, stale: true }),
      line({ key: 'c', edge: 3 }),
      line({ key: 'd', edge: 3 }),
      line({ key: 'e', edge: 9, offMarket: true }),
    ];
    expect(bestActionable(lines)?.key).toBe('c');
    expect(bestActionable(lines, { tieBreak: (a, b) => (a.key > b.key ? -1 : 1) })?.key).toBe('d');
    expect(bestActionable(lines, { accept: (l) => l.key !== 'c' && l.key !== 'd' })?.key).toBe('a');
    expect(bestActionable(lines, { accept: () => false })).toBeNull();
    // A null edge (a market the fair line does not price) ranks below any edge, even a negative one.
    const unpriced = [line({ key: 'x', edge: 0 }), line({ key: 'y', edge: -1 })];
    expect(bestActionable(unpriced, { edgeOf: (l) => (l.key === 'x' ? null : l.edge) })?.key).toBe('y');
  });

  it('the lead price, the best spread book, "best at your books" and the live price pick the same line', () => {
    // Listed out of edge order (an older payload, or one the publish guards changed): every rule
    // must still choose the highest edge, not the first listed.
    const spreads = [
      aBook({ key: 'fanduel', edge: 2.1, side: 'home' }),
      aBook({ key: 'draftkings', edge: 3.4, side: 'home' }),
      aBook({ key: 'betmgm', edge: 6, side: 'home', stale: true }),
    ];
    const game = aGame({ bestSportsbooks: spreads, marketLines: [] });
    const asLines = spreads.map(spreadAsMarketLine);
    const everyBook = spreads.map((b) => b.key);
    expect(leadPrice(asLines, [])?.key).toBe('draftkings');
    expect(leadBook(spreads)?.key).toBe('draftkings');
    expect(bestAtMyBooks(game, everyBook)?.key).toBe('draftkings');
    expect(liveBestFor(game, { market: 'spread', side: 'home' })?.key).toBe('draftkings');
  });

  it('the lead price goes to the spread, then the total, on a tie across markets', () => {
    const total = line({ key: 'fanduel', market: 'total', side: 'over', edge: 3 });
    const moneyline = line({ key: 'betmgm', market: 'moneyline', side: 'home', edge: 3 });
    const spread = line({ key: 'draftkings', edge: 3 });
    expect(leadPrice([spread], [moneyline, total])?.key).toBe('draftkings');
    expect(leadPrice([], [moneyline, total])?.market).toBe('total');
  });
});
