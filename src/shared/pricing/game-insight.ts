import { formatEdgePercentage } from '../display/edge-display';
import { modelSpreadText } from '../display/spread-text';
import { plainNumber } from './format-bet';
import type { PricedLine, TeamRef, TotalLean } from './types';

/**
 * The one-line `insight` of a game card. Every number is named for what it is: the market fair line
 * (no-vig), the BetLens ratings line, and the best bettable price with its edge against the fair
 * price at its number. Built only from stored, already-rounded fields.
 */
export function gameInsight(g: {
  readonly homeTeam: TeamRef;
  readonly awayTeam: TeamRef;
  readonly fairSpread: number | null;
  readonly ratingsSpread: number | null;
  readonly vegasSpread: number | null;
  readonly modelTotal: number | null;
  readonly marketTotal: number | null;
  /** The game's lead price (any market). */
  readonly best: PricedLine | null;
  readonly totalLean: TotalLean | null;
}): string {
  const home = g.homeTeam.shortName;
  const away = g.awayTeam.shortName;
  const ratings =
    g.ratingsSpread === null ? null : `BetLens ratings ${modelSpreadText(g.ratingsSpread, home, away)}`;
  if (g.fairSpread === null) {
    if (ratings === null) return 'No market line and no BetLens ratings line for this game.';
    return `${ratings}; no current sportsbook spread, so no edge.`;
  }
  const parts = [`Fair line (market, no-vig) ${modelSpreadText(g.fairSpread, home, away)}`];
  if (ratings) parts.push(ratings);
  let text = `${parts.join('; ')}.`;
  if (g.best) {
    text += ` Best price ${g.best.betString} at ${g.best.name}, ${formatEdgePercentage(g.best.edge)} vs fair.`;
  }
  if (g.totalLean && g.modelTotal !== null) {
    const side = g.totalLean.side === 'over' ? 'Over' : 'Under';
    text += ` Total: fair ${g.modelTotal.toFixed(1)}, best ${side} ${plainNumber(g.totalLean.point)} at ${g.totalLean.bookName} (${formatEdgePercentage(g.totalLean.edge)}).`;
  }
  return text;
}
