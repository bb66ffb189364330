import { leagueOfSportCode, type League, type SportCode } from '@shared/league';

/** Splits games into the College Football and NFL sections, keeping their order. */
export type SportGroups<T> = Record<League, T[]>;

export function groupBySport<T extends { sport: SportCode }>(games: readonly T[]): SportGroups<T> {
  const of = (league: League) => games.filter((game) => leagueOfSportCode(game.sport) === league);
  return { cfb: of('cfb'), nfl: of('nfl') };
}
