import { roundToTenth, signedOneDecimal, toFiniteNumber } from './number-format';

/**
 * Spread texts of the pick cards and the admin card. Spreads are in the product's sign: negative =
 * home favoured, 0 = pick 'em, positive = away favoured (the home team's line).
 *
 * A spread that rounds to 0.0 at one decimal is shown as a pick 'em: '{team} -0.0' would be nonsense.
 */

export const NO_SPREAD_TEXT = 'No Spread Available';
export const PICK_EM_TEXT = "PICK 'EM";
export const NO_RECOMMENDATION_TEXT = 'No recommendation available';

/**
 * Model spread block: missing or non-numeric → 'No Spread Available'; 0 → "PICK 'EM";
 * negative → '{home} -{|spread|}'; positive → '{away} -{spread}' (one decimal).
 */
export function modelSpreadText(spread: unknown, homeTeam: string, awayTeam: string): string {
  const value = toFiniteNumber(spread);
  if (value === null) return NO_SPREAD_TEXT;
  const rounded = roundToTenth(value);
  if (rounded === 0) return PICK_EM_TEXT;
  return rounded < 0 ? `${homeTeam} -${Math.abs(rounded).toFixed(1)}` : `${awayTeam} -${rounded.toFixed(1)}`;
}

export interface BestBetInput {
  readonly homeTeam: string;
  readonly awayTeam: string;
  /** Model (fair) spread, product sign. */
  readonly modelSpread: unknown;
  /** Sportsbook home line, product sign. */
  readonly bookSpread: unknown;
}

export type BestBetSide = 'home' | 'away';

export interface BestBet {
  readonly side: BestBetSide | null;
  readonly text: string;
}

/**
 * Which side the model prefers at the book's number. When the model makes the home team stronger than
 * the book does (model spread below the book's home line) the value is on the home side at the book
 * line; otherwise on the away side at the negated line. Missing or zero spreads, or no difference at
 * one decimal, give 'No recommendation available'.
 */
export function bestBet(input: BestBetInput): BestBet {
  const model = toFiniteNumber(input.modelSpread);
  const book = toFiniteNumber(input.bookSpread);
  if (model === null || book === null) return { side: null, text: NO_RECOMMENDATION_TEXT };
  const m = roundToTenth(model);
  const b = roundToTenth(book);
  if (m === 0 || b === 0 || m === b) return { side: null, text: NO_RECOMMENDATION_TEXT };
  return m < b
    ? { side: 'home', text: `${input.homeTeam} ${signedOneDecimal(b)}` }
    : { side: 'away', text: `${input.awayTeam} ${signedOneDecimal(-b)}` };
}

export function bestBetText(input: BestBetInput): string {
  return bestBet(input).text;
}

export interface VegasLine {
  readonly text: string;
  /** '{away} +3.5' / '{home} -3.5'; null for a pick 'em or a missing line. */
  readonly away: string | null;
  readonly home: string | null;
}

/**
 * Admin card Vegas line: "PICK 'EM" when 0, otherwise both teams with signed one-decimal lines,
 * away first as in 'away @ home': 'Kansas City Chiefs +3.5 @ Buffalo Bills -3.5'.
 * Missing or non-numeric → 'No Spread Available'.
 */
export function vegasLine(homeLine: unknown, homeTeam: string, awayTeam: string): VegasLine {
  const value = toFiniteNumber(homeLine);
  if (value === null) return { text: NO_SPREAD_TEXT, away: null, home: null };
  if (roundToTenth(value) === 0) return { text: PICK_EM_TEXT, away: null, home: null };
  const away = `${awayTeam} ${signedOneDecimal(-value)}`;
  const home = `${homeTeam} ${signedOneDecimal(value)}`;
  return { text: `${away} @ ${home}`, away, home };
}
