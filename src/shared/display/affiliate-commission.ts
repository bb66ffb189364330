/**
 * The affiliate programme's figures (admin-and-content sections 1 and 9): 20% commission with a
 * 30-day cookie, and what that earns on a plan whose price comes from the operator's config.
 */

export const AFFILIATE_COMMISSION_RATE = 0.2;
export const AFFILIATE_COOKIE_DAYS = 30;

export interface PriceParts {
  /** What precedes the amount, e.g. '$' ('' when none). */
  readonly symbol: string;
  readonly amount: number;
}

/** '$14.99' → { symbol: '$', amount: 14.99 }; anything that is not one plain amount → null. */
export function parsePriceText(price: string): PriceParts | null {
  const match = /^\s*([^\d\s.,-]{0,3})\s*(\d{1,6}(?:\.\d{1,2})?)\s*$/.exec(price);
  if (!match) return null;
  const amount = Number(match[2]);
  return Number.isFinite(amount) ? { symbol: match[1] ?? '', amount } : null;
}

/** Whole amounts without cents ('$3'), otherwise two decimals ('$2.50'). */
export function formatMoney(symbol: string, amount: number): string {
  const cents = Math.round(amount * 100);
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `${symbol}${text}`;
}

/**
 * The commission on one sale of a plan at the configured price, rounded to the cent, or null when
 * the price is not a plain amount: '$14.99' → '$3' (2.998 → 3.00), '$9.99' → '$2'.
 */
export function commissionText(price: string, rate: number = AFFILIATE_COMMISSION_RATE): string | null {
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new RangeError(`rate must be within [0, 1], got ${rate}`);
  const parts = parsePriceText(price);
  if (parts === null) return null;
  return formatMoney(parts.symbol, parts.amount * rate);
}

/** '20%'. */
export function rateText(rate: number = AFFILIATE_COMMISSION_RATE): string {
  return `${Math.round(rate * 1000) / 10}%`;
}
