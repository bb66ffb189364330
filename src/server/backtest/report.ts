import type { BlendWeights } from '@shared/ratings/blend';
import { isTargetGame, type RatingLeague } from '@shared/ratings/game-types';
import type { RatingConfig } from '@shared/ratings/rating-config';
import {
  calibrateCoverWalkForward,
  closeMetrics,
  Scorer,
  type CoverShrink,
  variantMetrics,
  type AtsTier,
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
  readonly league: RatingLeague;
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

export const TARGETS = {
  nflMaeGap: 0.5,
  cfbMaeGap: 0.8,
  cfbMaeMax: 12.5,
  calibrationPoints: 3,
  calibrationMinGames: 100,
  /** Issue 11's targets for the pure ratings (NFL 2015–2024 gap to the close, college FBS 2022–2024 MAE). */
  nflRatingsGap: 0.3,
  cfbRatingsMax: 12.35,
} as const;

function calibrationOk(bins: readonly CalibrationBin[]): boolean {
  return bins
    .filter((b) => b.games >= TARGETS.calibrationMinGames)
    .every((b) => Math.abs(b.gapPoints) <= TARGETS.calibrationPoints);
}

function worstBin(bins: readonly CalibrationBin[]): string {
  const big = bins.filter((b) => b.games >= TARGETS.calibrationMinGames);
  const worst = big.reduce<CalibrationBin | undefined>(
    (w, b) => (!w || Math.abs(b.gapPoints) > Math.abs(w.gapPoints) ? b : w),
    undefined,
  );
  return worst
    ? `worst bin ${pct(worst.from, 0)}–${pct(worst.to, 0)}: ${worst.gapPoints.toFixed(1)} pts (n=${worst.games})`
    : 'no bin with 100+ games';
}

function targetChecks(league: RatingLeague, overall: PeriodReport): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const variant of ['model', 'blended'] as const) {
    const m = variant === 'model' ? overall : overall.blended;
    const gap = m.modelMarginMae - overall.closeMarginMae;
    const mae = `MAE ${m.modelMarginMae.toFixed(2)} vs close ${overall.closeMarginMae.toFixed(2)} (gap ${gap.toFixed(2)})`;
    if (league === 'NFL') {
      checks.push({
        target: `margin MAE within ${TARGETS.nflMaeGap} of the close`,
        variant,
        value: mae,
        met: gap <= TARGETS.nflMaeGap,
      });
    } else {
      checks.push({
        target: `margin MAE within ${TARGETS.cfbMaeGap} of the close and below ${TARGETS.cfbMaeMax}`,
        variant,
        value: mae,
        met: gap <= TARGETS.cfbMaeGap && m.modelMarginMae < TARGETS.cfbMaeMax,
      });
    }
    checks.push({
      target: `cover calibration within ${TARGETS.calibrationPoints} pts in every decile with ${TARGETS.calibrationMinGames}+ games`,
      variant,
      value: worstBin(m.calibration),
      met: calibrationOk(m.calibration),
    });
  }
  const gap = overall.modelMarginMae - overall.closeMarginMae;
  checks.push(
    league === 'NFL'
      ? {
          target: `ratings MAE within ${TARGETS.nflRatingsGap} of the close`,
          variant: 'model',
          value: `gap ${gap.toFixed(2)}`,
          met: gap <= TARGETS.nflRatingsGap,
        }
      : {
          target: `ratings MAE at most ${TARGETS.cfbRatingsMax}`,
          variant: 'model',
          value: `MAE ${overall.modelMarginMae.toFixed(2)}`,
          met: overall.modelMarginMae <= TARGETS.cfbRatingsMax,
        },
  );
  // No target against the opener (issue 20 §8 withdrew issue 11's): the bundled data has no rosters,
  // transfers or injuries, and the ratings are an opinion with a published record, not the price. The
  // comparison itself is still reported (overall.opening).
  return checks;
}

