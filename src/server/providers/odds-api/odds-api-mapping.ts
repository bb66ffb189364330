import type { League } from '@shared/league';
import type {
  BookMarkets,
  BookOdds,
  OddsEvent,
  PlayerPropOutcome,
  PointPrice,
  Price,
  QuotaInfo,
  ScoreEvent,
} from '../ports';
import type { OddsBookmakerWire, OddsEventWire, OddsOutcomeWire, ScoreEventWire } from './odds-api-schemas';

/**
 * Pure conversions between The Odds API's wire shapes and the OddsProvider port. Kept apart from
 * the HTTP code so every mapping rule (name matching, missing markets, score strings) is unit
 * tested without a server.
 *
 * Mapping never guesses: an outcome that cannot be tied to a side drops that one market, and the
 * reason is returned as an issue for the adapter to log, so a partial board still loads.
 */

export const SPORT_KEYS = {
  nfl: 'americanfootball_nfl',
  cfb: 'americanfootball_ncaaf',
} as const satisfies Record<League, string>;

export type OddsSportKey = (typeof SPORT_KEYS)[League];

/** The featured markets of one fetchOdds call; each costs one credit per region. */
export const FEATURED_MARKETS = ['spreads', 'totals', 'h2h'] as const;

export function sportKeyFor(league: League): OddsSportKey {
  return SPORT_KEYS[league];
}

/**
 * `2025-09-04T00:00:00Z`: the API answers 422 to other ISO forms (milliseconds, offsets), so
 * milliseconds are dropped rather than sent.
 */
