/**
 * Obvious data errors in the per-provider college lines, left out of the fit and out of the replay's
 * books: no real market has one book 10 points from the others, or a book's opener 10 points from its
 * own close (the 2024 export has a few, e.g. a DraftKings opener of +1 on a game that closed −22.5).
 */
export const OUTLIER_POINTS = 10;

/**
 * Which of a game's lines (spreads or totals of its books) are outliers: with three or more books, a
 * line OUTLIER_POINTS or more from the median of the others (the mean of the middle two for an even count); with two, both when they are that far
 * apart (there is no telling which one is wrong).
 */
export function outlierFlags(lines: readonly number[]): boolean[] {
  if (lines.length < 2) return lines.map(() => false);
  if (lines.length === 2) {
    const far = Math.abs(lines[0]! - lines[1]!) >= OUTLIER_POINTS;
    return [far, far];
  }
  return lines.map((line, i) => Math.abs(line - median(lines.filter((_, j) => j !== i))) >= OUTLIER_POINTS);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
}

/** An opener this far from the same book's close is a recording error, not a line move. */
export function isOutlierOpener(open: number, close: number): boolean {
  return Math.abs(close - open) >= OUTLIER_POINTS;
}
