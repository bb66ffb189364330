import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { rankingsQuerySchema, rankingsResponseSchema } from '@shared/api/rankings';
import type { VerifyDeps } from '../../services/licensing/verify-license';
import type { RatingsStore } from '../../services/analysis/rated-league';
import { listPowerRankings } from '../../services/analysis/power-rankings';

/** Power rankings and SP+ (All-Access only: the pricing copy sells them with that plan). */
export function rankingsRoutes(
  app: FastifyInstance,
  deps: VerifyDeps & { ratings: RatingsStore },
  done: () => void,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/power-rankings',
    {
      config: { auth: 'license', feature: 'rankings' },
      schema: {
        tags: ['rankings'],
        summary: 'BetLens power rankings (rating, offense, defense, movement) and, for college, SP+',
        querystring: rankingsQuerySchema,
        security: [{ licenseKey: [] }, { session: [] }],
        response: {
          200: rankingsResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listPowerRankings(deps, request.query.league);
    },
  );
  done();
}
