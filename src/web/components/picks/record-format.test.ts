import { describe, expect, it } from 'vitest';
import { clvText, lineText, recordText, roiText, unitsWonText, winRateText } from './record-format';

describe('record texts', () => {
  it('formats the summary numbers with signs and a real minus', () => {
    expect(recordText({ wins: 3, losses: 2, pushes: 1 })).toBe('3-2-1');
    expect(winRateText(55.55)).toBe('55.5%');
    expect(winRateText(null)).toBe('—');
    expect(unitsWonText(2.5)).toBe('+2.50u');
    expect(unitsWonText(-1)).toBe('−1.00u');
    expect(unitsWonText(-0.001)).toBe('0.00u');
    expect(roiText(-4.25)).toBe('−4.3%');
    expect(roiText(null)).toBe('—');
    expect(clvText(0.5)).toBe('+0.50 pts');
    expect(lineText(0)).toBe('PK');
    expect(lineText(-3)).toBe('−3.0');
  });
});
