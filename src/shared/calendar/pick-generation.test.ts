import { describe, expect, it } from 'vitest';
import { EVERY_DAY, generationMomentsBetween } from './pick-generation';

describe('generationMomentsBetween', () => {
  it('lists Tuesdays and Thursdays at 10:00 US Eastern (15:00 UTC in November)', () => {
    // Sunday 22 November 2026 → Sunday 29 November.
    expect(
      generationMomentsBetween(new Date('2026-11-22T12:00:00Z'), new Date('2026-11-29T12:00:00Z')).map((d) =>
        d.toISOString(),
      ),
    ).toEqual(['2026-11-24T15:00:00.000Z', '2026-11-26T15:00:00.000Z']);
  });
  it('follows daylight time (14:00 UTC in September) and excludes the end', () => {
    expect(
      generationMomentsBetween(new Date('2026-09-08T14:00:00Z'), new Date('2026-09-10T14:00:00Z')).map((d) =>
        d.toISOString(),
      ),
    ).toEqual(['2026-09-08T14:00:00.000Z']);
  });
  it('or every morning', () => {
    expect(
      generationMomentsBetween(
        new Date('2026-11-22T12:00:00Z'),
        new Date('2026-11-25T12:00:00Z'),
        EVERY_DAY,
      ).map((d) => d.toISOString()),
    ).toEqual(['2026-11-22T15:00:00.000Z', '2026-11-23T15:00:00.000Z', '2026-11-24T15:00:00.000Z']);
  });
});
