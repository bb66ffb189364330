import { describe, expect, it } from 'vitest';
import { ratingsFreshness, ratingsFreshnessText } from './ratings-freshness';

const at = (iso: string) => new Date(iso);

describe('ratingsFreshness', () => {
  // Tuesday 2026-11-24 08:00 UTC starts NFL week 12 of 2026 (opener Sep 10).
  const week12 = at('2026-11-24T08:00:00Z');

  it('is current when the ratings hold last week’s games (Monday night included or not)', () => {
    expect(ratingsFreshness('nfl', week12, at('2026-11-24T01:15:00Z'))).toEqual({
      ratingsAsOf: '2026-11-24T01:15:00.000Z',
      outOfDate: false,
    });
    // Only Thursday's game of the completed week is in: not a whole week missing.
    expect(ratingsFreshness('nfl', week12, at('2026-11-20T01:15:00Z')).outOfDate).toBe(false);
  });

  it('is out of date when a whole completed week of this season is missing', () => {
    // Last included game: the Monday night before the completed week began.
    expect(ratingsFreshness('nfl', week12, at('2026-11-17T01:15:00Z')).outOfDate).toBe(true);
    // A server started today on the bundled history (through February 2025).
    const stale = ratingsFreshness('nfl', week12, at('2025-02-09T23:30:00Z'));
    expect(stale.outOfDate).toBe(true);
    expect(ratingsFreshnessText(stale)).toBe(
      'BetLens ratings out of date since Feb 9, 2025: no ratings lean',
    );
    expect(ratingsFreshness('cfb', week12, null).outOfDate).toBe(true);
    expect(ratingsFreshnessText(ratingsFreshness('cfb', week12, null))).toMatch(
      /^BetLens ratings out of date/,
    );
  });

  it('asks nothing of a season with no completed week yet (opening week, off-season)', () => {
    const openingWeek = at('2026-09-08T08:00:00Z');
    expect(ratingsFreshness('nfl', openingWeek, at('2026-02-08T23:30:00Z')).outOfDate).toBe(false);
    expect(ratingsFreshness('nfl', at('2026-06-01T12:00:00Z'), at('2026-02-08T23:30:00Z')).outOfDate).toBe(
      false,
    );
    // One week later the opening week has been played and must be in.
    expect(ratingsFreshness('nfl', at('2026-09-15T08:00:00Z'), at('2026-02-08T23:30:00Z')).outOfDate).toBe(
      true,
    );
  });

  it('does not flag post-season gap weeks, only a missing regular-season week', () => {
    // The week before the Super Bowl has no game; the conference championships are in.
    const superBowlWeek = at('2027-02-09T08:00:00Z');
    expect(ratingsFreshness('nfl', superBowlWeek, at('2027-01-24T23:30:00Z')).outOfDate).toBe(false);
    // Ratings that stop in November miss the last regular-season week.
    expect(ratingsFreshness('nfl', superBowlWeek, at('2026-11-30T01:00:00Z')).outOfDate).toBe(true);
  });

  it('reads the date in US Eastern time', () => {
    // 01:15 UTC on the 24th is Monday night the 23rd in New York.
    expect(ratingsFreshnessText(ratingsFreshness('nfl', week12, at('2026-11-24T01:15:00Z')))).toBe(
      'BetLens ratings as of Nov 23, 2026',
    );
    expect(ratingsFreshnessText(null)).toBeNull();
  });
});
