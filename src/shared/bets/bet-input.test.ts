import { describe, expect, it } from 'vitest';
import { parseAmericanPrice, parseLine, parseNumber, parsePercent, stakeUnits } from './bet-input';

describe('typed bet input', () => {
  it('reads prices as a slip prints them', () => {
    expect(parseAmericanPrice('-110')).toBe(-110);
    expect(parseAmericanPrice('\u2212110')).toBe(-110);
    expect(parseAmericanPrice('+150')).toBe(150);
    expect(parseAmericanPrice(' 150 ')).toBe(150);
    expect(parseAmericanPrice('abc')).toBeNull();
    expect(parseAmericanPrice('')).toBeNull();
    expect(parseAmericanPrice('--110')).toBeNull();
  });
  it('reads lines, pick em included', () => {
    expect(parseLine('\u22123.5')).toBe(-3.5);
    expect(parseLine('+7')).toBe(7);
    expect(parseLine('PK')).toBe(0);
    expect(parseLine('44.5')).toBe(44.5);
    expect(parseNumber('.5')).toBe(0.5);
  });
  it('reads percentages strictly inside 0–100', () => {
    expect(parsePercent('55')).toBeCloseTo(0.55, 12);
    expect(parsePercent('52.4%')).toBeCloseTo(0.524, 12);
    expect(parsePercent('100')).toBeNull();
    expect(parsePercent('0')).toBeNull();
  });
  it('turns dollars into units at the unit size, to the cent', () => {
    expect(stakeUnits(2, 'units', null)).toBe(2);
    expect(stakeUnits(55, 'dollars', 50)).toBe(1.1);
    // $55 at $30 a unit: 1.8333u, which is $55.00 again (54.999 → 55.00).
    expect(stakeUnits(55, 'dollars', 30)).toBe(1.8333);
    expect(stakeUnits(55, 'dollars', null)).toBeNull();
    expect(stakeUnits(null, 'units', 50)).toBeNull();
  });
});
