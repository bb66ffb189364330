/**
 * "Will publish: South Carolina +3.5 −110 at DraftKings, 4.4%, 1u": what approving a game will
 * freeze, from the same guarded line choice the publisher uses (publishVerdict, publish-guards.ts).
 * The admin card shows it, the approval sends it back, and the server refuses (409, with the new
 * preview) when the pick it would publish is no longer this one.
 */
import type { Game, MarketLine } from '../api/games';
import { namedBet, signedPrice, spreadAsMarketLine } from '../display/pick-line';
import { formatAmericanOdds } from '../odds/american-odds';
import { plainNumber } from '../pricing/format-bet';
import {
  bulkSkipReason,
  edgeText,
  publishVerdict,
  type PublishGuardSettings,
  type PublishVerdict,
} from './publish-guards';

export interface PickPreview {
  gameId: string;
  /** The lead price's market (issue 21: a pick may be a total or a moneyline). */
  market: MarketLine['market'];
  side: MarketLine['side'];
  /** The side's team; null on a total. */
  team: string | null;
  /** The side's handicap or the total; null on a moneyline. */
  line: number | null;
  price: number;
  bookKey: string;
  book: string;
  edge: number;
  units: number;
  betString: string;
  offMarket: boolean;
  /** Why the pick carries no stake: an off-market price, or no edge at this price. */
  noStake: 'off-market' | 'no-edge' | null;
  text: string;
}

/** The fields that make a pick the same pick: market, side, book, line and price. */
export type PickIdentity = Pick<PickPreview, 'side' | 'bookKey' | 'line' | 'price'> & {
  /** Absent from a client built before issue 21: a spread. */
  market?: PickPreview['market'] | undefined;
};

/** Typographic minus, as the books print prices ('−110'). */
const minus = (text: string) => text.replace(/^-/, '\u2212');

export const NO_EDGE_STAKE_TEXT = 'no stake: no edge at this price';

export function previewText(p: Omit<PickPreview, 'text' | 'gameId'>): string {
  const price = minus(formatAmericanOdds(p.price));
  const head = `Will publish: ${namedBet(p)} ${price} at ${p.book}`;
  if (p.offMarket) return `${head}, off-market price, confirmed, no stake`;
  const stake = p.noStake === 'no-edge' ? NO_EDGE_STAKE_TEXT : `${plainNumber(p.units)}u`;
  return `${head}, ${edgeText(p.edge)}, ${stake}`;
}

export function pickPreview(
  gameId: string,
  book: MarketLine,
  offMarket: boolean,
  noStake: PickPreview['noStake'] = offMarket ? 'off-market' : null,
): PickPreview {
  const fields = {
    market: book.market,
    side: book.side,
    team: book.team,
    line: book.line,
    price: book.price,
    bookKey: book.key,
    book: book.name,
    edge: book.edge,
    units: noStake ? 0 : book.units,
    betString: book.betString,
    offMarket,
    noStake,
  };
  return { gameId, ...fields, text: previewText(fields) };
}

/** The preview of a publishable verdict. */
export function verdictPreview(gameId: string, verdict: Extract<PublishVerdict, { ok: true }>): PickPreview {
  return pickPreview(gameId, verdict.book, verdict.offMarket, verdict.noStake);
}

export function samePick(a: PickIdentity, b: PickIdentity): boolean {
  return (
    (a.market ?? 'spread') === (b.market ?? 'spread') &&
    a.side === b.side &&
    a.bookKey === b.bookKey &&
    a.line === b.line &&
    a.price === b.price
  );
}

export interface BulkApprovalPlan {
  publish: PickPreview[];
  skipped: { gameId: string; matchup: string; reason: string }[];
}

/**
 * What Approve All will do with the listed games: each pending game not yet started whose best
 * price has an edge publishes its preview (the same guarded line choice as a single approval
 * without new context); the others are skipped with the reason, in the server's words.
 */
export function bulkApprovalPlan(
  games: readonly (Pick<Game, 'id' | 'awayTeam' | 'homeTeam' | 'commenceTime' | 'curationStatus'> &
    Parameters<typeof publishVerdict>[0])[],
  now: Date,
  guards: PublishGuardSettings,
): BulkApprovalPlan {
  const plan: BulkApprovalPlan = { publish: [], skipped: [] };
  for (const game of games) {
    if (game.curationStatus !== 'pending') continue;
    const matchup = `${game.awayTeam} @ ${game.homeTeam}`;
    if (Date.parse(game.commenceTime) <= now.getTime()) {
      plan.skipped.push({ gameId: game.id, matchup, reason: 'already kicked off' });
      continue;
    }
    const verdict = publishVerdict(game, guards);
    const skip = bulkSkipReason(verdict);
    if (skip === null && verdict.ok) plan.publish.push(verdictPreview(game.id, verdict));
    else plan.skipped.push({ gameId: game.id, matchup, reason: skip ?? 'cannot be published' });
  }
  return plan;
}

/** The line the admin card shows under "Best Book" and "Max Edge": the one that will publish. */
export interface PublishLineView {
  /** 'Total: Over 44.5 −105': the bet named with its market, as every card shows it. */
  bet: string;
  betString: string;
  book: string;
  edge: number;
  units: number;
  offMarket: boolean;
  stale: boolean;
  noStake: PickPreview['noStake'];
}

/**
 * The card's "Best Book": the server's preview when there is one (it prices the context being
 * typed), else the guarded game's own publishable line (what users see of an approved pick), else
 * the price that blocks publishing (an off-market or stale one), else nothing. Never another book
 * than "Will publish".
 */
export function publishLineView(
  game: Parameters<typeof publishVerdict>[0],
  guards: PublishGuardSettings,
  preview: PickPreview | undefined,
): PublishLineView | null {
  if (preview)
    return {
      bet: `${namedBet(preview)} ${signedPrice(preview.price)}`,
      betString: preview.betString,
      book: preview.book,
      edge: preview.edge,
      units: preview.units,
      offMarket: preview.offMarket,
      stale: false,
      noStake: preview.noStake,
    };
  const verdict = publishVerdict(game, guards);
  const first = game.bestSportsbooks[0];
  const book = verdict.book ?? (first ? spreadAsMarketLine(first) : undefined);
  if (!book) return null;
  return {
    bet: `${namedBet(book)} ${signedPrice(book.price)}`,
    betString: book.betString,
    book: book.name,
    edge: book.edge,
    units: verdict.ok ? verdict.book.units : 0,
    offMarket: book.offMarket,
    stale: book.stale,
    noStake: verdict.ok ? verdict.noStake : book.offMarket ? 'off-market' : null,
  };
}
