import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lt, ne } from 'drizzle-orm';
import { gamesResponseSchema, type Game } from '@shared/api/games';
import { rankingsResponseSchema } from '@shared/api/rankings';
import { games as gamesTable } from '../../src/server/db/schema';
import { ratingMoment } from '../../src/server/services/analysis/analyze-game';
import { testDatabaseKinds } from '../helpers/databases';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { aLicense, anAdminKey } from '../helpers/factories';
import { TestClock } from '../helpers/test-app';

const device = { 'x-device-id': 'data-features-test-device' };

describe.each(testDatabaseKinds())('ATS records, advanced stats and power rankings on $name', (kind) => {
  let t: AnalysedApp;
  const clock = new TestClock(ANALYSED_AT);
  let allAccess: string;
  let nflOnly: string;
  let slate: Game[];

  beforeAll(async () => {
    t = await openAnalysedApp(kind, { clock });
    allAccess = (await aLicense(t.ctx, { plan: 'all-access' })).key;
    nflOnly = (await aLicense(t.ctx, { plan: 'nfl' })).key;
    const served = await t.app.inject({
      method: 'GET',
      url: '/api/bookmarklet/games?sport=all',
      headers: { 'x-license-key': allAccess, ...device },
    });
    expect(served.statusCode).toBe(200);
    // Users are served the picks (a few games a week now that only a book's price makes an edge); the
    // admin's list holds every analysed game of the window, each built the same way.
    const admin = (await anAdminKey(t.ctx, 'data features admin')).key;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/games?sport=all',
      headers: { 'x-license-key': admin },
    });
    expect(res.statusCode).toBe(200);
    slate = gamesResponseSchema.parse(res.json()).games;
    const analysed = new Map(slate.map((g) => [g.id, g]));
    for (const game of gamesResponseSchema.parse(served.json()).games)
      expect(game.ats).toEqual(analysed.get(game.id)?.ats);
  }, 300_000);
  afterAll(() => t.close());

  /** The team's ATS record recomputed straight from the games table (real finished games only). */
  async function atsFromTable(teamId: string, season: number, before: Date) {
    const rows = await t.ctx.db
      .select()
      .from(gamesTable)
      .where(
        and(
          eq(gamesTable.status, 'final'),
          ne(gamesTable.source, 'replay'),
          eq(gamesTable.season, season),
          lt(gamesTable.kickoff, before),
        ),
      );
    const record = { wins: 0, losses: 0, pushes: 0, games: 0, points: 0 };
    for (const g of rows) {
      if (g.homeTeamId !== teamId && g.awayTeamId !== teamId) continue;
      const home = g.homeTeamId === teamId;
      const margin = (g.homeScore! - g.awayScore!) * (home ? 1 : -1);
      record.games++;
      record.points += home ? g.homeScore! : g.awayScore!;
      if (g.closingHomeLine === null) continue;
      const cover = margin + (home ? g.closingHomeLine : -g.closingHomeLine);
      if (cover > 0) record.wins++;
      else if (cover < 0) record.losses++;
      else record.pushes++;
    }
    return record;
  }

  it('sends both teams’ ATS records for the replayed season, as the games table gives them', async () => {
    const withAts = slate.filter((g) => g.ats !== null && g.replayOf !== null);
    // A handful is enough to compare record by record.
    expect(withAts.length).toBeGreaterThanOrEqual(4);
    for (const game of withAts.slice(0, 6)) {
      const [row] = await t.ctx.db.select().from(gamesTable).where(eq(gamesTable.id, game.id));
      const before = ratingMoment(row!, clock.now());
      const season = game.replayOf!.season;
      for (const side of ['home', 'away'] as const) {
        const ats = game.ats![side];
        const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
        const expected = await atsFromTable(teamId, season, before);
        expect(ats.team).toBe(side === 'home' ? game.homeTeam : game.awayTeam);
        expect(ats.season.season).toBe(season);
        expect(ats.season.record).toMatchObject({
          wins: expected.wins,
          losses: expected.losses,
          pushes: expected.pushes,
        });
        const decided = expected.wins + expected.losses;
        expect(ats.season.record.percentage).toBe(
          decided === 0 ? null : Math.round((1000 * expected.wins) / decided) / 10,
        );
        // The situation follows this game's market line: negative home line = home favorite.
        const line = game.vegasSpread;
        if (line === null || line === 0) expect(ats.situation).toBeNull();
        else {
          const favored = side === 'home' ? line < 0 : line > 0;
          expect(ats.situation!.key).toBe(`${side}-${favored ? 'favorite' : 'underdog'}`);
          expect(ats.situation!.fromSeason).toBe(season - 2);
          const r = ats.situation!.record;
          expect(r.wins + r.losses + r.pushes).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('sends advanced stats for the season the game is in (the replayed one), never an earlier one', async () => {
    const withStats = slate.filter((g) => g.totalProjections.advancedStats);
    expect(withStats.some((g) => g.sport === 'NFL')).toBe(true);
    expect(withStats.some((g) => g.sport === 'CFB')).toBe(true);
    for (const game of withStats) {
      const stats = game.totalProjections.advancedStats!;
      expect(stats.season).toBe(game.replayOf!.season);
      expect(stats.source).toMatch(game.sport === 'NFL' ? /nflverse/ : /CollegeFootballData/);
      expect(stats.source).toContain('season to date');
    }
    const nfl = withStats.find((g) => g.sport === 'NFL')!;
    const [row] = await t.ctx.db.select().from(gamesTable).where(eq(gamesTable.id, nfl.id));
    const expected = await atsFromTable(
      nfl.homeTeamId,
      nfl.replayOf!.season,
      ratingMoment(row!, clock.now()),
    );
    const block = nfl.totalProjections.advancedStats!.homeTeamOffense;
    expect(block.gamesPlayed).toBe(expected.games);
    expect(block.pointsPerGame).toBe(Math.round((10 * expected.points) / expected.games) / 10);
  });

  it('omits advanced stats when a team has no game yet that season', async () => {
    for (const game of slate.filter((g) => !g.totalProjections.advancedStats && g.replayOf)) {
      const [row] = await t.ctx.db.select().from(gamesTable).where(eq(gamesTable.id, game.id));
      const before = ratingMoment(row!, clock.now());
      const home = await atsFromTable(game.homeTeamId, game.replayOf!.season, before);
      const away = await atsFromTable(game.awayTeamId, game.replayOf!.season, before);
      expect(Math.min(home.games, away.games)).toBe(0);
    }
  });

  const rankings = (query: string, key?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/power-rankings${query}`,
      headers: key ? { 'x-license-key': key, ...device } : {},
    });

  it('ranks the 32 NFL teams from BetLens ratings for the All-Access plan', async () => {
    const res = await rankings('?league=nfl', allAccess);
    expect(res.statusCode).toBe(200);
    const body = rankingsResponseSchema.parse(res.json());
    expect(body.rankings).toHaveLength(32);
    expect(body.rankings.map((r) => r.rank)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    const ratings = body.rankings.map((r) => r.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    for (const r of body.rankings) expect(r.rating).toBeCloseTo(r.offense - r.defense, 0);
    // Replay of a past season: the ratings stand at the replayed week, inside that season.
    const replayed = slate.find((g) => g.sport === 'NFL')!.replayOf!.season;
    expect(body.season).toBe(replayed);
    expect(new Date(body.asOf).getUTCFullYear()).toBeGreaterThanOrEqual(replayed);
    expect(body.rankings.some((r) => r.movement !== 0)).toBe(true);
    expect(body.spPlus).toBeNull();
    expect(body.homeField).toBeGreaterThan(0);
  });

  it('ranks FBS teams and adds last season’s bundled SP+ with its attribution for college', async () => {
    const res = await rankings('?league=cfb', allAccess);
    expect(res.statusCode).toBe(200);
    const body = rankingsResponseSchema.parse(res.json());
    expect(body.rankings.length).toBeGreaterThan(100);
    expect(body.spPlus?.kind).toBe('bundled');
    expect(body.spPlus?.season).toBe(body.season - 1);
    expect(body.spPlus?.attribution).toContain('CollegeFootballData.com');
    expect(body.spPlus?.ratings[0]?.rank).toBe(1);
  });

  it('refuses other plans with 403 PLAN_FORBIDDEN, no licence with 401, a bad league with 400', async () => {
    const forbidden = await rankings('?league=nfl', nflOnly);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'PLAN_FORBIDDEN' });
    expect((await rankings('?league=nfl')).statusCode).toBe(401);
    const bad = await rankings('?league=nba', allAccess);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
