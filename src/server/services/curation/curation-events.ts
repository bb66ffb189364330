/** What SMS alerts (and anything else) learn about a newly published pick. */
export interface PublishedPickEvent {
  id: string;
  gameId: string;
  version: number;
  betString: string;
  awayTeam: string;
  homeTeam: string;
  commenceTime: string;
  units: number;
  edge: number;
  /** Published at an off-market price on the admin's confirmation: never texted. */
  offMarket: boolean;
}

/** Called after a pick is stored; a failing listener never undoes the publication. */
export type PickListener = (pick: PublishedPickEvent) => Promise<void>;
