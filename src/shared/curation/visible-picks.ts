/**
 * What a user may see: the one rule every pick surface goes through (docs/curation.md).
 *
 * A game's curation state decides. Rejected games reach nobody. An approved (or featured) game is
 * shown as published: the latest version's frozen payload, never a later analysis. A pending game
 * is an uncurated model pick: only surfaces that label it "Model picks, not yet reviewed" list it,
 * and only when it passes the surface's quality rule and has no off-market price. A published
 * off-market pick exists only with the admin's confirmation (confirmOffMarket); it is listed, but
 * never texted.
 */
import type { Game } from '../api/games';
import { isBestBet, isQualityPick } from '../calendar/pick-filters';

export const PICK_SURFACES = ['overlay', 'weekly-picks', 'best-bets', 'football-bets', 'sms'] as const;
export type PickSurface = (typeof PICK_SURFACES)[number];

/** Heading over the uncurated model picks of a list; "Expert Curated" marks the approved ones. */
export const MODEL_PICKS_LABEL = 'Model picks, not yet reviewed';
export const CURATED_LABEL = 'Expert Curated';

/** The latest published version of a game's pick (the `picks` row), as the rule needs it. */
export interface PublishedVersion {
  payload: Game;
  version: number;
  publishedAt: string;
  /** spread | total | moneyline: the market the pick was published in. */
  market: string;
  betString: string;
  bookTitle: string;
  units: number;
  edge: number;
  /** Published at an off-market price: only ever on the admin's confirmation, with its reason. */
  offMarket: boolean;
  offMarketReason: string | null;
}

export interface CurationEntry {
  /** The latest analysis with the curation decision laid over it (curationStatus). */
  latest: Game;
  published: PublishedVersion | null;
}

export type Review = 'curated' | 'model';

export interface VisiblePick {
  /** What the surface shows: the published payload (curated) or the latest analysis (model). */
  game: Game;
  review: Review;
  published: PublishedVersion | null;
}

type Filter = (fields: Pick<Game, 'recommendationTier' | 'confidenceLevel' | 'maxEdge'>) => boolean;
const everything: Filter = () => true;

interface SurfacePolicy {
  /** Which curated picks the surface lists (the page's own quality rule). */
  curated: Filter;
  /** Which uncurated model picks it lists; null = none (the surface is curated only). */
  model: Filter | null;
  /** Published off-market picks (confirmed by the admin) are listed: texts never carry them. */
  offMarketPicks: boolean;
}

const POLICIES: Record<PickSurface, SurfacePolicy> = {
  // Football Bets: every approved pick, as published; nothing unreviewed.
  'football-bets': { curated: everything, model: null, offMarketPicks: true },
  // The overlay's "This Week's Picks": every approved pick (the same as Football Bets), then the
  // unreviewed model picks that pass the weekly-picks rule (the same as Weekly Picks).
  overlay: { curated: everything, model: isQualityPick, offMarketPicks: true },
  'weekly-picks': { curated: isQualityPick, model: isQualityPick, offMarketPicks: true },
  'best-bets': { curated: isBestBet, model: isBestBet, offMarketPicks: true },
  // SMS: approved picks only, never an off-market price nor one with no edge (publish-guards.ts).
  sms: { curated: (pick) => pick.maxEdge > 0, model: null, offMarketPicks: false },
};

export function isCurated(status: Game['curationStatus']): boolean {
  return status === 'approved' || status === 'featured';
}

/** One game on one surface: what it shows, or null when the game must not appear there. */
export function visiblePick(entry: CurationEntry, surface: PickSurface): VisiblePick | null {
  const policy = POLICIES[surface];
  const status = entry.latest.curationStatus;
  if (status === 'rejected') return null;
  if (isCurated(status)) {
    const published = entry.published;
    // Approved but nothing published (cannot happen through the API): nothing to show.
    if (!published) return null;
    if (published.offMarket && (!policy.offMarketPicks || !published.offMarketReason)) return null;
    const game: Game = { ...published.payload, curationStatus: status };
    // The published pick's own edge decides (a confirmed off-market price is not the payload's best).
    return policy.curated({ ...game, maxEdge: published.edge })
      ? { game, review: 'curated', published }
      : null;
  }
  if (!policy.model || entry.latest.flags.offMarket) return null;
  const game: Game = { ...entry.latest, curationStatus: 'pending' };
  return policy.model(game) ? { game, review: 'model', published: null } : null;
}

/** Every game a surface lists, curated first, each group in the order given (soonest first). */
export function visiblePicks(entries: readonly CurationEntry[], surface: PickSurface): VisiblePick[] {
  const shown = entries.flatMap((entry) => visiblePick(entry, surface) ?? []);
  return [...shown.filter((p) => p.review === 'curated'), ...shown.filter((p) => p.review === 'model')];
}

/** Splits a list as served into its approved picks and its unreviewed model picks (for the pages' labels). */
export function splitByReview<T extends Pick<Game, 'curationStatus'>>(
  games: readonly T[],
): { curated: T[]; model: T[] } {
  return {
    curated: games.filter((g) => isCurated(g.curationStatus)),
    model: games.filter((g) => !isCurated(g.curationStatus)),
  };
}
