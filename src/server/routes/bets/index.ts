import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@shared/api/common';
import {
  betParamsSchema,
  betResponseSchema,
  betsResponseSchema,
  createBetRequestSchema,
} from '@shared/api/bets';
import { betsCsv } from '@shared/bets/bets-csv';
import { easternIsoDate } from '@shared/calendar/eastern-date';
import { leagueOfSportFilter, PICKS_SPORT_FILTERS, type League, type PicksSportFilter } from '@shared/league';
import { sportsOf } from '../../services/licensing/license-record';
import type { VerifyDeps } from '../../services/licensing/verify-license';
import { recordBet } from '../../services/bets/record-bet';
import { deleteBet, listBets } from '../../services/bets/list-bets';
import { leaguesFrom, licenseOf } from '../route-auth';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
};

export const betsQuerySchema = z
  .object({
    sport: z.enum(PICKS_SPORT_FILTERS, { error: "sport must be 'nfl', 'college' or 'all'" }).default('all'),
  })
  .strict();

function asked(sport: PicksSportFilter): League[] {
  const league = leagueOfSportFilter(sport);
  return league === null ? [] : [league];
}

/** The sport filter of the query decides the leagues the plan must grant. */
const bySportFilter = leaguesFrom<z.output<typeof betsQuerySchema>>(({ query }) => asked(query.sport));

/**
 * My bets (docs/bets.md): licensed like the other lists (session cookie or x-license-key with a
 * device id), each licence sees and changes only its own bets, and the plan decides the leagues.
 */
export function betRoutes(app: FastifyInstance, deps: VerifyDeps, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security: Record<string, string[]>[] = [{ session: [] }, { licenseKey: [] }];

  /** The licence and the leagues it asked for ('all' = what its plan grants). */
  function licensed(request: FastifyRequest, sport: PicksSportFilter) {
    const license = licenseOf(request);
    const sports = asked(sport);
    return { license, leagues: sports.length > 0 ? sports : [...sportsOf(license)] };
  }

  api.post(
    '/bets',
    {
      // The bet's game decides its league: recordBet checks the plan against it.
      config: { auth: 'license' },
      schema: {
        tags: ['bets'],
        security,
        summary: 'Record a bet the licence placed (spread, total or moneyline at a book, stake in units)',
        description:
          'Bad input is a 400 naming the field: an unknown game, a price between -100 and +100, a stake of 0 or ' +
          'less, a line on a moneyline (or none on a spread or total), a side of another market, a game that has ' +
          "already kicked off on the server's clock. A game outside the licence's plan is 403 PLAN_FORBIDDEN.",
        body: createBetRequestSchema,
        response: { 201: betResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const bet = await recordBet(deps, licenseOf(request), request.body);
      return reply.status(201).header('cache-control', 'no-store').send({ bet });
    },
  );

  api.get(
    '/bets',
    {
      config: { auth: 'license', league: bySportFilter },
      schema: {
        tags: ['bets'],
        security,
        summary:
          "The licence's bets, newest first, with the summary (count, staked, profit, ROI, average CLV)",
        description:
          'Every device of a licence sees the same bets. Staked and ROI count bets that won or lost (a push or ' +
          'void risked nothing); CLV is each bet’s price against the closing fair price at its number, in percent.',
        querystring: betsQuerySchema,
        response: { 200: betsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { license, leagues } = licensed(request, request.query.sport);
      return reply.header('cache-control', 'no-store').send(await listBets(deps, license.id, leagues));
    },
  );

  api.get(
    '/bets.csv',
    {
      config: { auth: 'license', league: bySportFilter },
      schema: {
        tags: ['bets'],
        security,
        summary: "The licence's bets as CSV (one row per bet, header first)",
        querystring: betsQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; RFC 4180, CRLF line ends'), ...errors },
      },
    },
    async (request, reply) => {
      const { license, leagues } = licensed(request, request.query.sport);
      const { bets } = await listBets(deps, license.id, leagues);
      const day = easternIsoDate(deps.now());
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="betlens-bets-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .serializer((payload) => payload as string)
        .send(betsCsv(bets));
    },
  );

  api.delete(
    '/bets/:id',
    {
      config: { auth: 'license' },
      schema: {
        tags: ['bets'],
        security,
        summary: 'Delete one of the licence’s bets (another licence’s bet is 404)',
        params: betParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteBet(deps, licenseOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
  done();
}