export function buildReport(input: {
  league: RatingLeague;
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

function pct(x: number, digits = 1): string {
  return `${(100 * x).toFixed(digits)}%`;
}

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const lines = [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => pad(r, widths)),
  ];
  return lines.join('\n');
}

const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const f4 = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : '–');

function calibrationTable(title: string, bins: readonly CalibrationBin[]): string {
  return `${title}\n${table(
    ['bin', 'games', 'predicted', 'observed', 'gap (pts)', 'SE (pts)'],
    bins.map((b) => [
      `${pct(b.from, 0)}–${pct(b.to, 0)}`,
      String(b.games),
      pct(b.predicted),
      pct(b.observed),
      b.gapPoints.toFixed(1),
      b.sePoints.toFixed(1),
    ]),
  )}`;
}

function atsTable(
  title: string,
  tiers: readonly Omit<AtsTier, 'from' | 'to'>[],
  first = 'picked side',
): string {
  return `${title}\n${table(
    [first, 'bets', 'W-L-P', 'win %', '± SE', 'ROI', '± SE'],
    tiers.map((t) => [
      t.label,
      String(t.bets),
      `${t.wins}-${t.losses}-${t.pushes}`,
      Number.isFinite(t.winRate) ? pct(t.winRate) : '–',
      Number.isFinite(t.winRateSe) ? pct(t.winRateSe) : '–',
      Number.isFinite(t.roi) ? pct(t.roi) : '–',
      Number.isFinite(t.roiSe) ? pct(t.roiSe) : '–',
    ]),
  )}`;
}

function disagreementTable(title: string, tiers: readonly DisagreementTier[]): string {
  return atsTable(
    title,
    tiers.map((t) => ({ ...t, label: t.label === 'all' ? 'all' : `${t.label} pts` })),
    'ratings vs line',
  );
}

function openingSection(p: PeriodReport, all: OpeningComparison | undefined): string[] {
  if (!p.opening) return [];
  const o = p.opening;
  const lines = [
    `Against the opening line (${o.games} games with an opener: median of the books' openers):`,
    `  MAE ratings ${f2(o.ratingsMae)}, opener ${f2(o.openMae)}, close ${f2(o.closeMae)}.`,
  ];
  if (all && all.games !== o.games) {
    lines.push(
      `  Every division (${all.games} games with an opener, FBS vs FCS included): ` +
        `ratings ${f2(all.ratingsMae)}, opener ${f2(all.openMae)}, close ${f2(all.closeMae)}.`,
    );
  }
  const c = p.clv;
  if (c) {
    lines.push(
      `  Closing-line value: ${c.disagreements} games where the ratings differ from the opener by ${c.threshold}+ points; ` +
        `the close moved toward the ratings in ${c.towardRatings} of ${c.games} that moved ` +
        `(${pct(c.rate)} ± ${pct(c.se)}), away in ${c.awayFromRatings}, no move in ${c.noMove}.`,
      `  Mean move toward the ratings: ${f2(c.meanMoveTowardRatings)} ± ${f2(c.meanMoveSe)} points per game.`,
    );
  }
  if (p.openingAts) {
    lines.push(
      '',
      disagreementTable(
        'ATS of the ratings against the OPENER at −110, by |ratings − opener|:',
        p.openingAts,
      ),
    );
  }
  return [...lines, ''];
}

