import { describe, expect, it } from 'vitest';
import { closingLineValue, gradePick, payoutPerUnit, pickResult, unitsWon } from './grade-pick';

describe('pickResult', () => {
  it('grades a home favourite against the frozen line', () => {
    expect(pickResult({ side: 'home', line: -3.5 }, 24, 20)).toBe('win');
    expect(pickResult({ side: 'home', line: -3.5 }, 23, 20)).toBe('loss');
    expect(pickResult({ side: 'home', line: -3 }, 23, 20)).toBe('push');
  });
  it('grades an away underdog', () => {
    expect(pickResult({ side: 'away', line: 6.5 }, 27, 21)).toBe('win');
    expect(pickResult({ side: 'away', line: 6.5 }, 28, 21)).toBe('loss');
    expect(pickResult({ side: 'away', line: 7 }, 28, 21)).toBe('push');
    expect(pickResult({ side: 'away', line: 0 }, 17, 20)).toBe('win');
  });
});

describe('units and CLV', () => {
  it('pays at the frozen American price', () => {
    expect(payoutPerUnit(-110)).toBeCloseTo(0.90909, 5);
    expect(payoutPerUnit(150)).toBe(1.5);
    expect(unitsWon({ price: -110, units: 2 }, 'win')).toBe(1.818);
    expect(unitsWon({ price: -110, units: 2 }, 'loss')).toBe(-2);
    expect(unitsWon({ price: 120, units: 1 }, 'push')).toBe(0);
  });
  it('is positive when the published line beat the close', () => {
    expect(closingLineValue(-3, -4)).toBe(1);
    expect(closingLineValue(6.5, 5.5)).toBe(1);
    expect(closingLineValue(-3, -2.5)).toBe(-0.5);
    expect(closingLineValue(-3, null)).toBeNull();
  });
  it('combines into a grade', () => {
    expect(
      gradePick({ side: 'home', line: -3, price: -105, units: 1.5 }, { homeScore: 31, awayScore: 17 }, -4.5),
    ).toEqual({
      result: 'win',
      unitsWon: 1.429,
      clv: 1.5,
    });
  });
});
