import { describe, expect, it } from 'vitest';
import { dayOfWeek, easternDate } from '@shared/calendar/eastern-date';
import type { League } from '@shared/league';
import { loadCfbGames } from '../../history/cfb-games';
import { loadNflGames } from '../../history/nfl-games';
import {
  currentCadence,
  DEFAULT_CREDITS_PER_MONTH,
  dueOddsPoll,
  nextOddsPollAt,
  type OddsCosts,
  startOfNextMonthUtc,
} from './odds-schedule';
import { planCreditBudget, projectCredits } from './project-credits';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = new Date('2024-10-06T15:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('dueOddsPoll / nextOddsPollAt / currentCadence', () => {
  const inTwoHours = [at(2 * HOUR)];

  it('a game in 2 h: every band is due at a cold start, one call to now + 8 days', () => {
    expect(dueOddsPoll({ now, kickoffs: inTwoHours, lastPolledAt: {}, stretch: 1 })).toEqual({
      bands: ['kickoff', 'day', 'week', 'far'],
      window: { from: now, to: at(8 * DAY) },
    });
  });

  it('a game in 2 h: the kickoff band is due every 2 min, its window to now + 3 h when only it is due', () => {
    const lastPolledAt = { kickoff: at(-2 * MIN), day: at(-5 * MIN), week: at(-5 * MIN), far: at(-5 * MIN) };
    expect(dueOddsPoll({ now, kickoffs: inTwoHours, lastPolledAt, stretch: 1 })).toEqual({
      bands: ['kickoff'],
      window: { from: now, to: at(3 * HOUR) },
    });
    const justPolled = { ...lastPolledAt, kickoff: at(-1 * MIN) };
    expect(dueOddsPoll({ now, kickoffs: inTwoHours, lastPolledAt: justPolled, stretch: 1 })).toBeNull();
    expect(nextOddsPollAt({ now, kickoffs: inTwoHours, lastPolledAt: justPolled, stretch: 1 })).toEqual(
      at(MIN),
    );
    expect(currentCadence({ now, kickoffs: inTwoHours, stretch: 1 })).toEqual({
      band: 'kickoff',
      intervalMs: 2 * MIN,
    });
  });

  it('the window covers the widest due band, and the call refreshes the narrower active bands too', () => {
    const kickoffs = [at(2 * HOUR), at(5 * DAY)];
    const lastPolledAt = { kickoff: at(-1 * MIN), day: at(-3 * MIN), week: at(-HOUR), far: at(-HOUR) };
    expect(dueOddsPoll({ now, kickoffs, lastPolledAt, stretch: 1 })).toEqual({
      bands: ['kickoff', 'day', 'week'],
      window: { from: now, to: at(7 * DAY) },
    });
  });

  it('nothing is due, and nothing will be, without a game', () => {
    expect(dueOddsPoll({ now, kickoffs: [], lastPolledAt: {}, stretch: 1 })).toBeNull();
    expect(nextOddsPollAt({ now, kickoffs: [], lastPolledAt: {}, stretch: 1 })).toBeNull();
    expect(currentCadence({ now, kickoffs: [], stretch: 1 })).toBeNull();
  });

  it('a game that has kicked off is ignored', () => {
    const kickedOff = [at(-30 * MIN), now];
    expect(dueOddsPoll({ now, kickoffs: kickedOff, lastPolledAt: {}, stretch: 1 })).toBeNull();
    expect(nextOddsPollAt({ now, kickoffs: kickedOff, lastPolledAt: {}, stretch: 1 })).toBeNull();
    expect(currentCadence({ now, kickoffs: kickedOff, stretch: 1 })).toBeNull();
  });

  it('stretch 2 doubles every interval', () => {
    const lastPolledAt = { kickoff: at(-3 * MIN), day: at(-3 * MIN), week: at(-3 * MIN), far: at(-3 * MIN) };
    expect(dueOddsPoll({ now, kickoffs: inTwoHours, lastPolledAt, stretch: 1 })?.bands).toEqual(['kickoff']);
    expect(dueOddsPoll({ now, kickoffs: inTwoHours, lastPolledAt, stretch: 2 })).toBeNull();
    expect(nextOddsPollAt({ now, kickoffs: inTwoHours, lastPolledAt, stretch: 2 })).toEqual(at(MIN));
    expect(currentCadence({ now, kickoffs: inTwoHours, stretch: 2 })).toEqual({
      band: 'kickoff',
      intervalMs: 4 * MIN,
    });
  });

  it('the next poll counts a band that opens when a later game comes within its range', () => {
    // Only the far band is open (game in 7 days 2 h), polled just now: the week band opens in 2 h,
    // before the far band's 6 h are up.
    const kickoffs = [at(7 * DAY + 2 * HOUR)];
    expect(currentCadence({ now, kickoffs, stretch: 1 })).toEqual({ band: 'far', intervalMs: 6 * HOUR });
    expect(nextOddsPollAt({ now, kickoffs, lastPolledAt: { far: now }, stretch: 1 })).toEqual(at(2 * HOUR));
    expect(dueOddsPoll({ now: at(2 * HOUR), kickoffs, lastPolledAt: { far: now }, stretch: 1 })).toEqual({
      bands: ['week'],
      window: { from: at(2 * HOUR), to: at(2 * HOUR + 7 * DAY) },
    });
    // Beyond the picks window nothing is polled until the far band opens, 8 days before kickoff.
    expect(nextOddsPollAt({ now, kickoffs: [at(10 * DAY)], lastPolledAt: {}, stretch: 1 })).toEqual(
      at(2 * DAY),
    );
  });
});

