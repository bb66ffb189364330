import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { rankingsQuerySchema, rankingsResponseSchema } from '@shared/api/rankings';
import { planIncludes } from '@shared/licensing/plans';
import { AppError } from '../http/app-error';
import { requireLicense } from '../http/authenticate';
import { planOf } from '../services/licensing/license-record';
import type { VerifyDeps } from '../services/licensing/verify-license';
import type { RatingsStore } from '../services/analysis/rated-league';
import { listPowerRankings } from '../services/analysis/power-rankings';

/** Power rankings and SP+ (All-Access only: the pricing copy sells them with that plan). */
export function registerRankingsRoutes(
  app: FastifyInstance,
  deps: VerifyDeps & { ratings: RatingsStore },
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/power-rankings',
    {
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
      const license = await requireLicense(deps, request);
      const plan = planOf(license);
      if (!planIncludes(plan, 'rankings'))
        throw new AppError(
          'PLAN_FORBIDDEN',
          'Power rankings and SP+ ratings are part of the All-Access plan; your plan does not include them',
        );
      reply.header('cache-control', 'private, no-store');
      return listPowerRankings(deps, request.query.league);
    },
  );
}
