import { impliedProbability } from '@shared/odds/american-odds';
import { loadNflGames } from '../../history/nfl-games';
import type { DemoBookFit, DispersionFit, LatentFit } from './demo-book-fit';
import {
  KEY_NUMBERS,
  closeKind,
  deviationsFromMedian,
  fitLatentOffsets,
  lowerMedian,
  summariseDeviations,
  type CloseKind,
} from './dispersion';
import { OUTLIER_POINTS } from './line-outliers';
import { juiceOfOverround, pairCents } from './price-ladder';
import { cleanGameLines, emptyOutlierCounts, loadProviderLines, type ProviderLine } from './provider-lines';

/**
 * Measures how real US sportsbooks disperse around the per-game consensus and how they price, from the
 * bundled history, for the demo-book generator (demo-market.ts). Pure apart from reading the files;
 * scripts/fit-demo-books.ts writes the result to demo-book-fit.json.
 */

export const FIT_SEASON = 2024;
/** nflverse's closing prices come from a 20-cent US book from 2023 on (median overround 4.75%)… */
const RETAIL_SEASONS = [2023, 2024];
/** …and from a low-hold book's 10-cent lines in 2013–2022 (median overround 2.43%). */
const LOW_HOLD_SEASONS = [2013, 2022];

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

function latentFit(games: readonly { kind: string; halfPoints: number[] }[]): LatentFit {
  const kinds = [...new Set(games.map((g) => g.kind))].sort();
  return Object.fromEntries(
    kinds.map((kind) => {
      const fit = fitLatentOffsets(games.filter((g) => g.kind === kind).map((g) => g.halfPoints));
      const last = fit.magnitude.reduce((l, m, i) => (m >= 5e-6 ? i : l), 0);
      return [
        kind,
        {
          offMarket: round(fit.offMarket, 5),
          offsetPoints: fit.magnitude.slice(0, last + 1).map((m, i) => [(i + 1) / 2, round(m, 5)]),
        },
      ];
    }),
  );
}

/** Median with the mean of the middle two for an even count. */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
}

/** Half points, ties away from zero (a symmetric rounding for the mean of two half-point moves). */
function toHalfPointAwayFromZero(x: number): number {
  return (Math.sign(x) * Math.round(Math.abs(x) * 2)) / 2;
}

function moveSummary(moves: readonly number[]) {
  const s = summariseDeviations(moves);
  return { games: moves.length, unchanged: s.onConsensus, meanAbs: s.meanAbs, distribution: s.distribution };
}

function threeBookDispersion(games: readonly { lines: number[]; kind: string }[]): {
  games: number;
  observed: DispersionFit;
  latent: LatentFit;
} {
  const deviations = games.map((g) => deviationsFromMedian(g.lines));
  return {
    games: games.length,
    observed: summariseDeviations(deviations.flat()),
    latent: latentFit(games.map((g, i) => ({ kind: g.kind, halfPoints: deviations[i]!.map((d) => d * 2) }))),
  };
}

function fitLines(cleaned: readonly ProviderLine[][]) {
  const valuesOf = (lines: readonly ProviderLine[], key: 'spread' | 'total' | 'spreadOpen' | 'totalOpen') =>
    lines.flatMap((l) => (l[key] === undefined ? [] : [l[key]]));
  const spreadGames = cleaned
    .map((lines) => valuesOf(lines, 'spread'))
    .filter((v) => v.length === 3)
    .map((lines) => ({ lines, kind: closeKind(lowerMedian(lines)) }));
  const spread = threeBookDispersion(spreadGames);
  const byKind = (kind: CloseKind) =>
    summariseDeviations(
      spreadGames.filter((g) => g.kind === kind).flatMap((g) => deviationsFromMedian(g.lines)),
    );

  const totalGames = cleaned
    .map((lines) => valuesOf(lines, 'total'))
    .filter((v) => v.length === 3)
    .map((lines) => ({ lines, kind: 'all' }));

  // Opening lines: the consensus move (median of the books' own moves), and the opening dispersion.
  const moves = (close: 'spread' | 'total', open: 'spreadOpen' | 'totalOpen') =>
    cleaned.flatMap((lines) => {
      const both = lines.filter((l) => l[close] !== undefined && l[open] !== undefined);
      if (both.length < 2) return [];
      return [
        {
          close: median(both.map((l) => l[close]!)),
          move: toHalfPointAwayFromZero(median(both.map((l) => l[close]! - l[open]!))),
        },
      ];
    });
  const spreadMoves = moves('spread', 'spreadOpen').filter((m) => m.close !== 0);
  // Toward the closing favourite: a home favourite's line falls (−6 → −7), an away favourite's rises.
  const toward = spreadMoves.map((m) => (m.close < 0 ? -m.move : m.move));
  const totalMoves = moves('total', 'totalOpen').map((m) => m.move);
  const openGames = (key: 'spreadOpen' | 'totalOpen') =>
    cleaned
      .map((lines) => valuesOf(lines, key))
      .filter((v) => v.length === 3)
      .map((lines) => ({ lines, kind: 'all' }));
  const share = (values: readonly number[], test: (v: number) => boolean) =>
    round(values.filter(test).length / values.length, 4);

  return {
    spread: {
      games: spread.games,
      keyNumbers: KEY_NUMBERS,
      observed: spread.observed,
      observedByClose: { half: byKind('half'), integer: byKind('integer'), key: byKind('key') },
      latent: spread.latent,
    },
    total: (({ games, observed, latent }) => ({ games, observed, latent }))(threeBookDispersion(totalGames)),
    opener: {
      spread: {
        move: {
          ...moveSummary(toward),
          towardFavourite: share(toward, (v) => v > 0),
          towardUnderdog: share(toward, (v) => v < 0),
        },
        ...threeBookDispersion(openGames('spreadOpen')),
      },
      total: {
        move: {
          ...moveSummary(totalMoves),
          up: share(totalMoves, (v) => v > 0),
          down: share(totalMoves, (v) => v < 0),
          mean: round(totalMoves.reduce((a, b) => a + b, 0) / totalMoves.length, 4),
        },
        ...threeBookDispersion(openGames('totalOpen')),
      },
    },
  };
}

