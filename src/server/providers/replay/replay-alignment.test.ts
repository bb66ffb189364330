import { describe, expect, it } from 'vitest';
import { replayShiftMs } from './replay-alignment';

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
