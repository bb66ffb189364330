import {
  coverProbabilities,
  displayedCoverProbability,
  homeMoneylineProbabilities,
  marginParams,
  withSigma,
  type MarginParams,
} from '@shared/model/margin-distribution';
import { netPayout } from '@shared/odds/american-odds';
import type { SportCode } from '@shared/league';

/**
 * Scoring of walk-forward forecasts against results and the closing market. A "forecast" is one variant
 * (pure model, or model shrunk toward the market) for one game; probabilities come from the shared
 * key-number margin distribution with the variant's own residual σ (fitted on past seasons only).
 */

export interface ScoredGame {
  readonly season: number;
  /** Actual home margin and total. */
  readonly margin: number;
  readonly total: number;
  /** Forecast expected home margin and total. */
  readonly forecastMargin: number;
  readonly forecastTotal: number;
  readonly sigma: number;
  /** Closing home line (negative = home favoured) and total. */
  readonly homeLine?: number;
  readonly totalLine?: number;
  readonly homePrice: number;
  readonly awayPrice: number;
  /** P(home covers the closing line), pushes removed; undefined without a line. */
  readonly pCover?: number;
  /** 1 home covered, 0 away covered, undefined for a push or no line. */
  readonly covered?: 0 | 1;
  /** P(home wins), a tie counted as half. */
  readonly pWin: number;
}

export interface ForecastInput {
  readonly season: number;
  readonly homeScore: number;
  readonly awayScore: number;
  readonly forecastMargin: number;
  readonly forecastTotal: number;
  readonly sigma: number;
  readonly homeLine?: number;
  readonly totalLine?: number;
  readonly homeSpreadPrice?: number;
  readonly awaySpreadPrice?: number;
}

const STANDARD_PRICE = -110;

export class Scorer {
  private readonly base: MarginParams;
  private readonly bySigma = new Map<number, MarginParams>();

  constructor(league: SportCode) {
    this.base = marginParams(league);
  }

  private params(sigma: number): MarginParams {
    // σ is rounded to 0.01 so the handful of distinct values share one parameter object (and its cache).
    const key = Math.round(sigma * 100) / 100;
    let p = this.bySigma.get(key);
    if (!p) {
      p = withSigma(this.base, key);
      this.bySigma.set(key, p);
    }
    return p;
  }

  score(input: ForecastInput): ScoredGame {
    const params = this.params(input.sigma);
    const margin = input.homeScore - input.awayScore;
    const win = homeMoneylineProbabilities(params, input.forecastMargin);
    const base = {
      season: input.season,
      margin,
      total: input.homeScore + input.awayScore,
      forecastMargin: input.forecastMargin,
      forecastTotal: input.forecastTotal,
      sigma: input.sigma,
      homePrice: input.homeSpreadPrice ?? STANDARD_PRICE,
      awayPrice: input.awaySpreadPrice ?? STANDARD_PRICE,
      pWin: win.win + win.push / 2,
      ...(input.totalLine === undefined ? {} : { totalLine: input.totalLine }),
    };
    if (input.homeLine === undefined) return base;
    const pCover = displayedCoverProbability(
      coverProbabilities(params, input.forecastMargin, input.homeLine),
    );
    const result = margin + input.homeLine;
    return {
      ...base,
      homeLine: input.homeLine,
      pCover,
      ...(result === 0 ? {} : { covered: result > 0 ? (1 as const) : (0 as const) }),
    };
  }
}

export interface CalibrationBin {
  /** Bin of predicted home-cover probability, [from, to). */
  readonly from: number;
  readonly to: number;
  readonly games: number;
  readonly predicted: number;
  readonly observed: number;
  /** observed − predicted, in percentage points. */
  readonly gapPoints: number;
  /** Standard error of the observed rate, percentage points. */
  readonly sePoints: number;
}

