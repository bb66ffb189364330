import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { OWN_ENCODING, sendJsonText } from '../http/send-json-text';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import {
  type Game,
  analyzeBetRequestSchema,
  analyzeBetResponseSchema,
  gamesQuerySchema,
  gamesResponseSchema,
} from '@shared/api/games';
import { picksWindow, windowInstants } from '@shared/calendar/picks-window';
import { countRule, isBestBet, isQualityPick } from '@shared/calendar/pick-filters';
import { listAnalyzedGames } from '../services/analysis/list-games';
import {
  type ApprovedGame,
  footballBetsQuerySchema,
  footballBetsResponseSchema,
} from '@shared/api/football-bets';
import type { PickSurface } from '@shared/curation/visible-picks';
import { listVisiblePicks } from '../services/curation/list-visible-picks';
import { leagueOfSportFilter, leagueOfSportWord, type League, type PicksSportFilter } from '@shared/league';
import { AppError } from '../http/app-error';
import { requireLicense } from '../http/authenticate';
import { daysBetween, parseIsoDate } from '@shared/calendar/eastern-date';
import { sportsOf } from '../services/licensing/license-record';
import type { VerifyDeps } from '../services/licensing/verify-license';
import { analyzeMatchup, resolveTypedTeam } from '../services/analysis/analyze-matchup';
import type { AnalysisDeps } from '../services/analysis/analyze-game';
import { ResponseCache } from '../services/analysis/games-cache';
import { gameMarketParamsSchema, gameMarketResponseSchema } from '@shared/api/game-market';
import { planGrants } from '@shared/licensing/plans';
import { planOf } from '../services/licensing/license-record';
import { findMarketGame, getGameMarket } from '../services/market/game-market';
import { slateQuerySchema, slateResponseSchema } from '@shared/api/slate';
import { listSlate } from '../services/market/slate';
import { isBettableBook } from '@shared/odds/bettable-books';
import { DEFAULT_STAKING_RULE, stakeGame, type StakingRule } from '@shared/odds/staking';
import { getStakingRule } from '../services/settings/staking-rule';
import { firstStaleAt } from '@shared/pricing/judge-freshness';

const MAX_RANGE_DAYS = 31;
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const marketErrors = { ...errors, 404: errorBodySchema };

/** 'nfl' | 'college' | 'all' → the leagues asked for ('all' = whatever the plan grants). */
function requestedSports(sport: PicksSportFilter): League[] {
  const league = leagueOfSportFilter(sport);
  return league === null ? [] : [league];
}

type DateWindowResult = { from: Date; to: Date; startDate: string; endDate: string };

/**
 * [start of startDate, end of endDate) in US Eastern time, validated. Pure and cheap (a few date
 * conversions), so nothing is cached: no state outside the app instance.
 */
export function dateWindow(now: Date, startDate?: string, endDate?: string): DateWindowResult {
  const defaults = picksWindow(now);
  const start = startDate ?? defaults.startDate;
  const end = endDate ?? defaults.endDate;
  const real = (d: string) =>
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  if (!real(start) || !real(end))
    throw new AppError('VALIDATION_FAILED', 'Dates must be real calendar dates (YYYY-MM-DD)');
  // Counted in dates, not hours: a range holding the 25-hour day daylight saving ends is still its dates.
  const dates = daysBetween(parseIsoDate(start), parseIsoDate(end)) + 1;
  if (dates < 1) throw new AppError('VALIDATION_FAILED', 'endDate must not be before startDate');
  if (dates > MAX_RANGE_DAYS)
    throw new AppError('VALIDATION_FAILED', `The date range may span at most ${MAX_RANGE_DAYS} days`);
  const { from, to } = windowInstants({ startDate: start, endDate: end });
  return Object.freeze({ from, to, startDate: start, endDate: end });
}