/** Base juice, median overround and skews of nflverse's closing prices over [from, to]. */
function fitLadder(dir: string, [from, to]: readonly number[]) {
  const games = loadNflGames(dir).filter(
    (g) =>
      g.season >= from! &&
      g.season <= to! &&
      g.homeSpreadPrice !== undefined &&
      g.awaySpreadPrice !== undefined,
  );
  const overrounds = games.map(
    (g) => impliedProbability(g.homeSpreadPrice!) + impliedProbability(g.awaySpreadPrice!) - 1,
  );
  const medianOverround = round(median(overrounds), 4);
  const skews = (pairs: [number, number][]) =>
    summariseDeviations(pairs.map(([a, b]) => Math.abs(pairCents(a, b).cents))).distribution;
  return {
    source: `resources/history/nfl/games.csv (nflverse) closing spread prices, ${from}–${to}`,
    games: games.length,
    medianOverround,
    juice: juiceOfOverround(medianOverround),
    spreadSkewCents: skews(games.map((g) => [g.homeSpreadPrice!, g.awaySpreadPrice!])),
    totalSkewCents: skews(
      games.flatMap((g) =>
        g.overPrice !== undefined && g.underPrice !== undefined ? [[g.overPrice, g.underPrice]] : [],
      ),
    ),
  };
}

function moneylineOverrounds(
  cleaned: readonly ProviderLine[][],
): Record<string, { lines: number; median: number }> {
  const byProvider = new Map<string, number[]>([['all', []]]);
  for (const line of cleaned.flat()) {
    const { homeMoneyline: h, awayMoneyline: a } = line;
    if (h === undefined || a === undefined || Math.abs(h) < 100 || Math.abs(a) < 100) continue;
    const o = impliedProbability(h) + impliedProbability(a) - 1;
    byProvider.set(line.provider, [...(byProvider.get(line.provider) ?? []), o]);
    byProvider.get('all')!.push(o);
  }
  return Object.fromEntries(
    [...byProvider.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([provider, o]) => [provider, { lines: o.length, median: round(median(o), 4) }]),
  );
}

/** Everything but `source` (the script adds it with the date). */
export function fitDemoBooks(dir: string): Omit<DemoBookFit, 'source'> {
  const outliers = emptyOutlierCounts();
  const cleaned = [...loadProviderLines(dir, FIT_SEASON).values()].map((lines) =>
    cleanGameLines(lines, outliers),
  );
  if (cleaned.length === 0) throw new Error(`no per-provider lines for ${FIT_SEASON} in ${dir}`);
  const retail = fitLadder(dir, RETAIL_SEASONS);
  const { spreadSkewCents: _s, totalSkewCents: _t, ...lowHold } = fitLadder(dir, LOW_HOLD_SEASONS);
  return {
    outliers: {
      rule:
        `a provider's line ${OUTLIER_POINTS}+ points from the median of the other providers' lines, ` +
        `or an opener ${OUTLIER_POINTS}+ points from the same provider's close`,
      ...outliers,
    },
    ...fitLines(cleaned),
    prices: {
      spreadPricesInLinesFile: false,
      retail,
      lowHold,
      moneylineOverround: moneylineOverrounds(cleaned),
      assumptions: {
        // Assumptions, not fits: with market-only edges (issue 20 §1) these give the demo a median
        // positive edge of 1.8% (npm run measure:demo), inside the 0.5–4% band.
        juiceShare: 0.25,
        priceJitter: [
          [-0.02, 0.15],
          [-0.01, 0.2],
          [0, 0.3],
          [0.01, 0.2],
          [0.02, 0.15],
        ],
        notes: [
          'The lines file has no spread or total prices. The market price at the consensus number is ' +
            "nflverse's real closing price for NFL games, and for college games a skew drawn from the " +
            "distribution of nflverse's 2023–2024 closing prices.",
          'A book hanging a better number than the consensus charges juiceShare of that number’s fair ' +
            'value (the key-number margin distribution) on that side: e.g. a college book at −6 against ' +
            'a −6.5 market prices the favourite about −115, an NFL book at −2.5 against −3 about −120. ' +
            'The rest of the value is what line shopping finds.',
          'Each book prices at its overround (retail: the median of nflverse 2023–2024, favourite prices ' +
            'on the usual retail steps −110, −112, −115, −118, −120 …; low-hold: the median of 2013–2022, ' +
            'to the cent), its no-vig share moved by a priceJitter draw: book-to-book price noise is an ' +
            'assumption, not measured (no per-book prices in the data).',
          'Moneylines: each book prices the market’s no-vig win probability (moving with the spread), ' +
            'jittered likewise, with the median college moneyline overround (retail) or the low-hold ' +
            'spread overround, more of the margin on the longshot (power method).',
          'The low-hold book (Pinnacle (demo)) disperses like the retail books (no sharp-book lines in the ' +
            'data) and prices on its own 10-cent ladder.',
        ],
      },
    },
  };
}
