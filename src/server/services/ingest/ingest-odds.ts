import { footballSeasonOf } from '@shared/calendar/football-season';
import { picksWeek } from '@shared/calendar/football-weeks';
import { resolveTeam } from '../../teams';
import { toPicksSport, type League } from '@shared/league';
import type { NewSnapshot } from '../../repositories/quotes-repository';
import type { OddsEvent, OddsProvider, QuotaInfo } from '../../providers/ports';
import { recordServerEvent } from '../analytics/record-event';
import type { ServiceContext } from '../context';
import { closingLineAtKickoff } from './record-closing-line';
import { yieldToEventLoop } from '../jobs/yield-to-event-loop';

type SnapshotRow = NewSnapshot;

export interface IngestResult {
  events: number;
  games: number;
  snapshots: number;
  unresolved: string[];
  gameIds: string[];
  /** The source's quota after the call, when it reports one. */
  quota?: QuotaInfo | null;
}

function teamIds(
  event: OddsEvent,
  provider: Pick<OddsProvider, 'nameSource'>,
  unresolved: string[],
): [string, string] | null {
  if (event.homeTeamId && event.awayTeamId) return [event.homeTeamId, event.awayTeamId];
  const home = resolveTeam(event.homeTeam, event.league, { source: provider.nameSource });
  const away = resolveTeam(event.awayTeam, event.league, { source: provider.nameSource });
  if (home.status === 'found' && away.status === 'found') return [home.team.id, away.team.id];
  // Never guess a team: an unmatched name is logged and the event skipped.
  if (home.status !== 'found') unresolved.push(`${event.league}:${event.homeTeam}`);
  if (away.status !== 'found') unresolved.push(`${event.league}:${event.awayTeam}`);
  return null;
}

function snapshotsOf(gameId: string, event: OddsEvent, fetchedAt: Date): SnapshotRow[] {
  const rows: SnapshotRow[] = [];
  for (const book of event.books) {
    const base = {
      gameId,
      bookKey: book.key,
      bookTitle: book.title,
      simulated: book.simulated,
      sourceUpdatedAt: book.lastUpdate,
      fetchedAt,
    };
    const m = book.markets;
    if (m.spreads) {
      rows.push({
        ...base,
        market: 'spreads',
        side: 'home',
        point: m.spreads.home.point,
        price: m.spreads.home.price,
      });
      rows.push({
        ...base,
        market: 'spreads',
        side: 'away',
        point: m.spreads.away.point,
        price: m.spreads.away.price,
      });
    }
    if (m.totals) {
      rows.push({
        ...base,
        market: 'totals',
        side: 'over',
        point: m.totals.over.point,
        price: m.totals.over.price,
      });
      rows.push({
        ...base,
        market: 'totals',
        side: 'under',
        point: m.totals.under.point,
        price: m.totals.under.price,
      });
    }
    if (m.h2h) {
      rows.push({ ...base, market: 'h2h', side: 'home', point: null, price: m.h2h.home.price });
      rows.push({ ...base, market: 'h2h', side: 'away', point: null, price: m.h2h.away.price });
    }
  }
  return rows;
}

/**
 * A call to the odds provider; a failure is recorded as odds_api_failure (where the provider was
 * called, so a database error later in the pull is not counted as one) and rethrown.
 */
export async function callOddsProvider<T>(
  ctx: ServiceContext,
  provider: OddsProvider,
  league: League,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    await recordServerEvent(ctx, 'odds_api_failure', { provider: provider.name, league });
    throw error;
  }
}

/**
 * One pull of odds for a league and window: games are created or updated (kickoff moves,
 * neutral sites), and every price is appended as a snapshot stamped with this fetch's time.
 */
export async function ingestOdds(
  ctx: ServiceContext,
  provider: OddsProvider,
  league: League,
  window: { from: Date; to: Date },
): Promise<IngestResult> {
  const { events, quota } = await callOddsProvider(ctx, provider, league, () =>
    provider.fetchOdds(league, window),
  );
  return { ...(await storeOddsEvents(ctx, provider, league, events)), quota };
}

/** Stores one answer of the odds provider: its games created or updated, every price a snapshot. */
export async function storeOddsEvents(
  ctx: ServiceContext,
  provider: Pick<OddsProvider, 'name' | 'nameSource'>,
  league: League,
  events: readonly OddsEvent[],
): Promise<IngestResult> {
  const fetchedAt = ctx.now();
  const unresolved: string[] = [];
  const gameIds: string[] = [];
  let snapshots = 0;
  for (const event of events) {
    const ids = teamIds(event, provider, unresolved);
    if (!ids) continue;
    await yieldToEventLoop();
    const replay = event.replayOf;
    // A live game's week is its kickoff's football week by its league's season start (the spec's rule).
    const week = replay?.week ?? picksWeek(toPicksSport(league), event.commenceTime);
    const id = await ctx.repos.games.upsertScheduled(
      {
        gameKey: event.externalId.startsWith('replay:') ? event.externalId : `odds:${event.externalId}`,
        league,
        season: replay?.season ?? footballSeasonOf(event.commenceTime),
        week,
        seasonType: replay?.seasonType ?? 'regular',
        kickoff: event.commenceTime,
        homeTeamId: ids[0],
        awayTeamId: ids[1],
        neutralSite: event.neutralSite ?? false,
        status: 'scheduled',
        source: replay ? 'replay' : provider.name,
        details: replay
          ? {
              replayOf: replay.gameKey,
              sourceKickoff: replay.kickoff.toISOString(),
              sourceSeason: replay.season,
            }
          : { oddsEventId: event.externalId },
      },
      fetchedAt,
    );
    if (!id) continue;
    gameIds.push(id);
    const rows = snapshotsOf(id, event, fetchedAt);
    await ctx.repos.quotes.insertSnapshots(rows);
    snapshots += rows.length;
  }
  if (unresolved.length > 0)
    ctx.log.warn(
      { unresolved: [...new Set(unresolved)] },
      'Odds events with unknown team names were skipped',
    );
  return {
    events: events.length,
    games: gameIds.length,
    snapshots,
    unresolved: [...new Set(unresolved)],
    gameIds,
  };
}

/**
 * Final scores: a game is graded only from a completed score event matched by provider event id
 * (or, for the replay, the same key).
 */
export async function ingestScores(
  ctx: ServiceContext,
  provider: OddsProvider,
  league: League,
): Promise<number> {
  const scores = await callOddsProvider(ctx, provider, league, () => provider.fetchScores(league, 3));
  let updated = 0;
  const completed = scores.filter((s) => s.completed && s.homeScore !== null && s.awayScore !== null);
  if (completed.length === 0) return 0;
  const keys = completed.map((s) =>
    s.externalId.startsWith('replay:') ? s.externalId : `odds:${s.externalId}`,
  );
  const known = await ctx.repos.games.byKeys(keys);
  const byKey = new Map(known.map((g) => [g.gameKey, g]));
  for (const [i, score] of completed.entries()) {
    const game = byKey.get(keys[i]!);
    if (!game || game.status === 'final') continue;
    await yieldToEventLoop();
    // The ratings learn from past closing lines: keep the one the books closed at (never overwrite).
    const closing = await closingLineAtKickoff(ctx, game);
    await ctx.repos.games.recordFinal(game.id, {
      homeScore: score.homeScore,
      awayScore: score.awayScore,
      closingHomeLine: game.closingHomeLine ?? closing.closingHomeLine,
      closingTotal: game.closingTotal ?? closing.closingTotal,
      updatedAt: ctx.now(),
    });
    updated++;
  }
  return updated;
}
