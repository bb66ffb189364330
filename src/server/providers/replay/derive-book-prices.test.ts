import { describe, expect, it } from 'vitest';
import { DEMO_BOOKS, deriveQuote, lineAt, stableHash, toHalfPoint } from './derive-book-prices';
import { replayShiftMs } from './replay-alignment';

const HOUR = 3_600_000;

describe('demo book prices derived from a real closing line', () => {
  const base = {
    gameKey: 'nfl:2024_12_KC_CAR',
    closeHomeLine: 10.5,
    closeTotal: 42.5,
    kickoff: Date.UTC(2024, 10, 24, 18),
  };

  it('is deterministic per game and book, and shades the close by at most a point', () => {
    for (const book of DEMO_BOOKS) {
      const a = deriveQuote({ ...base, bookKey: book.key, fetchedAt: base.kickoff - HOUR });
      const b = deriveQuote({ ...base, bookKey: book.key, fetchedAt: base.kickoff - HOUR });
      expect(a).toEqual(b);
      expect(Math.abs(a.homePoint - 10.5)).toBeLessThanOrEqual(1);
      expect(a.homePoint * 2).toBe(Math.round(a.homePoint * 2));
      expect(a.homePrice).toBeLessThanOrEqual(-105);
      expect(a.total! - 42.5).toBeGreaterThanOrEqual(-0.5);
    }
  });

  it('moves from the opening number to the close over the final week', () => {
    expect(lineAt(-3, -6, 1000 * HOUR, 1000 * HOUR - 200 * HOUR)).toBe(-3);
    expect(lineAt(-3, -6, 1000 * HOUR, 1000 * HOUR - 84 * HOUR)).toBe(-4.5);
    expect(lineAt(-3, -6, 1000 * HOUR, 1000 * HOUR)).toBe(-6);
    expect(toHalfPoint(-4.26)).toBe(-4.5);
    expect(stableHash('a')).not.toBe(stableHash('b'));
  });
});

describe('replay alignment', () => {
  const WEEK = 7 * 86_400_000;
  // Thursdays and Sundays of a fake 18-week season starting 2024-09-05.
  const kickoffs = Array.from({ length: 18 }, (_, w) => [
    Date.UTC(2024, 8, 5, 0) + w * WEEK,
    Date.UTC(2024, 8, 8, 17) + w * WEEK,
  ]).flat();

  it('maps week n of the past season onto week n of this one in season, keeping weekdays', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const shift = replayShiftMs('nfl', 2024, kickoffs, now);
    expect(shift % WEEK).toBe(0);
    expect(shift).toBe(105 * WEEK);
    expect(
      kickoffs.some((k) => k + shift >= now.getTime() && k + shift < now.getTime() + 8 * 86_400_000),
    ).toBe(true);
  });

  it('falls back to mid-season in the off-season, so the picks window is never empty', () => {
    const now = new Date('2027-05-10T12:00:00Z');
    const shift = replayShiftMs('nfl', 2024, kickoffs, now);
    expect(
      kickoffs.some((k) => k + shift >= now.getTime() && k + shift < now.getTime() + 8 * 86_400_000),
    ).toBe(true);
  });
});
