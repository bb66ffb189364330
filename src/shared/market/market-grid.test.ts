import { describe, expect, it } from 'vitest';
import { bestOffers, fairMoneyline, type MarketBookPrices } from './market-grid';

const book = (
  key: string,
  home: [number, number],
  away: [number, number],
  over: [number, number],
  under: [number, number],
  ml: [number, number] | null,
): MarketBookPrices => ({
  key,
  spread: { home: { point: home[0], price: home[1] }, away: { point: away[0], price: away[1] } },
  total: { over: { point: over[0], price: over[1] }, under: { point: under[0], price: under[1] } },
  moneyline: ml ? { home: { price: ml[0] }, away: { price: ml[1] } } : null,
});

describe('bestOffers', () => {
  const books = [
    book('dk', [-3, -110], [3, -110], [44.5, -110], [44.5, -110], [-150, 130]),
    book('fd', [-3.5, 105], [3.5, -125], [44, -115], [44, -105], [-145, 125]),
    book('mgm', [-2.5, -120], [2.5, 100], [45, -105], [45, -115], [-160, 135]),
    book('czr', [-3, -105], [3, -115], [44.5, -110], [44.5, -110], null),
  ];
  const bestOf = bestOffers(books);

  it('gives a spread taker the most points first, then the best payout at that number', () => {
    expect(bestOf.spreadHome).toEqual(['mgm']); // -2.5 beats -3 and -3.5
    expect(bestOf.spreadAway).toEqual(['fd']); // +3.5 beats +3
  });

  it('gives the Over the lowest total and the Under the highest', () => {
    expect(bestOf.over).toEqual(['fd']);
    expect(bestOf.under).toEqual(['mgm']);
  });

  it('picks the best moneyline payout and lets equal offers share it', () => {
    expect(bestOf.mlHome).toEqual(['fd']);
    expect(bestOf.mlAway).toEqual(['mgm']);
    const tied = bestOffers([books[0]!, books[3]!]);
    expect(tied.over).toEqual(['dk', 'czr']);
    expect(tied.spreadHome).toEqual(['czr']); // -3 at -105 beats -3 at -110
  });

  it('has no best offer for a market no book quotes', () => {
    expect(bestOffers([]).mlHome).toEqual([]);
  });
});

describe('fairMoneyline', () => {
  it('prices both sides without vig from the home win probability', () => {
    expect(fairMoneyline(0.6)).toEqual({ home: -150, away: 150 });
    expect(fairMoneyline(0.5)).toEqual({ home: -100, away: -100 });
  });

  it('is null without a probability', () => {
    expect(fairMoneyline(null)).toBeNull();
    expect(fairMoneyline(1)).toBeNull();
  });
});
