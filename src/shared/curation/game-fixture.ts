/**
 * Test builders for games: valid contract objects with readable overrides. The shared, web, overlay and
 * API tests all build from these, so a change to the game contract is mended here once.
 */
import type { Game, MarketLine, SportsbookLine } from '../api/games';
import { leanRecord } from '../pricing/lean-record';

export function aBook(overrides: Partial<SportsbookLine> = {}): SportsbookLine {
  return {
    key: 'draftkings',
    name: 'DraftKings',
    side: 'home',
    team: 'Buffalo Bills',
    spread: -3.5,
    price: -110,
    betString: 'Buffalo Bills -3.5 (-110)',
    coverProbability: 0.56,
    pushProbability: 0.02,
    edge: 5.2,
    evPer100: 5.2,
    units: 2,
    recommendation: 'STRONG_BET',
    fetchedAt: '2025-09-01T12:00:00Z',
    stale: false,
    offMarket: false,
    bettable: true,
    simulated: false,
    ...overrides,
  };
}

/** A priced line in any market (a game's `leadBet`): aBook's spread as a market line, then the overrides. */
export function aMarketLine(overrides: Partial<MarketLine> = {}): MarketLine {
  const { spread, ...book } = aBook();
  return { ...book, market: 'spread', line: spread, ...overrides };
}

export function aGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 'g1',
    sport: 'NFL',
    league: 'nfl',
    awayTeam: 'Kansas City Chiefs',
    homeTeam: 'Buffalo Bills',
    awayTeamId: 'KC',
    homeTeamId: 'BUF',
    commenceTime: '2025-09-07T17:00:00Z',
    isNeutralSite: false,
    modelSpread: -3.2,
    pricingBasis: { kind: 'market', ratingsWeight: 0 },
    fairLine: {
      spread: -3.2,
      total: 47.5,
      homeWinProbability: 0.6,
      method: 'shin',
      books: 4,
      sharpBooks: [],
      excludedBooks: [],
    },
    ratingsSpread: -5.5,
    ratingsTotal: 46,
    ratingsAsOf: '2025-09-02T00:15:00Z',
    ratingsOutOfDate: false,
    ratingsLean: {
      side: 'home',
      team: 'Buffalo Bills',
      shortName: 'Bills',
      points: 2.3,
      record: leanRecord('NFL', 2.3),
    },
    vegasSpread: -3.5,
    vegasSource: 'DraftKings',
    maxEdge: 5.2,
    units: 2,
    recommendation: 'STRONG_BET',
    recommendationTier: 'STRONG_BUY',
    confidenceLevel: 'HIGH',
    bestSportsbooks: [aBook()],
    marketLines: [],
    leadBet: null,
    totalProjections: { modelTotal: 47.5, awayExpectedScore: 21, homeExpectedScore: 26.5, marketTotal: 48 },
    aiSummary: {
      bestBet: 'Buffalo Bills -3.5 at DraftKings',
      riskFactors: 'Weather could slow the game down.',
      keyInsight: 'The model makes Buffalo two points better than the market.',
      advancedStatsInsight: '',
    },
    explanationSource: 'template',
    insight: 'Buffalo at home is undervalued.',
    wong: null,
    flags: { stalePrices: false, verifyEdge: false, offMarket: false },
    pricesFetchedAt: '2025-09-01T12:00:00Z',
    curationStatus: 'approved',
    contextualFactors: [],
    contextualNotes: null,
    injuryAdjustment: null,
    injuryFavourite: null,
    analysisVersion: 1,
    analyzedAt: '2025-09-01T12:00:00Z',
    ats: null,
    replayOf: null,
    result: null,
    priceStaleSince: null,
    livePrice: null,
    publishedBet: null,
    ...overrides,
  };
}
