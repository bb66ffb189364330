import { FBS_TEAMS, LOWER_DIVISION_TEAMS, NFL_TEAMS } from './catalogue-data';
import { expandLowerDivisionRow } from './team-records';
import { type Team } from './types';
import type { League } from '@shared/league';

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
