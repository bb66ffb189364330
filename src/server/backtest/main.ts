import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { toSportCode } from '@shared/league';
import { intFlag, UsageError, type ParsedArgs } from '../cli/parse-args';
import { parseBacktestArgs } from './command-options';
import { DEFAULT_HISTORY_DIR } from '../history/history-dir';
import { REPORTED_RANGE, writeCalibrationChart } from './figures';
import { formatReport } from './report';
import { runBacktest } from './run-backtest';

/**
 * npm run backtest -- --league nfl|cfb [--from Y] [--to Y] [--data DIR] [--json FILE] [--svg FILE|none]
 */

const USAGE =
  'usage: npm run backtest -- --league nfl|cfb [--from YEAR] [--to YEAR] [--data DIR] [--json FILE] [--svg FILE|none]';

function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  if (v === true) throw new UsageError(`--${name} needs a value`);
  return v;
}

function main(argv: readonly string[]): void {
  const args = parseBacktestArgs(argv);
  const leagueFlag = stringFlag(args, 'league')?.toLowerCase();
  if (leagueFlag !== 'nfl' && leagueFlag !== 'cfb') throw new UsageError('--league must be nfl or cfb');
  const league = toSportCode(leagueFlag);
  const from = intFlag(args, 'from', 1900, 2100, REPORTED_RANGE[league].from);
  const to = intFlag(args, 'to', 1900, 2100, REPORTED_RANGE[league].to);
  if (to < from) throw new UsageError('--to must not be before --from');
  const dataDir = resolve(stringFlag(args, 'data') ?? DEFAULT_HISTORY_DIR);

  const report = runBacktest({ league, from, to, dataDir });
  console.log(formatReport(report));

  const jsonPath = stringFlag(args, 'json');
  if (jsonPath) {
    mkdirSync(dirname(resolve(jsonPath)), { recursive: true });
    writeFileSync(resolve(jsonPath), JSON.stringify(report, null, 2) + '\n');
    console.log(`JSON written to ${jsonPath}`);
  }
  const svgFlag = stringFlag(args, 'svg') ?? `docs/calibration-${leagueFlag}.svg`;
  if (svgFlag !== 'none') {
    writeCalibrationChart(resolve(svgFlag), report);
    console.log(`Calibration chart written to ${svgFlag}`);
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}
