import type { BlendWeights } from '../ratings/blend';
import { isTargetGame } from '../ratings/game-types';
import type { SportCode } from '@shared/league';
import type { RatingConfig } from '../ratings/rating-config';
import {
  calibrateCoverWalkForward,
  closeMetrics,
  Scorer,
  type CoverShrink,
  variantMetrics,
  type CalibrationBin,
  type CloseMetrics,
  type ScoredGame,
  type VariantMetrics,
} from './metrics';
import {
  closingLineValue,
  disagreementTiers,
  openingComparison,
  type ClosingLineValue,
  type DisagreementTier,
  type LineValueGame,
  type OpeningComparison,
} from './line-value';
import type { WalkForwardRow } from './walk-forward';
import { targetChecks } from './report-targets';

export { formatReport } from './format-report';
export { TARGETS } from './report-targets';

/**
 * Turns walk-forward rows into the backtest report: per season and overall, the pure model and the
 * model shrunk toward the closing line side by side, the closing line itself as the benchmark.
 * The evaluated population is the target one: every NFL game; college games between two FBS teams.
 * Only games with a closing line are scored (all NFL games and all FBS-vs-FBS games have one).
 */

export interface PeriodReport extends CloseMetrics, VariantMetrics {
  readonly season: number | 'overall';
  readonly games: number;
  /** The same measures for the model shrunk toward the closing line (μ = w·model + (1 − w)·market). */
  readonly blended: VariantMetrics;
  /**
   * The pure model's cover-probability measures BEFORE the walk-forward calibration (the model's own
   * calibration, Brier and log loss above use the calibrated probabilities, see `coverShrinks`).
   */
  readonly rawCalibration: CalibrationBin[];
  readonly rawBrier: number;
  readonly rawLogLoss: number;
  /** The pure ratings' ATS at −110 against the close, by |ratings − close| in points. */
  readonly disagreementAts: DisagreementTier[];
  /**
   * Where the data has opening lines (college 2024): the opener's MAE on the games that have one, the
   * ratings / opener / close comparison on those games, the closing-line value of the ratings and their
   * ATS at −110 against the opener. Absent without openers.
   */
  readonly openMarginMae?: number;
  readonly opening?: OpeningComparison;
  readonly clv?: ClosingLineValue;
  readonly openingAts?: DisagreementTier[];
}

export interface TargetCheck {
  readonly target: string;
  readonly variant: 'model' | 'blended';
  readonly value: string;
  readonly met: boolean;
}

export interface PopulationCounts {
  readonly season: number;
  readonly allGames: number;
  readonly targetGames: number;
  readonly scoredGames: number;
  readonly involvingLowerDivision: number;
}

export interface BacktestReport {
  readonly league: SportCode;
  readonly from: number;
  readonly to: number;
  readonly population: string;
  readonly counts: PopulationCounts[];
  readonly overall: PeriodReport;
  readonly seasons: PeriodReport[];
  readonly targets: TargetCheck[];
  /**
   * The opener comparison on EVERY game of the range with an opener and a close, whatever the division
   * (college 2024: FBS vs FCS games too). `overall.opening` keeps to the scored population.
   */
  readonly openingAllGames?: OpeningComparison;
  /** Per season: the shrink k of the model's cover probabilities, fitted on earlier seasons only. */
  readonly coverShrinks: CoverShrink[];
  /** Blend weights and σ in force for the last season (fitted walk-forward on earlier seasons). */
  readonly finalWeights: BlendWeights;
  readonly finalHomeField: number;
  readonly config: RatingConfig;
  readonly elapsedSeconds: number;
}

function scoreRows(scorer: Scorer, rows: readonly WalkForwardRow[]) {
  const model: ScoredGame[] = [];
  const blended: ScoredGame[] = [];
  for (const { game, model: m, blended: b } of rows) {
    const common = {
      season: game.season,
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      ...(game.homeLine === undefined ? {} : { homeLine: game.homeLine }),
      ...(game.totalLine === undefined ? {} : { totalLine: game.totalLine }),
      ...(game.homeSpreadPrice === undefined ? {} : { homeSpreadPrice: game.homeSpreadPrice }),
      ...(game.awaySpreadPrice === undefined ? {} : { awaySpreadPrice: game.awaySpreadPrice }),
    };
    model.push(
      scorer.score({ ...common, forecastMargin: -m.spread, forecastTotal: m.total, sigma: m.residualSigma }),
    );
    const use = b ?? m;
    blended.push(
      scorer.score({
        ...common,
        forecastMargin: -use.spread,
        forecastTotal: use.total,
        sigma: use.residualSigma,
      }),
    );
  }
  return { model, blended };
}

