import type { PlayerProp } from '../api/props';
import { plainNumber } from '../pricing/format-bet';
import { edgeTone, signedPercent, signedPrice, type EdgeTone } from './pick-line';

/**
 * A player prop as a structured row: player, market, Over/Under, line, price, book, fair price,
 * edge, game. Only the fields the props payload carries are shown; a field it does not have is
 * left out, never filled in. The price, fair price and edge are priced in @shared/props/price-prop.
 */

export interface PropField {
  readonly label: 'Market' | 'Over/Under' | 'Yes/No' | 'Line' | 'Price' | 'Book' | 'Fair price' | 'Edge';
  readonly value: string;
  /** The edge's colour: a negative edge is never shown as good. */
  readonly tone?: EdgeTone;
}

/** 'Over', 'Under', 'Yes', 'No'; a prop with no side quotes both: 'Over / Under'. */
export function propSideText(side: PlayerProp['side']): string {
  switch (side) {
    case 'over':
      return 'Over';
    case 'under':
      return 'Under';
    case 'yes':
      return 'Yes';
    case 'no':
      return 'No';
    default:
      return 'Over / Under';
  }
}

export function propFields(prop: PlayerProp): PropField[] {
  const fields: PropField[] = [];
  if (prop.propType) fields.push({ label: 'Market', value: prop.propType });
  // A side only means something with a line to be over or under, or in a Yes/No market.
  if (prop.line !== null) {
    fields.push({ label: 'Over/Under', value: propSideText(prop.side) });
    fields.push({ label: 'Line', value: plainNumber(prop.line) });
  } else if (prop.side === 'yes' || prop.side === 'no') {
    fields.push({ label: 'Yes/No', value: propSideText(prop.side) });
  }
  if (prop.price !== null) fields.push({ label: 'Price', value: signedPrice(prop.price) });
  if (prop.book) fields.push({ label: 'Book', value: prop.book });
  if (prop.fairPrice !== null) fields.push({ label: 'Fair price', value: signedPrice(prop.fairPrice) });
  if (prop.edge !== null) {
    fields.push({ label: 'Edge', value: signedPercent(prop.edge), tone: edgeTone(prop.edge) });
  }
  return fields;
}

/** 'KC · QB'. */
export function propWhoText(prop: Pick<PlayerProp, 'team' | 'position'>): string {
  return [prop.team, prop.position].filter((part) => part !== null && part !== '').join(' · ');
}
