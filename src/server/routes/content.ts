import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { playerPropsResponseSchema } from '@shared/api/props';
import { bettingTrendsResponseSchema } from '@shared/api/trends';
import type { ServiceContext } from '../services/context';
import { listPlayerProps } from '../services/props/player-props';
import { listBettingTrends } from '../services/trends/betting-trends';

const errors = { 429: errorBodySchema };

/** Public content under /api: betting trends and NFL player props (no key, spec section 7). */
export function registerContentRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/betting-trends',
    {
      schema: {
        tags: ['content'],
        summary: "Situational ATS trends for this week's NFL and college teams (never cached)",
        response: { 200: bettingTrendsResponseSchema, ...errors },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await listBettingTrends(ctx)),
  );

  api.get(
    '/nfl-player-props',
    {
      schema: {
        tags: ['content'],
        summary: 'NFL player props on show (admin picks and book markets), newest first',
        response: { 200: playerPropsResponseSchema, ...errors },
      },
    },
    async (_request, reply) =>
      // The page refetches every 5 minutes; a minute of sharing keeps removals quick to show.
      reply.header('cache-control', 'public, max-age=60').send({ data: await listPlayerProps(ctx) }),
  );
}
