import { describe, expect, it } from 'vitest';
import { atsBadge, atsConfidence, atsPercentage, atsRecordText, teamAtsDisplay } from './ats-badge';

describe('ATS badge', () => {
  it('tiers at 70 and 55', () => {
    expect(atsConfidence(70)).toEqual({ tier: 'HIGH', level: 'high' });
    expect(atsConfidence(69.9)).toEqual({ tier: 'MED', level: 'medium' });
    expect(atsConfidence(55)).toEqual({ tier: 'MED', level: 'medium' });
    expect(atsConfidence(54.9)).toEqual({ tier: 'LOW', level: 'low' });
    expect(atsConfidence(Number.NaN).tier).toBe('LOW');
  });

  it('writes the record and its percentage (pushes excluded)', () => {
    expect(atsRecordText({ wins: 12, losses: 5 })).toBe('12-5');
    expect(atsRecordText({ wins: 12, losses: 5, pushes: 1 })).toBe('12-5-1');
    expect(atsPercentage({ wins: 12, losses: 5, pushes: 1 })).toBeCloseTo(70.588, 3);
    expect(atsPercentage({ wins: 0, losses: 0 })).toBeNull();
    expect(atsBadge({ wins: 12, losses: 5 })).toEqual({
      tier: 'HIGH',
      level: 'high',
      percentage: (100 * 12) / 17,
      percentageText: '70.6%',
      recordText: '12-5',
    });
    expect(atsBadge({ wins: 0, losses: 0 }).percentageText).toBe('—');
    expect(() => atsRecordText({ wins: -1, losses: 0 })).toThrow(RangeError);
  });
});

describe('teamAtsDisplay', () => {
  const record = (wins: number, losses: number, pushes = 0) => ({ wins, losses, pushes, percentage: null });

  it('badges the season record and words the situation with its sample size', () => {
    const shown = teamAtsDisplay({
      team: 'Chiefs',
      season: { season: 2024, record: record(12, 5, 1) },
      situation: { label: 'as a home favorite since 2022', record: record(1, 0) },
    });
    expect(shown?.badge).toMatchObject({ tier: 'HIGH', percentageText: '70.6%', recordText: '12-5-1' });
    expect(shown?.seasonText).toBe('12-5-1 ATS in 2024 (18 games)');
    expect(shown?.shortSeasonText).toBe('12-5-1 ATS (18 games)');
    expect(shown?.situationText).toBe('1-0 as a home favorite since 2022 (1 game)');
  });

  it('drops an empty situation, and the whole badge when there is no game at all', () => {
    const season = { season: 2024, record: record(5, 5) };
    expect(teamAtsDisplay({ team: 'X', season, situation: null })?.situationText).toBeNull();
    expect(
      teamAtsDisplay({
        team: 'X',
        season,
        situation: { label: 'as a road underdog since 2022', record: record(0, 0) },
      })?.situationText,
    ).toBeNull();
    expect(
      teamAtsDisplay({ team: 'X', season: { season: 2024, record: record(0, 0) }, situation: null }),
    ).toBeNull();
  });

  it('shows no record of no games: a season without a game has no badge and no season text (issue 34 §7)', () => {
    const shown = teamAtsDisplay({
      team: 'X',
      season: { season: 2026, record: record(0, 0) },
      situation: { label: 'as a road underdog since 2022', record: record(6, 5) },
    });
    expect(shown?.badge).toBeNull();
    expect(shown?.seasonText).toBeNull();
    expect(shown?.shortSeasonText).toBeNull();
    expect(shown?.situationText).toBe('6-5 as a road underdog since 2022 (11 games)');
  });
});
