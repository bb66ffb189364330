import { describe, expect, it } from 'vitest';
import { toTeamGames, type HistoricGame } from './situations';
import { atsRecordView, gameAts, seasonAtsRecord } from './team-ats';
import { scoringStats, seasonScoring } from './season-scoring';

const DAY = 86_400_000;
const t0 = Date.UTC(2024, 8, 8, 17);

function game(
  season: number,
  day: number,
  home: string,
  away: string,
  hs: number,
  as: number,
  line: number | null,
): HistoricGame {
  return {
    kickoff: t0 + (season - 2024) * 365 * DAY + day * DAY,
    season,
    homeTeamId: home,
    awayTeamId: away,
    homeScore: hs,
    awayScore: as,
    closingHomeLine: line,
    divisional: null,
  };
}

const history = toTeamGames([
  game(2022, 0, 'KC', 'ARI', 44, 21, -6), // KC home fav, covered (23 − 6)
  game(2023, 0, 'KC', 'DET', 20, 21, -4), // KC home fav, lost outright
  game(2024, 0, 'KC', 'BAL', 27, 20, -3), // KC home fav, covered by 4
  game(2024, 7, 'CIN', 'KC', 25, 26, 1.5), // KC road fav (−1.5), lost the cover by 0.5
  game(2024, 14, 'KC', 'LAC', 20, 17, -3), // KC home fav, push
  game(2024, 21, 'ATL', 'KC', 17, 22, null), // no closing line: not an ATS game
  game(2024, 28, 'KC', 'DEN', 10, 30, -7), // after the cut-off below
]);
const before = t0 + 25 * DAY;

describe('seasonAtsRecord', () => {
  it('counts covers, losses and pushes of one season before the cut-off, only with a closing line', () => {
    expect(seasonAtsRecord(history, 'KC', { season: 2024, before })).toEqual({
      wins: 1,
      losses: 1,
      pushes: 1,
    });
    expect(seasonAtsRecord(history, 'KC', { season: 2023, before })).toEqual({
      wins: 0,
      losses: 1,
      pushes: 0,
    });
  });

  it('never counts a game at or after the cut-off (the game itself)', () => {
    const atKickoff = t0 + 28 * DAY;
    expect(seasonAtsRecord(history, 'KC', { season: 2024, before: atKickoff })).toEqual({
      wins: 1,
      losses: 1,
      pushes: 1,
    });
    expect(seasonAtsRecord(history, 'KC', { season: 2024, before: atKickoff + 1 }).losses).toBe(2);
  });

  it('sees the game from the away team too (the opponent covers when the team does not)', () => {
    expect(seasonAtsRecord(history, 'CIN', { season: 2024, before })).toEqual({
      wins: 1,
      losses: 0,
      pushes: 0,
    });
    expect(seasonAtsRecord(history, 'BAL', { season: 2024, before })).toEqual({
      wins: 0,
      losses: 1,
      pushes: 0,
    });
  });
});

describe('atsRecordView', () => {
  it('leaves pushes out of the one-decimal percentage; null before a decided game', () => {
    expect(atsRecordView({ wins: 12, losses: 5, pushes: 1 })).toEqual({
      wins: 12,
      losses: 5,
      pushes: 1,
      percentage: 70.6,
    });
    expect(atsRecordView({ wins: 0, losses: 0, pushes: 2 }).percentage).toBeNull();
  });
});

describe('gameAts', () => {
  it('matches each team to its situation by this game’s market line, over this season and the two before', () => {
    const ats = gameAts(history, {
      homeTeamId: 'KC',
      awayTeamId: 'CIN',
      homeTeam: 'Kansas City Chiefs',
      awayTeam: 'Cincinnati Bengals',
      homeLine: -2.5,
      season: 2024,
      before,
    });
    expect(ats.home.team).toBe('Kansas City Chiefs');
    expect(ats.home.season).toEqual({
      season: 2024,
      record: { wins: 1, losses: 1, pushes: 1, percentage: 50 },
    });
    // Home favorite 2022–2024: covered 2022, lost 2023, covered 2024, pushed 2024.
    expect(ats.home.situation).toEqual({
      key: 'home-favorite',
      label: 'as a home favorite since 2022',
      fromSeason: 2022,
      record: { wins: 2, losses: 1, pushes: 1, percentage: 66.7 },
    });
    // CIN is a road underdog here; it has never been one in the sample.
    expect(ats.away.situation?.key).toBe('away-underdog');
    expect(ats.away.situation?.label).toBe('as a road underdog since 2022');
    expect(ats.away.situation?.record).toEqual({ wins: 0, losses: 0, pushes: 0, percentage: null });
  });

  it('has no situation without a market line or at a pick ’em', () => {
    const base = {
      homeTeamId: 'KC',
      awayTeamId: 'CIN',
      homeTeam: 'KC',
      awayTeam: 'CIN',
      season: 2024,
      before,
    };
    expect(gameAts(history, { ...base, homeLine: null }).home.situation).toBeNull();
    expect(gameAts(history, { ...base, homeLine: 0 }).away.situation).toBeNull();
    expect(gameAts(history, { ...base, homeLine: 3 }).home.situation?.key).toBe('home-underdog');
    expect(gameAts(history, { ...base, homeLine: 3 }).away.situation?.key).toBe('away-favorite');
  });
});

describe('season scoring', () => {
  it('averages points scored and allowed over the season’s games before the cut-off', () => {
    const kc = seasonScoring(history, 'KC', { season: 2024, before });
    expect(kc).toEqual({ games: 4, pointsFor: 27 + 26 + 20 + 22, pointsAgainst: 20 + 25 + 17 + 17 });
    const cin = seasonScoring(history, 'CIN', { season: 2024, before });
    const stats = scoringStats(kc, cin, { season: 2024, source: 'test results' });
    expect(stats).toEqual({
      season: 2024,
      source: 'test results',
      homeTeamOffense: { pointsPerGame: 23.8, gamesPlayed: 4 },
      homeTeamDefense: { pointsPerGame: 19.8, gamesPlayed: 4 },
      awayTeamOffense: { pointsPerGame: 25, gamesPlayed: 1 },
      awayTeamDefense: { pointsPerGame: 26, gamesPlayed: 1 },
    });
  });

  it('is null (section omitted) when either team has not played this season', () => {
    const kc = seasonScoring(history, 'KC', { season: 2024, before });
    const none = seasonScoring(history, 'NYJ', { season: 2024, before });
    expect(scoringStats(kc, none, { season: 2024, source: 'x' })).toBeNull();
  });
});
