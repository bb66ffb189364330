import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RatingLeague } from '@shared/ratings/game-types';
import {
  backtestFigures,
  FIGURES_FILE,
  leagueFigures,
  REPORTED_RANGE,
  writeCalibrationChart,
} from './figures';
import { runBacktest } from './run-backtest';

/**
 * npm run backtest:figures — re-measures both leagues over their reported ranges (NFL 2015–2024, college
 * 2022–2024) on the bundled history and writes the published figures and the calibration charts:
 *   src/shared/model/backtest-figures.json, docs/calibration-nfl.svg, docs/calibration-cfb.svg
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function measure(league: RatingLeague) {
  const report = runBacktest({ league, ...REPORTED_RANGE[league] });
  const chart = `docs/calibration-${league.toLowerCase()}.svg`;
  writeCalibrationChart(resolve(ROOT, chart), report);
  console.log(
    `${league} ${report.from}–${report.to}: ${report.overall.games} games, ratings MAE ` +
      `${report.overall.modelMarginMae.toFixed(2)}, close ${report.overall.closeMarginMae.toFixed(2)}; ${chart} written`,
  );
  return leagueFigures(report, chart);
}

const figures = backtestFigures(measure('NFL'), measure('CFB'));
writeFileSync(resolve(ROOT, FIGURES_FILE), JSON.stringify(figures, null, 2) + '\n');
console.log(`${FIGURES_FILE} written`);
