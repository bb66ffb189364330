import { isWongSpread, WONG_TEASER_POINTS } from './wong-teaser';

/**
 * How Wong teaser legs did in past NFL games, by the product's own Wong spread rule (isWongSpread:
 * favourites −7.5 to −8.5, underdogs +1.5 to +2.5, never through zero) against the closing line,
 * each leg teased 6 points. Low totals are preferred, not required, so every Wong-spread leg counts.
 * A pushed leg is no action (books drop it), so the win rate is wins / (wins + losses).
 */

export interface WongHistoryGame {
  readonly season: number;
  /** Closing home line, product sign (negative = home favoured). */
  readonly homeLine?: number;
  readonly homeScore: number;
  readonly awayScore: number;
}

export interface WongLegRecord {
  readonly from: number;
  readonly to: number;
  readonly legs: number;
  readonly wins: number;
  readonly losses: number;
  readonly pushes: number;
  /** Wins / (wins + losses), rounded to 4 decimals; null without a decided leg. */
  readonly winRate: number | null;
}

export function wongLegRecord(
  games: readonly WongHistoryGame[],
  seasons: { from: number; to: number },
): WongLegRecord {
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  for (const g of games) {
    if (g.season < seasons.from || g.season > seasons.to || g.homeLine === undefined) continue;
    const homeMargin = g.homeScore - g.awayScore;
    for (const [teamLine, margin] of [
      [g.homeLine, homeMargin],
      [-g.homeLine, -homeMargin],
    ] as const) {
      if (!isWongSpread(teamLine)) continue;
      const teased = margin + teamLine + WONG_TEASER_POINTS;
      if (teased > 0) wins++;
      else if (teased < 0) losses++;
      else pushes++;
    }
  }
  const decided = wins + losses;
  return {
    ...seasons,
    legs: wins + losses + pushes,
    wins,
    losses,
    pushes,
    winRate: decided === 0 ? null : Math.round((wins / decided) * 1e4) / 1e4,
  };
}
