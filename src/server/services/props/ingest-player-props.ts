import { summariseProps } from '@shared/props/prop-insight';
import { DEFAULT_PROP_MARKETS } from '@shared/props/prop-types';
import { OddsApiAuthError, QuotaExhaustedError } from '../../providers/odds-api/odds-api-errors';
import type { OddsProvider } from '../../providers/ports';
import type { ServiceContext } from '../context';
import { callOddsProvider } from '../ingest/ingest-odds';

export interface IngestPropsOptions {
  /** The Odds API market keys to ask for; each costs credits per event and region. */
  markets?: readonly string[];
  /**
   * Skip a game whose book props were fetched less than this long ago (default 360 minutes): the
   * props endpoint is paid per event, and lines move slowly days before kickoff.
   */
  minIntervalMinutes?: number;
}

const DEFAULT_MIN_INTERVAL_MINUTES = 360;

/** The provider's event id for a stored game: The Odds API's id, or the replay's own key. */
function eventIdOf(game: { gameKey: string; details: Record<string, unknown> }): string | null {
  if (typeof game.details.oddsEventId === 'string') return game.details.oddsEventId;
  if (game.gameKey.startsWith('replay:')) return game.gameKey;
  return null;
}

/**
 * Book player props for the NFL games kicking off in [from, to): one prop per game, market and
 * player at the books' most common line, with a factual price insight and each book's Over and
 * Under price (priced for the payload by @shared/props/price-prop). Upserted by source key, so
 * a re-run updates prices; when a line moves, the prop at the old line is retired (removedAt) and
 * one at the new line appears. A prop an admin removed stays removed. Props expire at kickoff.
 *
 * The offline replay has no props (its fetchPlayerProps returns none), so offline this returns 0
 * and only admin-entered props are shown. Returns the number of props written.
 */
export async function ingestPlayerProps(
  deps: ServiceContext,
  odds: OddsProvider,
  window: { from: Date; to: Date },
  options: IngestPropsOptions = {},
): Promise<number> {
  const markets = options.markets ?? DEFAULT_PROP_MARKETS;
  if (markets.length === 0) return 0;
  const now = deps.now();
  const minInterval = (options.minIntervalMinutes ?? DEFAULT_MIN_INTERVAL_MINUTES) * 60_000;
  const rows = await deps.repos.games.scheduledBetween({
    league: 'nfl',
    from: window.from > now ? window.from : now,
    to: window.to,
  });
  if (rows.length === 0) return 0;

  const lastFetch = await deps.repos.props.lastBookFetchByGame(rows.map((r) => r.id));

  let written = 0;
  for (const game of rows) {
    const eventId = eventIdOf(game);
    if (!eventId) continue;
    const last = lastFetch.get(game.id);
    if (last && now.getTime() - last.getTime() < minInterval) continue;
    let quotes;
    try {
      quotes = await callOddsProvider(deps, odds, 'nfl', () =>
        odds.fetchPlayerProps('nfl', eventId, markets),
      );
    } catch (error) {
      // Quota and key problems concern every event: let the refresh job see them and back off.
      if (error instanceof QuotaExhaustedError || error instanceof OddsApiAuthError) throw error;
      deps.log.warn({ err: error, gameId: game.id, eventId }, 'Player props fetch failed; skipped this game');
      continue;
    }
    const props = summariseProps(quotes);
    const keyPrefix = `odds:${eventId}:`;
    const keys: string[] = [];
    for (const prop of props) {
      const sourceKey = `${keyPrefix}${prop.market}:${prop.player}:${prop.line ?? '-'}`;
      keys.push(sourceKey);
      const fullText = `${prop.player} ${prop.propType}${prop.line === null ? '' : ` ${prop.line}`}`;
      await deps.repos.props.upsertBookProp(
        {
          source: 'odds-api',
          sourceKey,
          gameId: game.id,
          fullText,
          player: prop.player,
          team: null,
          position: null,
          propType: prop.propType,
          line: prop.line,
          notes: null,
          propInsight: prop.insight,
          prices: prop.prices,
          expiresAt: game.kickoff,
          createdBy: odds.name,
          createdAt: now,
          updatedAt: now,
        },
        now,
      );
      written++;
    }
    // Lines that moved or markets the books dropped: retire the props at the old lines.
    await deps.repos.props.retireBookPropsExcept(keyPrefix, keys, now);
  }
  return written;
}
