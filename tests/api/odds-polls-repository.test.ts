import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { createRepositories, type Repositories } from '../../src/server/repositories';
import { ABANDONED_POLL_MS } from '../../src/server/repositories/odds-polls-repository';
import { testDatabaseKinds } from '../helpers/databases';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('odds polls repository on $name', (kind) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await kind.open();
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('claims one poll of a league at a time, until it finishes or is abandoned', async () => {
    const now = new Date('2060-09-10T12:00:00Z');
    const claim = {
      league: 'nfl' as const,
      kind: 'odds' as const,
      bands: ['day'] as const,
      notPolledSince: null,
    };
    const [first, second] = await Promise.all([
      repos.oddsPolls.claim({ ...claim, now }),
      repos.oddsPolls.claim({ ...claim, now }),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const running = (first ?? second)!;
    expect(await repos.oddsPolls.claim({ ...claim, league: 'cfb', now })).not.toBeNull();

    const abandoned = new Date(now.getTime() + ABANDONED_POLL_MS + MINUTE);
    expect(await repos.oddsPolls.claim({ ...claim, now: new Date(now.getTime() + MINUTE) })).toBeNull();
    const retaken = await repos.oddsPolls.claim({ ...claim, now: abandoned });
    expect(retaken).not.toBeNull();
    await repos.oddsPolls.finish(running.id, { status: 'failed', finishedAt: abandoned, error: 'died' });
    await repos.oddsPolls.finish(retaken!.id, {
      status: 'ok',
      finishedAt: abandoned,
      creditsLast: 3,
      creditsUsed: 10,
      creditsRemaining: 490,
    });

    // A poll of this kind since the schedule was read: another instance took the due band.
    expect(
      await repos.oddsPolls.claim({
        ...claim,
        now: new Date(abandoned.getTime() + MINUTE),
        notPolledSince: now,
      }),
    ).toBeNull();

    const later = new Date(abandoned.getTime() + 5 * MINUTE);
    expect(await repos.oddsPolls.lastPolledBands('nfl', 'odds', now, later)).toEqual({ day: abandoned });
    const latest = await repos.oddsPolls.latest('nfl', later);
    expect(latest.lastOk?.id).toBe(retaken!.id);
    expect(latest.lastFailed?.id).toBe(running.id);
    expect(await repos.oddsPolls.latestQuota(later)).toEqual({ used: 10, remaining: 490, at: abandoned });
    const counts = await repos.oddsPolls.countsSince(now);
    expect(counts.find((c) => c.league === 'nfl' && c.status === 'ok')).toEqual({
      league: 'nfl',
      status: 'ok',
      calls: 1,
      credits: 3,
    });
    expect(await repos.oddsPolls.latestFinishedId()).toBe(retaken!.id);
  });
});
