import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  assertAmericanOdds,
  decimalToAmerican,
  fairAmericanOdds,
  formatAmericanOdds,
  impliedProbability,
  netPayout,
} from './american-odds';

describe('American odds', () => {
  it('converts to implied probability (worked: -110 → 110/210)', () => {
    expect(impliedProbability(-110)).toBeCloseTo(0.52381, 5);
    expect(impliedProbability(-105)).toBeCloseTo(0.5122, 5); // 105/205
    expect(impliedProbability(100)).toBe(0.5);
    expect(impliedProbability(-100)).toBe(0.5);
    expect(impliedProbability(-200)).toBeCloseTo(0.66667, 5); // 200/300
    expect(impliedProbability(150)).toBeCloseTo(0.4, 12); // 100/250
    expect(impliedProbability(-150)).toBeCloseTo(0.6, 12);
    expect(impliedProbability(130)).toBeCloseTo(0.43478, 5); // 100/230
  });

  it('converts to decimal and back', () => {
    expect(americanToDecimal(-110)).toBeCloseTo(1.90909, 5); // 1 + 100/110
    expect(americanToDecimal(150)).toBe(2.5);
    expect(americanToDecimal(100)).toBe(2);
    expect(americanToDecimal(-100)).toBe(2);
    expect(decimalToAmerican(2.5)).toBeCloseTo(150, 10);
    expect(decimalToAmerican(2)).toBe(100);
    expect(decimalToAmerican(1.5)).toBeCloseTo(-200, 10); // −100/0.5
    for (const a of [-450, -110, -101, 100, 101, 240, 1200]) {
      expect(decimalToAmerican(americanToDecimal(a))).toBeCloseTo(a, 9);
    }
  });

  it('gives the net payout b per 1 staked', () => {
    expect(netPayout(-110)).toBeCloseTo(0.90909, 5);
    expect(netPayout(130)).toBeCloseTo(1.3, 12);
  });

  it('prices fair odds from a probability', () => {
    expect(fairAmericanOdds(0.6)).toBeCloseTo(-150, 10); // −100·0.6/0.4
    expect(fairAmericanOdds(0.4)).toBeCloseTo(150, 10); // 100·0.6/0.4
    expect(fairAmericanOdds(0.5)).toBe(-100);
    expect(fairAmericanOdds(0.52381)).toBeCloseTo(-110, 1);
    expect(impliedProbability(fairAmericanOdds(0.5798))).toBeCloseTo(0.5798, 12);
  });

  it('formats prices as books show them', () => {
    expect(formatAmericanOdds(130)).toBe('+130');
    expect(formatAmericanOdds(-110)).toBe('-110');
    expect(formatAmericanOdds(100)).toBe('+100');
  });

  it('rejects prices between -100 and +100 and non-finite input', () => {
    for (const bad of [-99.99, -50, 0, 50, 99, Number.NaN, Infinity]) {
      expect(() => assertAmericanOdds(bad)).toThrow(RangeError);
      expect(() => impliedProbability(bad)).toThrow(RangeError);
      expect(() => americanToDecimal(bad)).toThrow(RangeError);
    }
    expect(() => decimalToAmerican(1)).toThrow(RangeError);
    expect(() => fairAmericanOdds(0)).toThrow(RangeError);
    expect(() => fairAmericanOdds(1)).toThrow(RangeError);
  });
});
