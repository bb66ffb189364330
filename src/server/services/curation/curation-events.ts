import type { StakeableGame } from '@shared/odds/staking';

/** What SMS alerts (and anything else) learn about a newly published pick. */
export interface PublishedPickEvent {
  id: string;
  gameId: string;
  version: number;
  league: string;
  betString: string;
  /** Sportsbook display name (every text names the book). */
  book: string;
  awayTeam: string;
  homeTeam: string;
  commenceTime: string;
  /** The pick's own (frozen, ¼-Kelly) units. */
  units: number;
  edge: number;
  /** The frozen game users see, so a text can restake it under the recipient's rule (stakeGame). */
  game: StakeableGame;
  /** Published at an off-market price on the admin's confirmation: never texted. */
  offMarket: boolean;
}

/**
 * Called after picks are stored: once per approval, once per bulk approval with every pick it
 * published (so subscribers get one digest, not a text per pick). A failing listener never undoes
 * the publication.
 */
export type PickListener = (picks: readonly PublishedPickEvent[]) => Promise<void>;
