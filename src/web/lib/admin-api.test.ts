import { describe, expect, it } from 'vitest';
import { adminGamesUrl, curationBody, parseInjuryAdjustment } from './admin-api';

describe('curationBody', () => {
  it('leaves out empty factors, blank notes and a blank injury adjustment', () => {
    expect(
      curationBody({ gameId: 'g', contextualFactors: [], contextualNotes: '  ', injuryAdjustment: '' }),
    ).toEqual({ gameId: 'g' });
  });

  it('keeps given context, trims notes and reads the injury as a number', () => {
    expect(
      curationBody({
        gameId: 'g',
        contextualFactors: ['travel'],
        contextualNotes: ' Short week ',
        isNeutralSite: false,
        injuryAdjustment: '-0.5',
      }),
    ).toEqual({
      gameId: 'g',
      contextualFactors: ['travel'],
      contextualNotes: 'Short week',
      isNeutralSite: false,
      injuryAdjustment: -0.5,
    });
  });

  it('sends an off-market confirmation trimmed, and none when it is blank', () => {
    expect(curationBody({ gameId: 'g', confirmOffMarket: '  Checked the book  ' })).toEqual({
      gameId: 'g',
      confirmOffMarket: 'Checked the book',
    });
    expect(curationBody({ gameId: 'g', confirmOffMarket: '   ' })).toEqual({ gameId: 'g' });
  });

  it('reads a non-number injury as absent', () => {
    expect(parseInjuryAdjustment('abc')).toBeNull();
    expect(parseInjuryAdjustment(undefined)).toBeNull();
    expect(parseInjuryAdjustment('0')).toBe(0);
  });
});

describe('adminGamesUrl', () => {
  it('builds the list and force-refresh URLs, leaving blank dates out', () => {
    expect(adminGamesUrl({ sport: 'nfl', startDate: '2026-01-01', endDate: '2026-01-09' }, false)).toBe(
      '/api/admin/games?sport=nfl&startDate=2026-01-01&endDate=2026-01-09&forceRefresh=false',
    );
    expect(adminGamesUrl({ sport: 'all', startDate: '', endDate: '' }, true)).toBe(
      '/api/admin/games?sport=all&forceRefresh=true',
    );
  });
});
