import { describe, expect, it } from 'vitest';
import { closingLineValue, gradePick, marketResult, payoutPerUnit, pickResult, unitsWon } from './grade-pick';

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

describe('grading a total or moneyline pick in its own market (issue 21 §2)', () => {
  it('a total is graded on the combined score, a push on its number', () => {
    expect(marketResult({ market: 'total', side: 'over', line: 44.5 }, 24, 21)).toBe('win');
    expect(marketResult({ market: 'total', side: 'under', line: 44.5 }, 24, 21)).toBe('loss');
    expect(marketResult({ market: 'total', side: 'over', line: 45 }, 24, 21)).toBe('push');
    expect(
      gradePick(
        { market: 'total', side: 'under', line: 47, price: -105, units: 2 },
        { homeScore: 20, awayScore: 17 },
        46,
      ),
    ).toEqual({
      result: 'win',
      unitsWon: 1.905,
      // Took Under 47, closed 46: a point better than the close.
      clv: 1,
    });
    // Over 44.5 that closed 45.5 beat the close by a point.
    expect(closingLineValue(44.5, 45.5, { market: 'total', side: 'over' })).toBe(1);
  });

  it('a moneyline is graded outright (a tie pushes) and has no closing line value in points', () => {
    expect(marketResult({ market: 'moneyline', side: 'away', line: null }, 20, 23)).toBe('win');
    expect(marketResult({ market: 'moneyline', side: 'home', line: null }, 20, 23)).toBe('loss');
    expect(marketResult({ market: 'moneyline', side: 'home', line: null }, 20, 20)).toBe('push');
    expect(
      gradePick(
        { market: 'moneyline', side: 'away', line: null, price: 135, units: 1 },
        { homeScore: 17, awayScore: 24 },
        null,
      ),
    ).toEqual({
      result: 'win',
      unitsWon: 1.35,
      clv: null,
    });
  });

  it('a pick without a market (published before issue 21) is a spread', () => {
    expect(marketResult({ side: 'home', line: -3.5 }, 24, 21)).toBe('loss');
    expect(() => marketResult({ market: 'total', side: 'home', line: 44 }, 24, 21)).toThrow(RangeError);
  });
});
