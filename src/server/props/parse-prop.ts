import { allTeams, resolveTeam, type Team } from '../teams';
import { PROP_KINDS } from '@shared/props/prop-types';

/**
 * Reads a player prop an admin typed as free text:
 *   'Patrick Mahomes (KC) over 274.5 passing yards'
 *   'Travis Kelce o5.5 receptions'
 *   'Saquon Barkley PHI rushing yards over 89.5 - great matchup'
 *   'Josh Allen anytime TD'
 * The player is the text before the first recognised part; the team is an NFL abbreviation or a
 * name in parentheses; notes are whatever follows a dash, semicolon or bar plus any words left
 * over. Anything not found is null, and the card then shows the full text.
 */

export type PropSide = 'over' | 'under';

export interface ParsedProp {
  player: string | null;
  /** NFL team abbreviation ('KC'). */
  team: string | null;
  position: string | null;
  propType: string | null;
  line: number | null;
  side: PropSide | null;
  notes: string | null;
}

const POSITIONS = new Set(['QB', 'RB', 'WR', 'TE', 'FB', 'K', 'DEF', 'LB', 'DB', 'CB', 'S', 'DE', 'DT']);
const NUMBER = String.raw`\d+(?:\.\d+)?`;

interface Span {
  start: number;
  end: number;
}

let abbreviationIndex: Map<string, Team> | null = null;

/** Upper-case short codes of NFL teams ('KC', 'JAX', 'JAC', 'LA', 'LAR'), unambiguous ones only. */
function nflAbbreviations(): Map<string, Team> {
  if (abbreviationIndex) return abbreviationIndex;
  const seen = new Map<string, Team | null>();
  for (const team of allTeams('nfl')) {
    const codes = new Set<string>([team.id]);
    if (team.abbreviation) codes.add(team.abbreviation);
    for (const names of Object.values(team.sourceNames)) {
      for (const name of names ?? []) if (/^[A-Z]{2,3}$/.test(name)) codes.add(name);
    }
    for (const former of team.formerNames) codes.add(former.abbreviation);
    for (const code of codes) {
      const existing = seen.get(code);
      seen.set(code, existing === undefined || existing === team ? team : null);
    }
  }
  abbreviationIndex = new Map(
    [...seen.entries()].filter((e): e is [string, Team] => e[1] !== null && !POSITIONS.has(e[0])),
  );
  return abbreviationIndex;
}

function teamCode(team: Team): string {
  return team.abbreviation ?? team.id;
}

/** A parenthesised team ('(KC)', '(Chiefs)', '(KC, QB)') or position. */
function readParenthesised(inner: string): { team: string | null; position: string | null } | null {
  let team: string | null = null;
  let position: string | null = null;
  for (const part of inner.split(/[,/\s-]+/).filter((p) => p !== '')) {
    const upper = part.toUpperCase();
    if (POSITIONS.has(upper) && part === upper) position = upper;
    else if (nflAbbreviations().has(upper)) team = teamCode(nflAbbreviations().get(upper)!);
  }
  if (team === null && position === null) {
    const found = resolveTeam(inner, 'nfl');
    if (found.status === 'found') team = teamCode(found.team);
  }
  return team === null && position === null ? null : { team, position };
}

