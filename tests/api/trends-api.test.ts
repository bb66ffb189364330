import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { bettingTrendsResponseSchema, type Trend } from '@shared/api/trends';
import { collegeWeek, nflWeek } from '@shared/calendar/football-weeks';
import { highlightTrend } from '@shared/trends/highlight-trend';
import { classifyTrend, TREND_RULES } from '@shared/trends/trend-rules';
import { games as gamesTable } from '../../src/server/db/schema';
import { ratingMoment } from '../../src/server/services/analysis/analyze-game';
import { TREND_HISTORY } from '../../src/server/services/trends/betting-trends';
import { testDatabaseKinds } from '../helpers/databases';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { TestClock } from '../helpers/test-app';

describe.each(testDatabaseKinds())('betting trends API on $name', (kind) => {
  let t: AnalysedApp;
  const clock = new TestClock(ANALYSED_AT);

  beforeAll(async () => {
    t = await openAnalysedApp(kind, { clock });
  }, 240_000);
  afterAll(() => t.close());

  const fetchTrends = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/betting-trends' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return bettingTrendsResponseSchema.parse(res.json()).data;
  };

  it("answers the exact shape with this week's labels, publicly and never cached", async () => {
    const data = await fetchTrends();
    expect(data.nflWeek).toBe(`Week ${nflWeek(clock.now())}`);
    expect(data.collegeWeek).toBe(`Week ${collegeWeek(clock.now())}`);
    expect(data.nflTrends.length).toBeGreaterThan(0);
    expect(data.nflTrends.length).toBeLessThanOrEqual(TREND_HISTORY.maxTrendsPerLeague);
  });

  it('publishes only records that pass the thresholds, worded with their action, team and record', async () => {
    const data = await fetchTrends();
    for (const trend of [...data.nflTrends, ...data.collegeTrends]) {
      expect(trend.wins + trend.losses).toBeGreaterThanOrEqual(TREND_RULES.minDecidedGames);
      const share = trend.wins / (trend.wins + trend.losses);
      expect(share >= TREND_RULES.slightPlay || share <= TREND_RULES.fade).toBe(true);
      expect(classifyTrend(trend)).toBe(trend.action);
      expect(trend.trend.startsWith(`${trend.action}: ${trend.team}`)).toBe(true);
      const record =
        trend.pushes > 0 ? `${trend.wins}-${trend.losses}-${trend.pushes}` : `${trend.wins}-${trend.losses}`;
      expect(trend.trend).toContain(`${record} ATS (${Math.round(share * 100)}%)`);
      const segments = highlightTrend(trend.trend);
      expect(segments.find((s) => s.kind === 'action')?.text).toBe(trend.action);
      expect(segments.some((s) => s.kind === 'record' && s.text === `${record} ATS`)).toBe(true);
      expect(trend.gameId).not.toBeNull();
    }
    expect(data.nflTrends.every((tr) => tr.trend.includes(`since ${TREND_HISTORY.nflSinceSeason}`))).toBe(
      true,
    );
  });

  it("recomputes one trend's record straight from the games table, using only games before the replayed week", async () => {
    const data = await fetchTrends();
    const trend: Trend | undefined = [...data.nflTrends].find((tr) =>
      /^(home|road) (favourite|underdog)$/.test(tr.situation),
    );
    expect(trend).toBeDefined();
    if (!trend) return;
    const [game] = await t.ctx.db.select().from(gamesTable).where(eq(gamesTable.id, trend.gameId!));
    expect(game).toBeDefined();
    if (!game) return;
    // The replay's game stands for a real 2024 game; only games before that real week may count.
    expect(typeof game.details.sourceKickoff).toBe('string');
    const cutoff = ratingMoment(game, clock.now());
    expect(cutoff.getTime()).toBeLessThan(Date.parse(game.details.sourceKickoff as string));
    const home = trend.situation.startsWith('home');
    const favourite = trend.situation.endsWith('favourite');
    const teamId = home ? game.homeTeamId : game.awayTeamId;

    const rows = await t.ctx.db
      .select()
      .from(gamesTable)
      .where(
        and(
          eq(gamesTable.league, 'nfl'),
          eq(gamesTable.status, 'final'),
          ne(gamesTable.source, 'replay'),
          gte(gamesTable.season, TREND_HISTORY.nflSinceSeason),
          lt(gamesTable.kickoff, cutoff),
          eq(home ? gamesTable.homeTeamId : gamesTable.awayTeamId, teamId),
        ),
      );
    let wins = 0;
    let losses = 0;
    let pushes = 0;
    for (const g of rows) {
      if (g.closingHomeLine === null || g.homeScore === null || g.awayScore === null) continue;
      const ownLine = home ? g.closingHomeLine : -g.closingHomeLine;
      if (ownLine === 0 || ownLine < 0 !== favourite) continue;
      const margin = home ? g.homeScore - g.awayScore : g.awayScore - g.homeScore;
      const cover = margin + ownLine;
      if (cover > 0) wins++;
      else if (cover < 0) losses++;
      else pushes++;
    }
    expect({ wins: trend.wins, losses: trend.losses, pushes: trend.pushes }).toEqual({
      wins,
      losses,
      pushes,
    });
  });

  it('serves the same answer from its cache until a finished game changes, then recomputes', async () => {
    const first = await fetchTrends();
    expect(await fetchTrends()).toEqual(first);
    const trend = first.nflTrends.find((tr) => /^(home|road) (favourite|underdog)$/.test(tr.situation));
    if (!trend) throw new Error('no venue trend to disturb');
    const [game] = await t.ctx.db.select().from(gamesTable).where(eq(gamesTable.id, trend.gameId!));
    const home = trend.situation.startsWith('home');
    const teamId = home ? game!.homeTeamId : game!.awayTeamId;
    // Add one more finished game in the same situation just before the cut-off.
    const cutoff = ratingMoment(game!, clock.now());
    const line = trend.situation.endsWith('favourite') ? -3 : 3;
    await t.ctx.db.insert(gamesTable).values({
      gameKey: 'test:extra-trend-game',
      league: 'nfl',
      season: 2024,
      week: 1,
      kickoff: new Date(cutoff.getTime() - 3_600_000),
      homeTeamId: home ? teamId : 'ZZZ',
      awayTeamId: home ? 'ZZZ' : teamId,
      status: 'final',
      homeScore: home ? 30 : 0,
      awayScore: home ? 0 : 30,
      source: 'history',
      closingHomeLine: home ? line : -line,
    });
    const after = await fetchTrends();
    const same = after.nflTrends.find((tr) => tr.gameId === trend.gameId && tr.situation === trend.situation);
    // The covering game is counted (or, if the record now misses the thresholds, the trend is gone).
    if (same) expect(same.wins).toBe(trend.wins + 1);
    else expect(classifyTrend({ ...trend, wins: trend.wins + 1 })).toBeNull();
    await t.ctx.db.delete(gamesTable).where(eq(gamesTable.gameKey, 'test:extra-trend-game'));
  });
});
