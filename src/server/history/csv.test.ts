import { describe, expect, it } from 'vitest';
import { CsvTable, csvRecords, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'a,b,c\n1,"Memorial Stadium (Champaign, IL)","say ""hi"""\n2,"two\nlines",\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'Memorial Stadium (Champaign, IL)', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
  });

  it('accepts CRLF, a byte-order mark, a missing final newline, and skips blank lines', () => {
    expect(parseCsv('\uFEFFx,y\r\n1,2\r\n\r\n3,4')).toEqual([
      ['x', 'y'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(parseCsv('x\n""\n')).toEqual([['x'], ['']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('rejects an unterminated quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(SyntaxError);
  });
});

describe('CsvTable', () => {
  const table = new CsvTable('team,score,neutral,note\nOAK,24,false,\nSD,,true," spaced "\n', 'test.csv');

  it('treats empty cells as missing and parses typed values', () => {
    const [first, second] = table.rows;
    expect(table.get(first!, 'note')).toBeUndefined();
    expect(table.number(first!, 'score')).toBe(24);
    expect(table.number(second!, 'score')).toBeUndefined();
    expect(table.boolean(second!, 'neutral')).toBe(true);
    expect(table.get(second!, 'note')).toBe('spaced');
    expect(() => table.requiredNumber(second!, 'score')).toThrow(/empty score/);
  });

  it('names the file and column in errors', () => {
    expect(() => table.require('team', 'week')).toThrow(/test\.csv: missing column\(s\) week/);
    expect(() => table.number(table.rows[0]!, 'team')).toThrow(/not a number: OAK/);
    expect(() => new CsvTable('a,b\n1\n', 'bad.csv')).toThrow(/bad\.csv: row 2 has 1 fields/);
  });
});

describe('csvRecords', () => {
  it('keys each row by the header, quoted commas and quotes kept, short rows filled with empty cells', () => {
    expect(csvRecords('\uFEFFname,venue\r\n"A, B","say ""hi"""\r\n\r\nC\n')).toEqual([
      { name: 'A, B', venue: 'say "hi"' },
      { name: 'C', venue: '' },
    ]);
    expect(csvRecords('')).toEqual([]);
  });
});
