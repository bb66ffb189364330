import { eloShift, pointsEloShift } from './elo';
import { cappedScores, type GameLog } from './game-log';
import type { CompletedGame } from './game-types';
import type { QuarterbackBook } from './quarterbacks';
import type { RatingConfig } from './rating-config';
import type { TeamTable } from './team-table';

/** What one completed game updates. */
export interface ResultTarget {
  readonly config: RatingConfig;
  readonly teams: TeamTable;
  readonly quarterbacks: QuarterbackBook | undefined;
  readonly games: GameLog;
}

/**
 * The update step for one completed game between team rows `home` and `away`: Elo moves at once,
 * the game joins the log the ridge and line fits read, and the teams' season counts and the named
 * quarterbacks' starts advance.
 */
export function recordResult(
  g: CompletedGame,
  home: number,
  away: number,
  { config, teams, quarterbacks, games }: ResultTarget,
): void {
  const matchup = {
    homeElo: teams.elo[home]!,
    awayElo: teams.elo[away]!,
    neutral: g.neutral,
    homeBye: teams.offBye(home, g, config.byeDays),
    awayBye: teams.offBye(away, g, config.byeDays),
  };
  const { marginCap, marginCapSlope } = config.ridge;
  const fitted = cappedScores(g.homeScore, g.awayScore, marginCap, marginCapSlope);
  const { pointsK } = config.elo;
  const shift =
    pointsK === undefined
      ? eloShift(config.elo, matchup, g.homeScore, g.awayScore)
      : pointsEloShift(config.elo, matchup, fitted.homeScore - fitted.awayScore, pointsK);
  const elo = teams.elo;
  elo[home] = elo[home]! + shift;
  elo[away] = elo[away]! - shift;
  for (const t of [home, away]) teams.recordGame(t, g.season, g.kickoff);
  // A completed game counts a start only for a quarterback it names (never an assumed one).
  const homePlayer = quarterbacks && g.homeQb ? quarterbacks.player(g.homeQb) : -1;
  const awayPlayer = quarterbacks && g.awayQb ? quarterbacks.player(g.awayQb) : -1;
  quarterbacks?.recordStart(home, homePlayer);
  quarterbacks?.recordStart(away, awayPlayer);
  games.add({
    season: g.season,
    kickoff: g.kickoff,
    home,
    away,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    fitHomeScore: fitted.homeScore,
    fitAwayScore: fitted.awayScore,
    neutral: g.neutral,
    homePlayer,
    awayPlayer,
    ...(g.homeLine === undefined ? {} : { marketMargin: -g.homeLine }),
  });
}
