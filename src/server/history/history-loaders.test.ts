import { describe, expect, it } from 'vitest';
import { loadCfbGames, loadCfbSeasonRatings } from './cfb-games';
import { loadCfbOpeningLines, median } from './cfb-opening-lines';
import { loadFtePreseasonElo, loadNflGames, loadNflRelocations } from './nfl-games';

describe('bundled history loaders', () => {
  it('loads every NFL game with product-sign lines and current franchise codes', () => {
    const games = loadNflGames();
    expect(games).toHaveLength(6991);
    const first = games.find((g) => g.gameId === '1999_01_MIN_ATL')!;
    // nflverse spread_line −4 (home ATL an underdog) → product home line +4.
    expect(first.homeLine).toBe(4);
    expect(first.totalLine).toBe(49);
    expect(first.homeScore! - first.awayScore!).toBe(-3);
    expect(new Date(first.kickoff).toISOString()).toBe('1999-09-12T17:00:00.000Z');
    expect(games.some((g) => g.home === 'OAK' || g.away === 'SD' || g.home === 'STL')).toBe(false);
    expect(games.filter((g) => g.homeAbbr === 'OAK').every((g) => g.home === 'LV')).toBe(true);
    expect(games.filter((g) => g.neutral)).toHaveLength(86);
    expect(loadNflRelocations().get('STL')).toBe('LA');
  });

  it('seeds 1999 from FiveThirtyEight pre-season Elo under nflverse codes', () => {
    const elo = loadFtePreseasonElo(1999);
    expect(elo.size).toBe(31);
    expect(elo.get('WAS')).toBeCloseTo(1476.947, 3);
    expect(elo.get('LA')).toBeCloseTo(1408.229, 3);
    expect(elo.get('LV')).toBeCloseTo(1453.127, 3);
  });

  it('joins college games with consensus lines and flags FBS by conference', () => {
    const games = loadCfbGames();
    expect(games).toHaveLength(13688);
    const withLine = games.filter((g) => g.homeLine !== undefined);
    expect(withLine).toHaveLength(5316);
    const fbsVsFbs = games.filter((g) => g.homeFbs && g.awayFbs);
    expect(fbsVsFbs.filter((g) => g.season === 2024)).toHaveLength(798);
    expect(fbsVsFbs.every((g) => g.homeLine !== undefined)).toBe(true);
    const illinois = games.find((g) => g.gameId === '401282714')!;
    expect(illinois).toMatchObject({
      home: 'Illinois',
      away: 'Nebraska',
      homeScore: 30,
      awayScore: 22,
      neutral: false,
    });
    expect(new Date(illinois.kickoff).toISOString()).toBe('2021-08-28T17:20:00.000Z');
    // Programmes that moved up are FCS before and FBS after.
    const samHouston = (season: number) =>
      games.find((g) => g.season === season && (g.home === 'Sam Houston' || g.away === 'Sam Houston'))!;
    const flag = (g: (typeof games)[number]) => (g.home === 'Sam Houston' ? g.homeFbs : g.awayFbs);
    expect(flag(samHouston(2022))).toBe(false);
    expect(flag(samHouston(2023))).toBe(true);
  });

  it('merges SP+, talent and FPI per team-season without the national-average row', () => {
    const ratings = loadCfbSeasonRatings();
    expect(ratings.some((r) => r.team === 'nationalAverages')).toBe(false);
    const georgia = ratings.find((r) => r.season === 2021 && r.team === 'Georgia')!;
    expect(georgia).toMatchObject({ spOverall: 32, spOffense: 41.4, spDefense: 10.3, fpi: 30.024 });
    expect(georgia.talent).toBeCloseTo(1001.79, 2);
  });
});

describe('college opening lines', () => {
  it('takes the median of the books’ openers and of the same books’ closes', () => {
    const openers = loadCfbOpeningLines();
    expect(openers.size).toBe(815);
    // Central Michigan–Ball State: Bovada −6.5 → −6.5, ESPN Bet −6.5 → −5.5, DraftKings no opener.
    expect(openers.get('401644735')).toEqual({ openHomeLine: -6.5, books: 2, closeHomeLine: -6 });
    expect(median([3, -1, 2])).toBe(2);
    expect(median([3, -1])).toBe(1);
  });
});
