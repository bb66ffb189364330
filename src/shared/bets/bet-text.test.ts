import { describe, expect, it } from 'vitest';
import { betSelection, betSlipText, dollarsText, resultText, unitsText } from './bet-text';

const teams = { awayTeam: 'Kansas City Chiefs', homeTeam: 'Dallas Cowboys' };

describe('bet text', () => {
  it('reads like a slip', () => {
    expect(betSlipText({ ...teams, market: 'spread', side: 'away', line: -3.5, price: -110 })).toBe(
      'Kansas City Chiefs \u22123.5 \u2212110',
    );
    expect(betSelection({ ...teams, market: 'spread', side: 'home', line: 0 })).toBe('Dallas Cowboys PK');
    expect(betSelection({ ...teams, market: 'total', side: 'under', line: 44.5 })).toBe('Under 44.5');
    expect(betSlipText({ ...teams, market: 'moneyline', side: 'home', line: null, price: 135 })).toBe(
      'Dallas Cowboys ML +135',
    );
  });
  it('names results, units and dollars', () => {
    expect(resultText(null, null)).toBe('Pending');
    expect(resultText('void', 'rescheduled')).toBe('void: game moved');
    expect(unitsText(1.818)).toBe('+1.82u');
    expect(unitsText(-2)).toBe('\u22122u');
    expect(unitsText(0.001)).toBe('0u');
    expect(dollarsText(1250)).toBe('$1,250.00');
    expect(dollarsText(-55, true)).toBe('\u2212$55.00');
    expect(dollarsText(45.454, true)).toBe('+$45.45');
  });
});
