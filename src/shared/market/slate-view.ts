/**
 * The Games page's rules (the slate, GET /api/games): which games a filter keeps, how they sort, and
 * how each number is named. Pure; the page only lays them out.
 */
import type { BestPriceView, SlateGame } from '../api/slate';
import type { BetMarket } from '../bets/bet-rules';
import { betSelection } from '../bets/bet-text';
import { favouriteText } from '../display/pick-details';
import { signedPercent, signedPrice } from '../display/pick-line';
import { plainNumber } from '../pricing/format-bet';
import type { League } from '../league';

export const SLATE_SORTS = ['kickoff', 'edge'] as const;
export type SlateSort = (typeof SLATE_SORTS)[number];
export const SLATE_SORT_LABELS: Record<SlateSort, string> = { kickoff: 'Kickoff', edge: 'Best edge' };

export type SlateMarketFilter = BetMarket | 'all';
export type SlateLeagueFilter = League | 'all';

export interface SlateFilters {
  readonly league: SlateLeagueFilter;
  readonly market: SlateMarketFilter;
  /** Keep games whose best edge (in the chosen market) is at least this many percent; null: any. */
  readonly minEdge: number | null;
}

/** The choices of the minimum-edge filter (percent). */
export const MIN_EDGE_CHOICES = [0, 1, 2, 3, 5] as const;

/** The game's prices in the chosen market (all markets: every price). */
export function pricesIn(game: Pick<SlateGame, 'bestPrices'>, market: SlateMarketFilter): BestPriceView[] {
  return market === 'all' ? game.bestPrices : game.bestPrices.filter((p) => p.market === market);
}

/** The game's best edge among its prices in the market; null when none carries an edge. */
export function bestEdge(game: Pick<SlateGame, 'bestPrices'>, market: SlateMarketFilter): number | null {
  const edges = pricesIn(game, market).flatMap((p) => (p.edge === null ? [] : [p.edge]));
  return edges.length === 0 ? null : Math.max(...edges);
}

/**
 * The games a filter keeps: the league; with a market, only games with a price in it; with a minimum
 * edge, only games whose best edge in that market reaches it.
 */
export function filterSlate<G extends Pick<SlateGame, 'league' | 'bestPrices'>>(
  games: readonly G[],
  filters: SlateFilters,
): G[] {
  return games.filter((g) => {
    if (filters.league !== 'all' && g.league !== filters.league) return false;
    if (filters.market !== 'all' && pricesIn(g, filters.market).length === 0) return false;
    if (filters.minEdge === null) return true;
    const edge = bestEdge(g, filters.market);
    return edge !== null && edge >= filters.minEdge;
  });
}

/** Soonest kickoff first; or best edge first (games without an edge last), kickoff breaking ties. */
export function sortSlate<G extends Pick<SlateGame, 'id' | 'commenceTime' | 'bestPrices'>>(
  games: readonly G[],
  sort: SlateSort,
  market: SlateMarketFilter,
): G[] {
  const byKickoff = (a: G, b: G) => a.commenceTime.localeCompare(b.commenceTime) || a.id.localeCompare(b.id);
  if (sort === 'kickoff') return [...games].sort(byKickoff);
  const edge = (g: G) => bestEdge(g, market) ?? -Infinity;
  return [...games].sort((a, b) => edge(b) - edge(a) || byKickoff(a, b));
}

/** 'Market fair line: Cowboys −3.4 · total 44.6 · Cowboys win 60%'; null without a fair line. */
export function fairLineText(game: Pick<SlateGame, 'fairLine' | 'homeTeam' | 'awayTeam'>): string | null {
  const fair = game.fairLine;
  if (!fair) return null;
  const parts = [
    fair.spread === null ? null : favouriteText(fair.spread, game.homeTeam, game.awayTeam),
    fair.total === null ? null : `total ${plainNumber(fair.total)}`,
    fair.homeWinProbability === null ? null : winText(fair.homeWinProbability, game),
  ].filter((p) => p !== null);
  return parts.length === 0 ? null : parts.join(' · ');
}

function winText(home: number, game: Pick<SlateGame, 'homeTeam' | 'awayTeam'>): string {
  const [team, p] = home >= 0.5 ? [game.homeTeam, home] : [game.awayTeam, 1 - home];
  return `${team} win ${Math.round(100 * p)}%`;
}

export interface BestPriceRow {
  /** 'Kansas City Chiefs +3.5', 'Over 44.5', 'Dallas Cowboys ML'. */
  readonly selection: string;
  /** The book's price: '−105'. */
  readonly price: string;
  readonly book: string;
  /** The market's fair price at this number: '−112'; null when the fair line does not price it. */
  readonly fairPrice: string | null;
  /** '+1.2%'; null as fairPrice. */
  readonly edge: string | null;
  readonly edgeValue: number | null;
}

/** One best price as its row reads. */
export function bestPriceRow(
  price: BestPriceView,
  game: Pick<SlateGame, 'homeTeam' | 'awayTeam'>,
): BestPriceRow {
  return {
    selection: betSelection({ ...price, awayTeam: game.awayTeam, homeTeam: game.homeTeam }),
    price: signedPrice(price.price),
    book: price.book,
    fairPrice: price.fairPrice === null ? null : signedPrice(price.fairPrice),
    edge: price.edge === null ? null : signedPercent(price.edge),
    edgeValue: price.edge,
  };
}
