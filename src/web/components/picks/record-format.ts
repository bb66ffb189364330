/**
 * Texts of the track record. The numbers themselves are computed once on the server
 * (src/server/record/summarize-record.ts); these only format them, with a real minus sign.
 */
import type { RecordSummary } from '@shared/api/record';

const MINUS = '−';
export const NO_VALUE = '—';

function signed(value: number, places: number): string {
  const rounded = Number(value.toFixed(places));
  if (rounded === 0) return (0).toFixed(places);
  return `${rounded > 0 ? '+' : MINUS}${Math.abs(rounded).toFixed(places)}`;
}

/** '12-8-1' (wins-losses-pushes). */
export function recordText(summary: Pick<RecordSummary, 'wins' | 'losses' | 'pushes'>): string {
  return `${summary.wins}-${summary.losses}-${summary.pushes}`;
}

export function winRateText(winRate: number | null): string {
  return winRate === null ? NO_VALUE : `${winRate.toFixed(1)}%`;
}

/** '+3.25u', '−1.00u', '0.00u'. */
export function unitsWonText(units: number): string {
  return `${signed(units, 2)}u`;
}

export function roiText(roi: number | null): string {
  return roi === null ? NO_VALUE : `${signed(roi, 1)}%`;
}

/** Closing-line value in points: '+0.50 pts'. */
export function clvText(clv: number | null): string {
  return clv === null ? NO_VALUE : `${signed(clv, 2)} pts`;
}

/** A line in sportsbook convention: '+3.5', '−7.0'; 0 is a pick 'em. */
/** A total's closing number, unsigned ('45.5'); '—' without one (a moneyline has none). */
export function totalText(total: number | null): string {
  return total === null ? NO_VALUE : String(Number(total.toFixed(1)));
}

export function lineText(line: number | null): string {
  if (line === null) return NO_VALUE;
  return Number(line.toFixed(1)) === 0 ? 'PK' : signed(line, 1);
}