// The bundled 2024 calendars: every NFL game, and the college games with an FBS side (the ones The
// Odds API's college feed lists, ~900).
const nfl = loadNflGames()
  .filter((g) => g.season === 2024)
  .map((g) => new Date(g.kickoff));
const cfb = loadCfbGames()
  .filter((g) => g.season === 2024 && (g.homeFbs || g.awayFbs))
  .map((g) => new Date(g.kickoff));
const calendar: Record<League, readonly Date[]> = { nfl, cfb };
const costs: OddsCosts = { creditsPerCall: 3, creditsPerPropsEvent: 5 };
const propsLeagues: readonly League[] = ['nfl'];
const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1));
/** Aug 2024 (college week 0) to Feb 2025 (the Super Bowl). */
const seasonMonths = [8, 9, 10, 11, 12, 13, 14].map((m) => monthStart(2024, m));

function plan(from: Date, creditsPerMonth: number) {
  return planCreditBudget({
    now: from,
    monthEndsAt: startOfNextMonthUtc(from),
    creditsPerMonth,
    usedThisMonth: 0,
    remaining: null,
    calendar,
    costs,
    propsLeagues,
  });
}

describe('the 2024 season on the bundled calendars', () => {
  it('has the calendars it claims', () => {
    expect(nfl).toHaveLength(285);
    expect(cfb.length).toBeGreaterThan(850);
  });

  it('Oct 2024 at the nominal cadence: 37,893 credits (NFL 12,906 + NFL props 5,700 + college 19,287)', () => {
    const from = monthStart(2024, 10);
    const month = (cal: Partial<Record<League, readonly Date[]>>, c: OddsCosts) =>
      projectCredits({
        from,
        to: startOfNextMonthUtc(from),
        calendar: cal,
        costs: c,
        stretch: 1,
        propsLeagues,
      }).credits;
    const noProps = { ...costs, creditsPerPropsEvent: 0 };
    expect(month({ nfl }, noProps)).toBe(12_906);
    expect(month({ nfl }, costs)).toBe(12_906 + 5_700);
    expect(month({ cfb }, costs)).toBe(19_287);
    expect(plan(from, DEFAULT_CREDITS_PER_MONTH)).toMatchObject({ state: 'nominal', stretch: 1 });
  });

  it('every month of the season fits the default 100,000 credits at the planned stretch', () => {
    for (const from of seasonMonths) {
      const p = plan(from, DEFAULT_CREDITS_PER_MONTH);
      const spent = projectCredits({
        from,
        to: startOfNextMonthUtc(from),
        calendar,
        costs,
        stretch: p.stretch,
      });
      expect(spent.credits).toBe(p.projectedRest);
      expect(spent.credits).toBeLessThanOrEqual(DEFAULT_CREDITS_PER_MONTH);
    }
  });

  it('a 20,000-credit month stretches the cadence (Oct 2024: about 2×, Dec 2024 the busiest) and still fits', () => {
    const stretches = [monthStart(2024, 10), monthStart(2024, 12)].map((from) => {
      const p = plan(from, 20_000);
      expect(p.state).toBe('stretched');
      const spent = projectCredits({
        from,
        to: startOfNextMonthUtc(from),
        calendar,
        costs,
        stretch: p.stretch,
      });
      expect(spent.credits).toBeLessThanOrEqual(20_000 * 0.95);
      expect(p.projectedMonth).toBe(spent.credits);
      return p.stretch;
    });
    expect(stretches[0]).toBeCloseTo(2.03, 1);
    expect(stretches[1]).toBeGreaterThan(stretches[0] as number);
  });

  it('spends the 2-minute cadence on Sundays (NFL) and Saturdays (college) far more than other days', () => {
    const kickoffCalls: Record<League, number[]> = { nfl: [0, 0, 0, 0, 0, 0, 0], cfb: [0, 0, 0, 0, 0, 0, 0] };
    // Eastern offsets are whole hours, so one Intl reading per UTC hour gives every call's weekday.
    const weekdayOfHour = new Map<number, number>();
    projectCredits({
      from: seasonMonths[0] as Date,
      to: startOfNextMonthUtc(seasonMonths.at(-1) as Date),
      calendar,
      costs,
      stretch: 1,
      onCall: (call) => {
        if (call.kind !== 'odds' || !call.bands.includes('kickoff')) return;
        const hour = Math.floor(call.at.getTime() / HOUR);
        const weekday = weekdayOfHour.get(hour) ?? dayOfWeek(easternDate(call.at));
        weekdayOfHour.set(hour, weekday);
        kickoffCalls[call.league][weekday] = (kickoffCalls[call.league][weekday] ?? 0) + 1;
      },
    });
    const ratioOfBusiest = (counts: number[], day: number) => {
      const others = counts.filter((_, d) => d !== day);
      expect(counts[day]).toBe(Math.max(...counts));
      return (counts[day] as number) / Math.max(...others);
    };
    expect(ratioOfBusiest(kickoffCalls.nfl, 0)).toBeGreaterThan(3);
    expect(ratioOfBusiest(kickoffCalls.cfb, 6)).toBeGreaterThan(1.75);
  });
});

