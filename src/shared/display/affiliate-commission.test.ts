import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_COMMISSION_RATE,
  AFFILIATE_COOKIE_DAYS,
  commissionText,
  formatMoney,
  parsePriceText,
  rateText,
} from './affiliate-commission';

describe('affiliate commission', () => {
  it('is 20% with a 30-day cookie', () => {
    expect(AFFILIATE_COMMISSION_RATE).toBe(0.2);
    expect(rateText()).toBe('20%');
    expect(AFFILIATE_COOKIE_DAYS).toBe(30);
  });

  it('computes about $3 on $14.99 and $2 on $9.99', () => {
    expect(commissionText('$14.99')).toBe('$3');
    expect(commissionText('$9.99')).toBe('$2');
    expect(commissionText('$12.50')).toBe('$2.50');
    expect(commissionText('19.99')).toBe('4');
    expect(commissionText('$14.99', 0.25)).toBe('$3.75');
  });

  it('gives no figure for a price that is not one plain amount', () => {
    expect(parsePriceText('from $9.99')).toBeNull();
    expect(parsePriceText('')).toBeNull();
    expect(parsePriceText('$-5')).toBeNull();
    expect(commissionText('Free')).toBeNull();
    expect(parsePriceText(' $ 14.99 ')).toEqual({ symbol: '$', amount: 14.99 });
    expect(() => commissionText('$10', 2)).toThrow(RangeError);
  });

  it('formats money without needless cents', () => {
    expect(formatMoney('$', 3)).toBe('$3');
    expect(formatMoney('€', 2.5)).toBe('€2.50');
    expect(formatMoney('$', 2.998)).toBe('$3');
  });
});
