import type { ATS_SITUATIONS, AtsRecord as AtsRecordView, TeamAts } from '../api/games';
import { atsPercentage } from '../display/ats-badge';
import { roleFromLine, situationRecord, type Role, type TeamGame, type Venue } from './situations';
import type { AtsRecord } from './trend-rules';

/**
 * A team's record against the closing spread before one game (docs/data-features.md):
 *
 * - **this season**: every finished game of the game's season (the replayed season in the offline
 *   replay) with a closing line, kicked off before the cut-off;
 * - **the situation**: the team's games as home/road favorite/underdog, matching this game's market
 *   line, over this season and the ATS_HISTORY.situationSeasons − 1 before it.
 *
 * A cover is margin + own closing line > 0, a push = 0 (counted apart, never in the percentage).
 * The cut-off is the game's rating moment (the start of its real week), so a record never includes
 * the game itself or anything the model could not know.
 */
type AtsSituation = (typeof ATS_SITUATIONS)[number];

export const ATS_HISTORY = {
  /** Seasons in the situational record, this one included. */
  situationSeasons: 3,
} as const;

export function atsRecordView(record: AtsRecord): AtsRecordView {
  const percentage = atsPercentage(record);
  return {
    wins: record.wins,
    losses: record.losses,
    pushes: record.pushes,
    percentage: percentage === null ? null : Math.round(percentage * 10) / 10,
  };
}

/** The team's ATS record in one season, before `before` (epoch ms). */
export function seasonAtsRecord(
  teamGames: readonly TeamGame[],
  teamId: string,
  window: { season: number; before: number },
): AtsRecord {
  const ats: AtsRecord = { wins: 0, losses: 0, pushes: 0 };
  for (const g of teamGames) {
    if (g.teamId !== teamId || g.season !== window.season || g.kickoff >= window.before) continue;
    if (g.line === null) continue;
    const cover = g.margin + g.line;
    if (cover > 0) ats.wins++;
    else if (cover < 0) ats.losses++;
    else ats.pushes++;
  }
  return ats;
}

function situationKey(venue: Venue, role: Role): AtsSituation {
  return `${venue}-${role === 'favourite' ? 'favorite' : 'underdog'}`;
}

function situationLabel(venue: Venue, role: Role, fromSeason: number): string {
  return `as a ${venue === 'home' ? 'home' : 'road'} ${role === 'favourite' ? 'favorite' : 'underdog'} since ${fromSeason}`;
}

export interface TeamAtsInput {
  readonly teamId: string;
  readonly teamName: string;
  readonly venue: Venue;
  /** The team's own market line for this game (negative = favored); null without one. */
  readonly teamLine: number | null;
  readonly season: number;
  /** Cut-off, epoch ms: only games kicked off before it count. */
  readonly before: number;
}

/** One team's ATS view for the game payload; the situation is null without a line or at a pick 'em. */
export function teamAtsBefore(teamGames: readonly TeamGame[], input: TeamAtsInput): TeamAts {
  const season = seasonAtsRecord(teamGames, input.teamId, { season: input.season, before: input.before });
  const role = roleFromLine(input.teamLine);
  const fromSeason = input.season - (ATS_HISTORY.situationSeasons - 1);
  return {
    team: input.teamName,
    season: { season: input.season, record: atsRecordView(season) },
    situation:
      role === null
        ? null
        : {
            key: situationKey(input.venue, role),
            label: situationLabel(input.venue, role, fromSeason),
            fromSeason,
            record: atsRecordView(
              situationRecord(
                teamGames,
                input.teamId,
                { kind: 'venue-role', venue: input.venue, role },
                { before: input.before, sinceSeason: fromSeason },
              ).ats,
            ),
          },
  };
}

/** Both teams' ATS views; `homeLine` is this game's market home line (product sign = home's own line). */
export function gameAts(
  teamGames: readonly TeamGame[],
  game: {
    readonly homeTeamId: string;
    readonly awayTeamId: string;
    readonly homeTeam: string;
    readonly awayTeam: string;
    readonly homeLine: number | null;
    readonly season: number;
    readonly before: number;
  },
): { home: TeamAts; away: TeamAts } {
  const common = { season: game.season, before: game.before };
  return {
    home: teamAtsBefore(teamGames, {
      ...common,
      teamId: game.homeTeamId,
      teamName: game.homeTeam,
      venue: 'home',
      teamLine: game.homeLine,
    }),
    away: teamAtsBefore(teamGames, {
      ...common,
      teamId: game.awayTeamId,
      teamName: game.awayTeam,
      venue: 'away',
      teamLine: game.homeLine === null ? null : -game.homeLine,
    }),
  };
}
