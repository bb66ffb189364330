import type { advancedStatsSchema } from '../api/games';
import type { z } from 'zod';
import type { TeamGame } from './situations';

type AdvancedStats = z.infer<typeof advancedStatsSchema>;

/**
 * Season-to-date scoring from stored final results (the "Advanced Team Statistics" a card shows): a
 * team's games of one season kicked off before the cut-off, points scored per game (its offense
 * block) and points allowed per game (its defense block). These are the figures the bundled
 * nflverse and CFBD results can honestly supply; yardage and drive rates are not in them.
 */
export interface SeasonScoring {
  readonly games: number;
  readonly pointsFor: number;
  readonly pointsAgainst: number;
}

export function seasonScoring(
  teamGames: readonly TeamGame[],
  teamId: string,
  window: { season: number; before: number },
): SeasonScoring {
  let games = 0;
  let pointsFor = 0;
  let pointsAgainst = 0;
  for (const g of teamGames) {
    if (g.teamId !== teamId || g.season !== window.season || g.kickoff >= window.before) continue;
    games++;
    pointsFor += g.points;
    pointsAgainst += g.points - g.margin;
  }
  return { games, pointsFor, pointsAgainst };
}

const perGame = (points: number, games: number) => Math.round((points / games) * 10) / 10;

/**
 * Both teams' blocks, or null when either team has no game yet this season (the section is then
 * omitted, never shown empty).
 */
export function scoringStats(
  home: SeasonScoring,
  away: SeasonScoring,
  label: { season: number; source: string },
): AdvancedStats | null {
  if (home.games === 0 || away.games === 0) return null;
  const offense = (s: SeasonScoring) => ({
    pointsPerGame: perGame(s.pointsFor, s.games),
    gamesPlayed: s.games,
  });
  const defense = (s: SeasonScoring) => ({
    pointsPerGame: perGame(s.pointsAgainst, s.games),
    gamesPlayed: s.games,
  });
  return {
    season: label.season,
    source: label.source,
    awayTeamOffense: offense(away),
    awayTeamDefense: defense(away),
    homeTeamOffense: offense(home),
    homeTeamDefense: defense(home),
  };
}
