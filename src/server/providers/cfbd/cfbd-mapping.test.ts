import { describe, expect, it } from 'vitest';
import { toAdvancedStats, toCfbGame, toCfbLines, toFpiRatings, toSpRatings } from './cfbd-mapping';
import { cfbdGameSchema, cfbdLinesSchema, cfbdSpRatingsSchema } from './cfbd-schemas';

describe('toCfbGame', () => {
  it('keeps school names and turns absent nullable fields into null', () => {
    const wire = cfbdGameSchema.parse({
      id: 401628400,
      season: 2024,
      week: 1,
      seasonType: 'regular',
      startDate: '2024-08-31T23:00:00.000Z',
      completed: false,
      neutralSite: false,
      homeTeam: 'San José State',
      awayTeam: "Hawai'i",
    });
    expect(toCfbGame(wire)).toEqual({
      id: 401628400,
      season: 2024,
      week: 1,
      seasonType: 'regular',
      startDate: new Date('2024-08-31T23:00:00.000Z'),
      neutralSite: false,
      conferenceGame: false,
      homeTeam: 'San José State',
      awayTeam: "Hawai'i",
      homeClassification: null,
      awayClassification: null,
      homeConference: null,
      awayConference: null,
      homePoints: null,
      awayPoints: null,
      completed: false,
      venue: null,
    });
  });
});

describe('toCfbLines', () => {
  it('one row per provider line; games without lines add nothing', () => {
    const wire = cfbdLinesSchema.parse([
      {
        id: 1,
        season: 2024,
        week: 3,
        homeTeam: 'A',
        awayTeam: 'B',
        lines: [{ provider: 'consensus', spread: 3.5 }, { provider: 'teamrankings' }],
      },
      { id: 2, season: 2024, week: 3, homeTeam: 'C', awayTeam: 'D', lines: [] },
      { id: 3, season: 2024, week: 3, homeTeam: 'E', awayTeam: 'F', lines: null },
    ]);
    expect(toCfbLines(wire)).toEqual([
      {
        gameId: 1,
        provider: 'consensus',
        spread: 3.5,
        spreadOpen: null,
        overUnder: null,
        overUnderOpen: null,
        homeMoneyline: null,
        awayMoneyline: null,
      },
      {
        gameId: 1,
        provider: 'teamrankings',
        spread: null,
        spreadOpen: null,
        overUnder: null,
        overUnderOpen: null,
        homeMoneyline: null,
        awayMoneyline: null,
      },
    ]);
  });
});

describe('ratings and advanced stats', () => {
  it('SP+ skips nationalAverages and tolerates missing offense/defense', () => {
    const wire = cfbdSpRatingsSchema.parse([
      {
        year: 2024,
        team: 'nationalAverages',
        rating: 0,
        offense: { rating: 28.9 },
        defense: { rating: 28.9 },
      },
      { year: 2024, team: 'Kennesaw State', rating: -20.1, offense: null },
    ]);
    expect(toSpRatings(wire)).toEqual([
      { season: 2024, team: 'Kennesaw State', rating: -20.1, offense: null, defense: null },
    ]);
  });

  it('FPI without efficiencies', () => {
    expect(toFpiRatings([{ year: 2023, team: 'Army', fpi: 2.5 }])).toEqual([
      { season: 2023, team: 'Army', rating: 2.5, offense: null, defense: null },
    ]);
  });

  it('advanced stats with a missing side', () => {
    const [stat] = toAdvancedStats([{ season: 2024, team: 'UConn', offense: { ppa: 0.1, plays: 800 } }]);
    expect(stat?.offense).toEqual({
      ppa: 0.1,
      successRate: null,
      explosiveness: null,
      pointsPerOpportunity: null,
      plays: 800,
    });
    expect(stat?.defense.ppa).toBeNull();
  });
});
