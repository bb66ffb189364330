import type { AtsTier, CalibrationBin } from './metrics';
import type { DisagreementTier, OpeningComparison } from './line-value';
import type { BacktestReport, PeriodReport } from './report';
import { f2, f4, pct, table } from './text-table';

/** The backtest report as console text: the season table, calibration and ATS tables, weights and targets. */

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
