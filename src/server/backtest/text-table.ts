/** Plain-text tables and number formats for the backtest report printed to the console. */

export function pct(x: number, digits = 1): string {
  return `${(100 * x).toFixed(digits)}%`;
}

function pad(cells: readonly string[], widths: readonly number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const lines = [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => pad(r, widths)),
  ];
  return lines.join('\n');
}

export const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
export const f4 = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : '–');
