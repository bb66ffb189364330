import { footballWeek } from '@shared/calendar/football-week-start';
import { teamById } from '../../teams';
import { toSportCode, type League } from '@shared/league';
import { rateGames, type RatedLeague } from '../../ratings/rate-games';
import { defaultRatingConfig } from '../../ratings/rating-config';
import type { CompletedGame } from '../../ratings/game-types';
import type { TeamSeasonRating } from '../../ratings/season-priors';
import type { ServiceContext } from '../context';

/**
 * Ratings fitted from every completed real game before `asOf` (replayed games are copies of real
 * ones and never feed the ratings). Rebuilding takes about half a second for 26 NFL seasons, so each
 * app keeps its fits in a RatingsStore, keyed by the games' content (count and latest change). A fit is an immutable
 * snapshot (rateGames), so one cached fit can price games of any later season without changing.
 */
const CACHE_MAX = 16;

/** The fits one app holds, shared by its store and every batch made from it. */
interface FitCache {
  fits: Map<string, Promise<RatedLeague>>;
  /** The kickoff (epoch ms) of the latest completed game each fit includes; null when it has none. */
  latest: WeakMap<RatedLeague, number | null>;
}

/** One app's (or CLI run's) cache of rating fits. */
export class RatingsStore {
  private readonly cache: FitCache;
  /**
   * In a batch (batch()): the content key of each league and rating moment, read once. Null in the
   * app's store, which reads it for every analysis.
   */
  private readonly keys: Map<string, Promise<string>> | null;

  constructor(batchOf?: RatingsStore) {
    this.cache = batchOf?.cache ?? { fits: new Map(), latest: new WeakMap() };
    this.keys = batchOf ? new Map() : null;
  }

  /**
   * A view of this store's fits for one batch of analyses (a refresh, a generation, a replayed
   * morning): the games' content is read once per league and rating moment, so every game of the
   * batch is priced on the same fit, and a correction made meanwhile is seen by the next batch. The
   * content check is a scan of the league's history (about 20 ms on the embedded database), so
   * reading it once per game cost a refresh more than its analyses.
   */
  batch(): RatingsStore {
    return new RatingsStore(this);
  }

  /** Drops a league's cached fits so the next analysis rebuilds its ratings (full recompute). */
  forget(league: League): void {
    // A batch's own content keys go too: the rebuild reads the games again.
    for (const map of this.keys ? [this.cache.fits, this.keys] : [this.cache.fits])
      for (const key of [...map.keys()]) if (key.startsWith(`${league}:`)) map.delete(key);
  }

  async asOf(ctx: ServiceContext, league: League, asOf: Date): Promise<RatedLeague> {
    const key = await this.contentKey(ctx, league, asOf);
    const { fits, latest } = this.cache;
    let fit = fits.get(key);
    if (!fit) {
      fit = rateLeague(ctx, league, asOf).then(({ rated, latestKickoff }) => {
        latest.set(rated, latestKickoff);
        return rated;
      });
      if (fits.size >= CACHE_MAX) fits.delete(fits.keys().next().value!);
      fits.set(key, fit);
      fit.catch(() => fits.delete(key));
    }
    return fit;
  }

  /** The latest completed game a fit of this store includes (the ratings' `ratingsAsOf`); null: none. */
  latestGameOf(rated: RatedLeague): Date | null {
    const kickoff = this.cache.latest.get(rated);
    return kickoff === undefined || kickoff === null ? null : new Date(kickoff);
  }

  private contentKey(ctx: ServiceContext, league: League, asOf: Date): Promise<string> {
    const keys = this.keys;
    if (!keys) return readContentKey(ctx, league, asOf);
    const moment = `${league}:${asOf.getTime()}`;
    let key = keys.get(moment);
    if (!key) {
      key = readContentKey(ctx, league, asOf);
      keys.set(moment, key);
      key.catch(() => keys.delete(moment));
    }
    return key;
  }
}

