import { describe, expect, it } from 'vitest';
import { bestBet, bestBetText, modelSpreadText, vegasLine } from './spread-text';

const HOME = 'Buffalo Bills';
const AWAY = 'Kansas City Chiefs';

describe('model spread text', () => {
  it("shows 'No Spread Available' for missing or non-numeric spreads", () => {
    for (const v of [undefined, null, Number.NaN, Infinity, '', '  ', 'abc', {}, []]) {
      expect(modelSpreadText(v, HOME, AWAY)).toBe('No Spread Available');
    }
  });

  it("shows PICK 'EM for 0 (and for a spread that rounds to 0.0)", () => {
    expect(modelSpreadText(0, HOME, AWAY)).toBe("PICK 'EM");
    expect(modelSpreadText(-0, HOME, AWAY)).toBe("PICK 'EM");
    expect(modelSpreadText(0.04, HOME, AWAY)).toBe("PICK 'EM");
  });

  it('negative: home team with the spread to one decimal', () => {
    expect(modelSpreadText(-3.5, HOME, AWAY)).toBe('Buffalo Bills -3.5');
    expect(modelSpreadText(-7, HOME, AWAY)).toBe('Buffalo Bills -7.0');
    expect(modelSpreadText(-2.96, HOME, AWAY)).toBe('Buffalo Bills -3.0');
  });

  it('positive: away team with a minus sign and the spread', () => {
    expect(modelSpreadText(4.25, HOME, AWAY)).toBe('Kansas City Chiefs -4.3');
    expect(modelSpreadText(10, HOME, AWAY)).toBe('Kansas City Chiefs -10.0');
  });

  it('accepts numeric strings', () => {
    expect(modelSpreadText('-6.5', HOME, AWAY)).toBe('Buffalo Bills -6.5');
  });
});

describe('best bet text', () => {
  it("is 'No recommendation available' when a spread is missing or zero", () => {
    expect(bestBetText({ homeTeam: HOME, awayTeam: AWAY, modelSpread: null, bookSpread: -3 })).toBe(
      'No recommendation available',
    );
    expect(bestBetText({ homeTeam: HOME, awayTeam: AWAY, modelSpread: -5, bookSpread: undefined })).toBe(
      'No recommendation available',
    );
    expect(bestBetText({ homeTeam: HOME, awayTeam: AWAY, modelSpread: 0, bookSpread: -3 })).toBe(
      'No recommendation available',
    );
    expect(bestBetText({ homeTeam: HOME, awayTeam: AWAY, modelSpread: -5, bookSpread: 0 })).toBe(
      'No recommendation available',
    );
    expect(bestBetText({ homeTeam: HOME, awayTeam: AWAY, modelSpread: -3, bookSpread: -3 })).toBe(
      'No recommendation available',
    );
  });

  it('takes the home side when the model makes home stronger than the book', () => {
    expect(bestBet({ homeTeam: HOME, awayTeam: AWAY, modelSpread: -7.2, bookSpread: -3.5 })).toEqual({
      side: 'home',
      text: 'Buffalo Bills -3.5',
    });
    expect(bestBetText({ homeTeam: HOME, awayTeam: AWAY, modelSpread: 1, bookSpread: 3 })).toBe(
      'Buffalo Bills +3.0',
    );
  });

  it('takes the away side at the negated line otherwise', () => {
    expect(bestBet({ homeTeam: HOME, awayTeam: AWAY, modelSpread: -1.5, bookSpread: -6.5 })).toEqual({
      side: 'away',
      text: 'Kansas City Chiefs +6.5',
    });
    expect(bestBetText({ homeTeam: HOME, awayTeam: AWAY, modelSpread: 6, bookSpread: 2.5 })).toBe(
      'Kansas City Chiefs -2.5',
    );
  });
});

describe('admin Vegas line', () => {
  it("is PICK 'EM at 0", () => {
    expect(vegasLine(0, HOME, AWAY).text).toBe("PICK 'EM");
  });

  it('shows away and home with signed one-decimal lines', () => {
    expect(vegasLine(-3.5, HOME, AWAY).text).toBe('Kansas City Chiefs +3.5 @ Buffalo Bills -3.5');
    expect(vegasLine(7, HOME, AWAY)).toEqual({
      text: 'Kansas City Chiefs -7.0 @ Buffalo Bills +7.0',
      away: 'Kansas City Chiefs -7.0',
      home: 'Buffalo Bills +7.0',
    });
  });

  it("shows 'No Spread Available' when the line is missing", () => {
    expect(vegasLine(null, HOME, AWAY).text).toBe('No Spread Available');
  });
});
