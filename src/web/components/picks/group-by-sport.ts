/** Splits games into the College Football and NFL sections, keeping their order. */
export interface SportGroups<T> {
  cfb: T[];
  nfl: T[];
}

export function groupBySport<T extends { sport: 'NFL' | 'CFB' }>(games: readonly T[]): SportGroups<T> {
  return {
    cfb: games.filter((game) => game.sport === 'CFB'),
    nfl: games.filter((game) => game.sport === 'NFL'),
  };
}
