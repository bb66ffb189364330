import { describe, expect, it } from 'vitest';
import { formatPrice, isOddsFormat, ODDS_FORMATS } from './odds-format';

describe('formatPrice', () => {
  it('shows an American price with its sign', () => {
    expect(formatPrice(-110, 'american')).toBe('-110');
    expect(formatPrice(150, 'american')).toBe('+150');
    expect(formatPrice(-104.6, 'american')).toBe('-105');
  });

  it('converts to decimal odds (stake included), two places', () => {
    expect(formatPrice(-110, 'decimal')).toBe('1.91');
    expect(formatPrice(150, 'decimal')).toBe('2.50');
    expect(formatPrice(100, 'decimal')).toBe('2.00');
    expect(formatPrice(-250, 'decimal')).toBe('1.40');
  });

  it('converts to the implied (break-even) probability, vig included', () => {
    expect(formatPrice(-110, 'implied')).toBe('52.4%');
    expect(formatPrice(150, 'implied')).toBe('40.0%');
    expect(formatPrice(-100, 'implied')).toBe('50.0%');
  });

  it('rejects a value that is not a price', () => {
    expect(() => formatPrice(50, 'decimal')).toThrow(RangeError);
  });
});

describe('isOddsFormat', () => {
  it('accepts the three formats only', () => {
    for (const f of ODDS_FORMATS) expect(isOddsFormat(f)).toBe(true);
    expect(isOddsFormat('fractional')).toBe(false);
    expect(isOddsFormat(null)).toBe(false);
  });
});
