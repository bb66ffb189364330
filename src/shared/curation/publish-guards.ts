/**
 * The guards every publish path goes through (approve, approve with context, bulk, update &
 * republish) and every preview of one (docs/curation.md, "Publish guards"). They read the edge the
 * pricing produced and never re-price; the server applies them before it freezes a pick, whatever
 * the client sent, and the admin page shows the same guarded numbers.
 *
 * - No stake on an edge ≤ 0: such a price is published (on its own card) with 0 units, and a bulk
 *   approval skips it.
 * - No stake above EDGE_VERIFY_PERCENT: a fresh price whose edge is above it is off-market, whatever
 *   moved it there (an admin's injury adjustment included).
 * - An off-market price is published only with the admin's reason, at 0 units, and never texted.
 */
import type { Game, MarketLine, SportsbookLine } from '../api/games';
import { spreadAsMarketLine } from '../display/pick-line';
import { leadPrice } from '../pricing/price-game';
import { isLiveOnMarket } from '../pricing/actionable-price';
import { OFF_MARKET_LABEL } from '../pricing/rate-book-line';
import { recommendationForEdge } from '../pricing/recommend';
import { resolvePricingOptions } from '../pricing/pricing-options';
import { roundToTenth } from '../display/number-format';
import { VERIFY_EDGE_PERCENT } from '../odds/units';

export interface PublishGuardSettings {
  /** EDGE_VERIFY_PERCENT: no stake above it. */
  readonly verifyEdgeAbove: number;
}

/** EDGE_VERIFY_PERCENT's default, until the server has said what it is configured with. */
export const DEFAULT_PUBLISH_GUARDS: PublishGuardSettings = { verifyEdgeAbove: VERIFY_EDGE_PERCENT };

type GuardedFields = Pick<
  Game,
  'modelSpread' | 'bestSportsbooks' | 'maxEdge' | 'units' | 'recommendation' | 'recommendationTier' | 'flags'
> & {
  /** Absent or empty on analyses made before issue 21 (then the spreads are the only market). */
  readonly marketLines?: Game['marketLines'] | undefined;
  readonly leadBet?: Game['leadBet'] | undefined;
};

/** A fresh price the pricing left on the market whose edge is past the verify level. */
function pastVerifyLevel(
  book: Pick<MarketLine, 'stale' | 'offMarket' | 'edge'>,
  settings: PublishGuardSettings,
) {
  return isLiveOnMarket(book) && book.edge > settings.verifyEdgeAbove;
}

function guardBook<B extends SportsbookLine | MarketLine>(book: B, settings: PublishGuardSettings): B {
  if (pastVerifyLevel(book, settings))
    return { ...book, offMarket: true, units: 0, recommendation: 'OFF_MARKET', insight: OFF_MARKET_LABEL };
  return book.units > 0 && !(book.edge > 0) ? { ...book, units: 0 } : book;
}

/**
 * The lead price of a (guarded) game across the three markets, by the pricing's own rule
 * (price-game.ts leadPrice: each market's first fresh, on-market, bettable price, the highest edge,
 * a spread on a tie); for an analysis made before issue 21, its first fresh on-market spread.
 */
function leadOf(game: GuardedFields): MarketLine | undefined {
  const spreads = game.bestSportsbooks.map(spreadAsMarketLine);
  const lead = leadPrice(spreads, game.marketLines ?? []);
  return lead ?? spreads.find(isLiveOnMarket);
}

/**
 * The game as it may be published and shown: every fresh price above the verify level is
 * off-market with no stake, no price carries units on an edge ≤ 0, and the game's best price (in any
 * market), max edge, tier and units follow from what is left (the pricing's own rule). A game the
 * guards do not touch is returned as it is; applying it twice changes nothing.
 */
