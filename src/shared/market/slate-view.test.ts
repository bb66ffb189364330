import { describe, expect, it } from 'vitest';
import type { BestPriceView } from '../api/slate';
import { bestEdge, bestPriceRow, fairLineText, filterSlate, sortSlate } from './slate-view';

const price = (
  market: BestPriceView['market'],
  side: BestPriceView['side'],
  edge: number | null,
): BestPriceView => ({
  market,
  side,
  bookKey: 'draftkings',
  fetchedAt: '2026-11-22T14:55:00.000Z',
  book: 'DraftKings',
  line: market === 'moneyline' ? null : market === 'total' ? 44.5 : -3,
  price: -110,
  fairPrice: edge === null ? null : -105,
  edge,
});

const game = (id: string, league: 'nfl' | 'cfb', commenceTime: string, bestPrices: BestPriceView[]) => ({
  id,
  league,
  commenceTime,
  bestPrices,
});

const games = [
  game('a', 'nfl', '2026-11-26T21:30:00Z', [price('spread', 'home', -4.5), price('moneyline', 'away', 1.2)]),
  game('b', 'cfb', '2026-11-26T17:00:00Z', [price('total', 'over', 3.4), price('spread', 'away', 0.4)]),
  game('c', 'nfl', '2026-11-27T01:15:00Z', []),
];

describe('the slate’s filters and sorts', () => {
  it('finds a game’s best edge in a market', () => {
    expect(bestEdge(games[0]!, 'all')).toBe(1.2);
    expect(bestEdge(games[0]!, 'spread')).toBe(-4.5);
    expect(bestEdge(games[0]!, 'total')).toBeNull();
    expect(bestEdge(game('x', 'nfl', '', [price('spread', 'home', null)]), 'all')).toBeNull();
  });

  it('filters by league, market and minimum edge', () => {
    const ids = (f: Parameters<typeof filterSlate>[1]) => filterSlate(games, f).map((g) => g.id);
    expect(ids({ league: 'all', market: 'all', minEdge: null })).toEqual(['a', 'b', 'c']);
    expect(ids({ league: 'nfl', market: 'all', minEdge: null })).toEqual(['a', 'c']);
    expect(ids({ league: 'all', market: 'total', minEdge: null })).toEqual(['b']);
    expect(ids({ league: 'all', market: 'all', minEdge: 1 })).toEqual(['a', 'b']);
    expect(ids({ league: 'all', market: 'spread', minEdge: 0 })).toEqual(['b']);
    expect(ids({ league: 'all', market: 'all', minEdge: 3 })).toEqual(['b']);
  });

  it('sorts by kickoff, or by best edge with games without one last', () => {
    expect(sortSlate(games, 'kickoff', 'all').map((g) => g.id)).toEqual(['b', 'a', 'c']);
    expect(sortSlate(games, 'edge', 'all').map((g) => g.id)).toEqual(['b', 'a', 'c']);
    expect(sortSlate(games, 'edge', 'spread').map((g) => g.id)).toEqual(['b', 'a', 'c']);
    expect(sortSlate(games, 'edge', 'moneyline').map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('the slate’s texts', () => {
  const teams = { homeTeam: 'Dallas Cowboys', awayTeam: 'Kansas City Chiefs' };

  it('names the market fair line from the favourite’s side, with the total and the win probability', () => {
    const fairLine = {
      spread: 3.4,
      total: 44.6,
      homeWinProbability: 0.4,
      method: 'shin' as const,
      books: 3,
      sharpBooks: [],
      excludedBooks: [],
    };
    expect(fairLineText({ ...teams, fairLine })).toBe(
      'Kansas City Chiefs −3.4 · total 44.6 · Kansas City Chiefs win 60%',
    );
    expect(fairLineText({ ...teams, fairLine: null })).toBeNull();
  });

  it('reads a best price as a slip: selection, book price, fair price, edge', () => {
    expect(bestPriceRow({ ...price('spread', 'away', 1.24), line: 3.5, price: -105 }, teams)).toEqual({
      selection: 'Kansas City Chiefs +3.5',
      price: '−105',
      book: 'DraftKings',
      fairPrice: '−105',
      edge: '+1.2%',
      edgeValue: 1.24,
    });
    expect(bestPriceRow(price('total', 'under', null), teams)).toMatchObject({
      selection: 'Under 44.5',
      fairPrice: null,
      edge: null,
    });
    expect(bestPriceRow(price('moneyline', 'home', -2), teams).selection).toBe('Dallas Cowboys ML');
  });
});
