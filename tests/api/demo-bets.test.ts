import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, max } from 'drizzle-orm';
import { betsResponseSchema, type Bet } from '@shared/api/bets';
import { isBestBet } from '@shared/calendar/pick-filters';
import { leadLine } from '@shared/display/pick-line';
import type { Game } from '@shared/api/games';
import type { Database } from '../../src/server/db/open-database';
import { analyses, games, jobs, oddsSnapshots } from '../../src/server/db/schema';
import { createReplayProvider } from '../../src/server/providers/replay/replay-provider';
import { refreshGames } from '../../src/server/services/analysis/refresh';
import { seedDemoBets } from '../../src/server/services/bets/seed-demo-bets';
import { claimJob, runJob } from '../../src/server/services/jobs/job-queue';
import { jobHandlers, startJobs } from '../../src/server/services/startup';
import { testDatabaseKinds } from '../helpers/databases';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { signIn, TestClock } from '../helpers/test-app';
import { aLicense } from '../helpers/factories';

const HOUR = 3_600_000;

/**
 * The demo's bets (docs/bets.md): on the first start with the offline replay, the demo licence gets
 * the bets a follower of Weekly Best Bets would have made over the past week (priced, closed and
 * graded as the product lived it) and on this week's best bets, which grade on the replay's clock.
 */
