import type { AtsRecord, SuRecord } from './trend-rules';

/**
 * A team's situational record from finished games. Everything here is relative to one team: its
 * venue, whether the closing line made it the favourite, how long it rested, whether the opponent
 * was in its division (NFL) or conference (college).
 */

const DAY_MS = 86_400_000;

/**
 * Rest bands, in whole days since the team's previous game (kickoffs rounded to the nearest day, so
 * Monday night to Sunday is 6 = normal and Sunday to Thursday is 4 = short):
 * short week < 6 days; long rest (a bye, or Thursday to a Sunday ten days later) ≥ 10 days.
 * A previous game more than 28 days back is another season (or a long layoff): no rest band.
 */
export const REST_RULES = { shortBelowDays: 6, longFromDays: 10, sameSeasonWithinDays: 28 } as const;

export type Venue = 'home' | 'away';
export type Role = 'favourite' | 'underdog';
export type Rest = 'short' | 'normal' | 'long';

export type Situation =
  | { kind: 'venue-role'; venue: Venue; role: Role }
  | { kind: 'rest'; rest: 'short' | 'long' }
  | { kind: 'divisional'; label: 'division' | 'conference' };

/** One finished game as stored (product sign: closingHomeLine negative = home favoured). */
export interface HistoricGame {
  kickoff: number;
  season: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number;
  awayScore: number;
  closingHomeLine: number | null;
  /** Division (NFL) or conference (college) game; null when the data does not say. */
  divisional: boolean | null;
}

/** One game seen from one team. */
export interface TeamGame {
  teamId: string;
  kickoff: number;
  season: number;
  venue: Venue;
  /** Null without a closing line or at a pick 'em. */
  role: Role | null;
  rest: Rest | null;
  divisional: boolean | null;
  /** Team points minus opponent points. */
  margin: number;
  /** The team's own points. */
  points: number;
  /** The team's own line (negative = favoured); null without a closing line. */
  line: number | null;
}

export function restBand(days: number | null): Rest | null {
  if (days === null) return null;
  if (days > REST_RULES.sameSeasonWithinDays) return null;
  if (days < REST_RULES.shortBelowDays) return 'short';
  if (days >= REST_RULES.longFromDays) return 'long';
  return 'normal';
}

/** Whole days between two kickoffs (epoch ms), rounded. */
export function restDays(previousKickoff: number | null, kickoff: number): number | null {
  return previousKickoff === null ? null : Math.round((kickoff - previousKickoff) / DAY_MS);
}

export function roleFromLine(teamLine: number | null): Role | null {
  if (teamLine === null || teamLine === 0) return null;
  return teamLine < 0 ? 'favourite' : 'underdog';
}

/** Both teams' view of every game, with rest measured from each team's previous game in the list. */
export function toTeamGames(games: readonly HistoricGame[]): TeamGame[] {
  const sorted = [...games].sort((a, b) => a.kickoff - b.kickoff);
  const lastKickoff = new Map<string, number>();
  const out: TeamGame[] = [];
  for (const g of sorted) {
    for (const venue of ['home', 'away'] as const) {
      const teamId = venue === 'home' ? g.homeTeamId : g.awayTeamId;
      const line =
        g.closingHomeLine === null ? null : venue === 'home' ? g.closingHomeLine : -g.closingHomeLine;
      const margin = venue === 'home' ? g.homeScore - g.awayScore : g.awayScore - g.homeScore;
      out.push({
        teamId,
        kickoff: g.kickoff,
        season: g.season,
        venue,
        role: roleFromLine(line),
        rest: restBand(restDays(lastKickoff.get(teamId) ?? null, g.kickoff)),
        divisional: g.divisional,
        margin,
        points: venue === 'home' ? g.homeScore : g.awayScore,
        line: line === null ? null : line || 0,
      });
    }
    lastKickoff.set(g.homeTeamId, g.kickoff);
    lastKickoff.set(g.awayTeamId, g.kickoff);
  }
  return out;
}

export function matchesSituation(game: TeamGame, situation: Situation): boolean {
  switch (situation.kind) {
    case 'venue-role':
      return game.venue === situation.venue && game.role === situation.role;
    case 'rest':
      return game.rest === situation.rest;
    case 'divisional':
      return game.divisional === true;
  }
}

export interface SituationRecord {
  ats: AtsRecord;
  su: SuRecord;
}

/**
 * The team's record in the situation over its games with `sinceSeason <= season` and kickoff
 * strictly before `before` (so a replayed or upcoming game never counts its own result).
 * ATS counts only games with a closing line: a cover is margin + own line > 0.
 */
export function situationRecord(
  teamGames: readonly TeamGame[],
  teamId: string,
  situation: Situation,
  window: { before: number; sinceSeason: number },
): SituationRecord {
  const ats: AtsRecord = { wins: 0, losses: 0, pushes: 0 };
  const su: SuRecord = { wins: 0, losses: 0, ties: 0 };
  for (const g of teamGames) {
    if (g.teamId !== teamId || g.kickoff >= window.before || g.season < window.sinceSeason) continue;
    if (!matchesSituation(g, situation)) continue;
    if (g.margin > 0) su.wins++;
    else if (g.margin < 0) su.losses++;
    else su.ties++;
    if (g.line === null) continue;
    const cover = g.margin + g.line;
    if (cover > 0) ats.wins++;
    else if (cover < 0) ats.losses++;
    else ats.pushes++;
  }
  return { ats, su };
}

/** Words after the record: 'as home favourites', 'on a short week', 'in division games'. */
export function situationPhrase(situation: Situation): string {
  switch (situation.kind) {
    case 'venue-role':
      return `as ${situation.venue === 'home' ? 'home' : 'road'} ${situation.role === 'favourite' ? 'favourites' : 'underdogs'}`;
    case 'rest':
      return situation.rest === 'short' ? 'on a short week' : 'after a bye or long rest';
    case 'divisional':
      return `in ${situation.label} games`;
  }
}

/** The short name of the situation for the API's `situation` field. */
export function situationName(situation: Situation): string {
  switch (situation.kind) {
    case 'venue-role':
      return `${situation.venue === 'home' ? 'home' : 'road'} ${situation.role}`;
    case 'rest':
      return situation.rest === 'short' ? 'short week' : 'after a bye';
    case 'divisional':
      return `${situation.label} game`;
  }
}
