/**
 * How a replayed line moves before kickoff: from its opening number to its close, linearly over the
 * final week, on the half points sportsbooks post. Refreshes therefore show movement, and the last
 * price before kickoff is the close.
 */

const HOUR_MS = 3_600_000;
export const DRIFT_WINDOW_MS = 7 * 24 * HOUR_MS;

/** Rounds to the half points sportsbooks post (never −0). */
export function toHalfPoint(value: number): number {
  const r = Math.round(value * 2) / 2;
  return r === 0 ? 0 : r;
}

/** Where the line stands at `fetchedAt`: the open a week or more before kickoff, the close at kickoff. */
export function lineAt(open: number, close: number, kickoff: number, fetchedAt: number): number {
  const untilKickoff = kickoff - fetchedAt;
  if (untilKickoff <= 0) return close;
  if (untilKickoff >= DRIFT_WINDOW_MS) return open;
  const progress = 1 - untilKickoff / DRIFT_WINDOW_MS;
  return toHalfPoint(open + (close - open) * progress);
}
