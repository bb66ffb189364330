import type { Game, MarketLine, SportsbookLine } from '../api/games';
import { BET_MARKETS, MARKET_LABELS, type BetMarket } from '../bets/bet-rules';
import { formatAmericanOdds } from '../odds/american-odds';
import { plainNumber } from '../pricing/format-bet';
import { bestActionable, isLiveOnMarket } from '../pricing/actionable-price';
import { OFF_MARKET_LABEL } from '../pricing/rate-book-line';
import { roundToTenth, signedOneDecimal } from './number-format';

/**
 * The one line a bettor can act on, shown first on every pick (site cards, compact rows, overlay):
 * 'South Carolina +3.5 −110 · DraftKings · fair +2.5 · +3.1% · 1u'. One pure function so every
 * surface prints the same words; the web and overlay only lay the parts out.
 */

export { OFF_MARKET_LABEL };

/** A true minus sign: the line reads like a sportsbook's board, not like a hyphenated word. */
const MINUS = '\u2212';

export type EdgeTone = 'positive' | 'neutral' | 'negative';

export interface PickLine {
  /** The price the line quotes, in any market. */
  readonly book: MarketLine;
  readonly market: MarketLine['market'];
  /** 'Spread: South Carolina +3.5', 'Total: Over 44.5', 'Moneyline: Dallas Cowboys'. */
  readonly bet: string;
  /** '−110'. */
  readonly price: string;
  /** 'DraftKings (demo)': the caller's book label. */
  readonly bookName: string;
  /** 'fair +2.5': the market fair line from the bet's side; null without a fair line. */
  readonly fair: string | null;
  /** '+3.1%': null when no edge is claimed (stale or off-market price). */
  readonly edge: string | null;
  readonly edgeTone: EdgeTone;
  /** '1u': null without a recommendation, and always for an off-market price. */
  readonly units: string | null;
  /** The lead price is off-market: no tier, no units, and the label instead of an edge. */
  readonly offMarket: boolean;
  readonly stale: boolean;
  /** The whole line joined with ' · '. */
  readonly text: string;
}

/** '+3.5', '−2.5', 'PK' with a true minus sign. */
export function signedPoint(point: number): string {
  if (!Number.isFinite(point)) throw new RangeError(`point must be finite, got ${point}`);
  if (point === 0) return 'PK';
  return point < 0 ? `${MINUS}${plainNumber(Math.abs(point))}` : `+${plainNumber(point)}`;
}

/** '−110', '+130'. */
export function signedPrice(american: number): string {
  return formatAmericanOdds(american).replace('-', MINUS);
}

/** '+3.1%', '−0.8%' (one decimal, sign of the rounded value). */
export function signedPercent(value: number): string {
  return `${signedOneDecimal(value).replace('-', MINUS)}%`;
}

/** Positive edges read as value, negative ones as a worse price than fair, ~0 as neither. */
export function edgeTone(edge: number): EdgeTone {
  if (!Number.isFinite(edge)) return 'neutral';
  const rounded = roundToTenth(edge);
  return rounded > 0 ? 'positive' : rounded < 0 ? 'negative' : 'neutral';
}

/** '1u', '1.5u'. */
export function unitsShort(units: number): string {
  return `${Number(units.toFixed(1))}u`;
}

/**
 * The book a pick leads with: the first fresh, on-market book (the game's best price, as pricing
 * chose it), else the first fresh book (an off-market one), else the first listed.
 */
export function leadBook(books: readonly SportsbookLine[]): SportsbookLine | undefined {
  return bestActionable(books) ?? books.find((b) => !b.stale) ?? books[0];
}

/** A spread book as a market line (analyses made before issue 21 have no leadBet). */
export function spreadAsMarketLine(book: SportsbookLine): MarketLine {
  const { spread, ...rest } = book;
  return { ...rest, market: 'spread', line: spread };
}

/**
 * The price a pick leads with, in any market: the analysis' leadBet (the best of the three markets'
 * best prices), else (an analysis made before it existed, or one whose every price is stale or
 * off-market) the spread book leadBook picks.
 */
/** A game as the lead line reads it; leadBet is absent on analyses made before issue 21. */
export type LeadGame = Pick<Game, 'bestSportsbooks'> & { readonly leadBet?: MarketLine | null | undefined };

export function leadLine(game: LeadGame): MarketLine | undefined {
  if (game.leadBet) return game.leadBet;
  const book = leadBook(game.bestSportsbooks);
  return book ? spreadAsMarketLine(book) : undefined;
}

