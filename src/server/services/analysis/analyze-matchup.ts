import { footballSeasonOf } from '@shared/calendar/football-season';
import { picksWindowInstants } from '@shared/calendar/picks-window';
import type { Game } from '@shared/api/games';
import { UNSCHEDULED_MATCHUP_ID_PREFIX } from '@shared/api/matchup-id';
import { resolveTeam } from '../../teams';
import type { Team } from '../../teams/types';
import { leagueName, type League } from '@shared/league';
import { AppError } from '../../http/app-error';
import { buildAnalysis, type AnalysisDeps } from './analyze-game';

/** A team typed by a user; ambiguous and unknown names are refused with suggestions. */
export function resolveTypedTeam(text: string, league: League, which: 'awayTeam' | 'homeTeam'): Team {
  const result = resolveTeam(text, league);
  if (result.status === 'found') return result.team;
  const names = (result.status === 'ambiguous' ? result.candidates : result.suggestions).map((t) => t.name);
  const message =
    result.status === 'ambiguous'
      ? `${which} '${text}' matches more than one team: ${names.join(', ')}`
      : `${which} '${text}' is not a ${leagueName(league, 'adjective')} team${names.length ? `. Did you mean: ${names.join(', ')}?` : ''}`;
  throw new AppError('VALIDATION_FAILED', message, { field: which, suggestions: names });
}

/**
 * Prices a matchup as typed. A game on the schedule in the next 8 days between the same home and
 * away teams (and the same site) returns its latest stored analysis; any other matchup is priced
 * from the ratings alone, as of now, without books, and is not stored.
 */
export async function analyzeMatchup(
  deps: AnalysisDeps,
  input: { league: League; away: Team; home: Team; neutralSite: boolean },
): Promise<Game> {
  const now = deps.now();
  const scheduled = await deps.repos.analyses.latestForMatchup({
    league: input.league,
    homeTeamId: input.home.id,
    awayTeamId: input.away.id,
    from: new Date(now.getTime() - 6 * 3_600_000),
    to: picksWindowInstants(now).to,
  });
  if (scheduled && scheduled.neutralSite === input.neutralSite) return scheduled.game;

  const kickoff = now;
  const built = await buildAnalysis(
    deps,
    {
      id: `${UNSCHEDULED_MATCHUP_ID_PREFIX}${input.league}-${input.away.id}-at-${input.home.id}${input.neutralSite ? '-neutral' : ''}`,
      gameKey: 'matchup',
      league: input.league,
      season: footballSeasonOf(kickoff),
      week: 0,
      seasonType: 'regular',
      kickoff,
      homeTeamId: input.home.id,
      awayTeamId: input.away.id,
      neutralSite: input.neutralSite,
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      source: 'matchup',
      closingHomeLine: null,
      closingTotal: null,
      details: {},
      createdAt: now,
      updatedAt: now,
    },
    [],
    0,
  );
  return built.payload;
}
