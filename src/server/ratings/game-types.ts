/**
 * Inputs of the rating models. Team keys are opaque strings: the backtest uses the source's own names
 * (nflverse abbreviations after relocation mapping, CFBD school names), the product its canonical ids.
 */

/** A game to price: enough to place it in time and know who is at home. */
export interface Fixture {
  readonly season: number;
  /** Kickoff, epoch milliseconds UTC. */
  readonly kickoff: number;
  readonly home: string;
  readonly away: string;
  /** Neutral site: no home field for either side. */
  readonly neutral: boolean;
  /**
   * College only: false when the team is below FBS (FCS, Division II/III) in that season. Such teams get
   * their own, much lower, prior, and games involving them are left out of the fits of blend weights.
   */
  readonly homeFbs?: boolean;
  readonly awayFbs?: boolean;
  /**
   * Starting quarterbacks (any stable player id, e.g. nflverse GSIS ids). For a completed game they feed
   * the quarterback terms; for a game to price, a missing starter is taken to be the team's most recent.
   */
  readonly homeQb?: string;
  readonly awayQb?: string;
}

/** The market's closing numbers in the product's sign convention (negative home line = home favoured). */
export interface MarketLine {
  readonly homeLine?: number;
  readonly totalLine?: number;
}

export interface CompletedGame extends Fixture, MarketLine {
  readonly homeScore: number;
  readonly awayScore: number;
}

/** True unless the game involves a team known to be below the top division: the population we price. */
export function isTargetGame(game: Fixture): boolean {
  return game.homeFbs !== false && game.awayFbs !== false;
}
