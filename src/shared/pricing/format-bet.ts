import { formatAmericanOdds } from '../odds/american-odds';

/**
 * Bet strings as sportsbooks print them: 'Chiefs -3.5 (-110)', 'Bills +7 (+105)', 'Jets PK (-110)'.
 * Whole numbers carry no '.0' and half points keep their '.5'; quarter lines, if a feed ever sends
 * one, are printed as given rather than rounded to a line the book does not offer.
 */

/** A line or total without sign decoration and without a trailing '.0': 44.5 → '44.5', 47 → '47'. */
export function plainNumber(x: number): string {
  return String(Number(x.toFixed(2)));
}

/** '-3.5', '+7', 'PK'. */
export function formatPoint(point: number): string {
  if (!Number.isFinite(point)) throw new RangeError(`point must be finite, got ${point}`);
  if (point === 0) return 'PK';
  const magnitude = plainNumber(Math.abs(point));
  return point < 0 ? `-${magnitude}` : `+${magnitude}`;
}

export function betString(teamShortName: string, point: number, americanPrice: number): string {
  return `${teamShortName} ${formatPoint(point)} (${formatAmericanOdds(americanPrice)})`;
}

/**
 * A home line (product sign) told from the favourite's side: home −3.5 → 'Chiefs -3.5',
 * home +2 → 'Bills -2', 0 → "pick 'em".
 */
export function favouriteLineText(homeLine: number, homeShortName: string, awayShortName: string): string {
  if (homeLine === 0) return "pick 'em";
  return homeLine < 0
    ? `${homeShortName} ${formatPoint(homeLine)}`
    : `${awayShortName} ${formatPoint(-homeLine)}`;
}

/** '1 unit', '1.5 units', '0 units'. */
export function unitsPhrase(units: number): string {
  return `${units} ${units === 1 ? 'unit' : 'units'}`;
}

/** 0.5523 → '55.2%'. */
export function percentText(probability: number): string {
  return `${(probability * 100).toFixed(1)}%`;
}

/** 'Over 44.5 (-105)', 'Under 41 (+100)'. */
export function totalBetString(side: 'over' | 'under', total: number, americanPrice: number): string {
  return `${side === 'over' ? 'Over' : 'Under'} ${plainNumber(total)} (${formatAmericanOdds(americanPrice)})`;
}

/** 'Cowboys ML (+135)': a moneyline as sportsbooks print it. */
export function moneylineBetString(teamShortName: string, americanPrice: number): string {
  return `${teamShortName} ML (${formatAmericanOdds(americanPrice)})`;
}
