import { describe, expect, it } from 'vitest';
import { footballSeasonOf } from './football-season';

describe('footballSeasonOf', () => {
  it('puts bowls, playoffs and the Super Bowl in the previous autumn’s season', () => {
    expect(footballSeasonOf(new Date('2025-01-01T22:00:00Z'))).toBe(2024); // a bowl game
    expect(footballSeasonOf(new Date('2025-02-09T23:30:00Z'))).toBe(2024); // the Super Bowl
    expect(footballSeasonOf(new Date('2027-05-15T00:00:00Z'))).toBe(2026); // off-season
    expect(footballSeasonOf(new Date('2026-09-15T00:00:00Z'))).toBe(2026);
  });

  it('reads the US Eastern date at the season boundary', () => {
    expect(footballSeasonOf(new Date('2025-08-01T03:00:00Z'))).toBe(2024); // 23:00 EDT on July 31
    expect(footballSeasonOf(new Date('2025-08-01T05:00:00Z'))).toBe(2025);
  });
});
