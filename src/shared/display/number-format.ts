/**
 * Number formatting shared by the display rules. Signs follow the rounded value, so −0.04 shows as
 * '+0.0' and never as '-0.0'.
 */

/** Rounds to one decimal the way toFixed(1) does and normalises −0 to 0. */
export function roundToTenth(value: number): number {
  const rounded = Number(value.toFixed(1));
  return rounded === 0 ? 0 : rounded;
}

/** '+3.5', '-3.5', '+0.0'. */
export function signedOneDecimal(value: number): string {
  const rounded = roundToTenth(value);
  return `${rounded < 0 ? '-' : '+'}${Math.abs(rounded).toFixed(1)}`;
}

/**
 * A number from data that may arrive as a number or a numeric string; anything else (missing, blank,
 * NaN, Infinity, objects) is null.
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** '3.5', '-3.5', '0.0' (no plus sign; −0 shows as 0.0). */
export function oneDecimalText(value: number): string {
  return roundToTenth(value).toFixed(1);
}
