import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SportCode } from '@shared/league';
import {
  backtestFigures,
  FIGURES_COMMAND,
  FIGURES_FILE,
  leagueFigures,
  REPORTED_RANGE,
  wongLegFigures,
  writeCalibrationChart,
} from './figures';
import { loadLeagueData } from './league-data';
import { runBacktest } from './run-backtest';

/**
 * npm run backtest:figures — re-measures both leagues over their reported ranges (NFL 2015–2024, college
 * 2022–2024) on the bundled history and writes the published figures and the calibration charts:
 *   src/shared/model/backtest-figures.json, docs/calibration-nfl.svg, docs/calibration-cfb.svg
 * with the Wong teaser legs' record (model/wong-history.ts) over the NFL range and the whole history.
 *
 *   npm run backtest:figures -- --check   # measure, write nothing, fail if a committed file differs (CI)
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const check = process.argv.includes('--check');
// In --check mode the charts are drawn into a scratch directory and compared with the committed ones.
const chartDir = check ? mkdtempSync(join(tmpdir(), 'betlens-figures-check-')) : ROOT;
const stale: string[] = [];

function compare(committedPath: string, fresh: string): void {
  let committed = '';
  try {
    committed = readFileSync(resolve(ROOT, committedPath), 'utf8');
  } catch {
    // A missing file differs.
  }
  if (committed !== fresh) stale.push(committedPath);
}

function measure(league: SportCode) {
  const report = runBacktest({ league, ...REPORTED_RANGE[league] });
  const chart = `docs/calibration-${league.toLowerCase()}.svg`;
  writeCalibrationChart(resolve(chartDir, chart), report);
  if (check) compare(chart, readFileSync(resolve(chartDir, chart), 'utf8'));
  console.log(
    `${league} ${report.from}–${report.to}: ${report.overall.games} games, ratings MAE ` +
      `${report.overall.modelMarginMae.toFixed(2)}, close ${report.overall.closeMarginMae.toFixed(2)}` +
      (check ? '' : `; ${chart} written`),
  );
  return leagueFigures(report, chart);
}

const wongLegs = wongLegFigures(loadLeagueData('NFL').games);
const figures = backtestFigures(measure('NFL'), measure('CFB'), wongLegs);
const text = JSON.stringify(figures, null, 2) + '\n';
for (const w of [wongLegs.reported, wongLegs.allHistory])
  console.log(
    `NFL Wong teaser legs ${w.from}–${w.to}: ${w.wins}-${w.losses}-${w.pushes}, win rate ${w.winRate}`,
  );
if (check) {
  compare(FIGURES_FILE, text);
  rmSync(chartDir, { recursive: true, force: true });
  if (stale.length > 0) {
    console.error(`Out of date, run ${FIGURES_COMMAND} and commit: ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log('Published figures and charts match a fresh run');
} else {
  writeFileSync(resolve(ROOT, FIGURES_FILE), text);
  console.log(`${FIGURES_FILE} written`);
}
