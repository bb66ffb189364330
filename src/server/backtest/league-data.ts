import type { CompletedGame } from '../ratings/game-types';
import type { SportCode } from '@shared/league';
import type { RatingEngineOptions } from '../ratings/rating-engine';
import { loadCfbGames, loadCfbSeasonRatings } from '../history/cfb-games';
import { loadCfbOpeningLines } from '../history/cfb-opening-lines';
import { DEFAULT_HISTORY_DIR } from '../history/history-dir';
import { loadFtePreseasonElo, loadNflGames } from '../history/nfl-games';

/** Completed games of a league as the rating engine sees them, plus what the report needs besides. */
export interface BacktestGame extends CompletedGame {
  readonly gameId: string;
  /** American prices of the closing spread (NFL 2006 on); −110 is assumed where missing. */
  readonly homeSpreadPrice?: number;
  readonly awaySpreadPrice?: number;
  readonly postseason: boolean;
  /**
   * College 2024 regular season: the opener (median of the providers' `spread_open`) and the same
   * providers' median close, product sign (see history/cfb-opening-lines.ts). Absent elsewhere.
   */
  readonly openHomeLine?: number;
  readonly openBooksCloseHomeLine?: number;
}

export interface LeagueData {
  readonly league: SportCode;
  readonly games: BacktestGame[];
  readonly engineOptions: RatingEngineOptions;
}

export function loadLeagueData(league: SportCode, dir = DEFAULT_HISTORY_DIR): LeagueData {
  return league === 'NFL' ? loadNfl(dir) : loadCfb(dir);
}

function loadNfl(dir: string): LeagueData {
  const games: BacktestGame[] = [];
  for (const g of loadNflGames(dir)) {
    if (g.homeScore === undefined || g.awayScore === undefined) continue;
    games.push({
      gameId: g.gameId,
      season: g.season,
      kickoff: g.kickoff,
      home: g.home,
      away: g.away,
      neutral: g.neutral,
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      postseason: g.gameType !== 'REG',
      ...(g.homeQbId === undefined ? {} : { homeQb: g.homeQbId }),
      ...(g.awayQbId === undefined ? {} : { awayQb: g.awayQbId }),
      ...(g.homeLine === undefined ? {} : { homeLine: g.homeLine }),
      ...(g.totalLine === undefined ? {} : { totalLine: g.totalLine }),
      ...(g.homeSpreadPrice === undefined ? {} : { homeSpreadPrice: g.homeSpreadPrice }),
      ...(g.awaySpreadPrice === undefined ? {} : { awaySpreadPrice: g.awaySpreadPrice }),
    });
  }
  const firstSeason = Math.min(...games.map((g) => g.season));
  const seedElo = loadFtePreseasonElo(firstSeason, dir);
  return { league: 'NFL', games, engineOptions: { seedElo, seedSeason: firstSeason } };
}

function loadCfb(dir: string): LeagueData {
  const games: BacktestGame[] = [];
  const openers = loadCfbOpeningLines(dir);
  for (const g of loadCfbGames(dir)) {
    if (g.homeScore === undefined || g.awayScore === undefined) continue;
    const opener = openers.get(g.gameId);
    games.push({
      gameId: g.gameId,
      season: g.season,
      kickoff: g.kickoff,
      home: g.home,
      away: g.away,
      neutral: g.neutral,
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      homeFbs: g.homeFbs,
      awayFbs: g.awayFbs,
      postseason: g.seasonType === 'postseason',
      ...(g.homeLine === undefined ? {} : { homeLine: g.homeLine }),
      ...(g.totalLine === undefined ? {} : { totalLine: g.totalLine }),
      ...(opener ? { openHomeLine: opener.openHomeLine } : {}),
      ...(opener?.closeHomeLine === undefined ? {} : { openBooksCloseHomeLine: opener.closeHomeLine }),
    });
  }
  return { league: 'CFB', games, engineOptions: { seasonRatings: loadCfbSeasonRatings(dir) } };
}
