import { describe, expect, it } from 'vitest';
import { marketConsensus } from './price-game';
import type { BookQuote } from './types';

const now = new Date('2026-11-22T15:00:00Z');
const quote = (key: string, home: number, total: number, ageMinutes: number): BookQuote => ({
  key,
  title: key,
  simulated: false,
  fetchedAt: new Date(now.getTime() - ageMinutes * 60_000),
  spreads: { home: { point: home, price: -110 }, away: { point: -home, price: -110 } },
  totals: { over: { point: total, price: -110 }, under: { point: total, price: -110 } },
});

describe('marketConsensus', () => {
  it('takes the lower median of fresh books only, so the consensus is a line some book offers', () => {
    const books = [
      quote('a', -3, 44.5, 5),
      quote('b', -3.5, 45, 5),
      quote('c', -2.5, 44, 5),
      quote('d', -4, 46, 5),
      quote('old', -7, 50, 500),
    ];
    const c = marketConsensus(books, now, 90);
    expect(c.homeLine).toBe(-3.5);
    expect(c.homeLineQuote?.key).toBe('b');
    expect(c.total).toBe(44.5);
  });

  it('has no consensus when every price is stale', () => {
    expect(marketConsensus([quote('old', -7, 50, 500)], now, 90)).toEqual({
      homeLine: null,
      homeLineQuote: undefined,
      total: null,
    });
  });
});
