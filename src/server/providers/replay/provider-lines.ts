import { existsSync } from 'node:fs';
import { CsvTable } from '../../history/csv';
import { historyFile } from '../../history/history-dir';
import { isOutlierOpener, outlierFlags } from './line-outliers';

/**
 * The real per-sportsbook college lines (cfb/lines_by_provider_<season>_regular.csv, a
 * CollegeFootballData.com /lines export; Bovada, DraftKings and ESPN Bet in 2024): one row per game
 * and provider, home spread (negative = home favoured) and total, opening and closing, and moneylines.
 * The file has no spread or total prices.
 */
export interface ProviderLine {
  readonly provider: string;
  readonly spread?: number;
  readonly spreadOpen?: number;
  readonly total?: number;
  readonly totalOpen?: number;
  readonly homeMoneyline?: number;
  readonly awayMoneyline?: number;
}

export interface OutlierCounts {
  spreadLines: number;
  totalLines: number;
  spreadOpeners: number;
  totalOpeners: number;
}

export function providerLinesFile(dir: string, season: number): string {
  return historyFile(dir, 'cfb', `lines_by_provider_${season}_regular.csv`);
}

/** Rows by CFBD game id, as recorded (outliers included). Empty when the season has no such file. */
export function loadProviderLines(dir: string, season: number): Map<string, ProviderLine[]> {
  const byGame = new Map<string, ProviderLine[]>();
  const file = providerLinesFile(dir, season);
  if (!existsSync(file)) return byGame;
  const table = CsvTable.read(file);
  table.require('game_id', 'provider', 'spread', 'spread_open', 'over_under', 'over_under_open');
  const optional = (row: readonly string[], column: string) =>
    table.has(column) ? table.number(row, column) : undefined;
  for (const row of table.rows) {
    const id = table.text(row, 'game_id');
    const line: Record<string, number | string> = { provider: table.text(row, 'provider') };
    for (const [key, column] of [
      ['spread', 'spread'],
      ['spreadOpen', 'spread_open'],
      ['total', 'over_under'],
      ['totalOpen', 'over_under_open'],
      ['homeMoneyline', 'home_moneyline'],
      ['awayMoneyline', 'away_moneyline'],
    ] as const) {
      const v = optional(row, column);
      if (v !== undefined) line[key] = v;
    }
    byGame.set(id, [...(byGame.get(id) ?? []), line as unknown as ProviderLine]);
  }
  return byGame;
}

function withoutKeys(line: ProviderLine, keys: readonly (keyof ProviderLine)[]): ProviderLine {
  const copy: Record<string, unknown> = { ...line };
  for (const k of keys) delete copy[k];
  return copy as unknown as ProviderLine;
}

/**
 * One game's lines without the obvious data errors (line-outliers.ts): an outlying spread or total is
 * dropped with its opener, an outlying opener alone. `counts` is incremented for the report.
 */
export function cleanGameLines(lines: readonly ProviderLine[], counts: OutlierCounts): ProviderLine[] {
  const markets = [
    { close: 'spread', open: 'spreadOpen', lineCount: 'spreadLines', openerCount: 'spreadOpeners' },
    { close: 'total', open: 'totalOpen', lineCount: 'totalLines', openerCount: 'totalOpeners' },
  ] as const;
  const drop = new Map<ProviderLine, (keyof ProviderLine)[]>(lines.map((l) => [l, []]));
  for (const m of markets) {
    const withValue = lines.filter((l) => l[m.close] !== undefined);
    const flags = outlierFlags(withValue.map((l) => l[m.close]!));
    withValue.forEach((line, i) => {
      if (flags[i]) {
        drop.get(line)!.push(m.close, m.open);
        counts[m.lineCount]++;
      } else if (line[m.open] !== undefined && isOutlierOpener(line[m.open]!, line[m.close]!)) {
        drop.get(line)!.push(m.open);
        counts[m.openerCount]++;
      }
    });
  }
  return lines.map((line) => (drop.get(line)!.length > 0 ? withoutKeys(line, drop.get(line)!) : line));
}

export function emptyOutlierCounts(): OutlierCounts {
  return { spreadLines: 0, totalLines: 0, spreadOpeners: 0, totalOpeners: 0 };
}
