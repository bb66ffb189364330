import { PICKS_WINDOW_DAYS } from '@shared/calendar/picks-window';

/**
 * When to poll The Odds API, as pure functions of the clock, the kickoff calendar and what was polled
 * last. `/v4/sports/{sport}/odds` costs markets × regions per call whatever the number of events, so one
 * call per league covers every game in its window; the cadence only decides how often. Credits go
 * where edges live: lines move fastest in the hours before kickoff, and the API itself only refreshes
 * featured markets about every 60 s then, so polling faster than 2 minutes buys nothing.
 *
 * A stretch (>= 1) multiplies every interval evenly when the month's credits would not last
 * (project-credits.ts finds it); Infinity means paused: nothing is ever due.
 */

export type OddsBand = 'kickoff' | 'day' | 'week' | 'far';

export interface OddsBandRule {
  readonly band: OddsBand;
  /** Active while a kickoff lies in (now, now + withinMs]. */
  readonly withinMs: number;
  readonly intervalMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Narrowest first: the bands nest, so the first active one is the fastest. */
export const ODDS_BANDS: readonly OddsBandRule[] = [
  { band: 'kickoff', withinMs: 3 * HOUR_MS, intervalMs: 2 * MINUTE_MS },
  { band: 'day', withinMs: DAY_MS, intervalMs: 10 * MINUTE_MS },
  { band: 'week', withinMs: 7 * DAY_MS, intervalMs: HOUR_MS },
  // Nothing beyond the picks window is shown, so nothing beyond it is worth a credit.
  { band: 'far', withinMs: PICKS_WINDOW_DAYS * DAY_MS, intervalMs: 6 * HOUR_MS },
];

/**
 * Props are paid per event, so they are polled per game and only near kickoff, when lineups and
 * injury news move them; days out they are thin and barely move.
 */
export const PROP_BANDS: readonly OddsBandRule[] = [
  { band: 'kickoff', withinMs: 3 * HOUR_MS, intervalMs: 15 * MINUTE_MS },
  { band: 'day', withinMs: DAY_MS, intervalMs: 3 * HOUR_MS },
];

/** The Odds API's 100K plan. */
export const DEFAULT_CREDITS_PER_MONTH = 100_000;

export interface OddsCosts {
  /** One featured-odds call of a league (markets × regions: 3 markets, 1 region → 3). */
  creditsPerCall: number;
  /** One event-odds (props) call of one game (prop markets × regions); 0 = props off. */
  creditsPerPropsEvent: number;
}

export interface ScheduleInput {
  now: Date;
  /** The league's upcoming scheduled kickoffs, any order; past ones are ignored. */
  kickoffs: readonly Date[];
  lastPolledAt: Partial<Record<OddsBand, Date>>;
  /** >= 1; multiplies every interval; Infinity = paused. */
  stretch: number;
}

export interface OddsPoll {
  /**
   * The due bands plus the narrower active bands the same window covers: the call refreshes their
   * games too, so record every one as polled; that keeps the bands in step and saves the call a
   * narrower band would otherwise make a minute later.
   */
  bands: OddsBand[];
  /** commenceTimeFrom / commenceTimeTo of the one call. */
  window: { from: Date; to: Date };
}

// ---- The core works on sorted epoch ms so the projection can step through a season quickly. ----

export function sortedKickoffs(kickoffs: readonly Date[]): number[] {
  return kickoffs.map((d) => d.getTime()).sort((a, b) => a - b);
}

/** The first kickoff strictly after t (binary search), or undefined. */
function firstKickoffAfter(sorted: readonly number[], t: number): number | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo];
}

function isActive(rule: OddsBandRule, sorted: readonly number[], t: number): boolean {
  const k = firstKickoffAfter(sorted, t);
  return k !== undefined && k <= t + rule.withinMs;
}

/**
 * The earliest instant >= now at which the band is both active and past its interval, or null. A band
 * is active on [k − withinMs, k) for each kickoff k, so the answer is the later of the interval's end
 * and the start of the first such range still ahead.
 */
