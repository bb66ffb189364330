import { readFileSync } from 'node:fs';

/**
 * RFC 4180 CSV: comma separated, fields optionally double-quoted (quotes doubled inside), CRLF or LF
 * line ends, optional byte-order mark. The bundled history files mark a missing value with an empty
 * field, so `get` returns undefined for empty cells and typed readers never see "" as a value.
 */

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    // A blank line (one empty unquoted field) is not a record.
    if (!(row.length === 1 && row[0] === '' && !fieldStarted)) rows.push(row);
    row = [];
    field = '';
    fieldStarted = false;
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
      fieldStarted = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) throw new SyntaxError('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0 || fieldStarted) endRow();
  return rows;
}

/**
 * The rows as records keyed by the header's column names, cells as written (a short row's missing
 * cells are ''): for scripts that read a file once; loaders use CsvTable's typed, checked access.
 */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...body] = parseCsv(text);
  if (!header) return [];
  return body.map((values) => Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])));
}

export class CsvTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  private readonly position: ReadonlyMap<string, number>;

  constructor(
    text: string,
    readonly source = 'CSV',
  ) {
    const [header, ...rows] = parseCsv(text);
    if (!header) throw new SyntaxError(`${source}: no header row`);
    this.columns = header.map((h) => h.trim());
    this.position = new Map(this.columns.map((c, i) => [c, i]));
    rows.forEach((r, i) => {
      if (r.length !== this.columns.length) {
        throw new SyntaxError(
          `${source}: row ${i + 2} has ${r.length} fields, expected ${this.columns.length}`,
        );
      }
    });
    this.rows = rows;
  }

  static read(path: string): CsvTable {
    return new CsvTable(readFileSync(path, 'utf8'), path);
  }

  has(column: string): boolean {
    return this.position.has(column);
  }

  /** Throws if the file lacks a column the loader relies on, naming the file. */
  require(...columns: string[]): void {
    const missing = columns.filter((c) => !this.position.has(c));
    if (missing.length > 0) throw new SyntaxError(`${this.source}: missing column(s) ${missing.join(', ')}`);
  }

  /** Trimmed cell text; undefined when the cell is empty (the files' "missing"). */
  get(row: readonly string[], column: string): string | undefined {
    const at = this.position.get(column);
    if (at === undefined) throw new RangeError(`${this.source}: no column ${column}`);
    const value = row[at]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  text(row: readonly string[], column: string): string {
    const value = this.get(row, column);
    if (value === undefined) throw new SyntaxError(`${this.source}: empty ${column}`);
    return value;
  }

  number(row: readonly string[], column: string): number | undefined {
    const value = this.get(row, column);
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isFinite(n)) throw new SyntaxError(`${this.source}: ${column} is not a number: ${value}`);
    return n;
  }

  requiredNumber(row: readonly string[], column: string): number {
    const n = this.number(row, column);
    if (n === undefined) throw new SyntaxError(`${this.source}: empty ${column}`);
    return n;
  }

  boolean(row: readonly string[], column: string): boolean | undefined {
    const value = this.get(row, column)?.toLowerCase();
    if (value === undefined) return undefined;
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    throw new SyntaxError(`${this.source}: ${column} is not a boolean: ${value}`);
  }
}
