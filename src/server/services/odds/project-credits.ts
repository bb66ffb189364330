import { LEAGUES, type League } from '@shared/league';
import {
  dueRulesAt,
  nextDueMs,
  ODDS_BANDS,
  PROP_BANDS,
  sortedKickoffs,
  type LastPolled,
  type OddsBand,
  type OddsBandRule,
  type OddsCosts,
} from './odds-schedule';

/** Props are NFL only in this product. */
export const DEFAULT_PROPS_LEAGUES: readonly League[] = ['nfl'];

/**
 * The plan aims at 95% of what is left: the projection starts cold and follows the calendar as
 * scheduled, while real months bring reschedules, retries after errors and admin-triggered refreshes.
 */
export const BUDGET_SAFETY = 0.95;

/** Beyond this every band already polls about once per activation; stretching further saves nothing. */
const MAX_STRETCH = 4096;
/** The bisection stops when the stretch is known to within 0.5%. */
const STRETCH_PRECISION = 0.005;
/** A game needs props calls only once its widest props band opens. */
const PROPS_REACH_MS = Math.max(...PROP_BANDS.map((r) => r.withinMs));

export interface OddsCall {
  league: League;
  at: Date;
  kind: 'odds' | 'props';
  credits: number;
  bands: OddsBand[];
}

export interface ProjectCreditsInput {
  from: Date;
  to: Date;
  calendar: Partial<Record<League, readonly Date[]>>;
  /** The same for both leagues: The Odds API prices a call by markets × regions, not by sport. */
  costs: OddsCosts;
  stretch: number;
  /** Default DEFAULT_PROPS_LEAGUES; props are off anyway when costs.creditsPerPropsEvent is 0. */
  propsLeagues?: readonly League[];
  /** Called per league and kind in time order (not interleaved across leagues or kinds). */
  onCall?: (call: OddsCall) => void;
}

/**
 * Steps from due time to due time over [from, to), starting cold (nothing polled yet), exactly as
 * dueOddsPoll would answer at each step; returns the number of calls.
 */
function simulate(
  rules: readonly OddsBandRule[],
  sorted: readonly number[],
  from: number,
  to: number,
  stretch: number,
  visit: (at: number, bands: OddsBand[]) => void,
): number {
  const last: LastPolled = {};
  let calls = 0;
  let t = from;
  for (;;) {
    const at = nextDueMs(rules, sorted, t, last, stretch);
    if (at === null || at >= to) return calls;
    const due = dueRulesAt(rules, sorted, at, last, stretch);
    // nextDueMs and dueRulesAt read the same rule, so a due time always has a due band.
    if (due === null) throw new Error('odds schedule: a due time with no due band');
    for (const rule of due.covered) last[rule.band] = at;
    calls += 1;
    visit(
      at,
      due.covered.map((r) => r.band),
    );
    t = at;
  }
}

/**
 * The credits the schedule would spend over [from, to): featured odds once per league call, and props
 * per game for the props leagues. Deterministic; a season is a few tens of thousands of steps.
 */
export function projectCredits(input: ProjectCreditsInput): { credits: number; calls: number } {
  if (!(input.stretch >= 1)) throw new RangeError(`stretch must be >= 1, got ${input.stretch}`);
  const from = input.from.getTime();
  const to = input.to.getTime();
  const { creditsPerCall, creditsPerPropsEvent } = input.costs;
  const propsLeagues = input.propsLeagues ?? DEFAULT_PROPS_LEAGUES;
  const onCall = input.onCall;
  let credits = 0;
  let calls = 0;
  for (const league of LEAGUES) {
    const kickoffs = input.calendar[league];
    if (kickoffs === undefined) continue;
    const sorted = sortedKickoffs(kickoffs);
    const odds = simulate(ODDS_BANDS, sorted, from, to, input.stretch, (at, bands) =>
      onCall?.({ league, at: new Date(at), kind: 'odds', credits: creditsPerCall, bands }),
    );
    credits += odds * creditsPerCall;
    calls += odds;
    if (creditsPerPropsEvent <= 0 || !propsLeagues.includes(league)) continue;
    for (const kickoff of sorted) {
      // Each event is its own call, so each game runs its own schedule.
      if (kickoff <= from || kickoff - PROPS_REACH_MS >= to) continue;
      const props = simulate(PROP_BANDS, [kickoff], from, to, input.stretch, (at, bands) =>
        onCall?.({ league, at: new Date(at), kind: 'props', credits: creditsPerPropsEvent, bands }),
      );
      credits += props * creditsPerPropsEvent;
      calls += props;
    }
  }
  return { credits, calls };
}