describe.each(testDatabaseKinds())('demo bets from the replay on $name', (kind) => {
  let database: Database;
  let t: AnalysedApp;
  // Sunday 22 November 2026, 10:01 ET: the past week holds Tuesday's and Thursday's generations.
  const clock = new TestClock(ANALYSED_AT);
  const odds = createReplayProvider({ now: clock.now });
  let demo: { id: string; key: string; cookie: string };
  let newUser: string;

  beforeAll(async () => {
    // The bundled history, imported and refreshed once at ANALYSED_AT (the analysed snapshot); the
    // app starts a minute later, so each analysis below has a moment of its own.
    clock.advance(60_000);
    t = await openAnalysedApp(kind, { clock });
    database = t.database;
    const issued = await aLicense(t.ctx, { plan: 'all-access' });
    demo = { id: issued.license.id, key: issued.key, cookie: await signIn(t, issued.key) };
    newUser = await signIn(t, (await aLicense(t.ctx, { plan: 'all-access' })).key);
    // As on a first start: the boot refresh, then the demo bets job queued after it.
    const worker = await startJobs(
      { ...t.ctx, odds },
      { refreshMinutes: 30, schedule: false, demoLicenseId: demo.id },
    );
    await worker.stop();
    const kinds = (await database.db.select({ kind: jobs.kind }).from(jobs).orderBy(jobs.createdAt)).map(
      (j) => j.kind,
    );
    expect(kinds).toEqual(['refresh', 'demo-bets']);
    const handlers = jobHandlers({ ...t.ctx, odds });
    for (let job = await claimJob(t.ctx); job; job = await claimJob(t.ctx))
      await runJob(t.ctx, job, handlers[job.kind as keyof typeof handlers]);
  }, 600_000);
  afterAll(() => t.close());

  const list = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bets', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return betsResponseSchema.parse(res.json());
  };

  it('seeds a week of demo bets, each one a best bet the product priced at its lead book', async () => {
    const [job] = await database.db.select().from(jobs).where(eq(jobs.kind, 'demo-bets'));
    expect(job?.status, job?.error ?? '').toBe('completed');
    const { bets, summary } = await list(demo.cookie);
    expect(bets.length).toBeGreaterThanOrEqual(3);
    expect(bets.every((b) => b.demo)).toBe(true);
    // The games of the last eight days and this week's; each placed at a pick generation before kickoff.
    expect(job?.message).toMatch(
      /^Demo bets: \d+ from the past week \(\d+ graded\), \d+ on this week's best bets$/,
    );
    for (const bet of bets) {
      expect(Date.parse(bet.commenceTime)).toBeGreaterThanOrEqual(clock.now().getTime() - 8 * 24 * HOUR);
      expect(Date.parse(bet.placedAt)).toBeLessThan(Date.parse(bet.commenceTime));
    }
    // None invented: each bet is the lead price of an analysis stored at the moment it was placed.
    for (const bet of bets) {
      const rows = await database.db
        .select({ output: analyses.output })
        .from(analyses)
        .where(eq(analyses.gameId, bet.gameId));
      const pricedThen = rows
        .map((r) => r.output as unknown as Game)
        .filter((g) => g.analyzedAt === bet.placedAt);
      expect(pricedThen, `${bet.selection} at ${bet.placedAt}`).toHaveLength(1);
      const game = pricedThen[0]!;
      expect(isBestBet(game)).toBe(true);
      // The price the card led with, in whichever market (as "I placed this" on the card records it).
      const lead = leadLine(game)!;
      expect({
        market: bet.market,
        book: bet.book,
        side: bet.side,
        line: bet.line,
        price: bet.price,
        stake: bet.stake,
      }).toEqual({
        market: lead.market,
        book: lead.name,
        side: lead.side,
        line: lead.line,
        price: lead.price,
        stake: lead.units,
      });
      expect(bet.book).toMatch(/\(demo\)$/);
    }
    // The past week's are graded, with closing-line value from the replay's closing quotes.
    const past = bets.filter((b) => Date.parse(b.commenceTime) + 4 * HOUR < clock.now().getTime());
    expect(past.length).toBeGreaterThanOrEqual(2);
    for (const bet of past) {
      expect(bet.result, bet.selection).not.toBeNull();
      expect(bet.closing, bet.selection).not.toBeNull();
      expect(Date.parse(bet.closing!.at)).toBeLessThan(Date.parse(bet.commenceTime));
      expect(bet.score).not.toBeNull();
    }
    expect(summary.pending).toBe(bets.filter((b) => b.result === null).length);
    expect(summary.clv).not.toBeNull();
  });

  it('closes through the real pipeline: each past bet game has its last quotes just before kickoff', async () => {
    const { bets } = await list(demo.cookie);
    const ids = [...new Set(bets.map((b) => b.gameId))];
    const rows = await database.db.select().from(games).where(inArray(games.id, ids));
    const past = rows.filter((g) => g.kickoff < clock.now());
    expect(past.length).toBeGreaterThan(0);
    for (const game of past) {
      const [last] = await database.db
        .select({ at: max(oddsSnapshots.fetchedAt) })
        .from(oddsSnapshots)
        .where(eq(oddsSnapshots.gameId, game.id));
      const lead = game.kickoff.getTime() - last!.at!.getTime();
      expect(lead).toBeGreaterThan(0);
      expect(lead).toBeLessThanOrEqual(15 * 60_000);
      expect(game.source).toBe('replay');
      expect(game.status).toBe('final');
    }
  });

  it('a new user has no bets; the demo’s are not theirs', async () => {
    expect((await list(newUser)).bets).toEqual([]);
  });

  it('this week’s bets grade on the replay’s clock', async () => {
    const before = (await list(demo.cookie)).bets.filter((b) => b.result === null);
    expect(before.length).toBeGreaterThan(0);
    const first = before.reduce((a, b) => (a.commenceTime < b.commenceTime ? a : b));
    clock.set(new Date(Date.parse(first.commenceTime) + 4 * HOUR));
    await refreshGames({ ...t.ctx, odds }, { params: {} }, async () => {});
    const after = (await list(demo.cookie)).bets.find((b: Bet) => b.id === first.id)!;
    expect(after.result).not.toBeNull();
    expect(after.closing).not.toBeNull();
    expect(after.score).not.toBeNull();
  });

  it('seeds once, and never for a live feed', async () => {
    expect(await seedDemoBets({ ...t.ctx, odds }, demo.id)).toBe('The demo licence already has bets');
    const live = { ...odds, name: 'odds-api' };
    expect(await seedDemoBets({ ...t.ctx, odds: live }, demo.id)).toBe('Live odds: no demo bets');
  });
});
