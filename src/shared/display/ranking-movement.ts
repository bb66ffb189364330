/** A rank's move since last week as a table shows it: '▲ 2', '▼ 1', '–' (unchanged), 'New'. */
export interface MovementDisplay {
  readonly text: string;
  /** For screen readers: 'up 2 places since last week'. */
  readonly label: string;
  readonly direction: 'up' | 'down' | 'same' | 'new';
}

export function rankingMovement(movement: number | null): MovementDisplay {
  if (movement === null) return { text: 'New', label: 'not ranked last week', direction: 'new' };
  if (movement === 0) return { text: '–', label: 'unchanged since last week', direction: 'same' };
  const n = Math.abs(movement);
  const places = `${n} ${n === 1 ? 'place' : 'places'}`;
  return movement > 0
    ? { text: `▲ ${n}`, label: `up ${places} since last week`, direction: 'up' }
    : { text: `▼ ${n}`, label: `down ${places} since last week`, direction: 'down' };
}
