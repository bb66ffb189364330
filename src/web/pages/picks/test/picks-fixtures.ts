/** Builders for the picks pages' tests: valid contract objects with readable overrides. */
import { aGame } from '@shared/curation/game-fixture';
import type { ApprovedGame } from '@shared/api/football-bets';
import type { PlayerProp } from '@shared/api/props';
import type { Trend } from '@shared/api/trends';
import type { PublishedPick, RecordResponse, RecordSummary } from '@shared/api/record';

// One game builder for the whole repo, so a contract change is mended in one place.
export { aBook, aGame, aMarketLine } from '@shared/curation/game-fixture';

export function anApprovedGame(overrides: Partial<ApprovedGame> = {}): ApprovedGame {
  return { ...aGame(), publishedAt: '2025-09-02T14:00:00Z', pickVersion: 1, ...overrides };
}

export function aProp(overrides: Partial<PlayerProp> = {}): PlayerProp {
  return {
    id: 'p1',
    fullText: 'Patrick Mahomes over 274.5 passing yards',
    player: 'Patrick Mahomes',
    team: 'KC',
    position: 'QB',
    propType: 'Passing Yards',
    line: 274.5,
    notes: 'Buffalo allows the most yards through the air.',
    propInsight: 'Volume favours the over.',
    source: 'admin',
    commenceTime: null,
    game: null,
    price: null,
    book: null,
    fairPrice: null,
    edge: null,
    ...overrides,
  };
}

export function aTrend(text: string, overrides: Partial<Trend> = {}): Trend {
  return {
    trend: text,
    team: 'Kansas City Chiefs',
    situation: 'road favourite',
    wins: 18,
    losses: 7,
    pushes: 0,
    action: 'PLAY ATS',
    gameId: null,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<RecordSummary> = {}): RecordSummary {
  return {
    picks: 3,
    graded: 3,
    wins: 2,
    losses: 1,
    pushes: 0,
    winRate: 66.7,
    units: 0.82,
    roi: 27.3,
    averageClv: 0.5,
    ...overrides,
  };
}

export function aPublishedPick(overrides: Partial<PublishedPick> = {}): PublishedPick {
  return {
    id: 'pick-1',
    gameId: 'g1',
    version: 1,
    market: 'spread',
    analysisVersion: 1,
    league: 'nfl',
    sport: 'NFL',
    season: 2024,
    awayTeam: 'Kansas City Chiefs',
    homeTeam: 'Buffalo Bills',
    commenceTime: '2024-11-17T21:25:00Z',
    publishedAt: '2024-11-12T15:00:00Z',
    side: 'home',
    team: 'Buffalo Bills',
    line: -2.5,
    price: -110,
    book: 'DraftKings',
    simulated: false,
    units: 1,
    edge: 4.1,
    betString: 'Buffalo Bills -2.5 (-110)',
    grade: {
      result: 'win',
      homeScore: 30,
      awayScore: 21,
      closingLine: -3,
      clv: 0.5,
      unitsWon: 0.91,
      gradedAt: '2024-11-18T06:00:00Z',
    },
    ...overrides,
  };
}

export function aRecord(overrides: Partial<RecordResponse> = {}): RecordResponse {
  return {
    season: 2024,
    seasons: [2024, 2023],
    overall: aSummary(),
    leagues: {
      nfl: aSummary(),
      cfb: aSummary({
        picks: 0,
        graded: 0,
        wins: 0,
        losses: 0,
        winRate: null,
        units: 0,
        roi: null,
        averageClv: null,
      }),
    },
    picks: [aPublishedPick()],
    simulated: false,
    updatedAt: '2024-11-18T06:00:00Z',
    ...overrides,
  };
}