/** Win-loss-push of a set of bets, the win rate of the decided ones and ROI per unit staked, ± one SE. */
export interface BetRecord {
  readonly bets: number;
  readonly wins: number;
  readonly losses: number;
  readonly pushes: number;
  readonly winRate: number;
  readonly winRateSe: number;
  readonly roi: number;
  readonly roiSe: number;
}

/** Bets whose chosen side had a cover probability in [from, to); ROI at the closing price (−110 where none). */
export interface AtsTier extends BetRecord {
  readonly label: string;
  readonly from: number;
  readonly to: number;
}

export interface Record3 {
  readonly correct: number;
  readonly decided: number;
  readonly rate: number;
}

export interface VariantMetrics {
  readonly modelMarginMae: number;
  readonly modelMarginRmse: number;
  readonly modelMarginBias: number;
  readonly modelTotalMae: number;
  /** Mean |forecast margin − closing-line margin|: how far the variant strays from the close. */
  readonly meanGapToClose: number;
  readonly sigma: number;
  readonly coverGames: number;
  readonly brier: number;
  readonly logLoss: number;
  readonly calibration: CalibrationBin[];
  readonly calibrationDeciles: CalibrationBin[];
  readonly ats: AtsTier[];
  readonly straightUp: Record3;
  /** Brier score of the home win probability (FiveThirtyEight's measure; 0.25 = coin flip). */
  readonly winBrier: number;
}

const mean = (xs: readonly number[]) =>
  xs.length === 0 ? Number.NaN : xs.reduce((s, x) => s + x, 0) / xs.length;

function calibrationBin(
  from: number,
  to: number,
  items: readonly { p: number; y: 0 | 1 }[],
): CalibrationBin | undefined {
  if (items.length === 0) return undefined;
  const predicted = mean(items.map((i) => i.p));
  const observed = mean(items.map((i) => i.y));
  return {
    from,
    to,
    games: items.length,
    predicted,
    observed,
    gapPoints: 100 * (observed - predicted),
    sePoints: 100 * Math.sqrt((observed * (1 - observed)) / items.length),
  };
}

/** Fixed-width bins of the probability scale: 0–10 %, 10–20 %, … (the acceptance criterion's deciles). */
export function calibrationByBins(items: readonly { p: number; y: 0 | 1 }[], bins = 10): CalibrationBin[] {
  const groups: { p: number; y: 0 | 1 }[][] = Array.from({ length: bins }, () => []);
  for (const i of items) {
    // Many forecasts are exactly 50 % (see docs/model.md, Limitations); rounding first keeps a last-bit
    // difference from moving them between the 40–50 % and 50–60 % bins.
    const p = Math.round(i.p * 1e9) / 1e9;
    groups[Math.min(bins - 1, Math.max(0, Math.floor(p * bins)))]!.push(i);
  }
  return groups.flatMap((g, b) => calibrationBin(b / bins, (b + 1) / bins, g) ?? []);
}

/** Equal-count deciles of predicted probability (bounds are the lowest and highest prediction in each). */
export function calibrationByQuantiles(
  items: readonly { p: number; y: 0 | 1 }[],
  groups = 10,
): CalibrationBin[] {
  const sorted = [...items].sort((a, b) => a.p - b.p);
  const out: CalibrationBin[] = [];
  for (let g = 0; g < groups; g++) {
    const slice = sorted.slice(
      Math.floor((g * sorted.length) / groups),
      Math.floor(((g + 1) * sorted.length) / groups),
    );
    const bin = calibrationBin(slice[0]?.p ?? 0, slice[slice.length - 1]?.p ?? 0, slice);
    if (bin) out.push(bin);
  }
  return out;
}

export const ATS_TIERS: readonly { label: string; from: number; to: number }[] = [
  { label: '50–51%', from: 0.5, to: 0.51 },
  { label: '51–52.4%', from: 0.51, to: 0.5238 },
  { label: '52.4–54%', from: 0.5238, to: 0.54 },
  { label: '54–56%', from: 0.54, to: 0.56 },
  { label: '56%+', from: 0.56, to: 1.0001 },
  { label: 'all', from: 0.5, to: 1.0001 },
];

