import { allTeams } from './catalogue';
import { normaliseTeamName } from './normalise-name';
import { createNameScorer } from './similarity';
import { teamSpellings } from './team-records';
import { NAME_SOURCES, type Classification, type NameSource, type Team } from './types';
import type { League } from '@shared/league';

export type ResolveResult =
  | { status: 'found'; team: Team }
  | { status: 'ambiguous'; candidates: Team[] }
  | { status: 'unknown'; suggestions: Team[] };

export interface ResolveOptions {
  /**
   * The feed the text came from. Its own spellings win before the shared index, so an importer gets
   * CFBD's "Miami" as Miami (FL) and nflverse's "LA" as the Rams, while a person typing either is
   * asked which one they mean.
   */
  source?: NameSource;
}

export const MAX_SUGGESTIONS = 5;
/** Below this a "suggestion" is noise; tuned so one or two typos per word still qualify. */
export const MIN_SUGGESTION_SCORE = 0.45;

interface SourceIndex {
  readonly exact: ReadonlyMap<string, readonly Team[]>;
  readonly normalised: ReadonlyMap<string, readonly Team[]>;
}

interface LeagueIndex {
  readonly byKey: ReadonlyMap<string, readonly Team[]>;
  readonly bySource: ReadonlyMap<NameSource, SourceIndex>;
  /** One entry per distinct (team, key), for the similarity scan. */
  readonly spellings: readonly {
    readonly team: Team;
    readonly key: string;
    readonly tokens: readonly string[];
  }[];
}

const indexes = new Map<League, LeagueIndex>();

function push(map: Map<string, Team[]>, key: string, team: Team): void {
  const list = map.get(key);
  if (!list) map.set(key, [team]);
  else if (!list.includes(team)) list.push(team);
}

function buildIndex(league: League): LeagueIndex {
  const byKey = new Map<string, Team[]>();
  const bySource = new Map<NameSource, { exact: Map<string, Team[]>; normalised: Map<string, Team[]> }>();
  const spellings: { team: Team; key: string; tokens: string[] }[] = [];

  for (const team of allTeams(league, { includeLowerDivisions: true })) {
    const seen = new Set<string>();
    for (const spelling of teamSpellings(team)) {
      const key = normaliseTeamName(spelling);
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      push(byKey, key, team);
      spellings.push({ team, key, tokens: key.split(' ') });
    }
    for (const source of NAME_SOURCES) {
      const names = team.sourceNames[source] ?? [];
      if (names.length === 0) continue;
      let index = bySource.get(source);
      if (!index) {
        index = { exact: new Map(), normalised: new Map() };
        bySource.set(source, index);
      }
      for (const name of names) {
        push(index.exact, name.trim(), team);
        push(index.normalised, normaliseTeamName(name), team);
      }
    }
  }
  return { byKey, bySource, spellings };
}

function indexFor(league: League): LeagueIndex {
  let index = indexes.get(league);
  if (!index) {
    index = buildIndex(league);
    indexes.set(league, index);
  }
  return index;
}

const CLASSIFICATION_ORDER: Readonly<Record<Classification, number>> = { nfl: 0, fbs: 0, fcs: 1, other: 2 };

/** Bigger programmes first: a bettor typing "Lakeland" is likelier to mean a team with lines. */
function byProminence(a: Team, b: Team): number {
  return (
    CLASSIFICATION_ORDER[a.classification] - CLASSIFICATION_ORDER[b.classification] ||
    a.name.localeCompare(b.name, 'en')
  );
}

function fromMatches(teams: readonly Team[] | undefined): ResolveResult | undefined {
  if (!teams || teams.length === 0) return undefined;
  if (teams.length === 1 && teams[0]) return { status: 'found', team: teams[0] };
  return { status: 'ambiguous', candidates: [...teams].sort(byProminence) };
}

function suggestionsFor(key: string, index: LeagueIndex): Team[] {
  const scorer = createNameScorer(key);
  // Score the most promising spellings first and stop once no remaining one can enter the top five.
  const queue = index.spellings
    .map((spelling) => ({ spelling, bound: scorer.upperBound(spelling.key, spelling.tokens) }))
    .filter((entry) => entry.bound >= MIN_SUGGESTION_SCORE)
    .sort((a, b) => b.bound - a.bound);
  const best = new Map<Team, number>();
  let floor = MIN_SUGGESTION_SCORE;
  for (const { spelling, bound } of queue) {
    if (bound < floor) break;
    const score = scorer.score(spelling.key, spelling.tokens);
    if (score < floor || score <= (best.get(spelling.team) ?? 0)) continue;
    best.set(spelling.team, score);
    if (best.size >= MAX_SUGGESTIONS) {
      floor = Math.max(floor, [...best.values()].sort((a, b) => b - a)[MAX_SUGGESTIONS - 1] ?? floor);
    }
  }
  return [...best.entries()]
    .sort(([teamA, a], [teamB, b]) => b - a || byProminence(teamA, teamB))
    .slice(0, MAX_SUGGESTIONS)
    .map(([team]) => team);
}

/**
 * Turns a typed or fed team name into a catalogue team within one league.
 * Order: the source's own spellings (when `source` is given, exact then normalised), then every
 * known name and alias after normalisation (a key shared by several teams is "ambiguous"), then up to
 * five similar teams as suggestions, best first. Never guesses: a near miss is "unknown".
 */
export function resolveTeam(text: string, league: League, options: ResolveOptions = {}): ResolveResult {
  const index = indexFor(league);
  const key = normaliseTeamName(text);
  if (key === '') return { status: 'unknown', suggestions: [] };

  if (options.source) {
    const sourceIndex = index.bySource.get(options.source);
    for (const matches of [sourceIndex?.exact.get(text.trim()), sourceIndex?.normalised.get(key)]) {
      if (matches?.length === 1 && matches[0]) return { status: 'found', team: matches[0] };
    }
  }

  return fromMatches(index.byKey.get(key)) ?? { status: 'unknown', suggestions: suggestionsFor(key, index) };
}
