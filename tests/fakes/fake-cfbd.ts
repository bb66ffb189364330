import { startFakeServer, type FakeReply, type FakeRequest } from './fake-server';

/**
 * A fake of the CollegeFootballData API (api-contracts.md section b): `Authorization: Bearer`
 * checked on every call (401 otherwise), `X-CallLimit-Remaining` on every answer counting down,
 * 429 `{"message":"Monthly call quota exceeded"}` once the calls run out, and the query filters
 * the adapter uses (year, week, seasonType, classification, team). Seeded rows are served in
 * CFBD's camelCase wire shape; builders fill the fields a test does not care about.
 */

export const FAKE_CFBD_KEY = 'fake-cfbd-bearer-token-9f8e7d6c5b4a';
export const FAKE_CFBD_QUOTA_MESSAGE = 'Monthly call quota exceeded';

export type CfbdRow = Record<string, unknown>;

export interface FakeCfbdGameSeed {
  id: number;
  season: number;
  week: number;
  homeTeam: string;
  awayTeam: string;
  startDate?: string;
  seasonType?: string;
  [field: string]: unknown;
}

export interface FakeCfbdLinesSeed {
  id: number;
  season: number;
  week: number;
  homeTeam: string;
  awayTeam: string;
  seasonType?: string;
  lines: CfbdRow[];
  [field: string]: unknown;
}

export interface CfbdFailure {
  status?: number;
  message?: string;
  retryAfter?: string;
  text?: string;
  delayMs?: number;
  drop?: boolean;
  /** Only requests to this exact path; default any. */
  path?: string;
}

export interface FakeCfbdOptions {
  apiKey?: string;
  /** Calls left this month; default 1000 (the commonly reported free tier). */
  calls?: number;
}

export interface FakeCfbd {
  url: string;
  apiKey: string;
  requests: FakeRequest[];
  seedGames(...games: FakeCfbdGameSeed[]): void;
  seedLines(...games: FakeCfbdLinesSeed[]): void;
  /** Rows of /ratings/sp in wire shape (a `nationalAverages` row is added automatically per year). */
  seedSpRatings(...rows: CfbdRow[]): void;
  seedFpiRatings(...rows: CfbdRow[]): void;
  seedAdvancedStats(...rows: CfbdRow[]): void;
  callsRemaining(): number;
  /** Every authorised call answers 429 with the quota message from now on. */
  exhaustQuota(): void;
  failNext(count: number, failure: CfbdFailure): void;
  close(): Promise<void>;
}

/** A full `Game` row with CFBD's field set; nullable fields default to null. */
export function cfbdGame(seed: FakeCfbdGameSeed): CfbdRow {
  return {
    seasonType: 'regular',
    startDate: `${seed.season}-09-06T16:00:00.000Z`,
    startTimeTBD: false,
    completed: false,
    neutralSite: false,
    conferenceGame: false,
    attendance: null,
    venueId: null,
    venue: null,
    homeId: seed.id * 10 + 1,
    homeConference: null,
    homeClassification: 'fbs',
    homePoints: null,
    homeLineScores: null,
    homePostgameWinProbability: null,
    homePregameElo: null,
    homePostgameElo: null,
    awayId: seed.id * 10 + 2,
    awayConference: null,
    awayClassification: 'fbs',
    awayPoints: null,
    awayLineScores: null,
    awayPostgameWinProbability: null,
    awayPregameElo: null,
    awayPostgameElo: null,
    excitementIndex: null,
    highlights: null,
    notes: null,
    ...seed,
  };
}

/** A full `BettingGame` row. */
export function cfbdBettingGame(seed: FakeCfbdLinesSeed): CfbdRow {
  return {
    seasonType: 'regular',
    startDate: `${seed.season}-09-06T16:00:00.000Z`,
    homeTeamId: seed.id * 10 + 1,
    homeConference: null,
    homeClassification: 'fbs',
    homeScore: null,
    awayTeamId: seed.id * 10 + 2,
    awayConference: null,
    awayClassification: 'fbs',
    awayScore: null,
    ...seed,
  };
}

function nationalAverages(year: number): CfbdRow {
  return {
    year,
    team: 'nationalAverages',
    conference: null,
    rating: 0,
    ranking: null,
    secondOrderWins: null,
    sos: null,
    offense: { rating: 28.9, ranking: null },
    defense: { rating: 28.9, ranking: null },
    specialTeams: { rating: 0 },
  };
}

function matches(row: CfbdRow, query: Record<string, string>, yearField: string): boolean {
  if (query.year !== undefined && String(row[yearField]) !== query.year) return false;
  if (query.team !== undefined) {
    const team = query.team.toLowerCase();
    const names = [row.team, row.homeTeam, row.awayTeam].filter((n): n is string => typeof n === 'string');
    if (!names.some((n) => n.toLowerCase() === team)) return false;
  }
  return true;
}

