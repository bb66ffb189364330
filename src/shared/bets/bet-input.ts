/**
 * What a bettor types into the record dialog and the calculator, read the way a slip prints it:
 * prices '−110', '-110', '+150', '150'; lines '−3.5', '+7', 'PK'; and a stake in units or dollars.
 * Pure, so the dialog, the calculator and their tests agree.
 */

/** Unicode minus, en dash and hyphen all mean minus. */
const normaliseSign = (text: string) => text.trim().replace(/[\u2212\u2013]/g, '-');

/** A number as typed; null when it is not one. */
export function parseNumber(text: string): number | null {
  const clean = normaliseSign(text).replace(/^\+/, '');
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(clean)) return null;
  const value = Number(clean);
  return Number.isFinite(value) ? value : null;
}

/** An American price as typed ('150' is +150); null when it is not a number. */
export function parseAmericanPrice(text: string): number | null {
  return parseNumber(text);
}

/** A spread as typed ('PK' and 'pick' are 0). */
export function parseLine(text: string): number | null {
  if (/^(pk|pick|pick'?em|even)$/i.test(text.trim())) return 0;
  return parseNumber(text);
}

/** A probability typed as a percentage ('55', '55%', '55.5'); null outside (0, 100). */
export function parsePercent(text: string): number | null {
  const value = parseNumber(text.replace(/%\s*$/, ''));
  return value !== null && value > 0 && value < 100 ? value / 100 : null;
}

export type StakeMode = 'units' | 'dollars';

/**
 * Units to record for a typed stake: as is in units, dollars ÷ the unit size in dollars (four
 * decimals, so the dollar amount comes back to the cent). Null when it cannot be turned into units.
 */
export function stakeUnits(amount: number | null, mode: StakeMode, unitSize: number | null): number | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  if (mode === 'units') return amount;
  if (unitSize === null || !(unitSize > 0)) return null;
  return Math.round((amount / unitSize) * 10_000) / 10_000;
}
