import { existsSync } from 'node:fs';
import { CsvTable } from './csv';
import { DEFAULT_HISTORY_DIR, historyFile } from './history-dir';

/**
 * Opening lines of college games from the per-sportsbook file (cfb/lines_by_provider_2024_regular.csv:
 * Bovada, DraftKings and ESPN Bet, 2024 regular season). A game's opener is the MEDIAN of the providers'
 * `spread_open` (home line, negative = home favoured): with one, two or three books it is that book,
 * their midpoint, or the middle book, so a single stale or mistyped opener cannot drag it far.
 *
 * `closeHomeLine` is the median of the CLOSING lines of the same providers (those that have both an
 * opener and a close). It is what the opener moved to, book for book, and is used only to measure the
 * move; the backtest's "close" remains the consensus closing line of every game.
 */

export interface OpeningLine {
  /** Median of the providers' opening home lines. */
  readonly openHomeLine: number;
  /** Providers with an opener. */
  readonly books: number;
  /** Median closing home line of the providers that have both an opener and a close. */
  readonly closeHomeLine?: number;
}

export const CFB_PROVIDER_LINES_FILE = ['cfb', 'lines_by_provider_2024_regular.csv'] as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Opening lines by CFBD game id; empty when the file is absent (other seasons have no openers). */
export function loadCfbOpeningLines(dir = DEFAULT_HISTORY_DIR): Map<string, OpeningLine> {
  const out = new Map<string, OpeningLine>();
  const path = historyFile(dir, ...CFB_PROVIDER_LINES_FILE);
  if (!existsSync(path)) return out;
  const table = CsvTable.read(path);
  table.require('game_id', 'provider', 'spread', 'spread_open');
  const byGame = new Map<string, { open: number[]; close: number[] }>();
  for (const row of table.rows) {
    const open = table.number(row, 'spread_open');
    if (open === undefined) continue;
    const id = table.text(row, 'game_id');
    const entry = byGame.get(id) ?? { open: [], close: [] };
    entry.open.push(open);
    const close = table.number(row, 'spread');
    if (close !== undefined) entry.close.push(close);
    byGame.set(id, entry);
  }
  for (const [id, { open, close }] of byGame) {
    out.set(id, {
      openHomeLine: median(open),
      books: open.length,
      ...(close.length > 0 ? { closeHomeLine: median(close) } : {}),
    });
  }
  return out;
}