export function formatCommenceTime(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('commence time is not a valid date');
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function headerNumber(headers: Headers, name: string): number | null {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** Null when the response carried none of the quota headers (a proxy error page, a 429). */
export function quotaFromHeaders(headers: Headers): QuotaInfo | null {
  const quota: QuotaInfo = {
    remaining: headerNumber(headers, 'x-requests-remaining'),
    used: headerNumber(headers, 'x-requests-used'),
    last: headerNumber(headers, 'x-requests-last'),
  };
  return quota.remaining === null && quota.used === null && quota.last === null ? null : quota;
}

/** American odds are at least +100 or at most -100; anything between is not a price. */
export function isAmericanPrice(price: number): boolean {
  return Number.isFinite(price) && Math.abs(price) >= 100;
}

export interface Mapped<T> {
  value: T;
  /** Human-readable reasons for data left out; logged by the adapter, never thrown. */
  issues: string[];
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function findOutcome(outcomes: readonly OddsOutcomeWire[], name: string): OddsOutcomeWire | undefined {
  // Exact first: two outcomes differing only by case would be a feed bug, not a match.
  return outcomes.find((o) => o.name === name) ?? outcomes.find((o) => sameName(o.name, name));
}

function toPrice(outcome: OddsOutcomeWire | undefined): Price | undefined {
  if (!outcome || !isAmericanPrice(outcome.price)) return undefined;
  return { price: outcome.price };
}

function toPointPrice(outcome: OddsOutcomeWire | undefined): PointPrice | undefined {
  if (!outcome || !isAmericanPrice(outcome.price)) return undefined;
  if (typeof outcome.point !== 'number' || !Number.isFinite(outcome.point)) return undefined;
  return { price: outcome.price, point: outcome.point };
}

/**
 * One bookmaker's featured markets. Sides are matched by team NAME: the API does not promise an
 * order, and reading the first outcome as "home" would silently flip a spread.
 */
export function toBookMarkets(
  bookmaker: OddsBookmakerWire,
  homeTeam: string,
  awayTeam: string,
): Mapped<BookMarkets> {
  const markets: BookMarkets = {};
  const issues: string[] = [];
  for (const market of bookmaker.markets) {
    const where = `${bookmaker.key} ${market.key}`;
    if (market.key === 'spreads') {
      const home = toPointPrice(findOutcome(market.outcomes, homeTeam));
      const away = toPointPrice(findOutcome(market.outcomes, awayTeam));
      if (home && away) markets.spreads = { home, away };
      else issues.push(`${where}: no priced outcome with a point for both "${homeTeam}" and "${awayTeam}"`);
    } else if (market.key === 'totals') {
      const over = toPointPrice(findOutcome(market.outcomes, 'Over'));
      const under = toPointPrice(findOutcome(market.outcomes, 'Under'));
      if (over && under) markets.totals = { over, under };
      else issues.push(`${where}: no priced Over and Under with a point`);
    } else if (market.key === 'h2h') {
      const home = toPrice(findOutcome(market.outcomes, homeTeam));
      const away = toPrice(findOutcome(market.outcomes, awayTeam));
      if (home && away) markets.h2h = { home, away };
      else issues.push(`${where}: no priced outcome for both "${homeTeam}" and "${awayTeam}"`);
    }
    // Other keys (outrights, alternates asked for elsewhere) are not part of this port.
  }
  return { value: markets, issues };
}

export function toOddsEvent(event: OddsEventWire, league: League): Mapped<OddsEvent> {
  const issues: string[] = [];
  const books: BookOdds[] = [];
  for (const bookmaker of event.bookmakers ?? []) {
    const markets = toBookMarkets(bookmaker, event.home_team, event.away_team);
    issues.push(...markets.issues.map((issue) => `event ${event.id}: ${issue}`));
    // A book with nothing usable would only add an empty row to every snapshot.
    if (Object.keys(markets.value).length === 0) continue;
    books.push({
      key: bookmaker.key,
      title: bookmaker.title,
      lastUpdate: bookmaker.last_update,
      simulated: false,
      markets: markets.value,
    });
  }
  return {
    value: {
      externalId: event.id,
      league,
      commenceTime: event.commence_time,
      homeTeam: event.home_team,
      awayTeam: event.away_team,
      books,
    },
    issues,
  };
}

/**
 * Events kicking off in [from, to). The API's own window filter is applied too, but its
 * commenceTimeTo bound is inclusive and only second-precise, so the port's half-open window is
 * enforced here.
 */
export function toOddsEvents(
  events: readonly OddsEventWire[],
  league: League,
  window: { from: Date; to: Date },
): Mapped<OddsEvent[]> {
  const issues: string[] = [];
  const value: OddsEvent[] = [];
  for (const event of events) {
    const time = event.commence_time.getTime();
    if (time < window.from.getTime() || time >= window.to.getTime()) continue;
    const mapped = toOddsEvent(event, league);
    issues.push(...mapped.issues);
    value.push(mapped.value);
  }
  return { value, issues };
}

/** Whole points only: a score like "24.5" or "" is a feed error, not something to round. */
export function parseScore(score: string): number | null {
  const trimmed = score.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export function toScoreEvent(event: ScoreEventWire, league: League): Mapped<ScoreEvent> {
  const issues: string[] = [];
  // Matched by name: the API does not promise home first.
  const scoreOf = (team: string): number | null => {
    if (!event.scores) return null;
    const entry =
      event.scores.find((s) => s.name === team) ?? event.scores.find((s) => sameName(s.name, team));
    if (!entry) {
      issues.push(`event ${event.id}: no score for "${team}"`);
      return null;
    }
    const score = parseScore(entry.score);
    if (score === null) issues.push(`event ${event.id}: unreadable score "${entry.score}" for "${team}"`);
    return score;
  };
  return {
    value: {
      externalId: event.id,
      league,
      commenceTime: event.commence_time,
      homeTeam: event.home_team,
      awayTeam: event.away_team,
      completed: event.completed,
      homeScore: scoreOf(event.home_team),
      awayScore: scoreOf(event.away_team),
      lastUpdate: event.last_update ?? null,
    },
    issues,
  };
}

/**
 * Player props of one event: the player is in `description`, the side ("Over", "Under", "Yes") in
 * `name`. Outcomes without a player are not player props and are left out.
 */
export function toPlayerProps(event: OddsEventWire): Mapped<PlayerPropOutcome[]> {
  const issues: string[] = [];
  const value: PlayerPropOutcome[] = [];
  for (const bookmaker of event.bookmakers ?? []) {
    for (const market of bookmaker.markets) {
      for (const outcome of market.outcomes) {
        const player = outcome.description?.trim();
        if (!player) {
          issues.push(`${bookmaker.key} ${market.key}: outcome "${outcome.name}" has no player`);
          continue;
        }
        if (!isAmericanPrice(outcome.price)) {
          issues.push(`${bookmaker.key} ${market.key}: ${player} ${outcome.name} has price ${outcome.price}`);
          continue;
        }
        value.push({
          book: bookmaker.key,
          market: market.key,
          player,
          side: outcome.name,
          point: typeof outcome.point === 'number' ? outcome.point : null,
          price: outcome.price,
        });
      }
    }
  }
  return { value, issues };
}
