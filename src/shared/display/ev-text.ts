import { roundToTenth } from './number-format';

/**
 * '+$6.9 per $100 bet' / '-$4.5 per $100 bet' (one decimal). The sign follows the rounded amount, so
 * a value that rounds to zero reads '+$0.0 per $100 bet'.
 */
export function evPer100Text(evPer100: number): string {
  if (!Number.isFinite(evPer100)) throw new RangeError(`expected value must be finite, got ${evPer100}`);
  const rounded = roundToTenth(evPer100);
  return `${rounded < 0 ? '-' : '+'}$${Math.abs(rounded).toFixed(1)} per $100 bet`;
}
