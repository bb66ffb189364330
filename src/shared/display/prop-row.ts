import type { PlayerProp } from '../api/props';
import { plainNumber } from '../pricing/format-bet';

/**
 * A player prop as a structured row: player, market, Over/Under, line, game. Only the fields the
 * props payload carries are shown; a field it does not have is left out, never filled in.
 */

export interface PropField {
  readonly label: 'Market' | 'Over/Under' | 'Line';
  readonly value: string;
}

/** 'Over', 'Under'; a book market quotes both sides: 'Over / Under'. */
export function propSideText(side: PlayerProp['side']): string {
  return side === 'over' ? 'Over' : side === 'under' ? 'Under' : 'Over / Under';
}

export function propFields(prop: PlayerProp): PropField[] {
  const fields: PropField[] = [];
  if (prop.propType) fields.push({ label: 'Market', value: prop.propType });
  // A side only means something with a line to be over or under.
  if (prop.line !== null) {
    fields.push({ label: 'Over/Under', value: propSideText(prop.side) });
    fields.push({ label: 'Line', value: plainNumber(prop.line) });
  }
  return fields;
}

/** 'KC · QB'. */
export function propWhoText(prop: Pick<PlayerProp, 'team' | 'position'>): string {
  return [prop.team, prop.position].filter((part) => part !== null && part !== '').join(' · ');
}
