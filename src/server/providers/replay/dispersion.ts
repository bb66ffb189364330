/**
 * How sportsbooks' numbers for one game scatter around the market's number, measured the same way on
 * real books (the fit) and on generated ones (tests, `npm run measure:demo`).
 *
 * Measure: each book's line minus the MEDIAN of the game's books, in half points. With three books the
 * median book is on the consensus by definition, so shares depend on the number of books: statistics
 * of games with more books are taken over every three-book subset, which makes them comparable with
 * the three-book college data.
 */

/** The margins NFL games end on most (3 and 7): books move the price rather than the number there. */
export const KEY_NUMBERS = [3, 7];
export type CloseKind = 'half' | 'integer' | 'key';

/**
 * What kind of number a consensus spread is. Real books agree most when the market is on a half point,
 * least on a plain integer (they straddle it), and on a key number mostly by half a point only.
 */
export function closeKind(line: number): CloseKind {
  if (!Number.isInteger(line)) return 'half';
  return KEY_NUMBERS.includes(Math.abs(line)) ? 'key' : 'integer';
}

/** The lower middle value (the same rule the pricing uses for its consensus: a number a book offers). */
export function lowerMedian(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Each line's distance from the median of `lines`, in points (lines must be an odd count). */
export function deviationsFromMedian(lines: readonly number[]): number[] {
  if (lines.length % 2 === 0) throw new RangeError('the median of an even count is not a line');
  const m = lowerMedian(lines);
  return lines.map((l) => l - m);
}

/** Deviations from the median of every `size`-book subset of a game's lines. */
export function subsetDeviations(lines: readonly number[], size = 3): number[] {
  const out: number[] = [];
  const pick = (start: number, chosen: number[]) => {
    if (chosen.length === size) {
      out.push(...deviationsFromMedian(chosen));
      return;
    }
    for (let i = start; i <= lines.length - (size - chosen.length); i++) pick(i + 1, [...chosen, lines[i]!]);
  };
  pick(0, []);
  return out;
}

export interface DispersionSummary {
  /** Lines counted. */
  readonly lines: number;
  /** Share on the median's number. */
  readonly onConsensus: number;
  /** Share half a point off. */
  readonly halfPoint: number;
  /** Share a point or more off. */
  readonly pointOrMore: number;
  /** Mean absolute distance, points. */
  readonly meanAbs: number;
  /** [distance in points, share], every distance seen. */
  readonly distribution: [number, number][];
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function summariseDeviations(deviations: readonly number[]): DispersionSummary {
  const n = deviations.length;
  if (n === 0) throw new RangeError('no lines to summarise');
  const counts = new Map<number, number>();
  for (const d of deviations) counts.set(d, (counts.get(d) ?? 0) + 1);
  const share = (test: (d: number) => boolean) => round4(deviations.filter(test).length / n);
  return {
    lines: n,
    onConsensus: share((d) => d === 0),
    halfPoint: share((d) => Math.abs(d) === 0.5),
    pointOrMore: share((d) => Math.abs(d) >= 1),
    meanAbs: round4(deviations.reduce((s, d) => s + Math.abs(d), 0) / n),
    distribution: [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([d, c]) => [d, round4(c / n)]),
  };
}

/**
 * The latent model the generator draws from: each book sits `offset` half points from the market's
 * true number, independently; offset 0 with probability 1 − offMarket, else ±k with probability
 * offMarket · magnitude[k − 1] / 2. The fit keeps one per kind of market number (a half point, an
 * integer, a key number), because books leave some numbers more readily, and by more, than others.
 */
export interface LatentOffsets {
  readonly offMarket: number;
  /** P(|offset| = k half points | off the market), k = 1, 2, …. */
  readonly magnitude: readonly number[];
}

function latentProbability(fit: LatentOffsets, v: number): number {
  if (v === 0) return 1 - fit.offMarket;
  return (fit.offMarket * (fit.magnitude[Math.abs(v) - 1] ?? 0)) / 2;
}

/**
 * Maximum-likelihood fit of the latent offsets to games observed only relative to their median (the
 * true number is unknown), by EM over the unknown shift between the median and the true number.
 * Each game is its lines minus their median, in half points.
 */
export function fitLatentOffsets(
  games: readonly (readonly number[])[],
  maxHalfPoints = 20,
  iterations = 1000,
): LatentOffsets {
  // Games with the same pattern contribute alike: fit each distinct pattern once, weighted.
  const patterns = new Map<string, { game: readonly number[]; count: number }>();
  for (const game of games) {
    const key = [...game].sort((a, b) => a - b).join();
    const entry = patterns.get(key) ?? { game, count: 0 };
    entry.count++;
    patterns.set(key, entry);
  }
  let fit: LatentOffsets = {
    offMarket: 0.3,
    magnitude: Array.from({ length: maxHalfPoints }, (_, i) => 2 ** -(i + 1)),
  };
  for (let iteration = 0; iteration < iterations; iteration++) {
    let zero = 0;
    let off = 0;
    const magnitude = new Array<number>(maxHalfPoints).fill(0);
    for (const { game, count } of patterns.values()) {
      const lo = -maxHalfPoints - Math.min(...game);
      const hi = maxHalfPoints - Math.max(...game);
      const weights: [number, number][] = [];
      let total = 0;
      for (let t = lo; t <= hi; t++) {
        const w = game.reduce((p, d) => p * latentProbability(fit, d + t), 1);
        if (w > 0) weights.push([t, w]);
        total += w;
      }
      if (!(total > 0)) continue;
      for (const [t, w] of weights) {
        const share = (count * w) / total;
        for (const d of game) {
          const v = d + t;
          if (v === 0) zero += share;
          else {
            off += share;
            magnitude[Math.abs(v) - 1]! += share;
          }
        }
      }
    }
    const magnitudeTotal = magnitude.reduce((a, b) => a + b, 0);
    const next: LatentOffsets = {
      offMarket: off / (off + zero || 1),
      magnitude: magnitude.map((m) => (magnitudeTotal > 0 ? m / magnitudeTotal : 0)),
    };
    const change = Math.max(
      Math.abs(next.offMarket - fit.offMarket),
      ...next.magnitude.map((m, i) => Math.abs(m - fit.magnitude[i]!)),
    );
    fit = next;
    if (change < 1e-10) break;
  }
  return fit;
}

/**
 * What the latent model implies for three books measured against their own median: deviation in
 * points → share, by exact enumeration.
 */
export function impliedThreeBookDeviations(fit: LatentOffsets): Map<number, number> {
  const support: [number, number][] = [];
  for (let v = -fit.magnitude.length; v <= fit.magnitude.length; v++) {
    const p = latentProbability(fit, v);
    if (p > 0) support.push([v, p]);
  }
  const shares = new Map<number, number>();
  for (const [a, pa] of support)
    for (const [b, pb] of support)
      for (const [c, pc] of support) {
        const p = (pa * pb * pc) / 3;
        for (const d of deviationsFromMedian([a, b, c])) shares.set(d / 2, (shares.get(d / 2) ?? 0) + p);
      }
  return shares;
}
