import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { League } from '@shared/league';
import { oddsPolls } from '../../db/schema';
import type { Db } from '../../db/open-database';
import type { OddsBand } from './odds-schedule';

/**
 * The odds_polls table: the one record of every call the odds poller makes. Every instance reads it
 * to know what is due (it is the shared clock of polling) and what the month has cost.
 */

export type OddsPollRow = typeof oddsPolls.$inferSelect;
export type OddsPollKind = 'odds' | 'props' | 'probe';
export type OddsPollStatus = 'running' | 'ok' | 'failed' | 'rate-limited' | 'quota-spent';

/** A running poll older than this was abandoned (its process died): it no longer blocks the band. */
export const ABANDONED_POLL_MS = 2 * 60_000;

const ODDS_BANDS: readonly OddsBand[] = ['kickoff', 'day', 'week', 'far'];

/**
 * Claims a poll of these bands: one transaction under an advisory lock per league, so two instances
 * never call the source for the same due band. Returns null when another poll of the league is
 * running, or one of this kind started at or after `notPolledSince` (another instance took it).
 */
export async function claimOddsPoll(
  db: Db,
  claim: {
    league: League;
    kind: OddsPollKind;
    bands: readonly OddsBand[];
    now: Date;
    notPolledSince: Date | null;
  },
): Promise<OddsPollRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`betlens-odds-poll-${claim.league}`}))`);
    const abandoned = new Date(claim.now.getTime() - ABANDONED_POLL_MS);
    const [running] = await tx
      .select({ id: oddsPolls.id })
      .from(oddsPolls)
      .where(
        and(
          eq(oddsPolls.league, claim.league),
          eq(oddsPolls.status, 'running'),
          gte(oddsPolls.startedAt, abandoned),
          lte(oddsPolls.startedAt, claim.now),
        ),
      )
      .limit(1);
    if (running) return null;
    if (claim.notPolledSince) {
      const [since] = await tx
        .select({ id: oddsPolls.id })
        .from(oddsPolls)
        .where(
          and(
            eq(oddsPolls.league, claim.league),
            eq(oddsPolls.kind, claim.kind),
            gte(oddsPolls.startedAt, claim.notPolledSince),
            lte(oddsPolls.startedAt, claim.now),
            inArray(oddsPolls.status, ['ok', 'running']),
          ),
        )
        .limit(1);
      if (since) return null;
    }
    const [row] = await tx
      .insert(oddsPolls)
      .values({
        league: claim.league,
        kind: claim.kind,
        bands: [...claim.bands],
        status: 'running',
        startedAt: claim.now,
      })
      .returning();
    return row ?? null;
  });
}

export interface PollOutcome {
  status: Exclude<OddsPollStatus, 'running'>;
  finishedAt: Date;
  httpStatus?: number | null;
  events?: number | null;
  quotes?: number | null;
  repriced?: number | null;
  creditsLast?: number | null;
  creditsUsed?: number | null;
  creditsRemaining?: number | null;
  retryAfterUntil?: Date | null;
  error?: string | null;
}

export async function finishOddsPoll(db: Db, id: number, outcome: PollOutcome): Promise<void> {
  await db.update(oddsPolls).set(outcome).where(eq(oddsPolls.id, id));
}

/** When each band of a league was last polled successfully (the schedule's lastPolledAt). */
export async function lastPolledBands(
  db: Db,
  league: League,
  kind: OddsPollKind,
  since: Date,
  /** Polls stamped after this (a clock set back, as demos do) say nothing about now. */
  now: Date,
): Promise<Partial<Record<OddsBand, Date>>> {
  const rows = await db
    .select({ bands: oddsPolls.bands, startedAt: oddsPolls.startedAt })
    .from(oddsPolls)
    .where(
      and(
        eq(oddsPolls.league, league),
        eq(oddsPolls.kind, kind),
        eq(oddsPolls.status, 'ok'),
        gte(oddsPolls.startedAt, since),
        lte(oddsPolls.startedAt, now),
      ),
    )
    .orderBy(desc(oddsPolls.startedAt), desc(oddsPolls.id))
    .limit(200);
  const last: Partial<Record<OddsBand, Date>> = {};
  for (const row of rows)
    for (const band of row.bands)
      if ((ODDS_BANDS as readonly string[]).includes(band) && !last[band as OddsBand])
        last[band as OddsBand] = row.startedAt;
  return last;
}

/** The league's latest finished poll, and its latest successful one. */
export async function latestPolls(
  db: Db,
  league: League,
  now: Date,
): Promise<{ last: OddsPollRow | null; lastOk: OddsPollRow | null; lastFailed: OddsPollRow | null }> {
  const latest = (status?: readonly OddsPollStatus[]) =>
    db
      .select()
      .from(oddsPolls)
      .where(
        and(
          eq(oddsPolls.league, league),
          inArray(oddsPolls.kind, ['odds', 'props']),
          isNotNull(oddsPolls.finishedAt),
          lte(oddsPolls.startedAt, now),
          ...(status ? [inArray(oddsPolls.status, [...status])] : []),
        ),
      )
      .orderBy(desc(oddsPolls.startedAt), desc(oddsPolls.id))
      .limit(1)
      .then((rows) => rows[0] ?? null);
  const [last, lastOk, lastFailed] = await Promise.all([
    latest(),
    latest(['ok']),
    latest(['failed', 'rate-limited', 'quota-spent']),
  ]);
  return { last, lastOk, lastFailed };
}

/** The latest quota the source reported (any league, any kind). */
export async function latestQuota(
  db: Db,
  now: Date,
): Promise<{ used: number | null; remaining: number | null; at: Date } | null> {
  const [row] = await db
    .select({
      used: oddsPolls.creditsUsed,
      remaining: oddsPolls.creditsRemaining,
      at: oddsPolls.startedAt,
    })
    .from(oddsPolls)
    .where(and(isNotNull(oddsPolls.creditsRemaining), lte(oddsPolls.startedAt, now)))
    .orderBy(desc(oddsPolls.startedAt), desc(oddsPolls.id))
    .limit(1);
  return row ?? null;
}

/** Calls since `since` by league and status. */
export async function pollCounts(
  db: Db,
  since: Date,
): Promise<{ league: string; status: string; calls: number; credits: number }[]> {
  const rows = await db
    .select({
      league: oddsPolls.league,
      status: oddsPolls.status,
      calls: count(),
      credits: sql<number>`coalesce(sum(${oddsPolls.creditsLast}), 0)::int`,
    })
    .from(oddsPolls)
    .where(and(gte(oddsPolls.startedAt, since), inArray(oddsPolls.kind, ['odds', 'props'])))
    .groupBy(oddsPolls.league, oddsPolls.status);
  return rows.map((r) => ({ ...r, credits: Number(r.credits) }));
}

/** The latest finished call's id: a plan computed before it is out of date. */
export async function latestPollId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: oddsPolls.id })
    .from(oddsPolls)
    .where(isNotNull(oddsPolls.finishedAt))
    .orderBy(desc(oddsPolls.id))
    .limit(1);
  return row?.id ?? null;
}