function bandDueAt(
  rule: OddsBandRule,
  sorted: readonly number[],
  now: number,
  last: number | undefined,
  stretch: number,
): number | null {
  const earliest = last === undefined ? now : Math.max(now, last + rule.intervalMs * stretch);
  if (!Number.isFinite(earliest)) return null;
  const k = firstKickoffAfter(sorted, earliest);
  return k === undefined ? null : Math.max(earliest, k - rule.withinMs);
}

export type LastPolled = Partial<Record<OddsBand, number>>;

/** The earliest due instant over the bands (>= now), or null when no band will ever be due. */
export function nextDueMs(
  rules: readonly OddsBandRule[],
  sorted: readonly number[],
  now: number,
  last: LastPolled,
  stretch: number,
): number | null {
  let next: number | null = null;
  for (const rule of rules) {
    const at = bandDueAt(rule, sorted, now, last[rule.band], stretch);
    if (at !== null && (next === null || at < next)) next = at;
  }
  return next;
}

/** The bands one call at `now` covers (see OddsPoll.bands) and the widest due one; null if none is due. */
export function dueRulesAt(
  rules: readonly OddsBandRule[],
  sorted: readonly number[],
  now: number,
  last: LastPolled,
  stretch: number,
): { covered: OddsBandRule[]; widest: OddsBandRule } | null {
  let widest: OddsBandRule | null = null;
  for (const rule of rules) {
    if (bandDueAt(rule, sorted, now, last[rule.band], stretch) !== now) continue;
    if (widest === null || rule.withinMs > widest.withinMs) widest = rule;
  }
  if (widest === null) return null;
  const reach = widest.withinMs;
  const covered = rules.filter((r) => r.withinMs <= reach && isActive(r, sorted, now));
  return { covered, widest };
}

function checkStretch(stretch: number): void {
  if (!(stretch >= 1)) throw new RangeError(`stretch must be >= 1, got ${stretch}`);
}

function lastPolledMs(lastPolledAt: Partial<Record<OddsBand, Date>>): LastPolled {
  const last: LastPolled = {};
  for (const rule of ODDS_BANDS) {
    const at = lastPolledAt[rule.band];
    if (at !== undefined) last[rule.band] = at.getTime();
  }
  return last;
}

/**
 * Which bands of a league are due now and the one call that covers them: commenceTimeFrom = now,
 * commenceTimeTo = now + the widest due band. Null when nothing is due, the league has no game in any
 * band, or the budget is paused (stretch Infinity).
 */
export function dueOddsPoll(input: ScheduleInput): OddsPoll | null {
  checkStretch(input.stretch);
  if (input.stretch === Infinity) return null;
  const now = input.now.getTime();
  const due = dueRulesAt(
    ODDS_BANDS,
    sortedKickoffs(input.kickoffs),
    now,
    lastPolledMs(input.lastPolledAt),
    input.stretch,
  );
  if (due === null) return null;
  return {
    bands: due.covered.map((r) => r.band),
    window: { from: new Date(now), to: new Date(now + due.widest.withinMs) },
  };
}

/**
 * When the league's next poll falls due: now when one is overdue, else the earliest band due time,
 * counting a band that becomes active when a later kickoff comes within its range. Null when no game
 * is ahead or the budget is paused.
 */
export function nextOddsPollAt(input: ScheduleInput): Date | null {
  checkStretch(input.stretch);
  if (input.stretch === Infinity) return null;
  const next = nextDueMs(
    ODDS_BANDS,
    sortedKickoffs(input.kickoffs),
    input.now.getTime(),
    lastPolledMs(input.lastPolledAt),
    input.stretch,
  );
  return next === null ? null : new Date(next);
}

/**
 * The interval in force for a league now (its fastest active band × stretch, Infinity when paused) and
 * that band; null when idle.
 */
export function currentCadence(input: {
  now: Date;
  kickoffs: readonly Date[];
  stretch: number;
}): { band: OddsBand; intervalMs: number } | null {
  checkStretch(input.stretch);
  const sorted = sortedKickoffs(input.kickoffs);
  const rule = ODDS_BANDS.find((r) => isActive(r, sorted, input.now.getTime()));
  return rule === undefined ? null : { band: rule.band, intervalMs: rule.intervalMs * input.stretch };
}

/** The Odds API's monthly quota resets at the start of the calendar month, UTC. */
export function startOfNextMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
