/**
 * Helpers shared by the runtime catalogue and the generator. Kept apart from catalogue.ts because
 * the generator must run before catalogue-data.ts exists.
 */
import { NAME_SOURCES, type LowerDivisionRow, type Team } from './types';

/** Lower-division rows are stored compactly in the generated data; this gives them the full shape. */
export function expandLowerDivisionRow(row: LowerDivisionRow): Team {
  return {
    id: row.id,
    league: 'cfb',
    classification: row.classification,
    name: row.name,
    shortName: row.name,
    abbreviation: null,
    mascot: null,
    conference: row.conference,
    division: null,
    cfbdId: null,
    venue: null,
    sourceNames: row.oddsApi ? { cfbd: [row.name], oddsApi: row.oddsApi } : { cfbd: [row.name] },
    aliases: row.aliases ?? [],
    formerNames: [],
  };
}

/** Every spelling that identifies the team, before normalisation; the resolver indexes all of them. */
export function teamSpellings(team: Team): string[] {
  const spellings = [team.name, team.shortName];
  if (team.abbreviation) spellings.push(team.abbreviation);
  if (team.mascot) spellings.push(team.mascot);
  for (const source of NAME_SOURCES) spellings.push(...(team.sourceNames[source] ?? []));
  for (const former of team.formerNames) spellings.push(former.name, former.abbreviation);
  spellings.push(...team.aliases);
  return spellings;
}
