import { describe, expect, it } from 'vitest';
import {
  isLeague,
  isPicksSport,
  leagueName,
  leagueOfPicksSport,
  leagueOfSportCode,
  leagueOfSportFilter,
  leagueOfSportWord,
  LEAGUES,
  PICKS_SPORT_FILTERS,
  PICKS_SPORTS,
  SPORT_CODES,
  toPicksSport,
  toSportCode,
} from './league';

describe('league vocabularies', () => {
  it('maps each league to its sport code and back', () => {
    expect(LEAGUES.map(toSportCode)).toEqual(['NFL', 'CFB']);
    for (const league of LEAGUES) expect(leagueOfSportCode(toSportCode(league))).toBe(league);
    for (const code of SPORT_CODES) expect(toSportCode(leagueOfSportCode(code))).toBe(code);
  });

  it("maps each league to the spec's picks wording and back", () => {
    expect(LEAGUES.map(toPicksSport)).toEqual(['nfl', 'college']);
    for (const league of LEAGUES) expect(leagueOfPicksSport(toPicksSport(league))).toBe(league);
    for (const sport of PICKS_SPORTS) expect(toPicksSport(leagueOfPicksSport(sport))).toBe(sport);
  });

  it('reads a sport word in either wording, and a filter with all as no one league', () => {
    expect(leagueOfSportWord('college')).toBe('cfb');
    expect(leagueOfSportWord('cfb')).toBe('cfb');
    expect(leagueOfSportWord('nfl')).toBe('nfl');
    expect(PICKS_SPORT_FILTERS.map(leagueOfSportFilter)).toEqual(['nfl', 'cfb', null]);
  });

  it('rejects anything outside each vocabulary, including the other vocabularies', () => {
    for (const value of ['NFL', 'college', 'ncaaf', '', 'nfl ', null, undefined, 1])
      expect(isLeague(value)).toBe(false);
    for (const value of ['cfb', 'NFL', 'College', 'all', null]) expect(isPicksSport(value)).toBe(false);
    expect(LEAGUES.every(isLeague) && PICKS_SPORTS.every(isPicksSport)).toBe(true);
  });

  it('names each league in the words the copy uses', () => {
    expect(LEAGUES.map((league) => leagueName(league, 'short'))).toEqual(['NFL', 'College']);
    expect(LEAGUES.map((league) => leagueName(league, 'title'))).toEqual(['NFL', 'College Football']);
    expect(LEAGUES.map((league) => leagueName(league, 'sentence'))).toEqual(['NFL', 'College football']);
    expect(LEAGUES.map((league) => leagueName(league, 'adjective'))).toEqual(['NFL', 'college']);
    expect(LEAGUES.map((league) => leagueName(league, 'phrase'))).toEqual(['NFL', 'college football']);
  });
});
