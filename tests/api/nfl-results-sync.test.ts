import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { feedStates, games } from '../../src/server/db/schema';
import { createNflResultsFeed } from '../../src/server/providers/nflverse/nfl-results-feed';
import { RatingsStore } from '../../src/server/services/analysis/rated-league';
import { createServiceContext, type ServiceContext } from '../../src/server/services/context';
import { NFL_RESULTS_FEED, syncNflResults } from '../../src/server/services/ingest/sync-nfl-results';
import { seasonFile, startFakeNflverse, type FakeNflverse } from '../fakes/fake-nflverse';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';
import { listPowerRankings } from '../../src/server/services/analysis/power-rankings';
import { ratingsFreshnessText } from '../../src/shared/ratings/ratings-freshness';

const noSleep = { sleep: () => Promise.resolve(), random: () => 0.5, timeoutMs: 5_000 };
// The 2024 season moved to 2026: played through 22 Nov 2026, the rest unplayed in the first file.
const BEFORE = seasonFile({ season: 2024, shiftYears: 2, unplayedFrom: '2026-11-23' });
const AFTER = seasonFile({ season: 2024, shiftYears: 2, unplayedFrom: '2026-11-30' });

describe.each(testDatabaseKinds())('NFL results from NFL_RESULTS_URL on $name', (kind) => {
  let database: Database;
  let fake: FakeNflverse;
  let ctx: ServiceContext & { ratings: RatingsStore };
  const clock = new TestClock();

  beforeAll(async () => {
    database = await kind.open();
    fake = await startFakeNflverse();
    ctx = {
      ...createServiceContext({ db: database.db, config: testConfig(), now: clock.now }),
      ratings: new RatingsStore(),
    };
  });

  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  const feed = () => createNflResultsFeed({ url: fake.url, ...noSleep });
  const finals = async () =>
    (
      await database.db
        .select({ n: count() })
        .from(games)
        .where(and(eq(games.league, 'nfl'), eq(games.status, 'final')))
    )[0]!.n;
  const state = async () =>
    (await database.db.select().from(feedStates).where(eq(feedStates.feed, NFL_RESULTS_FEED)))[0];
  const ratedThrough = async () => {
    const rated = await ctx.ratings.asOf(ctx, 'nfl', new Date('2027-03-01T00:00:00Z'));
    return ctx.ratings.latestGameOf(rated)?.toISOString().slice(0, 10);
  };

  it('downloads, upserts every game by its nflverse id and rebuilds the ratings', async () => {
    fake.publish(BEFORE, new Date('2026-11-24T06:00:00Z'));
    const outcome = await syncNflResults(ctx, feed());
    expect(outcome).toMatchObject({ kind: 'updated', games: 285 });
    const [game] = await database.db.select().from(games).where(eq(games.gameKey, 'nfl:2026_01_BAL_KC'));
    expect(game).toMatchObject({ source: 'nflverse', status: 'final', homeTeamId: 'KC', awayTeamId: 'BAL' });
    expect(game!.closingHomeLine).toBe(-3);
    const playedBefore = await finals();
    expect(await ratedThrough()).toBe('2026-11-22');
    expect(await state()).toMatchObject({ status: 'ok', etag: fake.etag(), rows: 285, url: fake.url });

    // Next day: nothing changed; one conditional request answered 304, no game touched.
    clock.advance(86_400_000);
    expect(await syncNflResults(ctx, feed())).toEqual({ kind: 'not-modified' });
    expect(fake.server.requests.at(-1)!.headers['if-none-match']).toBe(fake.etag());
    expect(await state()).toMatchObject({ status: 'not-modified', error: null, etag: fake.etag() });

    // A week later: the Thanksgiving week's results arrive; the same rows are updated, not duplicated.
    fake.publish(AFTER, new Date('2026-12-01T06:00:00Z'));
    const updated = await syncNflResults(ctx, feed());
    expect(updated).toMatchObject({ kind: 'updated', games: 285 });
    expect(await finals()).toBeGreaterThan(playedBefore);
    const [row] = await database.db.select({ n: count() }).from(games).where(eq(games.league, 'nfl'));
    expect(row!.n).toBe(285);
    expect(await ratedThrough()).toBe('2026-11-29');
  });

  it('keeps the last good data when the download fails or is garbled', async () => {
    const good = await state();
    const before = await finals();
    const through = await ratedThrough();

    fake.server.failNext(3, { reply: { status: 500, text: 'unavailable' } });
    await expect(syncNflResults(ctx, feed())).rejects.toThrow(/NFL results download failed/);
    expect(await state()).toMatchObject({ status: 'failed', etag: good!.etag, rows: 285 });

    fake.publish('<html><body>Rate limited</body></html>', new Date('2026-12-02T06:00:00Z'));
    await expect(syncNflResults(ctx, feed())).rejects.toThrow(/not an nflverse games.csv/);
    const cut = AFTER.slice(0, Math.floor(AFTER.length / 2));
    fake.publish(cut.slice(0, cut.lastIndexOf(',')), new Date('2026-12-02T07:00:00Z'));
    await expect(syncNflResults(ctx, feed())).rejects.toThrow(/not an nflverse games.csv/);
    fake.publish(AFTER.split('\n').slice(0, 20).join('\n'), new Date('2026-12-02T08:00:00Z'));
    await expect(syncNflResults(ctx, feed())).rejects.toThrow(/19 games/);

    const failed = await state();
    expect(failed).toMatchObject({ status: 'failed', etag: good!.etag, lastModified: good!.lastModified });
    expect(failed!.error).toMatch(/games/);
    expect(await finals()).toBe(before);
    expect(await ratedThrough()).toBe(through);

    // The file is good again, and the same as the last good one: the kept validators answer 304.
    fake.publish(AFTER, new Date('2026-12-03T06:00:00Z'));
    expect(await syncNflResults(ctx, feed())).toEqual({ kind: 'not-modified' });
    expect(await state()).toMatchObject({ status: 'not-modified', error: null, etag: good!.etag });
  });

  it('says how current the ratings are: results through last week are current, a feed that stopped is not', async () => {
    // Wednesday after Thanksgiving week: the ratings hold its Sunday games (the file is played through 29 Nov).
    clock.set(new Date('2026-12-02T12:00:00Z'));
    const current = await listPowerRankings(ctx, 'nfl');
    expect(current.ratingsAsOf?.slice(0, 10)).toBe('2026-11-29');
    expect(current.outOfDate).toBe(false);
    // Two weeks on with no new results: a whole completed week is missing.
    clock.set(new Date('2026-12-16T12:00:00Z'));
    const stopped = await listPowerRankings(ctx, 'nfl');
    expect(stopped).toMatchObject({ ratingsAsOf: current.ratingsAsOf, outOfDate: true });
    expect(ratingsFreshnessText(stopped)).toMatch(
      /^BetLens ratings out of date since Nov 29, 2026: no ratings lean$/,
    );
  });

  it('sees a corrected score at once: the ratings cache is keyed on the games, not only their count', async () => {
    const asOf = new Date('2027-03-01T00:00:00Z');
    const before = await ctx.ratings.asOf(ctx, 'nfl', asOf);
    expect(await ctx.ratings.asOf(ctx, 'nfl', asOf)).toBe(before);
    // The feed corrects one final score (same games, same count, same week).
    const [game] = await database.db.select().from(games).where(eq(games.gameKey, 'nfl:2026_01_BAL_KC'));
    await database.db
      .update(games)
      .set({ homeScore: game!.homeScore! + 21, updatedAt: new Date(game!.updatedAt.getTime() + 60_000) })
      .where(eq(games.id, game!.id));
    const after = await ctx.ratings.asOf(ctx, 'nfl', asOf);
    expect(after).not.toBe(before);
    expect(await ctx.ratings.asOf(ctx, 'nfl', asOf)).toBe(after);
  });

  it('prices a batch on one reading of the games: a correction meanwhile is seen by the next batch', async () => {
    const asOf = new Date('2027-03-02T00:00:00Z');
    const shared = await ctx.ratings.asOf(ctx, 'nfl', asOf);
    const batch = ctx.ratings.batch();
    // The batch reuses the app's fit (same content, same week).
    expect(await batch.asOf(ctx, 'nfl', asOf)).toBe(shared);
    const [game] = await database.db.select().from(games).where(eq(games.gameKey, 'nfl:2026_01_BAL_KC'));
    await database.db
      .update(games)
      .set({ homeScore: game!.homeScore! - 7, updatedAt: new Date(game!.updatedAt.getTime() + 60_000) })
      .where(eq(games.id, game!.id));
    // The rest of the batch keeps the fit it began with; the app and a new batch see the correction.
    expect(await batch.asOf(ctx, 'nfl', asOf)).toBe(shared);
    const corrected = await ctx.ratings.asOf(ctx, 'nfl', asOf);
    expect(corrected).not.toBe(shared);
    expect(await ctx.ratings.batch().asOf(ctx, 'nfl', asOf)).toBe(corrected);
    // A full recompute inside a batch reads the games again.
    batch.forget('nfl');
    const rebuilt = await batch.asOf(ctx, 'nfl', asOf);
    expect(rebuilt).not.toBe(shared);
    expect(rebuilt).not.toBe(corrected);
    expect(await ctx.ratings.asOf(ctx, 'nfl', asOf)).toBe(rebuilt);
  });
});
