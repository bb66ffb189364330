import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  analyzeBetRequestSchema,
  analyzeBetResponseSchema,
  gamesQuerySchema,
  gamesResponseSchema,
} from '@shared/api/games';
import { isBestBet, isQualityPick } from '@shared/calendar/pick-filters';
import {
  type ApprovedGame,
  footballBetsQuerySchema,
  footballBetsResponseSchema,
} from '@shared/api/football-bets';
import { leagueOfSportWord } from '@shared/league';
import { gameMarketParamsSchema, gameMarketResponseSchema } from '@shared/api/game-market';
import { slateQuerySchema, slateResponseSchema } from '@shared/api/slate';
import { isBettableBook } from '@shared/odds/bettable-books';
import { stakeGame } from '@shared/odds/staking';
import { OWN_ENCODING } from '../../http/send-json-text';
import { AppError } from '../../http/app-error';
import { assertPlanGrants } from '../../http/authenticate';
import { listVisiblePicks } from '../../services/curation/list-visible-picks';
import type { VerifyDeps } from '../../services/licensing/verify-license';
import { analyzeMatchup, resolveTypedTeam } from '../../services/analysis/analyze-matchup';
import type { AnalysisDeps } from '../../services/analysis/analyze-game';
import { findMarketGame, getGameMarket } from '../../services/market/game-market';
import { listSlate } from '../../services/market/slate';
import { getStakingRule } from '../../services/settings/staking-rule';
import { leaguesFrom, licenseOf } from '../route-auth';
import { errors, marketErrors, security } from './schemas';
import { requestedSports, slateServer, surfaceListing } from './serve-slate';

export { dateWindow } from '../date-window';

export type GameRoutesDeps = VerifyDeps & AnalysisDeps;

/** The sport filter of the query decides the leagues the plan must grant. */
const bySportFilter = leaguesFrom<Pick<z.output<typeof gamesQuerySchema>, 'sport'>>(({ query }) =>
  requestedSports(query.sport),
);

/** The licensed game lists, the typed-matchup pricer and one game's odds screen. */
export function gameRoutes(app: FastifyInstance, deps: GameRoutesDeps, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const serveSlate = slateServer(deps);
  const licensed = { auth: 'license', league: bySportFilter } as const;

  api.get(
    '/bookmarklet/games',
    {
      ...OWN_ENCODING,
      config: licensed,
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
        list: surfaceListing(deps, 'overlay'),
        schema: gamesResponseSchema,
      }),
  );

  api.get(
    '/best-bets',
    {
      ...OWN_ENCODING,
      config: licensed,
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
        list: surfaceListing(deps, 'best-bets', isBestBet),
        schema: gamesResponseSchema,
      }),
  );

  api.get(
    '/weekly-picks',
    {
      ...OWN_ENCODING,
      config: licensed,
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
        list: surfaceListing(deps, 'weekly-picks', isQualityPick),
        schema: gamesResponseSchema,
      }),
  );

  api.get(
    '/football-bets',
    {
      ...OWN_ENCODING,
      config: licensed,
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
        list: async (range) => ({
          games: (await listVisiblePicks(deps, range, 'football-bets')).map(({ game, published }) => ({
            ...game,
            publishedAt: published!.publishedAt,
            pickVersion: published!.version,
          })),
        }),
        schema: footballBetsResponseSchema,
      }),
  );

  api.get(
    '/games',
    {
      ...OWN_ENCODING,
      config: licensed,
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
        list: (range) => listSlate(deps, range, books),
        schema: slateResponseSchema,
      });
    },
  );

  api.post(
    '/analyze-bet',
    {
      config: {
        auth: 'license',
        bodyLicenseKey: true,
        league: leaguesFrom<unknown, z.output<typeof analyzeBetRequestSchema>>(({ body }) => [
          leagueOfSportWord(body.sport),
        ]),
      },
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
      const staked = stakeGame(analysis, await getStakingRule(deps, licenseOf(request).id));
      return reply.header('cache-control', 'no-store').send({ analysis: staked });
    },
  );

  api.get(
    '/games/:id/market',
    {
      // The game's league is known once the game is found: its plan check is in the handler.
      config: { auth: 'license' },
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
      const found = await findMarketGame(deps, request.params.id);
      assertPlanGrants(licenseOf(request), [found.row.league]);
      const market = await getGameMarket(deps, found);
      return reply.header('cache-control', 'no-store').send(market);
    },
  );
  done();
}
