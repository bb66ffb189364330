import type { BlendSettings } from './rating-config';

/**
 * Combining the rating components and, optionally, the market. Every weight is fitted by least squares
 * on walk-forward predictions from PAST seasons only (each was made before its game was played), so
 * the weights used in a season never saw that season's results.
 */

/** One out-of-sample prediction the engine made before a game, with what happened. */
export interface PredictionRecord {
  readonly season: number;
  readonly ridgeMargin: number;
  readonly eloMargin: number;
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
  /** Ridge share of the model margin; 1 − ridgeWeight goes to Elo. */
  readonly ridgeWeight: number;
  /**
   * Ridge share in "early" games (either team within its first `earlyGames` games of the season). There
   * the ridge still rests on last season's ratings while Elo was reset to the pre-season baseline, so the
   * best mix differs (college: Elo carries most of a team's first game).
   */
  readonly earlyRidgeWeight: number;
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
    earlyRidgeWeight: settings.earlyRidgeWeight,
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

export function modelMargin(
  weights: BlendWeights,
  ridgeMargin: number,
  eloMargin: number,
  early = false,
): number {
  const a = early ? weights.earlyRidgeWeight : weights.ridgeWeight;
  return a * ridgeMargin + (1 - a) * eloMargin;
}

/** μ = w·μ_model + (1 − w)·μ_market, for a margin or a total. */
export function shrinkToMarket(model: number, market: number, modelWeight: number): number {
  return modelWeight * model + (1 - modelWeight) * market;
}

/** Fits the blend on the given past records; falls back to the defaults where there is too little data. */
export function fitBlendWeights(records: readonly PredictionRecord[], settings: BlendSettings): BlendWeights {
  const defaults = defaultBlendWeights(settings);
  if (!settings.fitFromHistory || records.length < settings.minGames) return defaults;
  const mixOf = (rs: readonly PredictionRecord[]) =>
    mixWeight(rs.map((r) => ({ y: r.margin, candidate: r.ridgeMargin, base: r.eloMargin })));
  const ridgeWeight = mixOf(records) ?? defaults.ridgeWeight;
  const early = records.filter((r) => r.early === true);
  const earlyRidgeWeight =
    settings.earlyGames > 0 && early.length >= settings.minEarlyGames
      ? (mixOf(early) ?? defaults.earlyRidgeWeight)
      : defaults.earlyRidgeWeight;
  const withRidge = { ...defaults, ridgeWeight, earlyRidgeWeight };
  const model = records.map((r) => modelMargin(withRidge, r.ridgeMargin, r.eloMargin, r.early));
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
    earlyRidgeWeight,
    marketModelWeight,
    totalMarketModelWeight,
    modelSigma,
    blendedSigma,
    totalSigma,
    fittedOn: records.length,
  };
}
