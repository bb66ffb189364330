/**
 * GET /api/bets.csv: every bet of the licence as one CSV row (RFC 4180: comma separated, CRLF line
 * ends, fields quoted when they hold a comma, quote or line break). Text a bettor typed (the book) or a
 * team name that starts with = + − @ is prefixed with an apostrophe, so a spreadsheet never runs it as
 * a formula. Numbers are plain: American prices keep their sign, units and dollars two decimals.
 */
import type { Bet } from '../api/bets';
import { plainNumber } from '../pricing/format-bet';
import { resultText } from './bet-text';

export const BETS_CSV_COLUMNS = [
  'placed_at',
  'kickoff',
  'league',
  'away_team',
  'home_team',
  'market',
  'selection',
  'line',
  'price',
  'book',
  'stake_units',
  'unit_size_usd',
  'stake_usd',
  'result',
  'profit_units',
  'profit_usd',
  'closing_fair_line',
  'closing_fair_price',
  'clv_percent',
  'demo',
] as const;

/** A text cell: formula-looking text neutralised, then quoted when it needs to be. */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const num = (value: number | null, places?: number) =>
  value === null ? '' : places === undefined ? plainNumber(value) : value.toFixed(places);
const price = (value: number | null) => (value === null ? '' : value > 0 ? `+${value}` : String(value));

export function betCsvRow(bet: Bet): string {
  const dollars = (units: number | null) =>
    units === null || bet.unitSize === null ? '' : (units * bet.unitSize).toFixed(2);
  const cells = [
    bet.placedAt,
    bet.commenceTime,
    bet.sport,
    csvText(bet.awayTeam),
    csvText(bet.homeTeam),
    bet.market,
    csvText(bet.selection),
    num(bet.line),
    price(bet.price),
    csvText(bet.book),
    num(bet.stake, 2),
    num(bet.unitSize, 2),
    dollars(bet.stake),
    csvText(resultText(bet.result, bet.voidReason)),
    num(bet.profit, 2),
    dollars(bet.profit),
    num(bet.closing?.fairLine ?? null),
    price(bet.closing?.fairPrice ?? null),
    num(bet.closing?.clv ?? null, 2),
    bet.demo ? 'yes' : 'no',
  ];
  return cells.join(',');
}

/** The whole file: header row, one row per bet, CRLF after every row. */
export function betsCsv(bets: readonly Bet[]): string {
  return [BETS_CSV_COLUMNS.join(','), ...bets.map(betCsvRow)].map((row) => `${row}\r\n`).join('');
}
