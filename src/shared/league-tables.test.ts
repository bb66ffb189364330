import { describe, expect, it } from 'vitest';
import { picksWeek } from './calendar/football-weeks';
import { LEAGUES, toPicksSport, toSportCode, type League } from './league';
import { marginParams } from './model/margin-distribution';
import { totalParams } from './model/total-distribution';
import { wongApplies, wongEligibility } from './model/wong-teaser';
import { keyNumbersBetween } from './pricing/price-game';
import { ratingsFreshness } from './ratings/ratings-freshness';

/**
 * Every league branch is a table keyed by League (or SportCode / PicksSport), so adding a league to
 * league.ts fails to compile until each table has its entry. These check that each table answers for
 * every league there is, and that the NFL-only rules stay NFL-only.
 */
describe('league tables', () => {
  it('a table missing a league does not compile', () => {
    // @ts-expect-error: 'cfb' is missing, which is the point of keying by League.
    const incomplete: Record<League, number> = { nfl: 1 };
    expect(incomplete.nfl).toBe(1);
  });

  it('answers for every league', () => {
    const now = new Date('2025-10-15T16:00:00Z');
    for (const league of LEAGUES) {
      const sport = toSportCode(league);
      expect(marginParams(sport).sigma, league).toBeGreaterThan(0);
      expect(totalParams(sport).sigma, league).toBeGreaterThan(0);
      expect(picksWeek(toPicksSport(league), now), league).toBeGreaterThan(0);
      // Mid-October with no completed game included: past the opener of either season.
      expect(ratingsFreshness(league, now, null).outOfDate, league).toBe(true);
      expect(ratingsFreshness(league, now, new Date('2025-10-12T17:00:00Z')).outOfDate, league).toBe(false);
    }
  });

  it('keeps the Wong teaser and the key numbers to the NFL', () => {
    expect(wongApplies('NFL')).toBe(true);
    expect(wongApplies('CFB')).toBe(false);
    expect(wongEligibility({ league: 'CFB', teamLine: -8, total: 40 })).toBe('NOT-ELIGIBLE');
    expect(wongEligibility({ league: 'NFL', teamLine: -8, total: 40 })).toBe('WONG-ELIGIBLE');
    expect(keyNumbersBetween(-2, -4)).toEqual([3]);
    expect(keyNumbersBetween(-2, -4, [])).toEqual([]);
  });
});