function matchesSchedule(row: CfbdRow, query: Record<string, string>): boolean {
  if (query.week !== undefined && String(row.week) !== query.week) return false;
  // CFBD's default season type is regular; "both" spans regular and postseason.
  const seasonType = query.seasonType ?? 'regular';
  if (seasonType !== 'both' && row.seasonType !== seasonType) return false;
  return true;
}

export async function startFakeCfbd(options: FakeCfbdOptions = {}): Promise<FakeCfbd> {
  const apiKey = options.apiKey ?? FAKE_CFBD_KEY;
  let calls = options.calls ?? 1000;
  const games: CfbdRow[] = [];
  const lines: CfbdRow[] = [];
  const sp: CfbdRow[] = [];
  const fpi: CfbdRow[] = [];
  const advanced: CfbdRow[] = [];

  /** Auth and quota for every route; the answer to send instead, if any. */
  const gate = (request: FakeRequest): FakeReply | undefined => {
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return { status: 401, json: { message: 'Unauthorized' } };
    }
    if (calls <= 0) {
      return {
        status: 429,
        headers: { 'x-calllimit-remaining': '0' },
        json: { message: FAKE_CFBD_QUOTA_MESSAGE },
      };
    }
    calls -= 1;
    return undefined;
  };

  const answer = (json: unknown): FakeReply => ({
    headers: { 'x-calllimit-remaining': String(calls) },
    json,
  });

  const needYearOrTeam = (query: Record<string, string>): FakeReply | undefined =>
    query.year === undefined && query.team === undefined
      ? { status: 400, json: { message: 'year or team must be specified' } }
      : undefined;

  const route =
    (handler: (request: FakeRequest) => FakeReply) =>
    (request: FakeRequest): FakeReply =>
      gate(request) ?? handler(request);

  const server = await startFakeServer({
    routes: [
      {
        method: 'GET',
        path: '/games',
        handler: route(({ query }) => {
          if (query.year === undefined && query.id === undefined) {
            return { status: 400, json: { message: 'year is required when id is not specified' } };
          }
          const classification = query.classification?.toLowerCase();
          return answer(
            games.filter(
              (g) =>
                (query.id === undefined || String(g.id) === query.id) &&
                matches(g, query, 'season') &&
                matchesSchedule(g, query) &&
                (classification === undefined ||
                  g.homeClassification === classification ||
                  g.awayClassification === classification),
            ),
          );
        }),
      },
      {
        method: 'GET',
        path: '/lines',
        handler: route(({ query }) =>
          answer(lines.filter((g) => matches(g, query, 'season') && matchesSchedule(g, query))),
        ),
      },
      {
        method: 'GET',
        path: '/ratings/sp',
        handler: route(({ query }) => {
          const missing = needYearOrTeam(query);
          if (missing) return missing;
          const rows = sp.filter((r) => matches(r, query, 'year'));
          const years = [...new Set(rows.map((r) => Number(r.year)))];
          return answer(query.team === undefined ? [...rows, ...years.map(nationalAverages)] : rows);
        }),
      },
      {
        method: 'GET',
        path: '/ratings/fpi',
        handler: route(({ query }) => {
          const missing = needYearOrTeam(query);
          return missing ?? answer(fpi.filter((r) => matches(r, query, 'year')));
        }),
      },
      {
        method: 'GET',
        path: '/stats/season/advanced',
        handler: route(({ query }) => {
          const missing = needYearOrTeam(query);
          return missing ?? answer(advanced.filter((r) => matches(r, query, 'season')));
        }),
      },
      {
        method: 'GET',
        path: '/info',
        handler: route(() => answer({ patronLevel: 0, remainingCalls: calls })),
      },
    ],
  });

  return {
    url: server.url,
    apiKey,
    requests: server.requests,
    seedGames: (...rows) => games.push(...rows.map(cfbdGame)),
    seedLines: (...rows) => lines.push(...rows.map(cfbdBettingGame)),
    seedSpRatings: (...rows) => sp.push(...rows),
    seedFpiRatings: (...rows) => fpi.push(...rows),
    seedAdvancedStats: (...rows) => advanced.push(...rows),
    callsRemaining: () => calls,
    exhaustQuota() {
      calls = 0;
    },
    failNext(count, failure) {
      const headers: Record<string, string> = {};
      if (failure.retryAfter !== undefined) headers['retry-after'] = failure.retryAfter;
      let reply: FakeReply | undefined;
      if (failure.status !== undefined) {
        reply =
          failure.text !== undefined
            ? { status: failure.status, text: failure.text, headers }
            : {
                status: failure.status,
                json: { message: failure.message ?? 'Internal Server Error' },
                headers,
              };
      }
      server.failNext(count, {
        ...(failure.path !== undefined && { path: failure.path }),
        ...(reply && { reply }),
        ...(failure.drop && { drop: true }),
        ...(failure.delayMs !== undefined && { delayMs: failure.delayMs }),
      });
    },
    close: () => server.close(),
  };
}