/**
 * Keyed on the games' content: their count and their latest change (a corrected score or a late
 * result is seen at once, not when the week turns), and the week the fit is for.
 */
async function readContentKey(ctx: ServiceContext, league: League, asOf: Date): Promise<string> {
  const stamp = await ctx.repos.games.ratedGamesStamp(league, asOf);
  const changed = stamp.changedAt?.getTime() ?? 0;
  return `${league}:${stamp.games}:${changed}:${footballWeek(asOf.getTime())}`;
}

function isFbs(teamId: string, fromDetails: unknown): boolean {
  if (typeof fromDetails === 'boolean') return fromDetails;
  return teamById(teamId)?.classification === 'fbs';
}

/**
 * College ratings separate FBS from the rest and start each season from published priors (SP+,
 * FPI, talent); the NFL has neither.
 */
export const COLLEGE_TERMS: Record<League, boolean> = { nfl: false, cfb: true };

async function rateLeague(
  ctx: ServiceContext,
  league: League,
  asOf: Date,
): Promise<{ rated: RatedLeague; latestKickoff: number | null }> {
  const rows = await ctx.repos.games.ratedGames(league, asOf);
  const completed: CompletedGame[] = rows.map((g) => ({
    season: g.season,
    kickoff: g.kickoff.getTime(),
    home: g.homeTeamId,
    away: g.awayTeamId,
    neutral: g.neutralSite,
    homeScore: g.homeScore ?? 0,
    awayScore: g.awayScore ?? 0,
    ...(g.closingHomeLine !== null ? { homeLine: g.closingHomeLine } : {}),
    ...(g.closingTotal !== null ? { totalLine: g.closingTotal } : {}),
    ...(COLLEGE_TERMS[league]
      ? { homeFbs: isFbs(g.homeTeamId, g.details.homeFbs), awayFbs: isFbs(g.awayTeamId, g.details.awayFbs) }
      : {}),
    ...startingQuarterbacks(g.details),
  }));
  const seasonRatings = COLLEGE_TERMS[league] ? await collegeSeasonRatings(ctx) : [];
  const rated = rateGames(completed, defaultRatingConfig(toSportCode(league)), {
    seasonRatings,
  });
  return { rated, latestKickoff: completed.at(-1)?.kickoff ?? null };
}

/** Starting quarterbacks stored by the history importer (NFL), for the ratings' quarterback terms. */
function startingQuarterbacks(details: Record<string, unknown>): { homeQb?: string; awayQb?: string } {
  const id = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const homeQb = id(details.homeQbId);
  const awayQb = id(details.awayQbId);
  return { ...(homeQb ? { homeQb } : {}), ...(awayQb ? { awayQb } : {}) };
}

/** Published end-of-season SP+, FPI and 247 talent: season N's rows only ever seed season N + 1 in the engine. */
async function collegeSeasonRatings(ctx: ServiceContext): Promise<TeamSeasonRating[]> {
  const rows = await ctx.repos.teamHistory.ratingsFrom('cfb', ['sp', 'fpi', 'talent']);
  const byTeamSeason = new Map<
    string,
    {
      season: number;
      team: string;
      spOverall?: number;
      spOffense?: number;
      spDefense?: number;
      fpi?: number;
      talent?: number;
    }
  >();
  for (const r of rows) {
    const key = `${r.season}:${r.teamId}`;
    const entry = byTeamSeason.get(key) ?? { season: r.season, team: r.teamId };
    if (r.source === 'sp' && r.rating !== null) {
      entry.spOverall = r.rating;
      if (r.offense !== null) entry.spOffense = r.offense;
      if (r.defense !== null) entry.spDefense = r.defense;
    }
    if (r.source === 'fpi' && r.rating !== null) entry.fpi = r.rating;
    if (r.source === 'talent' && r.rating !== null) entry.talent = r.rating;
    byTeamSeason.set(key, entry);
  }
  return [...byTeamSeason.values()];
}
