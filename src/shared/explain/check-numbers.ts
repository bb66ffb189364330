import type { AiSummary } from '../api/games';
import { easternDate } from '../calendar/eastern-date';
import { STANDARD_PRICE } from '../display/education-figures';
import { impliedProbability } from '../odds/american-odds';
import type { PricedGame } from '../pricing/types';
import type { ExplainContext } from './explain-context';

/**
 * The number check that gates publication of an explanation: every number the text states must be a
 * number of the analysis (or of the context given to the writer), in a formatting the analysis itself
 * supports. An AI reply that states anything else is not published; the deterministic writer is used.
 *
 * A stated number is matched on its magnitude (a spread is '-3.5' for one team and '+3.5' for the other)
 * at the precision it is written with: '55.2%' matches a stored probability 0.5523 (percent variant,
 * one decimal); '3.50' matches 3.5; '3' matches 3 or 2.96 (a value that shows as '3.0') but not 3.4,
 * except for percentages of probabilities written with '%', where '55%' for 55.23% is ordinary prose.
 * Team and sportsbook names are removed first so 'San Francisco 49ers' or 'Bet365' are not numbers.
 */

export interface StatedNumber {
  /** As written: '+$4.10', '-110', '55.2%'. */
  readonly raw: string;
  /** Signed value: '-3.5' → −3.5, '55.2%' → 55.2, '$4.10' → 4.1. */
  readonly value: number;
  readonly decimals: number;
  readonly percent: boolean;
  readonly money: boolean;
  readonly index: number;
}

const NUMBER_PATTERN = /([+\-\u2212\u2013]?)(\$?)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(%?)/g;

/** Every number a text states: integers, decimals, signed values, percentages, American odds, '$x'. */
export function numbersIn(text: string): StatedNumber[] {
  const found: StatedNumber[] = [];
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const [raw, sign = '', dollar = '', digits = '', percent = ''] = match;
    const plain = digits.replace(/,/g, '');
    const dot = plain.indexOf('.');
    const magnitude = Number(plain);
    found.push({
      raw,
      value: sign === '' || sign === '+' ? magnitude : -magnitude,
      decimals: dot < 0 ? 0 : plain.length - dot - 1,
      percent: percent === '%',
      money: dollar === '$',
      index: match.index,
    });
  }
  return found;
}

export interface AllowedValue {
  readonly value: number;
  /** Whole-number rounding allowed when written as a percentage (percentages of probabilities). */
  readonly loose: boolean;
}

/** Fields holding probabilities (0–1): their percentages may be stated too. */
const PROBABILITY_KEYS: ReadonlySet<string> = new Set([
  'winProbability',
  'pushProbability',
  'lossProbability',
  'coverProbability',
  'breakEven',
  'probability',
  'legProbability',
  'legBreakEven',
  'homeWinProbability',
  // A ratings lean's measured record (fractions, written as percentages with their ± SE).
  'winRate',
  'winRateSe',
  'roi',
  'roiSe',
]);

/**
 * Internal bookkeeping that a reader is never told and that would otherwise wave through common small
 * numbers (confidence points, book counts, the data-quality score, tunables not in play).
 */
const NOT_REPORTABLE: ReadonlySet<string> = new Set([
  'settings',
  'confidence',
  'dataQuality',
  'freshBooks',
  'agreeingBooks',
  'ageMinutes',
  'priceEdge',
  'wong',
]);

function collect(value: unknown, key: string, out: AllowedValue[], depth = 0): void {
  if (depth > 6 || NOT_REPORTABLE.has(key)) return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return;
    out.push({ value, loose: false });
    if (PROBABILITY_KEYS.has(key)) out.push({ value: 100 * value, loose: true });
    return;
  }
  if (value instanceof Date || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, out, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) collect(v, k, out, depth + 1);
}

