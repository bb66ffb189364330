/**
 * Splits a trend text into segments the page renders as React text with a style per kind (never
 * as HTML). Recognised, in this order of precedence where two could start at the same place:
 *
 * - action:  SLIGHT PLAY ALL, PLAY ATS, PLAY ALL, FADE ALL, TOP VALUE, PLAY, FADE (longest first,
 *            whole words only, so 'SLIGHT PLAY ALL' never splits into 'PLAY' and 'PLAYS' is no action)
 * - units:   unit or ROI figures: '+10.3 units', '-2 u', '1 unit', 'ROI +12.5%', '+12.5% ROI'
 * - team:    capitalised words followed by a parenthesised line: 'Kansas City Chiefs (-3.5)',
 *            'Miami (OH) (+7)', 'Texas A&M (PK)'
 * - record:  ATS and SU records ('18-7 ATS', '20-5-1 SU') and parenthesised records ('(12-4)')
 * - percent: '72%', '(72%)' keeps its parentheses plain
 * - caps:    other words in capitals of two or more letters ('NFL', 'ATS', 'HOME')
 * - plain:   everything else; adjacent plain text is one segment
 *
 * A team is any run of up to five capitalised words before the line, so a capitalised word right
 * before a team ('Back Kansas City Chiefs (-3)') is taken as part of it; trend texts start with an
 * action and a colon, which stops the run.
 */

export type TrendSegmentKind = 'action' | 'team' | 'record' | 'percent' | 'units' | 'caps' | 'plain';

export interface TrendSegment {
  text: string;
  kind: TrendSegmentKind;
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const SIGNED = String.raw`[+\-−]?${NUMBER}`;
/** Not inside a word on either side. */
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;

const ACTION = String.raw`${START}(?:SLIGHT PLAY ALL|PLAY ATS|PLAY ALL|FADE ALL|TOP VALUE|PLAY|FADE)${END}`;
const UNITS = String.raw`${START}(?:ROI:? ?${SIGNED}%|${SIGNED}% ROI|${SIGNED} ?(?:units?|u))${END}`;
/** A team-name word: capitalised ('Chiefs', 'A&M', "Hawai'i", '49ers') or a state tag '(OH)'. */
const TEAM_WORD = String.raw`(?:[\p{Lu}\p{N}][\p{L}\p{N}&.'’-]*|\(\p{Lu}{2}\))`;
const TEAM = String.raw`${START}${TEAM_WORD}(?: ${TEAM_WORD}){0,4} \((?:${SIGNED}|PK|pk|PICK)\)`;
const RECORD = String.raw`${START}(?:\d+-\d+(?:-\d+)? (?:ATS|SU)|\(\d+-\d+(?:-\d+)?\))${END}`;
const PERCENT = String.raw`${START}${NUMBER}%`;
const CAPS = String.raw`${START}\p{Lu}{2,}${END}`;

const KINDS: readonly TrendSegmentKind[] = ['action', 'units', 'team', 'record', 'percent', 'caps'];
const PATTERN = new RegExp(
  [ACTION, UNITS, TEAM, RECORD, PERCENT, CAPS].map((source) => `(${source})`).join('|'),
  'gu',
);

export function highlightTrend(text: string): TrendSegment[] {
  const segments: TrendSegment[] = [];
  const push = (segment: TrendSegment) => {
    if (segment.text === '') return;
    const last = segments[segments.length - 1];
    if (last && last.kind === 'plain' && segment.kind === 'plain') last.text += segment.text;
    else segments.push(segment);
  };
  let at = 0;
  for (const match of text.matchAll(PATTERN)) {
    const index = match.index;
    push({ text: text.slice(at, index), kind: 'plain' });
    const group = match.findIndex((value, i) => i > 0 && value !== undefined);
    push({ text: match[0], kind: KINDS[group - 1] ?? 'plain' });
    at = index + match[0].length;
  }
  push({ text: text.slice(at), kind: 'plain' });
  return segments;
}
