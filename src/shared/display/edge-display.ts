import { roundToTenth, signedOneDecimal } from './number-format';

/**
 * Edge displays: category and risk, the edge bar, the '+5.2%' string and the best-bets badge.
 * Edge values are percentages (5 means 5%).
 */

export type EdgeCategoryLabel = 'STRONG VALUE' | 'MARGINAL VALUE' | 'NO EDGE' | 'OVERPRICED';
export type RiskLevel = 'low' | 'medium' | 'high';

export interface EdgeCategory {
  readonly label: EdgeCategoryLabel;
  readonly risk: RiskLevel;
}

/**
 * ≥ 5 'STRONG VALUE' (risk low); 1 to < 5 'MARGINAL VALUE' (medium); above 0 and < 1 'NO EDGE';
 * negative 'OVERPRICED' (high).
 * Decisions the spec leaves open: exactly 0 is 'NO EDGE' (a fair price is not overpriced), and so is a
 * missing or non-finite edge; 'NO EDGE' carries risk 'high', since staking without an edge only pays
 * the vig.
 */
export function edgeCategory(edge: number): EdgeCategory {
  if (!Number.isFinite(edge)) return { label: 'NO EDGE', risk: 'high' };
  if (edge >= 5) return { label: 'STRONG VALUE', risk: 'low' };
  if (edge >= 1) return { label: 'MARGINAL VALUE', risk: 'medium' };
  if (edge >= 0) return { label: 'NO EDGE', risk: 'high' };
  return { label: 'OVERPRICED', risk: 'high' };
}

export type EdgeBarLabel = 'Strong Value' | 'Marginal Value' | 'Slight Edge' | 'No Edge';

export interface EdgeBar {
  readonly label: EdgeBarLabel;
  /** Bar width in percent of the track (0–100). */
  readonly width: number;
}

/**
 * ≥ 5 'Strong Value', width min(100, v/10·100); ≥ 1 'Marginal Value', v/5·60; ≥ 0.5 'Slight Edge',
 * v·30; otherwise 'No Edge', width 5. (Widths as the spec gives them: the bar is shorter at 1.0 than
 * at 0.9.)
 */
export function edgeBar(value: number): EdgeBar {
  if (!Number.isFinite(value)) return { label: 'No Edge', width: 5 };
  if (value >= 5) return { label: 'Strong Value', width: Math.min(100, (value / 10) * 100) };
  if (value >= 1) return { label: 'Marginal Value', width: (value / 5) * 60 };
  if (value >= 0.5) return { label: 'Slight Edge', width: value * 30 };
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
