/**
 * Test builder for a recorded bet as the API shows it: a valid contract object with readable overrides
 * (a won home −3 −110 on Kansas City at Dallas, valued at the close). Shared, web and API tests build
 * from it, so a change to the contract is mended here once.
 */
import type { Bet } from '../api/bets';

export function aBet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 'b1',
    gameId: 'g1',
    league: 'nfl',
    sport: 'NFL',
    awayTeam: 'Kansas City Chiefs',
    homeTeam: 'Dallas Cowboys',
    commenceTime: '2026-11-26T21:30:00.000Z',
    market: 'spread',
    side: 'home',
    line: -3,
    price: -110,
    book: 'DraftKings',
    stake: 1,
    unitSize: 50,
    selection: 'Dallas Cowboys \u22123',
    placedAt: '2026-11-24T15:00:00.000Z',
    demo: false,
    result: 'win',
    voidReason: null,
    profit: 0.909,
    score: { home: 27, away: 20 },
    gradedAt: '2026-11-27T01:30:00.000Z',
    closing: { fairLine: -3.5, fairPrice: -121, clv: 4.01, at: '2026-11-26T21:00:00.000Z' },
    ...overrides,
  };
}
