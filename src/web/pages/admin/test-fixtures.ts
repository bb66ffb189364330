/** Test data for the admin page tests: games as GET /api/admin/games returns them. */
import type { AdminGame, AdminGamesResponse, RefreshStatus } from '@shared/api/admin-games';
import { picksWindow } from '@shared/calendar/picks-window';
import { adminGamesUrl, type AdminGamesParams } from '../../lib/admin-api';

export const ADMIN_KEY = 'AAAA1111-BBBB2222-CCCC3333-DDDD4444';

let seq = 0;
export function anAdminGame(overrides: Partial<AdminGame> = {}): AdminGame {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  return {
    id,
    sport: 'NFL',
    league: 'nfl',
    awayTeam: 'Kansas City Chiefs',
    homeTeam: 'Buffalo Bills',
    awayTeamId: 'kc',
    homeTeamId: 'buf',
    commenceTime: '2026-01-18T23:30:00.000Z',
    isNeutralSite: false,
    modelSpread: -5.2,
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
    ratingsLean: { side: 'home', team: 'Buffalo Bills', points: 2.3 },
    vegasSpread: -3.5,
    vegasSource: 'DraftKings',
    maxEdge: 6.27,
    units: 2,
    recommendation: 'STRONG_BET',
    recommendationTier: 'STRONG_BUY',
    confidenceLevel: 'HIGH',
    bestSportsbooks: [
      {
        key: 'draftkings',
        name: 'DraftKings',
        side: 'home',
        team: 'Buffalo Bills',
        spread: -3.5,
        price: -110,
        betString: 'Bills -3.5 (-110)',
        coverProbability: 0.56,
        pushProbability: 0.02,
        edge: 6.27,
        evPer100: 6.27,
        units: 2,
        recommendation: 'STRONG_BET',
        fetchedAt: '2026-01-17T12:00:00.000Z',
        stale: false,
        offMarket: false,
        simulated: false,
      },
    ],
    totalProjections: {
      modelTotal: 47.5,
      awayExpectedScore: 21.2,
      homeExpectedScore: 26.3,
      marketTotal: 48.5,
      advancedStats: {
        season: 2025,
        source: 'nflverse',
        awayTeamOffense: { totalYardsPerPlay: 5.61, passNetYardsPerAttempt: 6.44, scoringPercentage: 41.2 },
        awayTeamDefense: { totalYardsPerPlay: 5.1 },
        homeTeamOffense: { totalYardsPerPlay: 6.02, turnoverPercentage: 8.75 },
        homeTeamDefense: { rushYardsPerAttempt: 4.33 },
      },
    },
    aiSummary: {
      bestBet: 'Bills -3.5',
      riskFactors: '',
      keyInsight: 'Buffalo rates 5.2 points better at home.',
      advancedStatsInsight: 'Buffalo gains 6.0 yards per play.',
    },
    explanationSource: 'template',
    insight: 'The model makes Buffalo a 5.2-point favourite.',
    wong: null,
    flags: { stalePrices: false, verifyEdge: false, offMarket: false },
    pricesFetchedAt: '2026-01-17T12:00:00.000Z',
    curationStatus: 'pending',
    contextualFactors: [],
    contextualNotes: null,
    injuryAdjustment: null,
    analysisVersion: 1,
    analyzedAt: '2026-01-17T12:00:00.000Z',
    ats: null,
    replayOf: null,
    result: null,
    publishedVersions: 0,
    publishedAt: null,
    decidedBy: null,
    reason: null,
    ...overrides,
  };
}

export function gamesResponse(games: AdminGame[], jobId?: string): AdminGamesResponse {
  const window = picksWindow(new Date());
  return { games, totalGames: games.length, dateRange: window, ...(jobId ? { jobId } : {}) };
}

/** The mock-fetch key of the default list (today → today + 8, all sports). */
export function listKey(forceRefresh = false, params: Partial<AdminGamesParams> = {}): string {
  const window = picksWindow(new Date());
  return `GET ${adminGamesUrl({ sport: 'all', ...window, ...params }, forceRefresh)}`;
}

export function aStatus(overrides: Partial<RefreshStatus> = {}): RefreshStatus {
  return {
    jobId: '11111111-1111-4111-8111-111111111111',
    kind: 'odds-refresh',
    status: 'processing',
    progress: 40,
    processed: 4,
    total: 10,
    message: 'Refreshing odds (4 of 10)',
    error: null,
    ...overrides,
  };
}