/**
 * Every book's price on the game, market by market (spread, total, moneyline), each market only
 * when some book quotes it: the card's "All Sportsbooks" list, so a total or moneyline pick shows
 * the prices it was chosen from, not the spreads beside it.
 */
export function linesByMarket(
  game: Pick<Game, 'bestSportsbooks' | 'marketLines'>,
): { market: BetMarket; label: string; lines: MarketLine[] }[] {
  return BET_MARKETS.map((market) => ({
    market,
    label: MARKET_LABELS[market],
    lines:
      market === 'spread'
        ? game.bestSportsbooks.map(spreadAsMarketLine)
        : game.marketLines.filter((line) => line.market === market),
  })).filter((group) => group.lines.length > 0);
}

/** 'South Carolina +3.5', 'Over 44.5', 'Dallas Cowboys': the bet without its price. */
export function betSubject(line: Pick<MarketLine, 'market' | 'side' | 'team' | 'line'>): string {
  if (line.market === 'total')
    return `${line.side === 'under' ? 'Under' : 'Over'} ${plainNumber(line.line ?? 0)}`;
  if (line.market === 'moneyline') return line.team ?? '';
  return `${line.team ?? ''} ${signedPoint(line.line ?? 0)}`;
}

/** 'Total: Over 44.5': the bet named with its market, as every card shows it. */
export function namedBet(line: Pick<MarketLine, 'market' | 'side' | 'team' | 'line'>): string {
  return `${MARKET_LABELS[line.market]}: ${betSubject(line)}`;
}

/** 'Total: Over 44.5 (-105)': a stored bet string named with its market (texts, the record). */
export function namedBetString(market: string, betString: string): string {
  const label = market === 'total' || market === 'moneyline' ? MARKET_LABELS[market] : MARKET_LABELS.spread;
  return `${label}: ${betString}`;
}

/** A home line (product sign) told from one side: home −3 is away +3. */
export function sideLine(homeLine: number, side: 'home' | 'away'): number {
  const line = side === 'home' ? homeLine : -homeLine;
  return line === 0 ? 0 : line;
}

/**
 * The lead line of a pick, or null when the game has no sportsbook line. `bookName` is the
 * caller's display name for a book (the site marks simulated books '(demo)').
 */
export function pickLine(
  game: LeadGame & Pick<Game, 'fairLine' | 'units' | 'recommendation'>,
  bookName: (book: Pick<SportsbookLine, 'name' | 'simulated'>) => string = (book) => book.name,
): PickLine | null {
  const book = leadLine(game);
  if (!book) return null;
  const offMarket = book.offMarket;
  const bet = namedBet(book);
  const price = signedPrice(book.price);
  const name = bookName(book);
  const fair = fairText(game.fairLine, book);
  const claimsEdge = isLiveOnMarket(book);
  const edge = claimsEdge ? signedPercent(book.edge) : null;
  const units = claimsEdge && game.recommendation !== null && game.units > 0 ? unitsShort(game.units) : null;
  const tail = offMarket ? [OFF_MARKET_LABEL] : book.stale ? ['stale price'] : [edge, units];
  const text = [`${bet} ${price}`, name, fair, ...tail].filter((part) => part !== null).join(' · ');
  return {
    book,
    market: book.market,
    bet,
    price,
    bookName: name,
    fair,
    edge,
    edgeTone: claimsEdge ? edgeTone(book.edge) : 'neutral',
    units,
    offMarket,
    stale: book.stale,
    text,
  };
}

/**
 * 'fair +2.5' (the fair line from the bet's side), 'fair 44' (the fair total), 'fair −138' (the
 * side's fair price); null when the fair line does not price the market.
 */
function fairText(fairLine: Game['fairLine'], book: MarketLine): string | null {
  if (book.market === 'spread') {
    const fairHome = fairLine?.spread ?? null;
    return fairHome === null || (book.side !== 'home' && book.side !== 'away')
      ? null
      : `fair ${signedPoint(sideLine(fairHome, book.side))}`;
  }
  if (book.market === 'total') return fairLine?.total == null ? null : `fair ${plainNumber(fairLine.total)}`;
  return book.fairPrice === undefined ? null : `fair ${signedPrice(book.fairPrice)}`;
}

/** Whether the pick may carry a buy tier: not when the price it leads with is off-market. */
export function showsTier(game: LeadGame & Pick<Game, 'recommendationTier'>): boolean {
  if (game.recommendationTier === null) return false;
  const lead = leadLine(game);
  return lead !== undefined && !lead.offMarket;
}
