import { FBS_TEAMS, LOWER_DIVISION_TEAMS, NFL_TEAMS } from './catalogue-data';
import { expandLowerDivisionRow } from './team-records';
import { type Team } from './types';
import type { League } from '../league';

interface Catalogue {
  readonly byId: ReadonlyMap<string, Team>;
  readonly main: Readonly<Record<League, readonly Team[]>>;
  readonly everything: Readonly<Record<League, readonly Team[]>>;
}

let cached: Catalogue | undefined;

/** Built on first use: most pages never touch the 600 lower-division rows. */
function catalogue(): Catalogue {
  if (cached) return cached;
  const lower = LOWER_DIVISION_TEAMS.map(expandLowerDivisionRow);
  const everyTeam = [...NFL_TEAMS, ...FBS_TEAMS, ...lower];
  cached = {
    byId: new Map(everyTeam.map((team) => [team.id, team])),
    main: { nfl: NFL_TEAMS, cfb: FBS_TEAMS },
    everything: { nfl: NFL_TEAMS, cfb: [...FBS_TEAMS, ...lower] },
  };
  return cached;
}

export function teamById(id: string): Team | undefined {
  return catalogue().byId.get(id);
}

export interface AllTeamsOptions {
  /** Also list the FCS and lower-division CFB opponents (ignored for the NFL). */
  includeLowerDivisions?: boolean;
}

/** The 32 NFL teams, or the FBS teams; pickers want these, history imports use resolveTeam. */
export function allTeams(league: League, options: AllTeamsOptions = {}): readonly Team[] {
  const { main, everything } = catalogue();
  return options.includeLowerDivisions ? everything[league] : main[league];
}

/** The name The Odds API sends for this team, or null when we have never seen it in that feed. */
export function oddsApiName(team: Team): string | null {
  return team.sourceNames.oddsApi?.[0] ?? null;
}

/** The CFBD school name (the join key for every CFB file and the CFBD API); null for NFL teams. */
export function cfbdName(team: Team): string | null {
  return team.sourceNames.cfbd?.[0] ?? null;
}

/**
 * The name the team played under in a season, e.g. "Oakland Raiders" for LV in 2019; correct for the
 * bundled history (1999 on), where former names are known.
 */
export function teamNameInSeason(team: Team, season: number): string {
  const former = team.formerNames.find((f) => season <= f.lastSeason);
  return former ? former.name : team.name;
}
