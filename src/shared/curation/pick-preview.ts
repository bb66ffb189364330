/**
 * "Will publish: South Carolina +3.5 −110 at DraftKings, 8.4%, 1u": what approving a game will
 * freeze, from the same line choice the publisher uses (publishableLine). The admin card shows it,
 * the approval sends it back, and the server refuses (409, with the new preview) when the pick it
 * would publish is no longer this one.
 */
import type { Game, SportsbookLine } from '../api/games';
import { publishableLine } from '../record/pick-from-game';
import { formatAmericanOdds } from '../odds/american-odds';
import { formatPoint, plainNumber } from '../pricing/format-bet';
import { roundToTenth } from '../display/number-format';

export interface PickPreview {
  gameId: string;
  side: 'home' | 'away';
  team: string;
  line: number;
  price: number;
  bookKey: string;
  book: string;
  edge: number;
  units: number;
  betString: string;
  offMarket: boolean;
  text: string;
}

/** The fields that make a pick the same pick: side, book, line and price. */
export type PickIdentity = Pick<PickPreview, 'side' | 'bookKey' | 'line' | 'price'>;

/** Typographic minus, as the books print prices ('−110'). */
const minus = (text: string) => text.replace(/^-/, '\u2212');

export function previewText(p: Omit<PickPreview, 'text' | 'gameId'>): string {
  const price = minus(formatAmericanOdds(p.price));
  const point = minus(formatPoint(p.line));
  const stake = p.offMarket ? 'off-market price, confirmed, no stake' : `${plainNumber(p.units)}u`;
  return `Will publish: ${p.team} ${point} ${price} at ${p.book}, ${minus(roundToTenth(p.edge).toFixed(1))}%, ${stake}`;
}

export function pickPreview(gameId: string, book: SportsbookLine, offMarket: boolean): PickPreview {
  const fields = {
    side: book.side,
    team: book.team,
    line: book.spread,
    price: book.price,
    bookKey: book.key,
    book: book.name,
    edge: book.edge,
    units: book.units,
    betString: book.betString,
    offMarket,
  };
  return { gameId, ...fields, text: previewText(fields) };
}

export function samePick(a: PickIdentity, b: PickIdentity): boolean {
  return a.side === b.side && a.bookKey === b.bookKey && a.line === b.line && a.price === b.price;
}

/** Why a game in a bulk approval will be skipped, in the server's words (publish-pick.ts). */
const SKIP_REASONS = {
  unpriced: 'no priced line yet',
  'off-market': 'its only current price is off-market (approve it on its own card, confirmed)',
  'no-line': 'no current sportsbook line',
  'nothing-to-confirm': 'no current sportsbook line',
} as const;

export interface BulkApprovalPlan {
  publish: PickPreview[];
  skipped: { gameId: string; matchup: string; reason: string }[];
}

/**
 * What Approve All will do with the listed games: each pending game not yet started publishes its
 * preview (the same line choice as a single approval without new context); the others are skipped.
 */
export function bulkApprovalPlan(
  games: readonly (Pick<Game, 'id' | 'awayTeam' | 'homeTeam' | 'commenceTime' | 'curationStatus'> &
    Parameters<typeof publishableLine>[0])[],
  now: Date,
): BulkApprovalPlan {
  const plan: BulkApprovalPlan = { publish: [], skipped: [] };
  for (const game of games) {
    if (game.curationStatus !== 'pending') continue;
    const matchup = `${game.awayTeam} @ ${game.homeTeam}`;
    if (Date.parse(game.commenceTime) <= now.getTime()) {
      plan.skipped.push({ gameId: game.id, matchup, reason: 'already kicked off' });
      continue;
    }
    const line = publishableLine(game);
    if (line.ok) plan.publish.push(pickPreview(game.id, line.book, line.offMarket));
    else plan.skipped.push({ gameId: game.id, matchup, reason: SKIP_REASONS[line.reason] });
  }
  return plan;
}