/** The tunables and teaser numbers a text may quote, only where they apply to this game. */
function collectInPlay(priced: PricedGame, out: AllowedValue[]): void {
  const s = priced.settings;
  const push = (value: number) => out.push({ value, loose: false });
  if (priced.flags.stalePrices) push(s.staleAfterMinutes);
  if (priced.flags.verifyEdge) push(s.verifyEdgeAbove);
  if (priced.modelSpread !== null && priced.freshBooks > 0 && !priced.recommendation) push(s.minEdgeForBet);
  const wong = priced.wong;
  if (wong?.side) collect(wong, '', out);
  // The lean's record is stated against the −110 break-even (market-lines.ts leanRecordText).
  if (priced.ratingsLean?.record) {
    push(STANDARD_PRICE);
    out.push({ value: 100 * impliedProbability(STANDARD_PRICE), loose: true });
  }
}

/** Stats blocks: rates stored as fractions (success rate 0.452) may be written as percentages. */
function collectStats(value: unknown, out: AllowedValue[]): void {
  const raw: AllowedValue[] = [];
  collect(value, '', raw);
  for (const entry of raw) {
    out.push(entry);
    if (Math.abs(entry.value) <= 1) out.push({ value: 100 * entry.value, loose: false });
  }
}

/** Words that look like numbers but are names: teams, sportsbooks, the stats source. */
function namesIn(priced: PricedGame, context: ExplainContext): string[] {
  const names = [
    priced.homeTeam.name,
    priced.homeTeam.shortName,
    priced.awayTeam.name,
    priced.awayTeam.shortName,
    priced.vegasSource ?? '',
    priced.totalLean?.bookName ?? '',
    context.advancedStats?.source ?? '',
    ...priced.books.flatMap((b) => [b.name, b.name.replace(/\s*\(demo\)\s*$/i, ''), b.key]),
  ];
  return [...new Set(names.filter((n) => /\d/.test(n)))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every value a text about this game may state. */
export function allowedNumbers(priced: PricedGame, context: ExplainContext = {}): AllowedValue[] {
  const out: AllowedValue[] = [];
  collect(priced, '', out);
  collectInPlay(priced, out);
  collectStats(context.advancedStats, out);
  for (const n of numbersIn(context.contextualNotes ?? '')) out.push({ value: n.value, loose: false });
  for (const v of [context.season, context.week])
    if (typeof v === 'number') out.push({ value: v, loose: false });
  // Dates given as input: the kickoff's calendar date, Eastern and UTC.
  const eastern = easternDate(priced.kickoff);
  const k = priced.kickoff;
  for (const v of [
    eastern.year,
    eastern.month,
    eastern.day,
    k.getUTCFullYear(),
    k.getUTCMonth() + 1,
    k.getUTCDate(),
  ]) {
    out.push({ value: v, loose: false });
  }
  // '+$4.1 per $100 bet' is how the product states expected value.
  out.push({ value: 100, loose: false });
  return out;
}

function supports(allowed: AllowedValue, stated: StatedNumber): boolean {
  const target = Math.abs(stated.value).toFixed(stated.decimals);
  const magnitude = Math.abs(allowed.value);
  if (magnitude.toFixed(stated.decimals) !== target) return false;
  if (stated.decimals > 0) return true;
  // '55%' for a 55.23% probability is ordinary prose; a bare '9' is not a push chance of 8.8%.
  if (allowed.loose) return stated.percent;
  // A whole number stands for a value only when that value reads as whole at one decimal.
  return magnitude.toFixed(1).endsWith('.0');
}

function textOf(summary: AiSummary | string): string {
  return typeof summary === 'string'
    ? summary
    : [summary.bestBet, summary.riskFactors, summary.keyInsight, summary.advancedStatsInsight].join('\n');
}

/** The numbers a text states that the analysis does not contain; publish only when this is empty. */
export function unsupportedNumbers(
  summary: AiSummary | string,
  priced: PricedGame,
  context: ExplainContext = {},
): string[] {
  let text = textOf(summary);
  for (const name of namesIn(priced, context)) {
    text = text.replace(new RegExp(escapeRegExp(name), 'gi'), ' ');
  }
  const allowed = allowedNumbers(priced, context);
  return numbersIn(text)
    .filter((stated) => !allowed.some((a) => supports(a, stated)))
    .map((stated) => stated.raw);
}
