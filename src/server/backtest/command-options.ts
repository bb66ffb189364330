import { parseArgs, type OptionList, type ParsedArgs } from '../cli/parse-args';

/**
 * The flags of the model commands, each its own list (README.md and docs/model.md show them; each
 * command's usage line names them): a flag another command takes is unknown here.
 */

/** npm run backtest -- --league nfl|cfb [--from Y] [--to Y] [--data DIR] [--json FILE] [--svg FILE|none] */
export const BACKTEST_OPTIONS = {
  league: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  data: { type: 'string' },
  json: { type: 'string' },
  svg: { type: 'string' },
} as const satisfies OptionList;

/**
 * npx tsx src/server/backtest/tune.ts --league nfl|cfb [--from Y --to Y] [--passes N]
 *   [--only SECTIONS] [--hold-out Y] [--start FILE]
 */
export const TUNE_OPTIONS = {
  league: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  passes: { type: 'string' },
  only: { type: 'string' },
  'hold-out': { type: 'string' },
  start: { type: 'string' },
} as const satisfies OptionList;

/** npx tsx src/server/backtest/loso.ts --league nfl|cfb [--from Y] [--to Y] */
export const LOSO_OPTIONS = {
  league: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
} as const satisfies OptionList;

export const parseBacktestArgs = (argv: readonly string[]): ParsedArgs => parseArgs(argv, BACKTEST_OPTIONS);
export const parseTuneArgs = (argv: readonly string[]): ParsedArgs => parseArgs(argv, TUNE_OPTIONS);
export const parseLosoArgs = (argv: readonly string[]): ParsedArgs => parseArgs(argv, LOSO_OPTIONS);