export interface CreditPlan {
  /** 'paused' when nothing is left (left <= 0 or remaining === 0). */
  state: 'nominal' | 'stretched' | 'paused';
  /** 1 when nominal; > 1 stretched evenly over every band and props; Infinity when paused. */
  stretch: number;
  /** min(creditsPerMonth − usedThisMonth, remaining ?? Infinity), floored at 0. */
  left: number;
  /** Credits the (stretched) schedule spends from now to monthEndsAt. */
  projectedRest: number;
  /** usedThisMonth + projectedRest. */
  projectedMonth: number;
}

/**
 * How much the nominal cadence must be stretched so the rest of the month fits what is left (times
 * BUDGET_SAFETY). Stretching is not exactly linear (band windows open and close at fixed times
 * whatever the interval), so the stretch is found by doubling then bisection, and the answer is
 * always one whose projection was seen to fit. When even MAX_STRETCH does not fit (a few credits
 * left for many game days), the plan is 'stretched' at MAX_STRETCH with its honest projection, above
 * `left`: the API's own quota then stops the calls and the next plan pauses.
 */
export function planCreditBudget(input: {
  now: Date;
  /** The quota's reset: startOfNextMonthUtc(now) unless the plan says otherwise. */
  monthEndsAt: Date;
  creditsPerMonth: number;
  /** From x-requests-used, or our own count. */
  usedThisMonth: number;
  /** x-requests-remaining; null when unknown. */
  remaining: number | null;
  calendar: Partial<Record<League, readonly Date[]>>;
  costs: OddsCosts;
  propsLeagues?: readonly League[];
}): CreditPlan {
  const used = input.usedThisMonth;
  const left = Math.max(0, Math.min(input.creditsPerMonth - used, input.remaining ?? Infinity));
  if (left <= 0 || input.remaining === 0) {
    return { state: 'paused', stretch: Infinity, left, projectedRest: 0, projectedMonth: used };
  }
  const target = left * BUDGET_SAFETY;
  const project = (stretch: number) =>
    projectCredits({
      from: input.now,
      to: input.monthEndsAt,
      calendar: input.calendar,
      costs: input.costs,
      stretch,
      ...(input.propsLeagues === undefined ? {} : { propsLeagues: input.propsLeagues }),
    }).credits;
  const plan = (state: CreditPlan['state'], stretch: number, projectedRest: number): CreditPlan => ({
    state,
    stretch,
    left,
    projectedRest,
    projectedMonth: used + projectedRest,
  });

  const nominal = project(1);
  if (nominal <= target) return plan('nominal', 1, nominal);

  let lo = 1;
  let hi = 2;
  let hiCredits = project(hi);
  while (hiCredits > target && hi < MAX_STRETCH) {
    lo = hi;
    hi = Math.min(hi * 2, MAX_STRETCH);
    hiCredits = project(hi);
  }
  if (hiCredits > target) return plan('stretched', hi, hiCredits);
  while (hi - lo > lo * STRETCH_PRECISION) {
    const mid = (lo + hi) / 2;
    const credits = project(mid);
    if (credits <= target) {
      hi = mid;
      hiCredits = credits;
    } else {
      lo = mid;
    }
  }
  return plan('stretched', hi, hiCredits);
}
