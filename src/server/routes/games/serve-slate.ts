import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { countRule, type RuleCounts } from '@shared/calendar/pick-filters';
import type { Game } from '@shared/api/games';
import { leagueOfSportFilter, type League, type PicksSportFilter } from '@shared/league';
import { DEFAULT_STAKING_RULE, type StakingRule } from '@shared/odds/staking';
import { firstStaleAt } from '@shared/pricing/judge-freshness';
import { visiblePicks, type PickSurface } from '@shared/curation/visible-picks';
import { sendJsonText } from '../../http/send-json-text';
import { ResponseCache } from '../../services/analysis/games-cache';
import type { AnalysisChanges } from '../../services/analysis/games-cache';
import { listCurationEntries } from '../../services/curation/list-visible-picks';
import { sportsOf } from '../../services/licensing/license-record';
import { getStakingRule } from '../../services/settings/staking-rule';
import type { ServiceContext } from '../../services/context';
import { dateWindow } from '../date-window';
import { licenseOf } from '../route-auth';

/** 'nfl' | 'college' | 'all' → the leagues asked for ('all' = whatever the plan grants). */
export function requestedSports(sport: PicksSportFilter): League[] {
  const league = leagueOfSportFilter(sport);
  return league === null ? [] : [league];
}

export interface SlateRange {
  leagues: League[];
  from: Date;
  to: Date;
}

/** A list's games, more top-level fields of its body (the slate's books), and its page's rule counts. */
export interface SlateListing<T> {
  games: T[];
  extra?: Record<string, unknown>;
  rule?: RuleCounts;
}

export interface SlateOptions<T> {
  kind: string;
  sport: PicksSportFilter;
  startDate?: string | undefined;
  endDate?: string | undefined;
  list: (range: SlateRange) => Promise<SlateListing<T>>;
  schema: z.ZodType;
  /** The games carry units: shown under the licence's staking rule (docs/bets.md, "Staking"). */
  staked?: (game: T, rule: StakingRule) => T;
}

/**
 * The licensed slates share one path: the plan decides the leagues ('all' = what it grants), the
 * body is built and validated once per (kind, leagues, window, staking rule) and then served as
 * cached text. The route-auth hook has already admitted the licence for the leagues asked.
 */
export function slateServer(deps: ServiceContext & { analysisChanges: AnalysisChanges }) {
  const slates = new ResponseCache(deps.analysisChanges, 15_000);
  return async function serveSlate<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    options: SlateOptions<T>,
  ) {
    const license = licenseOf(request);
    const asked = requestedSports(options.sport);
    const leagues: League[] = asked.length > 0 ? asked : [...sportsOf(license)];
    const window = dateWindow(deps.now(), options.startDate, options.endDate);
    const staked = options.staked;
    const staking = staked ? await getStakingRule(deps, license.id) : DEFAULT_STAKING_RULE;
    // One body per rule: the analysis is shared, only the units differ.
    const key = `${options.kind}|${[...leagues].sort().join(',')}|${window.startDate}|${window.endDate}|${staking}`;
    const body = await slates.get(key, deps.now().getTime(), async () => {
      const listed = await options.list({ leagues, from: window.from, to: window.to });
      const games = staked ? listed.games.map((game) => staked(game, staking)) : listed.games;
      const staleAt = firstStaleAt(games as object[], deps.config.pricing.staleAfterMinutes);
      return {
        body: JSON.stringify(
          options.schema.parse({
            games,
            totalGames: games.length,
            ...listed.extra,
            ...(listed.rule ? { rule: listed.rule } : {}),
            dateRange: { startDate: window.startDate, endDate: window.endDate },
          }),
        ),
        expiresAt: staleAt ? staleAt.getTime() : null,
      };
    });
    return sendJsonText(request, reply, body);
  };
}

/**
 * A surface's list as the shared curation rule decides it (docs/curation.md), with the page's rule
 * counted over every analysed game of the same read of the window.
 */
export function surfaceListing(ctx: ServiceContext, surface: PickSurface, rule?: (game: Game) => boolean) {
  return async (range: SlateRange): Promise<SlateListing<Game>> => {
    const entries = await listCurationEntries(ctx, range);
    const games = visiblePicks(entries, surface).map((p) => p.game);
    if (!rule) return { games };
    return {
      games,
      rule: countRule(
        entries.map((entry) => entry.latest),
        rule,
      ),
    };
  };
}
