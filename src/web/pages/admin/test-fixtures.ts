/** Test data for the admin page tests: games as GET /api/admin/games returns them. */
import type { AdminGame, AdminGamesResponse, RefreshStatus } from '@shared/api/admin-games';
import { picksWindow } from '@shared/calendar/picks-window';
import { aBook, aGame } from '@shared/curation/game-fixture';
import { adminGamesUrl, type AdminGamesParams } from '../../lib/admin-api';

export const ADMIN_KEY = 'AAAA1111-BBBB2222-CCCC3333-DDDD4444';

let seq = 0;
/** The shared game, shifted to an admin's pending slate: a uuid id, lower-case team ids, a later week. */
export function anAdminGame(overrides: Partial<AdminGame> = {}): AdminGame {
  seq += 1;
  const id = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
  const fetchedAt = '2026-01-17T12:00:00.000Z';
  const game = aGame({
    id,
    awayTeamId: 'kc',
    homeTeamId: 'buf',
    commenceTime: '2026-01-18T23:30:00.000Z',
    modelSpread: -5.2,
    maxEdge: 6.27,
    bestSportsbooks: [aBook({ betString: 'Bills -3.5 (-110)', edge: 6.27, evPer100: 6.27, fetchedAt })],
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
    insight: 'The model makes Buffalo a 5.2-point favourite.',
    pricesFetchedAt: fetchedAt,
    curationStatus: 'pending',
    analyzedAt: fetchedAt,
  });
  return { ...game, publishedVersions: 0, publishedAt: null, decidedBy: null, reason: null, ...overrides };
}

export function gamesResponse(games: AdminGame[], jobId?: string): AdminGamesResponse {
  const window = picksWindow(new Date());
  return {
    games,
    totalGames: games.length,
    publishGuards: { verifyEdgeAbove: 8 },
    dateRange: window,
    ...(jobId ? { jobId } : {}),
  };
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
