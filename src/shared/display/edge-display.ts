import { DEFAULT_PRICING_SETTINGS } from '../pricing/pricing-options';
import { roundToTenth, signedOneDecimal } from './number-format';

/**
 * Edge displays: category, the edge bar, the '+5.2%' string and the best-bets badge. Edge values are
 * percentages (5 means 5%): the expected value of one book's price against the fair price.
 *
 * The category floors are the pricing's own tier thresholds (src/shared/pricing/pricing-options.ts:
 * STRONG_BUY from `strongEdge`, a recommendation at all from `minEdgeForBet`), so a card, the landing
 * legend and Betting 101 can never disagree with the recommendation. There is no "risk" level: the
 * backtest (backtest-figures.json) shows no tier that beats −110 reliably, so no edge is low-risk.
 */

export type EdgeCategoryLabel = 'STRONG VALUE' | 'MARGINAL VALUE' | 'NO EDGE' | 'OVERPRICED';

export interface EdgeCategory {
  readonly label: EdgeCategoryLabel;
}

/** The pricing thresholds the categories read (percent). */
export const EDGE_CATEGORY_FLOORS = {
  strong: DEFAULT_PRICING_SETTINGS.strongEdge,
  marginal: DEFAULT_PRICING_SETTINGS.minEdgeForBet,
} as const;

/**
 * ≥ strongEdge (5) 'STRONG VALUE'; minEdgeForBet (1.5) to < strongEdge 'MARGINAL VALUE'; 0 up to
 * the bet floor 'NO EDGE' (too thin to recommend); negative 'OVERPRICED'. A missing or non-finite
 * edge is 'NO EDGE'.
 */
export function edgeCategory(edge: number): EdgeCategory {
  if (!Number.isFinite(edge)) return { label: 'NO EDGE' };
  if (edge >= EDGE_CATEGORY_FLOORS.strong) return { label: 'STRONG VALUE' };
  if (edge >= EDGE_CATEGORY_FLOORS.marginal) return { label: 'MARGINAL VALUE' };
  if (edge >= 0) return { label: 'NO EDGE' };
  return { label: 'OVERPRICED' };
}

/** What a category means, with its thresholds: 'Edge of 5% or more against the fair price'. */
export function edgeCategoryRangeText(label: EdgeCategoryLabel): string {
  const { strong, marginal } = EDGE_CATEGORY_FLOORS;
  switch (label) {
    case 'STRONG VALUE':
      return `Edge of ${strong}% or more against the fair price`;
    case 'MARGINAL VALUE':
      return `Edge of ${marginal}% to under ${strong}% against the fair price`;
    case 'NO EDGE':
      return `Edge under ${marginal}%: too thin to recommend`;
    case 'OVERPRICED':
      return 'Negative edge: the price is worse than fair';
  }
}

export type EdgeBarLabel = 'Strong Value' | 'Marginal Value' | 'Slight Edge' | 'No Edge';

export interface EdgeBar {
  readonly label: EdgeBarLabel;
  /** Bar width in percent of the track (0–100). */
  readonly width: number;
}

/** Below the bet floor a positive edge from here up is drawn as a slight edge. */
const SLIGHT_EDGE_FLOOR = 0.5;

/**
 * ≥ strongEdge 'Strong Value', width min(100, v/10·100); ≥ minEdgeForBet 'Marginal Value',
 * v/strongEdge·60; ≥ 0.5 'Slight Edge', the same v/strongEdge·60 (so the bar never shrinks as the edge
 * grows toward the bet floor); otherwise 'No Edge', width 5.
 */
export function edgeBar(value: number): EdgeBar {
  const { strong, marginal } = EDGE_CATEGORY_FLOORS;
  if (!Number.isFinite(value)) return { label: 'No Edge', width: 5 };
  if (value >= strong) return { label: 'Strong Value', width: Math.min(100, (value / 10) * 100) };
  if (value >= marginal) return { label: 'Marginal Value', width: (value / strong) * 60 };
  if (value >= SLIGHT_EDGE_FLOOR) return { label: 'Slight Edge', width: (value / strong) * 60 };
  return { label: 'No Edge', width: 5 };
}

/** The edge_percentage string of the line widgets: 5.23 → '+5.2%', −1.26 → '-1.3%'. */
export function formatEdgePercentage(edge: number): string {
  if (!Number.isFinite(edge)) throw new RangeError(`edge must be finite, got ${edge}`);
  return `${signedOneDecimal(edge)}%`;
}

/** '2 Units', '1 Unit', '1.5 Units', '0.5 Units'. */
export function unitsText(units: number): string {
  if (!Number.isFinite(units) || units < 0)
    throw new RangeError(`units must be a non-negative number, got ${units}`);
  const shown = Number(units.toFixed(1));
  return `${shown} ${shown === 1 ? 'Unit' : 'Units'}`;
}

/** Units default to 1 when a game has none (admin-and-content section 9). */
export const DEFAULT_UNITS = 1;

/** Best-bets card badge: '{edge}% Edge • {units} Unit(s)', edge to one decimal: '5.2% Edge • 2 Units'. */
export function edgeBadgeText(edge: number, units: number | null | undefined = DEFAULT_UNITS): string {
  if (!Number.isFinite(edge)) throw new RangeError(`edge must be finite, got ${edge}`);
  return `${roundToTenth(edge).toFixed(1)}% Edge • ${unitsText(units ?? DEFAULT_UNITS)}`;
}