export function parseProp(fullText: string): ParsedProp {
  const text = fullText.replace(/\s+/g, ' ').trim();
  // Notes: anything after a spaced dash, a semicolon or a bar.
  const separator = /\s[-–—]\s|;|\|/.exec(text);
  const main = separator ? text.slice(0, separator.index).trim() : text;
  const tail = separator ? text.slice(separator.index + separator[0].length).trim() : '';

  const spans: Span[] = [];
  const taken = (start: number, end: number) => spans.some((s) => start < s.end && end > s.start);
  const take = (start: number, end: number) => spans.push({ start, end });
  const result: ParsedProp = {
    player: null,
    team: null,
    position: null,
    propType: null,
    line: null,
    side: null,
    notes: null,
  };

  for (const kind of PROP_KINDS) {
    const match = kind.pattern.exec(main);
    if (match) {
      result.propType = kind.name;
      take(match.index, match.index + match[0].length);
      break;
    }
  }

  // Side and line together: 'over 274.5', 'o5.5', 'U 85.5', '274.5+', '89.5 over'.
  const sidePatterns: { re: RegExp; side: (m: RegExpExecArray) => PropSide; line: number }[] = [
    {
      re: new RegExp(String.raw`(?<![\p{L}\p{N}])(over|under|o|u)\s?(${NUMBER})(?![\p{L}\p{N}.])`, 'iu'),
      side: (m) => (m[1]!.toLowerCase().startsWith('o') ? 'over' : 'under'),
      line: 2,
    },
    {
      re: new RegExp(String.raw`(?<![\p{L}\p{N}.])(${NUMBER})\s?(over|under)(?![\p{L}\p{N}])`, 'iu'),
      side: (m) => (m[2]!.toLowerCase() === 'over' ? 'over' : 'under'),
      line: 1,
    },
    {
      re: new RegExp(String.raw`(?<![\p{L}\p{N}.+-])(${NUMBER})\+`, 'u'),
      side: () => 'over',
      line: 1,
    },
  ];
  for (const { re, side, line } of sidePatterns) {
    const match = re.exec(main);
    if (match && !taken(match.index, match.index + match[0].length)) {
      result.side = side(match);
      result.line = Number(match[line]);
      take(match.index, match.index + match[0].length);
      break;
    }
  }
  if (result.side === null) {
    const word = /(?<![\p{L}\p{N}])(over|under)(?![\p{L}\p{N}])/iu.exec(main);
    if (word) {
      result.side = word[1]!.toLowerCase() === 'over' ? 'over' : 'under';
      take(word.index, word.index + word[0].length);
    }
  }
  if (result.line === null && result.propType !== 'Anytime TD' && result.propType !== 'First TD') {
    // A bare line: an unsigned number that is not a price in parentheses.
    const bare = new RegExp(String.raw`(?<![\p{L}\p{N}.+(−-])${NUMBER}(?![\p{L}\p{N}%])`, 'gu');
    for (const match of main.matchAll(bare)) {
      if (taken(match.index, match.index + match[0].length)) continue;
      result.line = Number(match[0]);
      take(match.index, match.index + match[0].length);
      break;
    }
  }

  for (const match of main.matchAll(/\(([^()]{1,40})\)/g)) {
    const read = readParenthesised(match[1]!);
    if (!read) continue;
    result.team ??= read.team;
    result.position ??= read.position;
    take(match.index, match.index + match[0].length);
  }
  for (const match of main.matchAll(/(?<![\p{L}\p{N}(])([A-Z]{1,3})(?![\p{L}\p{N})])/gu)) {
    const code = match[1]!;
    const start = match.index;
    if (taken(start, start + code.length)) continue;
    if (POSITIONS.has(code) && code.length > 1 && result.position === null) {
      result.position = code;
      take(start, start + code.length);
    } else if (result.team === null && nflAbbreviations().has(code)) {
      result.team = teamCode(nflAbbreviations().get(code)!);
      take(start, start + code.length);
    }
  }

  spans.sort((a, b) => a.start - b.start);
  const first = spans[0]?.start ?? main.length;
  const player = main
    .slice(0, first)
    .replace(/[\s,:'’]+$/u, '')
    .replace(/'s$/u, '')
    .trim();
  result.player = /\p{L}/u.test(player) && player.length >= 2 ? player : null;

  // Words between and after the recognised parts, e.g. 'vs a weak secondary'.
  let leftover = '';
  let at = first;
  for (const span of spans) {
    if (span.start > at) leftover += ` ${main.slice(at, span.start)}`;
    at = Math.max(at, span.end);
  }
  leftover += ` ${main.slice(at)}`;
  const cleanLeftover = leftover
    .replace(/\s+/g, ' ')
    .replace(/^[\s,.:]+|[\s,:]+$/g, '')
    .trim();
  const notes = [cleanLeftover, tail].filter((part) => /[\p{L}\p{N}]/u.test(part)).join(' - ');
  result.notes = notes === '' ? null : notes;
  return result;
}
