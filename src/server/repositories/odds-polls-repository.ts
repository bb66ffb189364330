import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { League } from '@shared/league';
import { oddsPolls } from '../db/schema';
import type { OddsBand } from '../services/odds/odds-schedule';
import type { Queryable } from './index';

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

export interface PollClaim {
  league: League;
  kind: OddsPollKind;
  bands: readonly OddsBand[];
  now: Date;
  notPolledSince: Date | null;
}

export function createOddsPollsRepository(db: Queryable) {
  return {
    /**
     * Claims a poll of these bands: one transaction under an advisory lock per league, so two
     * instances never call the source for the same due band. Returns null when another poll of the
     * league is running, or one of this kind started at or after `notPolledSince` (another instance
     * took it).
     */
    async claim(claim: PollClaim, tx?: Queryable): Promise<OddsPollRow | null> {
      return (tx ?? db).transaction(async (tx) => {
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
    },

    async finish(id: number, outcome: PollOutcome, tx?: Queryable): Promise<void> {
      await (tx ?? db).update(oddsPolls).set(outcome).where(eq(oddsPolls.id, id));
    },

    /** When each band of a league was last polled successfully (the schedule's lastPolledAt). */
    async lastPolledBands(
      league: League,
      kind: OddsPollKind,
      since: Date,
      /** Polls stamped after this (a clock set back, as demos do) say nothing about now. */
      now: Date,
      tx?: Queryable,
    ): Promise<Partial<Record<OddsBand, Date>>> {
      const rows = await (tx ?? db)
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
    },

    /** The league's latest finished poll, its latest successful one and its latest failed one. */
    async latest(
      league: League,
      now: Date,
      tx?: Queryable,
    ): Promise<{ last: OddsPollRow | null; lastOk: OddsPollRow | null; lastFailed: OddsPollRow | null }> {
      const latest = (status?: readonly OddsPollStatus[]) =>
        (tx ?? db)
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
    },

    /** The latest quota the source reported (any league, any kind). */
    async latestQuota(
      now: Date,
      tx?: Queryable,
    ): Promise<{ used: number | null; remaining: number | null; at: Date } | null> {
      const [row] = await (tx ?? db)
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
    },

    /** Calls since `since` by league and status. */
    async countsSince(
      since: Date,
      tx?: Queryable,
    ): Promise<{ league: string; status: string; calls: number; credits: number }[]> {
      const rows = await (tx ?? db)
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
    },

    /** The latest finished call's id: a plan computed before it is out of date. */
    async latestFinishedId(tx?: Queryable): Promise<number | null> {
      const [row] = await (tx ?? db)
        .select({ id: oddsPolls.id })
        .from(oddsPolls)
        .where(isNotNull(oddsPolls.finishedAt))
        .orderBy(desc(oddsPolls.id))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export type OddsPollsRepository = ReturnType<typeof createOddsPollsRepository>;
