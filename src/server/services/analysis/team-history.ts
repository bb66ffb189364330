import type { Game } from '@shared/api/games';
import type { League } from '@shared/league';
import { toTeamGames, type HistoricGame } from '@shared/trends/situations';
import { ATS_HISTORY, gameAts } from '@shared/trends/team-ats';
import { scoringStats, seasonScoring } from '@shared/trends/season-scoring';
import type { GameRow } from '../../repositories/games-repository';
import type { ServiceContext } from '../context';
import { toHistoricGame } from '../trends/historic-games';

/** Who supplied the results, by the stored game's source, as a card names it. */
const RESULT_SOURCES: Record<string, string> = {
  cfbd: 'CollegeFootballData game results',
  'odds-api': 'The Odds API scores',
};

/** The bundled history's source by league ('history' rows came from a different feed in each). */
const HISTORY_SOURCE: Record<League, string> = {
  nfl: 'nflverse game results',
  cfb: 'CollegeFootballData game results',
};

function sourceName(league: League, sources: ReadonlySet<string>): string {
  const names = [...sources].map((s) =>
    s === 'history' ? HISTORY_SOURCE[league] : (RESULT_SOURCES[s] ?? s),
  );
  return `${[...new Set(names)].sort().join(' and ')}, season to date`;
}

export interface TeamHistory {
  ats: Game['ats'];
  advancedStats: Game['totalProjections']['advancedStats'] | null;
}

/**
 * Both teams' ATS records and season-to-date scoring before a game, from the stored real finished
 * games (replayed copies never count). `season` is the game's season (the replayed one in the
 * replay) and `before` its rating moment, so nothing after the game's real week is used.
 */
export async function teamHistoryBefore(
  ctx: ServiceContext,
  game: Pick<GameRow, 'league' | 'homeTeamId' | 'awayTeamId'>,
  names: { home: string; away: string },
  window: { season: number; before: Date; homeLine: number | null },
): Promise<TeamHistory> {
  const rows = await ctx.repos.teamHistory.finalsOfTeams({
    league: game.league,
    teamIds: [game.homeTeamId, game.awayTeamId],
    fromSeason: window.season - (ATS_HISTORY.situationSeasons - 1),
    toSeason: window.season,
    before: window.before,
  });
  const historic: HistoricGame[] = [];
  const sources = new Set<string>();
  for (const r of rows) {
    const played = toHistoricGame(r, null);
    if (!played) continue;
    if (r.season === window.season) sources.add(r.source);
    historic.push(played);
  }
  const teamGames = toTeamGames(historic);
  const before = window.before.getTime();
  const cut = { season: window.season, before };
  const advancedStats = scoringStats(
    seasonScoring(teamGames, game.homeTeamId, cut),
    seasonScoring(teamGames, game.awayTeamId, cut),
    { season: window.season, source: sourceName(game.league, sources) },
  );
  const ats = gameAts(teamGames, {
    homeTeamId: game.homeTeamId,
    awayTeamId: game.awayTeamId,
    homeTeam: names.home,
    awayTeam: names.away,
    homeLine: window.homeLine,
    season: window.season,
    before,
  });
  return { ats, advancedStats };
}
