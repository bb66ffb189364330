import { describe, expect, it } from 'vitest';
import {
  restBand,
  restDays,
  situationPhrase,
  situationRecord,
  toTeamGames,
  type HistoricGame,
} from './situations';

const DAY = 86_400_000;
const t0 = Date.UTC(2023, 8, 10, 17);

function game(
  day: number,
  home: string,
  away: string,
  hs: number,
  as: number,
  line: number | null,
  divisional: boolean | null = false,
): HistoricGame {
  return {
    kickoff: t0 + day * DAY,
    season: 2023,
    homeTeamId: home,
    awayTeamId: away,
    homeScore: hs,
    awayScore: as,
    closingHomeLine: line,
    divisional,
  };
}

describe('rest', () => {
  it('bands whole days since the previous game', () => {
    expect(restDays(null, t0)).toBeNull();
    expect(restDays(t0, t0 + 4.3 * DAY)).toBe(4);
    expect(restDays(t0, t0 + 5.7 * DAY)).toBe(6);
    expect(restBand(4)).toBe('short');
    expect(restBand(6)).toBe('normal');
    expect(restBand(9)).toBe('normal');
    expect(restBand(10)).toBe('long');
    expect(restBand(14)).toBe('long');
    expect(restBand(40)).toBeNull();
    expect(restBand(null)).toBeNull();
  });
});

describe('situationRecord', () => {
  const history = [
    game(0, 'KC', 'DET', 20, 21, -4), // KC home fav, lost SU, failed to cover
    game(7, 'KC', 'JAX', 17, 9, -3), // KC home fav, covered (8 - 3 = 5)
    game(14, 'CHI', 'KC', 10, 41, 7), // KC road fav
    game(18, 'KC', 'NYJ', 23, 20, -3), // short week (4 days), home fav push
    game(32, 'KC', 'DEN', 19, 8, -10.5, true), // after a bye (14 days), division, covered
    game(39, 'KC', 'LV', 31, 17, null, true), // no line: SU only
  ];
  const teamGames = toTeamGames(history);
  const window = { before: t0 + 100 * DAY, sinceSeason: 2015 };

  it('counts ATS from the closing line and SU from the score', () => {
    const homeFav = situationRecord(
      teamGames,
      'KC',
      { kind: 'venue-role', venue: 'home', role: 'favourite' },
      window,
    );
    expect(homeFav).toEqual({ ats: { wins: 2, losses: 1, pushes: 1 }, su: { wins: 3, losses: 1, ties: 0 } });
    const roadFav = situationRecord(
      teamGames,
      'KC',
      { kind: 'venue-role', venue: 'away', role: 'favourite' },
      window,
    );
    expect(roadFav.ats).toEqual({ wins: 1, losses: 0, pushes: 0 });
    const detRoadDog = situationRecord(
      teamGames,
      'DET',
      { kind: 'venue-role', venue: 'away', role: 'underdog' },
      window,
    );
    expect(detRoadDog).toEqual({
      ats: { wins: 1, losses: 0, pushes: 0 },
      su: { wins: 1, losses: 0, ties: 0 },
    });
  });

  it('finds rest and divisional games', () => {
    expect(situationRecord(teamGames, 'KC', { kind: 'rest', rest: 'short' }, window).ats).toEqual({
      wins: 0,
      losses: 0,
      pushes: 1,
    });
    expect(situationRecord(teamGames, 'KC', { kind: 'rest', rest: 'long' }, window).su.wins).toBe(1);
    const div = situationRecord(teamGames, 'KC', { kind: 'divisional', label: 'division' }, window);
    expect(div).toEqual({ ats: { wins: 1, losses: 0, pushes: 0 }, su: { wins: 2, losses: 0, ties: 0 } });
  });

  it('only counts games strictly before the cut-off and from the first season', () => {
    const early = situationRecord(
      teamGames,
      'KC',
      { kind: 'venue-role', venue: 'home', role: 'favourite' },
      { before: t0 + 7 * DAY, sinceSeason: 2015 },
    );
    expect(early.su).toEqual({ wins: 0, losses: 1, ties: 0 });
    const later = situationRecord(
      teamGames,
      'KC',
      { kind: 'venue-role', venue: 'home', role: 'favourite' },
      { before: window.before, sinceSeason: 2024 },
    );
    expect(later.su).toEqual({ wins: 0, losses: 0, ties: 0 });
  });

  it('words each situation', () => {
    expect(situationPhrase({ kind: 'venue-role', venue: 'away', role: 'underdog' })).toBe(
      'as road underdogs',
    );
    expect(situationPhrase({ kind: 'rest', rest: 'long' })).toBe('after a bye or long rest');
    expect(situationPhrase({ kind: 'divisional', label: 'conference' })).toBe('in conference games');
  });
});
