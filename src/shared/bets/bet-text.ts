/**
 * How a recorded bet reads, on the page, in the CSV and in the record dialog: the selection as a
 * sportsbook slip prints it ('Kansas City Chiefs −3.5', 'Over 44.5', 'Kansas City Chiefs ML') and
 * its price with a true minus sign (pick-line.ts).
 */
import { signedPoint, signedPrice } from '../display/pick-line';
import { plainNumber } from '../pricing/format-bet';
import type { BetMarket, BetResult, BetSide, VoidReason } from './bet-rules';

export interface BetSelectionFacts {
  readonly market: BetMarket;
  readonly side: BetSide;
  readonly line: number | null;
  readonly awayTeam: string;
  readonly homeTeam: string;
}

/** 'Kansas City Chiefs −3.5', 'Under 44.5', 'Dallas Cowboys ML'. */
export function betSelection(bet: BetSelectionFacts): string {
  if (bet.market === 'total')
    return `${bet.side === 'over' ? 'Over' : 'Under'} ${plainNumber(bet.line ?? 0)}`;
  const team = bet.side === 'home' ? bet.homeTeam : bet.awayTeam;
  if (bet.market === 'moneyline') return `${team} ML`;
  return `${team} ${signedPoint(bet.line ?? 0)}`;
}

/** 'Kansas City Chiefs −3.5 −110'. */
export function betSlipText(bet: BetSelectionFacts & { readonly price: number }): string {
  return `${betSelection(bet)} ${signedPrice(bet.price)}`;
}

const VOID_TEXT: Record<VoidReason, string> = {
  cancelled: 'void: game cancelled',
  rescheduled: 'void: game moved',
  'no-result': 'void: no result',
};

/** 'Won', 'Lost', 'Push', 'Pending', 'void: game moved'. */
export function resultText(result: BetResult | null, voidReason: VoidReason | null): string {
  switch (result) {
    case null:
      return 'Pending';
    case 'win':
      return 'Won';
    case 'loss':
      return 'Lost';
    case 'push':
      return 'Push';
    case 'void':
      return voidReason ? VOID_TEXT[voidReason] : 'Void';
  }
}

/** '+1.82u', '−2u', '0u'. */
export function unitsText(units: number): string {
  const rounded = Math.round(units * 100) / 100;
  if (rounded === 0) return '0u';
  return `${rounded > 0 ? '+' : '\u2212'}${plainNumber(Math.abs(rounded))}u`;
}

/** '$1,250.00' / '−$55.00'. */
export function dollarsText(amount: number, signed = false): string {
  const rounded = Math.round(amount * 100) / 100;
  const body = `$${Math.abs(rounded).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (rounded < 0) return `\u2212${body}`;
  return signed && rounded > 0 ? `+${body}` : body;
}
