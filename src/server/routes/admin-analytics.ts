import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { eventsSummaryResponseSchema } from '@shared/api/events';
import type { ServiceContext } from '../services/context';
import { summarizeEvents } from '../services/analytics/summarize-events';

/** /api/admin/analytics: event counts for the admin page; registered inside the admin guard. */
export function registerAdminAnalyticsRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/analytics',
    {
      schema: {
        tags: ['admin', 'analytics'],
        security: [{ licenseKey: [] }],
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
}
