import { describe, expect, it } from 'vitest';
import { atsBadge, atsConfidence, atsPercentage, atsRecordText } from './ats-badge';

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
