import { solveSpd } from '@shared/model/solve-spd';
import type { BlendSettings } from './rating-config';

/**
 * Combining the rating components and, optionally, the market. Every weight is fitted by least squares
 * on walk-forward predictions from PAST seasons only (each was made before its game was played), so
 * the weights used in a season never saw that season's results.
 */

/** The model margin's components: ridge, Elo and (optionally) the market-implied ratings from past closes. */
export interface MarginComponents {
  readonly ridge: number;
  readonly elo: number;
  readonly lines?: number;
}

/** One out-of-sample prediction the engine made before a game, with what happened. */
export interface PredictionRecord {
  readonly season: number;
  readonly ridgeMargin: number;
  readonly eloMargin: number;
  /** Market-implied ratings' margin, when that component is on. */
  readonly linesMargin?: number;
  readonly ridgeTotal: number;
  readonly margin: number;
  readonly total: number;
  /** Market expected home margin (−home line) and total, when a closing line was known. */
  readonly marketMargin?: number;
  readonly marketTotal?: number;
  /** A team's first game(s) of the season (see `BlendSettings.earlyGames`): priced with its own ridge share. */
  readonly early?: boolean;
}

export interface BlendWeights {
  /** Ridge share of the model margin; the market-implied ratings take `linesWeight`, Elo the rest. */
  readonly ridgeWeight: number;
  readonly linesWeight: number;
  /**
   * Shares in "early" games (either team within its first `earlyGames` games of the season). There the
   * ridge still rests on last season's ratings while Elo was reset to the pre-season baseline, so the
   * best mix differs (college: Elo carries most of a team's first game).
   */
  readonly earlyRidgeWeight: number;
  readonly earlyLinesWeight: number;
  /** Model share of the margin when shrinking to the market (1: ignore the market). */
  readonly marketModelWeight: number;
  readonly totalMarketModelWeight: number;
  /** RMS error of the model margin, of the market-shrunk margin and of the model total. */
  readonly modelSigma: number;
  readonly blendedSigma: number;
  readonly totalSigma: number;
  /** Number of past predictions the weights were fitted on (0: defaults). */
  readonly fittedOn: number;
}

export function defaultBlendWeights(settings: BlendSettings): BlendWeights {
  return {
    ridgeWeight: settings.ridgeWeight,
    linesWeight: settings.linesWeight,
    earlyRidgeWeight: settings.earlyRidgeWeight,
    earlyLinesWeight: settings.earlyLinesWeight,
    marketModelWeight: settings.marketModelWeight,
    totalMarketModelWeight: settings.totalMarketModelWeight,
    modelSigma: settings.modelSigma,
    blendedSigma: settings.blendedSigma,
    totalSigma: settings.totalSigma,
    fittedOn: 0,
  };
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/**
 * Least-squares weight θ in y ≈ base + θ·(candidate − base), clamped to [0, 1]: the share of `candidate`
 * in a convex mix with `base`.
 */
export function mixWeight(
  pairs: readonly { y: number; candidate: number; base: number }[],
): number | undefined {
  let num = 0;
  let den = 0;
  for (const p of pairs) {
    const d = p.candidate - p.base;
    num += (p.y - p.base) * d;
    den += d * d;
  }
  return den > 0 ? clamp01(num / den) : undefined;
}

function rms(errors: readonly number[]): number | undefined {
  if (errors.length === 0) return undefined;
  return Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / errors.length);
}

export function modelMargin(weights: BlendWeights, components: MarginComponents, early = false): number {
  const a = early ? weights.earlyRidgeWeight : weights.ridgeWeight;
  const l = components.lines === undefined ? 0 : early ? weights.earlyLinesWeight : weights.linesWeight;
  return a * components.ridge + l * (components.lines ?? 0) + (1 - a - l) * components.elo;
}

/** μ = w·μ_model + (1 − w)·μ_market, for a margin or a total. */
export function shrinkToMarket(model: number, market: number, modelWeight: number): number {
  return modelWeight * model + (1 - modelWeight) * market;
}

