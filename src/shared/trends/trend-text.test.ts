import { describe, expect, it } from 'vitest';
import { buildTrend, teamLineText } from './trend-text';

describe('buildTrend', () => {
  it('words a play trend with the line, records, percent and units', () => {
    const trend = buildTrend({
      teamName: 'Kansas City Chiefs',
      line: -3.5,
      situation: { kind: 'venue-role', venue: 'home', role: 'favourite' },
      record: { ats: { wins: 18, losses: 7, pushes: 1 }, su: { wins: 20, losses: 6, ties: 0 } },
      sinceSeason: 2015,
      gameId: 'g1',
    });
    expect(trend).toEqual({
      trend:
        'PLAY ATS: Kansas City Chiefs (-3.5) are 18-7-1 ATS (72%) as home favourites since 2015 (20-6 SU, +10.3 units)',
      team: 'Kansas City Chiefs',
      situation: 'home favourite',
      wins: 18,
      losses: 7,
      pushes: 1,
      action: 'PLAY ATS',
      gameId: 'g1',
    });
  });

  it('words a fade and drops records that are not trends', () => {
    const base = {
      teamName: 'New York Jets',
      line: 7,
      situation: { kind: 'rest', rest: 'short' } as const,
      sinceSeason: 2015,
      gameId: null,
    };
    expect(
      buildTrend({
        ...base,
        record: { ats: { wins: 6, losses: 19, pushes: 0 }, su: { wins: 4, losses: 21, ties: 0 } },
      })?.trend,
    ).toBe(
      'FADE ALL: New York Jets (+7) are 6-19 ATS (24%) on a short week since 2015 (4-21 SU, -14.9 units)',
    );
    expect(
      buildTrend({
        ...base,
        record: { ats: { wins: 10, losses: 10, pushes: 0 }, su: { wins: 10, losses: 10, ties: 0 } },
      }),
    ).toBeNull();
  });

  it('formats the line', () => {
    expect(teamLineText(null)).toBe('');
    expect(teamLineText(0)).toBe(' (PK)');
    expect(teamLineText(-3.5)).toBe(' (-3.5)');
    expect(teamLineText(10)).toBe(' (+10)');
  });
});
