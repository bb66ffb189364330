import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { eventsSummaryResponseSchema } from '@shared/api/events';
import type { ServiceContext } from '../../services/context';
import { summarizeEvents } from '../../services/analytics/summarize-events';
import { security } from './schemas';

/** /api/admin/analytics: event counts for the admin page. */
export function adminAnalyticsRoutes(app: FastifyInstance, ctx: ServiceContext, done: () => void): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/analytics',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin', 'analytics'],
        security,
        summary: 'How many of each analytics event in the last 7 and 30 days',
        response: { 200: eventsSummaryResponseSchema, 401: errorBodySchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({
        events: await summarizeEvents(ctx),
        forwarding: ctx.config.analytics.forwardUrl !== undefined,
      }),
  );
  done();
}
