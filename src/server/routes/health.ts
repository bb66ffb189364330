import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shared/api/auth';
import type { AppDeps } from '../app';

export function registerHealthRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'database' | 'config'>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database status',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const dbOk = await deps.database.ping();
      return reply
        .status(dbOk ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: dbOk ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'down', version: deps.config.version });
    },
  );
}
