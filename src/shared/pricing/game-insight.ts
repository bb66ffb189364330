import { formatEdgePercentage } from '../display/edge-display';
import { modelSpreadText } from '../display/spread-text';
import { favouriteLineText, plainNumber } from './format-bet';
import type { PricedBook, TeamRef, TotalLean } from './types';

/**
 * The one-line `insight` of a game card: the model's line, the market's, and the best price with its
 * edge (plus the total lean when there is one). Built only from stored, already-rounded fields.
 */
export function gameInsight(g: {
  readonly homeTeam: TeamRef;
  readonly awayTeam: TeamRef;
  readonly modelSpread: number | null;
  readonly vegasSpread: number | null;
  readonly modelTotal: number | null;
  readonly marketTotal: number | null;
  readonly best: PricedBook | null;
  readonly totalLean: TotalLean | null;
}): string {
  const home = g.homeTeam.shortName;
  const away = g.awayTeam.shortName;
  if (g.modelSpread === null) {
    return g.vegasSpread === null
      ? 'No model line and no current market line for this game.'
      : `No model line for this game; market ${favouriteLineText(g.vegasSpread, home, away)}.`;
  }
  const model = `Model ${modelSpreadText(g.modelSpread, home, away)}`;
  if (g.vegasSpread === null || !g.best) return `${model}; no current sportsbook prices.`;
  const parts = [
    `${model} vs market ${favouriteLineText(g.vegasSpread, home, away)}`,
    `best price ${g.best.betString} at ${g.best.name} (${formatEdgePercentage(g.best.edge)} edge)`,
  ];
  let text = `${parts.join('; ')}.`;
  if (g.totalLean && g.modelTotal !== null && g.marketTotal !== null) {
    const side = g.totalLean.side === 'over' ? 'Over' : 'Under';
    text += ` Total: model ${g.modelTotal.toFixed(1)} vs market ${plainNumber(g.marketTotal)}, lean ${side}.`;
  }
  return text;
}
