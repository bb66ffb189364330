import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { playerPropsResponseSchema } from '@shared/api/props';
import { bettingTrendsResponseSchema } from '@shared/api/trends';
import type { VerifyDeps } from '../../services/licensing/verify-license';
import { listPlayerProps } from '../../services/props/player-props';
import { listBettingTrends, type TrendsCache } from '../../services/trends/betting-trends';

const errors = { 429: errorBodySchema };

/**
 * Content under /api: betting trends (public, no key, spec section 7) and NFL player props, which
 * are picks and need a licence whose plan includes the NFL (issue 22): 401 without one.
 */
export function contentRoutes(
  app: FastifyInstance,
  ctx: VerifyDeps & { trends: TrendsCache },
  done: () => void,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/betting-trends',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: "Situational ATS trends for this week's NFL and college teams (never cached)",
        response: { 200: bettingTrendsResponseSchema, ...errors },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(await listBettingTrends(ctx, ctx.trends)),
  );

  api.get(
    '/nfl-player-props',
    {
      config: { auth: 'license', league: () => ['nfl'] },
      schema: {
        tags: ['content'],
        summary:
          'NFL player props on show (admin picks and book markets), newest first; licensed (401 without a licence, 403 for a plan without the NFL)',
        security: [{ session: [] }, { licenseKey: [] }],
        response: {
          200: playerPropsResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      // Licensed: never in a shared cache. The page refetches every 5 minutes.
      return reply.header('cache-control', 'private, no-store').send({ data: await listPlayerProps(ctx) });
    },
  );
  done();
}
