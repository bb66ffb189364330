/**
 * The offline replay has one real closing line per game (and, for college 2024, real per-provider
 * lines). Demo sportsbooks are derived from it deterministically: each book shades the line by a
 * fixed amount per game and prices it near -110, and the line drifts from an opening number to
 * the close over the week before kickoff, so refreshes show movement and the last price before
 * kickoff is the real close (plus the book's shade). Everything is labelled simulated.
 */
export const DEMO_BOOKS = [
  { key: 'draftkings', title: 'DraftKings (demo)' },
  { key: 'fanduel', title: 'FanDuel (demo)' },
  { key: 'betmgm', title: 'BetMGM (demo)' },
  { key: 'caesars', title: 'Caesars (demo)' },
] as const;

/** FNV-1a: a stable hash so the same game and book always get the same shade. */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const SHADES = [-1, -0.5, -0.5, 0, 0, 0, 0, 0.5, 0.5, 1];
const PRICES = [-105, -108, -110, -110, -110, -110, -112, -115];
const OPEN_DRIFT = [-1.5, -1, -0.5, 0, 0, 0.5, 1, 1.5];
const HOUR_MS = 3_600_000;
const DRIFT_WINDOW_MS = 7 * 24 * HOUR_MS;

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length]!;
}

/** Rounds to the half points sportsbooks post. */
export function toHalfPoint(value: number): number {
  return Math.round(value * 2) / 2;
}

/** Where the line stands at `fetchedAt`: from open to close linearly over the last week, on half points. */
export function lineAt(open: number, close: number, kickoff: number, fetchedAt: number): number {
  const untilKickoff = kickoff - fetchedAt;
  if (untilKickoff <= 0) return close;
  if (untilKickoff >= DRIFT_WINDOW_MS) return open;
  const progress = 1 - untilKickoff / DRIFT_WINDOW_MS;
  return toHalfPoint(open + (close - open) * progress);
}

export interface DerivedQuote {
  homePoint: number;
  homePrice: number;
  awayPrice: number;
  total: number | null;
  overPrice: number;
  underPrice: number;
}

/** A demo book's spread and total for one game at one moment. */
export function deriveQuote(input: {
  gameKey: string;
  bookKey: string;
  closeHomeLine: number;
  openHomeLine?: number;
  closeTotal: number | null;
  kickoff: number;
  fetchedAt: number;
}): DerivedQuote {
  const seed = stableHash(`${input.gameKey}|${input.bookKey}`);
  const shade = pick(SHADES, seed);
  const open =
    input.openHomeLine ??
    toHalfPoint(input.closeHomeLine + pick(OPEN_DRIFT, stableHash(`${input.gameKey}|open`)));
  const homePoint = toHalfPoint(lineAt(open, input.closeHomeLine, input.kickoff, input.fetchedAt) + shade);
  const homePrice = pick(PRICES, seed >>> 3);
  // The other side carries the book's usual ~4.5% hold.
  const awayPrice =
    homePrice === -105
      ? -115
      : homePrice === -115
        ? -105
        : homePrice === -108
          ? -112
          : homePrice === -112
            ? -108
            : -110;
  const totalShade = pick([-0.5, 0, 0, 0.5], seed >>> 7);
  return {
    homePoint: homePoint === 0 ? 0 : homePoint,
    homePrice,
    awayPrice,
    total: input.closeTotal === null ? null : toHalfPoint(input.closeTotal + totalShade),
    overPrice: pick(PRICES, seed >>> 11),
    underPrice: pick(PRICES, seed >>> 13) === -105 ? -115 : -110,
  };
}
