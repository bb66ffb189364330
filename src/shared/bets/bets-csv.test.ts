import { describe, expect, it } from 'vitest';
import { aBet } from './bet-fixture';
import { BETS_CSV_COLUMNS, betsCsv, csvText } from './bets-csv';

const bet = aBet({
  side: 'away',
  line: -3.5,
  book: 'DraftKings, "main"',
  stake: 2,
  unitSize: 25,
  selection: 'Kansas City Chiefs \u22123.5',
  profit: 1.818,
  closing: { fairLine: 4, fairPrice: -125, clv: 3.21, at: '2026-11-26T21:00:00.000Z' },
});

describe('bets CSV', () => {
  it('one header and one CRLF row per bet; quoted where needed; dollars from the unit size', () => {
    const csv = betsCsv([bet]);
    const rows = csv.split('\r\n');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(BETS_CSV_COLUMNS.join(','));
    expect(rows[1]).toBe(
      '2026-11-24T15:00:00.000Z,2026-11-26T21:30:00.000Z,NFL,Kansas City Chiefs,Dallas Cowboys,spread,' +
        'Kansas City Chiefs \u22123.5,-3.5,-110,"DraftKings, ""main""",2.00,25.00,50.00,Won,1.82,45.45,4,-125,3.21,no',
    );
    expect(rows[2]).toBe('');
  });

  it('never lets a cell start a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('@SUM')).toBe("'@SUM");
    expect(csvText('FanDuel')).toBe('FanDuel');
  });

  it('leaves pending and unknown fields empty', () => {
    const row = betsCsv([
      { ...bet, result: null, profit: null, closing: null, unitSize: null, market: 'moneyline', line: null },
    ]).split('\r\n')[1]!;
    expect(row.split(',').slice(-8)).toEqual(['', 'Pending', '', '', '', '', '', 'no']);
  });
});
