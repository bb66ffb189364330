/**
 * How old a price is, in the words every surface uses (docs/pricing.md, "How fresh a price is"):
 * "DraftKings +110 · 40 s ago" on cards, slate rows, odds screens and the overlay; "price stale since
 * 14:05 ET: check the book" where a price stopped being an edge; "odds updated 14:05:12 ET · next
 * update about 14:07" above a league's slate. Ages count from the server's clock (OddsStatus.now),
 * never the reader's, so a demo's moved clock and a phone's wrong clock read the same.
 */
import type { Game, MarketLine } from '../api/games';
import type { LeagueOddsStatus } from '../api/odds-status';
import { formatAmericanOdds } from '../odds/american-odds';
import { formatPoint, plainNumber } from '../pricing/format-bet';
import { ODDS_PAUSED_MESSAGE } from '../api/odds-status';
import { PRODUCT_TIME_ZONE } from '../calendar/eastern-date';
import { leagueName } from '../league';

const clockSeconds = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const clockMinutes = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** '14:05:12 ET'. */
export function clockTextSeconds(value: Date | string): string {
  return `${clockSeconds.format(asDate(value))} ET`;
}

/** '14:05 ET'. */
export function clockTextMinutes(value: Date | string): string {
  return `${clockMinutes.format(asDate(value))} ET`;
}

/** '40 s ago', '12 min ago', '3 h ago', '2 d ago'; 'just now' under 5 s (and for a clock a little ahead). */
export function ageText(asOf: Date | string, now: Date | string): string {
  const seconds = Math.floor((asDate(now).getTime() - asDate(asOf).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 5) return 'just now';
  return `${durationText(seconds)} ago`;
}

/** A length of time in the ages' units: '40 s', '12 min', '3 h', '2 d' (the admin's quote ages). */
export function durationText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** 'DraftKings +110 · 40 s ago'. */
export function priceWithAgeText(
  book: string,
  price: string,
  asOf: Date | string,
  now: Date | string,
): string {
  return `${book} ${price} · ${ageText(asOf, now)}`;
}

/** 'price stale since 14:05 ET: check the book'. */
export function staleSinceText(since: Date | string): string {
  return `price stale since ${clockTextMinutes(since)}: check the book`;
}

/**
 * The line above a league's slate: 'odds updated 14:05:12 ET · next update about 14:07', the pause
 * ('odds paused: monthly credits spent'), or what else holds the prices.
 */
export function oddsUpdateText(status: LeagueOddsStatus): string {
  if (status.state === 'paused') return ODDS_PAUSED_MESSAGE;
  const updated = status.updatedAt
    ? `odds updated ${clockTextSeconds(status.updatedAt)}`
    : 'odds not updated yet';
  if (status.state === 'manual') return `${updated} · updated when an admin refreshes`;
  if (status.state === 'idle')
    return `${updated} · no ${leagueName(status.league, 'adjective')} game to poll`;
  if (status.state === 'waiting' && status.message) return `${updated} · ${status.message}`;
  if (!status.nextUpdateAt) return updated;
  return `${updated} · next update about ${clockMinutes.format(new Date(status.nextUpdateAt))}`;
}

/** '+1.7%', '−2.3%' (a true minus, as the pick cards print edges). */
function edgeText(edge: number): string {
  const rounded = Math.round(edge * 10) / 10;
  return `${rounded < 0 ? '\u2212' : '+'}${Math.abs(rounded).toFixed(1)}%`;
}

/** '+6.5 −110', 'Over 47.5 −105', 'ML +135': a live price told without its team (the bet's own side). */
function livePriceText(live: Pick<MarketLine, 'market' | 'side' | 'line' | 'price'>): string {
  const price = formatAmericanOdds(live.price).replace('-', '\u2212');
  if (live.market === 'moneyline' || live.line === null) return `ML ${price}`;
  if (live.market === 'total')
    return `${live.side === 'over' ? 'Over' : 'Under'} ${plainNumber(live.line)} ${price}`;
  return `${formatPoint(live.line).replace('-', '\u2212')} ${price}`;
}

/**
 * A published pick beside its live price: 'Published: Colts +7 (-110) (+1.7%) · now +6.5 −110 at
 * FanDuel (−2.3%)'; 'Published: … · no fresh price at a bettable book now' when there is none.
 */
export function publishedVsLiveText(
  published: Pick<NonNullable<Game['publishedBet']>, 'betString' | 'edge'>,
  live: Pick<MarketLine, 'market' | 'side' | 'line' | 'price' | 'name' | 'edge'> | null,
): string {
  const head = `Published: ${published.betString} (${edgeText(published.edge)})`;
  if (!live) return `${head} · no fresh price at a bettable book now`;
  return `${head} · now ${livePriceText(live)} at ${live.name} (${edgeText(live.edge)})`;
}