/** Least squares y ≈ Σ θ_j·x_j (no intercept); undefined when the columns are degenerate. */
function leastSquares(rows: readonly { y: number; x: readonly number[] }[], k: number): number[] | undefined {
  if (k === 0) return [];
  const a = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const b = new Array<number>(k).fill(0);
  for (const { y, x } of rows) {
    for (let i = 0; i < k; i++) {
      b[i] = b[i]! + x[i]! * y;
      for (let j = 0; j < k; j++) a[i]![j] = a[i]![j]! + x[i]! * x[j]!;
    }
  }
  try {
    return solveSpd(a, b);
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * Least squares y ≈ Σ s_c·component_c with the shares s on the simplex (s ≥ 0, Σ s = 1). Every support set
 * of components is tried (the optimum of this convex problem lies on one face of the simplex) and the best
 * feasible fit wins; with two components this is `mixWeight` clamped to [0, 1].
 */
export function fitMix(rows: readonly { y: number; components: readonly number[] }[]): number[] | undefined {
  if (rows.length === 0) return undefined;
  const c = rows[0]!.components.length;
  let best: { shares: number[]; sse: number } | undefined;
  for (let mask = 1; mask < 1 << c; mask++) {
    const support = [...Array(c).keys()].filter((i) => mask & (1 << i));
    const base = support[support.length - 1]!;
    const others = support.slice(0, -1);
    const theta = leastSquares(
      rows.map((r) => ({
        y: r.y - r.components[base]!,
        x: others.map((o) => r.components[o]! - r.components[base]!),
      })),
      others.length,
    );
    if (!theta) continue;
    const shares = new Array<number>(c).fill(0);
    others.forEach((o, i) => (shares[o] = theta[i]!));
    shares[base] = 1 - theta.reduce((s, t) => s + t, 0);
    if (shares.some((s) => s < -1e-12)) continue;
    let sse = 0;
    for (const r of rows) {
      let p = 0;
      for (let i = 0; i < c; i++) p += shares[i]! * r.components[i]!;
      sse += (r.y - p) ** 2;
    }
    if (!best || sse < best.sse - 1e-9) best = { shares: shares.map((s) => Math.max(0, s)), sse };
  }
  return best?.shares;
}

/** Fits the blend on the given past records; falls back to the defaults where there is too little data. */
export function fitBlendWeights(records: readonly PredictionRecord[], settings: BlendSettings): BlendWeights {
  const defaults = defaultBlendWeights(settings);
  if (!settings.fitFromHistory || records.length < settings.minGames) return defaults;
  // The market-implied component takes part only if every record has it (it is on for the whole history).
  const useLines = records.every((r) => r.linesMargin !== undefined);
  const rowOf = (r: PredictionRecord) => ({
    y: r.margin,
    components: useLines ? [r.ridgeMargin, r.linesMargin!, r.eloMargin] : [r.ridgeMargin, r.eloMargin],
  });
  const main = fitMix(records.map(rowOf));
  const ridgeWeight = main?.[0] ?? defaults.ridgeWeight;
  const linesWeight = useLines ? (main?.[1] ?? defaults.linesWeight) : 0;
  const early = records.filter((r) => r.early === true);
  const earlyFit =
    settings.earlyGames > 0 && early.length >= settings.minEarlyGames ? fitMix(early.map(rowOf)) : undefined;
  const earlyRidgeWeight = earlyFit?.[0] ?? defaults.earlyRidgeWeight;
  const earlyLinesWeight = useLines ? (earlyFit?.[1] ?? defaults.earlyLinesWeight) : 0;
  const withMix = { ...defaults, ridgeWeight, linesWeight, earlyRidgeWeight, earlyLinesWeight };
  const model = records.map((r) =>
    modelMargin(
      withMix,
      { ridge: r.ridgeMargin, elo: r.eloMargin, ...(useLines ? { lines: r.linesMargin! } : {}) },
      r.early,
    ),
  );
  const modelSigma = rms(records.map((r, i) => r.margin - model[i]!)) ?? defaults.modelSigma;
  const totalSigma = rms(records.map((r) => r.total - r.ridgeTotal)) ?? defaults.totalSigma;

  const marginPairs: { y: number; candidate: number; base: number }[] = [];
  records.forEach((r, i) => {
    if (r.marketMargin !== undefined)
      marginPairs.push({ y: r.margin, candidate: model[i]!, base: r.marketMargin });
  });
  const totalPairs = records.flatMap((r) =>
    r.marketTotal === undefined ? [] : [{ y: r.total, candidate: r.ridgeTotal, base: r.marketTotal }],
  );
  const enoughMarket = marginPairs.length >= settings.minGames;
  const marketModelWeight = enoughMarket
    ? (mixWeight(marginPairs) ?? defaults.marketModelWeight)
    : defaults.marketModelWeight;
  const totalMarketModelWeight =
    totalPairs.length >= settings.minGames
      ? (mixWeight(totalPairs) ?? defaults.totalMarketModelWeight)
      : defaults.totalMarketModelWeight;
  const blendedSigma = enoughMarket
    ? (rms(marginPairs.map((p) => p.y - shrinkToMarket(p.candidate, p.base, marketModelWeight))) ??
      defaults.blendedSigma)
    : defaults.blendedSigma;
  return {
    ridgeWeight,
    linesWeight,
    earlyRidgeWeight,
    earlyLinesWeight,
    marketModelWeight,
    totalMarketModelWeight,
    modelSigma,
    blendedSigma,
    totalSigma,
    fittedOn: records.length,
  };
}
