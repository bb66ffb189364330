import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { clientEventSchema, eventAcceptedSchema } from '@shared/api/events';
import type { ServiceContext } from '../../services/context';
import { recordEvent } from '../../services/analytics/record-event';

/** POST /api/events: first-party analytics from the website and the overlay (no key needed). */
export function eventRoutes(app: FastifyInstance, ctx: ServiceContext, done: () => void): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record one analytics event (names from the shared list; no personal data)',
        body: clientEventSchema,
        response: { 202: eventAcceptedSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
      config: {
        auth: 'public',
        rateLimit: { max: ctx.config.analytics.eventsPerMinute, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { name, properties, path, source } = request.body;
      await recordEvent(ctx, { name, properties, path, source });
      return reply.code(202).header('cache-control', 'no-store').send({ accepted: true });
    },
  );
  done();
}