const NO_EDGE = 1e-6;

export interface Bet {
  readonly outcome: 'win' | 'loss' | 'push';
  /** Profit per unit staked (a push returns the stake: 0). */
  readonly profit: number;
}

export function betRecord(bets: readonly Bet[]): BetRecord {
  const wins = bets.filter((b) => b.outcome === 'win').length;
  const losses = bets.filter((b) => b.outcome === 'loss').length;
  const decided = wins + losses;
  const winRate = decided > 0 ? wins / decided : Number.NaN;
  const roi = mean(bets.map((b) => b.profit));
  const roiSd = Math.sqrt(mean(bets.map((b) => (b.profit - roi) ** 2)));
  return {
    bets: bets.length,
    wins,
    losses,
    pushes: bets.length - decided,
    winRate,
    winRateSe: decided > 0 ? Math.sqrt((winRate * (1 - winRate)) / decided) : Number.NaN,
    roi,
    roiSe: bets.length > 0 ? roiSd / Math.sqrt(bets.length) : Number.NaN,
  };
}

/** A bet on the home (or away) side of home line `homeLine`, graded by the final home margin. */
export function gradeSpreadBet(home: boolean, homeLine: number, margin: number, price: number): Bet {
  const result = margin + homeLine;
  if (result === 0) return { outcome: 'push', profit: 0 };
  return result > 0 === home ? { outcome: 'win', profit: netPayout(price) } : { outcome: 'loss', profit: -1 };
}

export function atsTiers(games: readonly ScoredGame[]): AtsTier[] {
  const bets = games.flatMap((g) => {
    // A forecast on the line has no edge and no side (a market weight of 0 makes every forecast so).
    if (g.pCover === undefined || g.homeLine === undefined || Math.abs(g.pCover - 0.5) < NO_EDGE) return [];
    const home = g.pCover > 0.5;
    const p = home ? g.pCover : 1 - g.pCover;
    return [{ p, ...gradeSpreadBet(home, g.homeLine, g.margin, home ? g.homePrice : g.awayPrice) }];
  });
  return ATS_TIERS.map(({ label, from, to }) => ({
    label,
    from,
    to: Math.min(1, to),
    ...betRecord(bets.filter((b) => b.p >= from && b.p < to)),
  }));
}

function straightUp(games: readonly { margin: number; forecast: number }[]): Record3 {
  const decided = games.filter((g) => g.margin !== 0 && g.forecast !== 0);
  const correct = decided.filter((g) => g.margin > 0 === g.forecast > 0).length;
  return {
    correct,
    decided: decided.length,
    rate: decided.length > 0 ? correct / decided.length : Number.NaN,
  };
}

const EPS = 1e-12;

export function variantMetrics(games: readonly ScoredGame[]): VariantMetrics {
  const errors = games.map((g) => g.margin - g.forecastMargin);
  const totals = games.filter((g) => g.totalLine !== undefined);
  const covers = games.flatMap((g) =>
    g.pCover === undefined || g.covered === undefined ? [] : [{ p: g.pCover, y: g.covered }],
  );
  return {
    modelMarginMae: mean(errors.map(Math.abs)),
    modelMarginRmse: Math.sqrt(mean(errors.map((e) => e * e))),
    modelMarginBias: mean(errors),
    modelTotalMae: mean(totals.map((g) => Math.abs(g.total - g.forecastTotal))),
    meanGapToClose: mean(
      games.flatMap((g) => (g.homeLine === undefined ? [] : [Math.abs(g.forecastMargin + g.homeLine)])),
    ),
    sigma: mean(games.map((g) => g.sigma)),
    coverGames: covers.length,
    brier: mean(covers.map((c) => (c.p - c.y) ** 2)),
    logLoss: -mean(covers.map((c) => Math.log(Math.max(EPS, c.y === 1 ? c.p : 1 - c.p)))),
    calibration: calibrationByBins(covers),
    calibrationDeciles: calibrationByQuantiles(covers),
    ats: atsTiers(games),
    straightUp: straightUp(games.map((g) => ({ margin: g.margin, forecast: g.forecastMargin }))),
    winBrier: mean(games.map((g) => (g.pWin - (g.margin > 0 ? 1 : g.margin < 0 ? 0 : 0.5)) ** 2)),
  };
}

