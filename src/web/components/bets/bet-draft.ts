/**
 * What "I placed this" pre-fills: the game, the book, the market, side, line and price of the card or
 * odds row it was pressed on, and the book's other prices so choosing another side fills its own.
 */
import type { GameMarket, MarketBook } from '@shared/api/game-market';
import type { Game } from '@shared/api/games';
import type { BetMarket, BetSide } from '@shared/bets/bet-rules';
import { leadLine } from '@shared/display/pick-line';
import { bookLabel } from '@shared/display/book-label';

export interface BetOffer {
  readonly line: number | null;
  readonly price: number;
}

export type OfferKey = `${BetMarket}:${BetSide}`;

export interface BetDraft {
  readonly game: {
    readonly id: string;
    readonly awayTeam: string;
    readonly homeTeam: string;
    readonly commenceTime: string;
    readonly sport: string;
  };
  readonly book: string;
  readonly market: BetMarket;
  readonly side: BetSide;
  readonly line: number | null;
  readonly price: number | null;
  /** Units the pick recommends, when it does. */
  readonly stake: number | null;
  readonly offers: Partial<Record<OfferKey, BetOffer>>;
}

/** A pick card's lead price: the bet the card tells the reader to make. */
export function draftFromPick(game: Game): BetDraft | null {
  // The card's lead price in whichever market it is (a spread, total or moneyline: pick-line.ts).
  const lead = leadLine(game);
  if (!lead) return null;
  return {
    game,
    book: bookLabel(lead),
    market: lead.market,
    side: lead.side,
    line: lead.line,
    price: lead.price,
    stake: lead.units > 0 ? lead.units : null,
    offers: { [`${lead.market}:${lead.side}`]: { line: lead.line, price: lead.price } },
  };
}

/** One odds row (a book): its spread, total and moneyline, away side first as the grid shows it. */
export function draftFromBook(market: GameMarket, book: MarketBook): BetDraft {
  const offers: Partial<Record<OfferKey, BetOffer>> = {};
  if (book.spread) {
    offers['spread:away'] = { line: book.spread.away.point, price: book.spread.away.price };
    offers['spread:home'] = { line: book.spread.home.point, price: book.spread.home.price };
  }
  if (book.total) {
    offers['total:over'] = { line: book.total.over.point, price: book.total.over.price };
    offers['total:under'] = { line: book.total.under.point, price: book.total.under.price };
  }
  if (book.moneyline) {
    offers['moneyline:away'] = { line: null, price: book.moneyline.away.price };
    offers['moneyline:home'] = { line: null, price: book.moneyline.home.price };
  }
  const first = (Object.keys(offers) as OfferKey[])[0] ?? 'spread:away';
  const [marketKey, side] = first.split(':') as [BetMarket, BetSide];
  return {
    game: market.game,
    book: bookLabel(book),
    market: marketKey,
    side,
    line: offers[first]?.line ?? null,
    price: offers[first]?.price ?? null,
    stake: null,
    offers,
  };
}