export function formatReport(report: BacktestReport): string {
  const rows = [...report.seasons, report.overall].map((p) => [
    String(p.season),
    String(p.games),
    f2(p.modelMarginMae),
    f2(p.blended.modelMarginMae),
    f2(p.closeMarginMae),
    f2(p.modelMarginRmse),
    f2(p.closeMarginRmse),
    f2(p.modelTotalMae),
    f2(p.blended.modelTotalMae),
    f2(p.closeTotalMae),
    f4(p.brier),
    f4(p.blended.brier),
    pct(p.straightUp.rate),
    pct(p.closeStraightUp.rate),
  ]);
  const o = report.overall;
  const w = report.finalWeights;
  const parts = [
    `BetLens backtest: ${report.league} ${report.from}–${report.to} (walk-forward, weekly refit)`,
    `Population: ${report.population}.`,
    report.league === 'CFB'
      ? `Counts: ${report.counts
          .map(
            (c) => `${c.season}: ${c.allGames} games, ${c.targetGames} FBS vs FBS, ${c.scoredGames} scored`,
          )
          .join('; ')}.`
      : `Games scored: ${o.games}.`,
    '',
    table(
      [
        'season',
        'games',
        'MAE model',
        'MAE blend',
        'MAE close',
        'RMSE model',
        'RMSE close',
        'tot MAE model',
        'tot blend',
        'tot close',
        'Brier model',
        'Brier blend',
        'SU model',
        'SU close',
      ],
      rows,
    ),
    '',
    `Cover probability = P(home covers the closing line), pushes removed, from the key-number margin distribution`,
    `with the variant's own residual σ (model ${f2(o.sigma)}, blend ${f2(o.blended.sigma)} on average; fitted on past seasons).`,
    `Log loss: model ${f4(o.logLoss)}, blend ${f4(o.blended.logLoss)}. Win-probability Brier: model ${f4(o.winBrier)}, blend ${f4(o.blended.winBrier)}.`,
    `Mean |line − close|: model ${f2(o.meanGapToClose)}, blend ${f2(o.blended.meanGapToClose)} points.`,
    '',
    `Model cover probabilities are calibrated walk-forward: q = 0.5 + k·(p − 0.5), k fitted each season on earlier`,
    `seasons only (k by season: ${report.coverShrinks.map((c) => `${c.season} ${c.k.toFixed(3)}${c.fittedOn === 0 ? ' (default)' : ''}`).join(', ')}).`,
    `Raw (uncalibrated) model: Brier ${f4(o.rawBrier)}, log loss ${f4(o.rawLogLoss)}.`,
    '',
    calibrationTable(
      'Calibration, model (calibrated; bins of predicted home-cover probability):',
      o.calibration,
    ),
    '',
    calibrationTable('Calibration, model before calibration (raw):', o.rawCalibration),
    '',
    calibrationTable('Calibration, blend:', o.blended.calibration),
    '',
    atsTable(
      'ATS, model (bet the side the model prefers; no bet at exactly 50%; closing prices where present, else −110):',
      o.ats,
    ),
    '',
    atsTable('ATS, blend:', o.blended.ats),
    '',
    disagreementTable(
      'ATS of the pure ratings against the CLOSE at −110, by |ratings − close| (points):',
      o.disagreementAts,
    ),
    '',
    ...openingSection(o, report.openingAllGames),
    `Weights in force for ${report.to} (fitted on earlier seasons): ridge ${f2(w.ridgeWeight)}, ` +
      `market-implied ratings ${f2(w.linesWeight)}, Elo ${f2(1 - w.ridgeWeight - w.linesWeight)}` +
      (report.config.blend.earlyGames === 0
        ? '; '
        : ` (first games: ridge ${f2(w.earlyRidgeWeight)}, market-implied ${f2(w.earlyLinesWeight)}); `) +
      `market shrink w = ${f2(w.marketModelWeight)} (margin), ${f2(w.totalMarketModelWeight)} (total); ` +
      `σ model ${f2(w.modelSigma)}, blend ${f2(w.blendedSigma)}, total ${f2(w.totalSigma)}; home field ${f2(report.finalHomeField)} pts.`,
    '',
    'Targets:',
    ...report.targets.map((t) => `  [${t.met ? 'met' : 'NOT met'}] ${t.variant}: ${t.target} — ${t.value}`),
    '',
    `Elapsed: ${report.elapsedSeconds.toFixed(2)} s`,
  ];
  return parts.join('\n');
}
