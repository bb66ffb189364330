import { describe, expect, it } from 'vitest';
import {
  betString,
  favouriteLineText,
  formatPoint,
  percentText,
  plainNumber,
  unitsPhrase,
} from './format-bet';

describe('bet strings', () => {
  it('prints lines as books do: no .0 on whole numbers, .5 kept, PK for zero', () => {
    expect(formatPoint(-3.5)).toBe('-3.5');
    expect(formatPoint(7)).toBe('+7');
    expect(formatPoint(-7)).toBe('-7');
    expect(formatPoint(0)).toBe('PK');
    expect(formatPoint(2.25)).toBe('+2.25');
    expect(() => formatPoint(Number.NaN)).toThrow(RangeError);
  });

  it("builds 'Team line (price)' with the short name", () => {
    expect(betString('Chiefs', -3.5, -110)).toBe('Chiefs -3.5 (-110)');
    expect(betString('Bills', 7, 105)).toBe('Bills +7 (+105)');
    expect(betString('Jets', 0, -110)).toBe('Jets PK (-110)');
    expect(betString('Ohio State', -14, 100)).toBe('Ohio State -14 (+100)');
  });

  it('states a home line from the favourite', () => {
    expect(favouriteLineText(-3.5, 'Chiefs', 'Bills')).toBe('Chiefs -3.5');
    expect(favouriteLineText(2, 'Chiefs', 'Bills')).toBe('Bills -2');
    expect(favouriteLineText(0, 'Chiefs', 'Bills')).toBe("pick 'em");
  });

  it('formats small pieces', () => {
    expect(plainNumber(44.5)).toBe('44.5');
    expect(plainNumber(47)).toBe('47');
    expect(unitsPhrase(1)).toBe('1 unit');
    expect(unitsPhrase(1.5)).toBe('1.5 units');
    expect(percentText(0.5523)).toBe('55.2%');
  });
});