function lineValue(games: readonly LineValueGame[]) {
  const opening = openingComparison(games);
  const clv = closingLineValue(games);
  return {
    disagreementAts: disagreementTiers(games, 'close'),
    ...(opening
      ? { openMarginMae: opening.openMae, opening, openingAts: disagreementTiers(games, 'open') }
      : {}),
    ...(clv ? { clv } : {}),
  };
}

function period(
  season: number | 'overall',
  model: ScoredGame[],
  raw: ScoredGame[],
  blended: ScoredGame[],
  lines: LineValueGame[],
): PeriodReport {
  const rawMetrics = variantMetrics(raw);
  return {
    season,
    games: model.length,
    ...closeMetrics(model),
    ...variantMetrics(model),
    blended: variantMetrics(blended),
    rawCalibration: rawMetrics.calibration,
    rawBrier: rawMetrics.brier,
    rawLogLoss: rawMetrics.logLoss,
    ...lineValue(lines),
  };
}

export function buildReport(input: {
  league: SportCode;
  from: number;
  to: number;
  rows: readonly WalkForwardRow[];
  finalWeights: BlendWeights;
  finalHomeField: number;
  config: RatingConfig;
  elapsedSeconds: number;
}): BacktestReport {
  const { league, from, to } = input;
  const inRange = input.rows.filter((r) => r.game.season >= from && r.game.season <= to);
  const counts: PopulationCounts[] = [];
  for (let season = from; season <= to; season++) {
    const all = inRange.filter((r) => r.game.season === season);
    const target = all.filter((r) => isTargetGame(r.game));
    counts.push({
      season,
      allGames: all.length,
      targetGames: target.length,
      scoredGames: target.filter((r) => r.game.homeLine !== undefined).length,
      involvingLowerDivision: all.length - target.length,
    });
  }
  // Every scored game up to `to` (earlier seasons too) feeds the walk-forward cover calibration.
  const allScored = input.rows.filter(
    (r) => r.game.season <= to && isTargetGame(r.game) && r.game.homeLine !== undefined,
  );
  const all = scoreRows(new Scorer(league), allScored);
  const calibrated = calibrateCoverWalkForward(all.model, input.config.blend.historySeasons);
  const keep = allScored.flatMap((r, i) => (r.game.season >= from ? [i] : []));
  const model = keep.map((i) => calibrated.games[i]!);
  const raw = keep.map((i) => all.model[i]!);
  const blended = keep.map((i) => all.blended[i]!);
  const lineGame = ({ game, model: m }: WalkForwardRow): LineValueGame => {
    return {
      season: game.season,
      margin: game.homeScore - game.awayScore,
      ratingsMargin: -m.spread,
      ...(game.homeLine === undefined ? {} : { homeLine: game.homeLine }),
      ...(game.openHomeLine === undefined ? {} : { openHomeLine: game.openHomeLine }),
      ...(game.openBooksCloseHomeLine === undefined
        ? {}
        : { openBooksCloseHomeLine: game.openBooksCloseHomeLine }),
    };
  };
  const lines = keep.map((i) => lineGame(allScored[i]!));
  const openingAllGames = openingComparison(inRange.map(lineGame));
  const seasons: PeriodReport[] = [];
  for (let season = from; season <= to; season++) {
    const idx = model.flatMap((g, i) => (g.season === season ? [i] : []));
    if (idx.length === 0) continue;
    seasons.push(
      period(
        season,
        idx.map((i) => model[i]!),
        idx.map((i) => raw[i]!),
        idx.map((i) => blended[i]!),
        idx.map((i) => lines[i]!),
      ),
    );
  }
  const overall = period('overall', model, raw, blended, lines);
  return {
    league,
    from,
    to,
    population:
      league === 'NFL'
        ? 'every NFL game (regular season and playoffs) with a closing line'
        : 'college games between two FBS teams (by conference that season) with a consensus closing line',
    counts,
    overall,
    seasons,
    targets: targetChecks(league, overall),
    ...(openingAllGames ? { openingAllGames } : {}),
    coverShrinks: calibrated.shrinks.filter((c) => c.season >= from),
    finalWeights: input.finalWeights,
    finalHomeField: input.finalHomeField,
    config: input.config,
    elapsedSeconds: input.elapsedSeconds,
  };
}