export interface CloseMetrics {
  readonly closeMarginMae: number;
  readonly closeMarginRmse: number;
  readonly closeTotalMae: number;
  readonly closeStraightUp: Record3;
}

export function closeMetrics(games: readonly ScoredGame[]): CloseMetrics {
  const lined = games.filter((g) => g.homeLine !== undefined);
  const errors = lined.map((g) => g.margin + g.homeLine!);
  const totals = games.filter((g) => g.totalLine !== undefined);
  return {
    closeMarginMae: mean(errors.map(Math.abs)),
    closeMarginRmse: Math.sqrt(mean(errors.map((e) => e * e))),
    closeTotalMae: mean(totals.map((g) => Math.abs(g.total - g.totalLine!))),
    closeStraightUp: straightUp(lined.map((g) => ({ margin: g.margin, forecast: -g.homeLine! }))),
  };
}

/**
 * Walk-forward calibration of a variant's cover probabilities: q = 0.5 + k·(p − 0.5), k in [0, 1]. The
 * pure model disagrees with the closing line by a few points and its raw probabilities say 60–75 %, yet
 * such games cover about half the time (the close knows more than the ratings), so k is fitted by maximum
 * likelihood on EARLIER seasons' predictions and outcomes only, once per season, and then applied.
 */
export interface CoverShrink {
  readonly season: number;
  /** Shrink factor applied to (p − 0.5) in this season. */
  readonly k: number;
  /** Past predictions (with a decided cover) it was fitted on; 0 = the default. */
  readonly fittedOn: number;
}

export const COVER_SHRINK_DEFAULT = 0.25;
export const COVER_SHRINK_MIN_GAMES = 200;

export function shrinkCover(p: number, k: number): number {
  return 0.5 + k * (p - 0.5);
}

/** Maximum-likelihood k on a grid of 0.005 (log loss is convex in k, so the grid minimum is the optimum). */
export function fitCoverShrink(pairs: readonly { p: number; y: 0 | 1 }[]): number | undefined {
  if (pairs.length < COVER_SHRINK_MIN_GAMES) return undefined;
  let best = 0;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (let i = 0; i <= 200; i++) {
    const k = i / 200;
    let loss = 0;
    for (const { p, y } of pairs) {
      const q = shrinkCover(p, k);
      loss -= Math.log(Math.max(EPS, y === 1 ? q : 1 - q));
    }
    if (loss < bestLoss - 1e-12) {
      bestLoss = loss;
      best = k;
    }
  }
  return best;
}

/**
 * Replaces each game's pCover by its walk-forward calibrated value. `games` may span seasons before the
 * reported range; season s uses k fitted on seasons s − historySeasons … s − 1 only.
 */
export function calibrateCoverWalkForward(
  games: readonly ScoredGame[],
  historySeasons: number,
): { games: ScoredGame[]; shrinks: CoverShrink[] } {
  const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => a - b);
  const shrinks = new Map<number, CoverShrink>();
  for (const season of seasons) {
    const pairs = games.flatMap((g) =>
      g.season < season &&
      g.season >= season - historySeasons &&
      g.pCover !== undefined &&
      g.covered !== undefined
        ? [{ p: g.pCover, y: g.covered }]
        : [],
    );
    const k = fitCoverShrink(pairs);
    shrinks.set(season, {
      season,
      k: k ?? COVER_SHRINK_DEFAULT,
      fittedOn: k === undefined ? 0 : pairs.length,
    });
  }
  return {
    games: games.map((g) =>
      g.pCover === undefined ? g : { ...g, pCover: shrinkCover(g.pCover, shrinks.get(g.season)!.k) },
    ),
    shrinks: [...shrinks.values()],
  };
}
