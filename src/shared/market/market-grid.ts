/**
 * The odds screen's grid rules: which book has the best price on each side, and the fair moneyline
 * from the fair line's win probability. Pure; the server and the page both read them from here.
 */
import { americanToDecimal, fairAmericanOdds } from '../odds/american-odds';

export interface PointPrice {
  readonly point: number;
  readonly price: number;
}

export interface MarketBookPrices {
  readonly key: string;
  readonly spread: { readonly home: PointPrice; readonly away: PointPrice } | null;
  readonly total: { readonly over: PointPrice; readonly under: PointPrice } | null;
  readonly moneyline: { readonly home: { price: number }; readonly away: { price: number } } | null;
}

export const GRID_SIDES = ['spreadAway', 'spreadHome', 'over', 'under', 'mlAway', 'mlHome'] as const;
export type GridSide = (typeof GRID_SIDES)[number];

/** For each side, the keys of the books with the bettor's best offer (ties share it). */
export type BestOffers = Record<GridSide, string[]>;

interface Offer {
  key: string;
  /** Higher is better for the bettor (points are compared first, then the payout). */
  pointValue: number;
  decimal: number;
}

function best(offers: Offer[]): string[] {
  if (offers.length === 0) return [];
  const top = offers.reduce((a, b) =>
    b.pointValue > a.pointValue || (b.pointValue === a.pointValue && b.decimal > a.decimal) ? b : a,
  );
  return offers.filter((o) => o.pointValue === top.pointValue && o.decimal === top.decimal).map((o) => o.key);
}

/**
 * The best offer per side. A spread taker wants the most points (+3.5 beats +3, −2.5 beats −3), an
 * Over the lowest total and an Under the highest; at the same number the better payout wins.
 */
export function bestOffers(books: readonly MarketBookPrices[]): BestOffers {
  const offers = (pick: (b: MarketBookPrices) => { pointValue: number; price: number } | null): Offer[] =>
    books.flatMap((b) => {
      const o = pick(b);
      return o ? [{ key: b.key, pointValue: o.pointValue, decimal: americanToDecimal(o.price) }] : [];
    });
  return {
    spreadAway: best(
      offers((b) => b.spread && { pointValue: b.spread.away.point, price: b.spread.away.price }),
    ),
    spreadHome: best(
      offers((b) => b.spread && { pointValue: b.spread.home.point, price: b.spread.home.price }),
    ),
    over: best(offers((b) => b.total && { pointValue: -b.total.over.point, price: b.total.over.price })),
    under: best(offers((b) => b.total && { pointValue: b.total.under.point, price: b.total.under.price })),
    mlAway: best(offers((b) => b.moneyline && { pointValue: 0, price: b.moneyline.away.price })),
    mlHome: best(offers((b) => b.moneyline && { pointValue: 0, price: b.moneyline.home.price })),
  };
}

/** Fair (no-vig) moneylines from the fair line's home win probability; null without one. */
export function fairMoneyline(homeWinProbability: number | null): { home: number; away: number } | null {
  if (homeWinProbability === null || !(homeWinProbability > 0 && homeWinProbability < 1)) return null;
  return {
    home: Math.round(fairAmericanOdds(homeWinProbability)),
    away: Math.round(fairAmericanOdds(1 - homeWinProbability)),
  };
}
