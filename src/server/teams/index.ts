export { allTeams, teamById, type AllTeamsOptions } from './catalogue';
export { normaliseTeamName, slugifyTeamName } from './normalise-name';
export {
  MAX_SUGGESTIONS,
  MIN_SUGGESTION_SCORE,
  resolveTeam,
  type ResolveOptions,
  type ResolveResult,
} from './resolve-team';
export {
  NAME_SOURCES,
  type Classification,
  type FormerName,
  type NameSource,
  type SourceNames,
  type Team,
  type TeamVenue,
} from './types';