export function guardGame<T extends GuardedFields>(game: T, settings: PublishGuardSettings): T {
  const books = game.bestSportsbooks.map((b) => guardBook(b, settings));
  const lines = (game.marketLines ?? []).map((l) => guardBook(l, settings));
  if (
    books.every((b, i) => b === game.bestSportsbooks[i]) &&
    lines.every((l, i) => l === game.marketLines?.[i])
  )
    return game;
  const flipped = [...game.bestSportsbooks, ...(game.marketLines ?? [])].some((b) =>
    pastVerifyLevel(b, settings),
  );
  const lead = leadOf({ ...game, bestSportsbooks: books, marketLines: lines });
  const { recommendation, recommendationTier } =
    game.modelSpread !== null && lead
      ? recommendationForEdge(lead.edge, resolvePricingOptions({ verifyEdgeAbove: settings.verifyEdgeAbove }))
      : { recommendation: null, recommendationTier: null };
  return {
    ...game,
    bestSportsbooks: books,
    ...(game.marketLines === undefined ? {} : { marketLines: lines }),
    ...(game.leadBet === undefined ? {} : { leadBet: lead ?? null }),
    maxEdge: lead?.edge ?? 0,
    units: recommendation && lead ? lead.units : 0,
    recommendation,
    recommendationTier,
    flags: flipped ? { ...game.flags, verifyEdge: true, offMarket: true } : game.flags,
  };
}

export type PublishRefusal = 'unpriced' | 'no-line' | 'off-market' | 'nothing-to-confirm';

export type PublishVerdict =
  | {
      ok: true;
      /** The line to freeze (any market), its units already guarded. */
      book: MarketLine;
      offMarket: boolean;
      /** Why it carries no stake, when it carries none. */
      noStake: 'off-market' | 'no-edge' | null;
    }
  | { ok: false; reason: PublishRefusal; book?: MarketLine };

/**
 * What approving a (guarded) game publishes: its best price, the first fresh on-market line. When
 * every fresh price is off-market, only the admin's confirmation publishes one (the first), with no
 * stake; a confirmation is refused when the game has an on-market price (that is what users see
 * and what publishes) or no off-market one.
 */
export function publishVerdict(
  game: GuardedFields,
  settings: PublishGuardSettings,
  options: { confirmOffMarket?: boolean } = {},
): PublishVerdict {
  if (game.modelSpread === null) return { ok: false, reason: 'unpriced' };
  const guarded = guardGame(game, settings);
  const fresh = [...guarded.bestSportsbooks.map(spreadAsMarketLine), ...(guarded.marketLines ?? [])].filter(
    (b) => !b.stale,
  );
  const onMarket = leadOf(guarded);
  const offMarket = fresh.find((b) => b.offMarket);
  if (options.confirmOffMarket) {
    return offMarket && !onMarket
      ? { ok: true, book: { ...offMarket, units: 0 }, offMarket: true, noStake: 'off-market' }
      : { ok: false, reason: 'nothing-to-confirm', ...(onMarket ? { book: onMarket } : {}) };
  }
  if (onMarket) {
    const noEdge = !(onMarket.edge > 0);
    return {
      ok: true,
      book: noEdge ? { ...onMarket, units: 0 } : onMarket,
      offMarket: false,
      noStake: noEdge ? 'no-edge' : null,
    };
  }
  return offMarket ? { ok: false, reason: 'off-market', book: offMarket } : { ok: false, reason: 'no-line' };
}

/** '−1.2%' with a typographic minus, as the preview prints edges. */
export function edgeText(edge: number): string {
  return `${roundToTenth(edge).toFixed(1).replace(/^-/, '\u2212')}%`;
}

/** Why a bulk approval leaves a game out (it may still be approved on its own card). */
export function bulkSkipReason(verdict: PublishVerdict): string | null {
  if (!verdict.ok) {
    switch (verdict.reason) {
      case 'unpriced':
        return 'no priced line yet';
      case 'off-market':
        return 'its only current price is off-market (approve it on its own card, with the reason)';
      case 'no-line':
      case 'nothing-to-confirm':
        return 'no current sportsbook line';
    }
  }
  if (verdict.noStake === 'no-edge')
    return `no edge: its best current price (${verdict.book.betString} at ${verdict.book.name}) is ${edgeText(verdict.book.edge)} against the fair line`;
  return null;
}

/**
 * Whether a published pick may be texted: never an off-market price, and never a price with no
 * edge (a text is a call to bet).
 */
export function textable(pick: { offMarket: boolean; edge: number }): boolean {
  return !pick.offMarket && pick.edge > 0;
}