describe('planCreditBudget', () => {
  const from = monthStart(2024, 10);
  const base = { now: from, monthEndsAt: startOfNextMonthUtc(from), calendar, costs, propsLeagues };

  it('pauses when the API says nothing remains, whatever our own count says', () => {
    expect(
      planCreditBudget({
        ...base,
        creditsPerMonth: DEFAULT_CREDITS_PER_MONTH,
        usedThisMonth: 10,
        remaining: 0,
      }),
    ).toEqual({ state: 'paused', stretch: Infinity, left: 0, projectedRest: 0, projectedMonth: 10 });
    expect(dueOddsPoll({ now, kickoffs: [at(HOUR)], lastPolledAt: {}, stretch: Infinity })).toBeNull();
  });

  it('pauses when our own count has used the month, and takes the smaller of the two budgets', () => {
    const spent = { ...base, creditsPerMonth: 20_000, usedThisMonth: 25_000, remaining: 75_000 };
    expect(planCreditBudget(spent)).toMatchObject({ state: 'paused', left: 0 });
    const p = planCreditBudget({
      ...base,
      creditsPerMonth: DEFAULT_CREDITS_PER_MONTH,
      usedThisMonth: 0,
      remaining: 15_000,
    });
    expect(p).toMatchObject({ state: 'stretched', left: 15_000 });
    expect(p.projectedRest).toBeLessThanOrEqual(15_000 * 0.95);
  });

  it('the quota resets at the start of the next calendar month, UTC', () => {
    expect(startOfNextMonthUtc(new Date('2024-12-31T23:59:59Z'))).toEqual(new Date('2025-01-01T00:00:00Z'));
  });
});