export function registerGameRoutes(app: FastifyInstance, deps: VerifyDeps & AnalysisDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security: Record<string, string[]>[] = [{ licenseKey: [] }, { session: [] }];
  const slates = new ResponseCache(deps.analysisChanges, 15_000);

  /**
   * The licensed slates share one path: the plan decides the leagues ('all' = what it grants),
   * the body is built and validated once per (kind, leagues, window) and then served as cached text.
   */
  async function serveSlate<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    options: {
      kind: string;
      sport: PicksSportFilter;
      startDate?: string | undefined;
      endDate?: string | undefined;
      /** The games, or the games with more top-level fields of the body (the slate's books). */
      list: (window: {
        leagues: League[];
        from: Date;
        to: Date;
      }) => Promise<T[] | { games: T[]; extra: Record<string, unknown> }>;
      schema: z.ZodType;
      /** The page's rule, counted over every analysed game of the window. */
      rule?: (game: Game) => boolean;
      /** The games carry units: shown under the licence's staking rule (docs/bets.md, "Staking"). */
      staked?: (game: T, rule: StakingRule) => T;
    },
  ) {
    const asked = requestedSports(options.sport);
    const license = await requireLicense(deps, request, asked);
    const leagues: League[] = asked.length > 0 ? asked : [...sportsOf(license)];
    const window = dateWindow(deps.now(), options.startDate, options.endDate);
    const staked = options.staked;
    const staking = staked ? await getStakingRule(deps, license.id) : DEFAULT_STAKING_RULE;
    // One body per rule: the analysis is shared, only the units differ.
    const key = `${options.kind}|${[...leagues].sort().join(',')}|${window.startDate}|${window.endDate}|${staking}`;
    const body = await slates.get(key, deps.now().getTime(), async () => {
      const range = { leagues, from: window.from, to: window.to };
      const listed = await options.list(range);
      const { games: analysed, extra } = Array.isArray(listed) ? { games: listed, extra: {} } : listed;
      const games = staked ? analysed.map((game) => staked(game, staking)) : analysed;
      const rule = options.rule;
      const staleAt = firstStaleAt(games as object[], deps.config.pricing.staleAfterMinutes);
      return {
        body: JSON.stringify(
          options.schema.parse({
            games,
            totalGames: games.length,
            ...extra,
            ...(rule ? { rule: countRule(await listAnalyzedGames(deps, range), rule) } : {}),
            dateRange: { startDate: window.startDate, endDate: window.endDate },
          }),
        ),
        expiresAt: staleAt ? staleAt.getTime() : null,
      };
    });
    return sendJsonText(request, reply, body);
  }

  /** A surface's list as the shared curation rule decides it (docs/curation.md). */
  const listFor =
    (surface: PickSurface) =>
    async (window: { leagues: League[]; from: Date; to: Date }): Promise<Game[]> =>
      (await listVisiblePicks(deps, window, surface)).map((p) => p.game);

  api.get(
    '/bookmarklet/games',
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['games'],
        security,
        summary:
          "The overlay's picks in a date range (default: today through 8 days ahead, US Eastern): every approved pick as published, then unreviewed model picks that pass the weekly-picks rule",
        querystring: gamesQuerySchema,
        response: { 200: gamesResponseSchema, ...errors },
      },
    },
    // forceRefresh is accepted for compatibility; only an admin can spend the odds quota.
    (request, reply) =>
      serveSlate(request, reply, {
        kind: 'overlay',
        staked: (game, rule) => stakeGame(game, rule),
        ...request.query,
        list: listFor('overlay'),
        schema: gamesResponseSchema,
      }),
  );

  api.get(
    '/best-bets',
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['games'],
        security,
        summary:
          'Weekly best bets: approved picks and unreviewed model picks with a 3%+ edge (off-market prices only when the admin confirmed them)',
        querystring: gamesQuerySchema,
        response: { 200: gamesResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      serveSlate(request, reply, {
        kind: 'best-bets',
        staked: (game, rule) => stakeGame(game, rule),
        ...request.query,
        list: listFor('best-bets'),
        schema: gamesResponseSchema,
        rule: isBestBet,
      }),
  );

  api.get(
    '/weekly-picks',
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['games'],
        security,
        summary:
          'Quality picks only (Strong Buy/Buy, High/Very High confidence and 3%+ edge): approved picks as published, then unreviewed model picks',
        querystring: gamesQuerySchema,
        response: { 200: gamesResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      serveSlate(request, reply, {
        kind: 'quality',
        staked: (game, rule) => stakeGame(game, rule),
        ...request.query,
        list: listFor('weekly-picks'),
        schema: gamesResponseSchema,
        rule: isQualityPick,
      }),
  );

  api.get(
    '/football-bets',
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['games'],
        security: [{ session: [] }, { licenseKey: [] }],
        summary:
          'Approved picks for the next 8 days, as published (licensed; the website sends its session cookie)',
        querystring: footballBetsQuerySchema,
        response: { 200: footballBetsResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      serveSlate<ApprovedGame>(request, reply, {
        kind: 'approved',
        staked: (game, rule) => stakeGame(game, rule),
        sport: request.query.sport,
        list: async (window) =>
          (await listVisiblePicks(deps, window, 'football-bets')).map(({ game, published }) => ({
            ...game,
            publishedAt: published!.publishedAt,
            pickVersion: published!.version,
          })),
        schema: footballBetsResponseSchema,
      }),
  );

  api.get(
    '/games',
    {
      ...OWN_ENCODING,
      schema: {
        tags: ['games'],
        security,
        summary:
          'The slate: every analysed game in a date range (default: today through 8 days ahead, US Eastern) with its market fair line, BetLens ratings lean and best price per market and side',
        description:
          "Licensed and plan-enforced like the other lists ('all' = the leagues the plan grants; a league " +
          'outside the plan is 403 PLAN_FORBIDDEN). `bestPrices` holds, per market (spread, total, ' +
          'moneyline) and side, the best fresh, on-market price at a bettable book (only the books named ' +
          'in `books`, when given) with its edge: the price against the market fair price at its number.',
        querystring: slateQuerySchema,
        response: { 200: slateResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      // Only bettable books can be chosen, so the others are dropped (and never split the cache).
      const books = request.query.books
        ? [...new Set(request.query.books.toLowerCase().split(','))]
            .filter((key) => isBettableBook(key, deps.config.pricing.bettableBooks))
            .sort()
        : null;
      return serveSlate(request, reply, {
        kind: books === null ? 'slate' : `slate:${books.join(',')}`,
        sport: request.query.sport,
        startDate: request.query.startDate,
        endDate: request.query.endDate,
        list: (window) => listSlate(deps, window, books),
        schema: slateResponseSchema,
      });
    },
  );

  api.post(
    '/analyze-bet',
    {
      schema: {
        tags: ['games'],
        security,
        summary: 'Price a matchup as typed (scheduled or not); neutral site respected',
        body: analyzeBetRequestSchema,
        response: { 200: analyzeBetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const league = leagueOfSportWord(request.body.sport);
      if (request.body.licenseKey && !request.headers['x-license-key'])
        request.headers['x-license-key'] = request.body.licenseKey;
      const license = await requireLicense(deps, request, [league]);
      const away = resolveTypedTeam(request.body.awayTeam, league, 'awayTeam');
      const home = resolveTypedTeam(request.body.homeTeam, league, 'homeTeam');
      if (away.id === home.id)
        throw new AppError('VALIDATION_FAILED', 'awayTeam and homeTeam must be different teams');
      const analysis = await analyzeMatchup(deps, {
        league,
        away,
        home,
        neutralSite: request.body.isNeutralSite,
      });
      const staked = stakeGame(analysis, await getStakingRule(deps, license.id));
      return reply.header('cache-control', 'no-store').send({ analysis: staked });
    },
  );

  api.get(
    '/games/:id/market',
    {
      schema: {
        tags: ['games'],
        security,
        summary:
          "One game's odds screen: every book's spread, total and moneyline, best offers, fair line, movement",
        description:
          "Licensed, and the plan must include the game's league (403 PLAN_FORBIDDEN otherwise). Books are " +
          "each book's latest stored snapshot; `best` names the fresh books with the best offer per side; " +
          "`movement` is every book's home spread from its first stored snapshot to now. A rejected or " +
          'unknown game is 404.',
        params: gameMarketParamsSchema,
        response: { 200: gameMarketResponseSchema, ...marketErrors },
      },
    },
    async (request, reply) => {
      const license = await requireLicense(deps, request);
      const found = await findMarketGame(deps, request.params.id);
      const league = found.row.league;
      const plan = planOf(license);
      if (!planGrants(plan, league))
        throw new AppError('PLAN_FORBIDDEN', `Your ${plan} plan does not include ${league.toUpperCase()}`);
      const market = await getGameMarket(deps, found);
      return reply.header('cache-control', 'no-store').send(market);
    },
  );
}
