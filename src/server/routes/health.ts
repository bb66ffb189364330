import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shared/api/auth';
import type { AppDeps } from '../app';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/database-errors';

export function registerHealthRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'database' | 'config'>): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, database reachability and schema version (503 when either is not ok)',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      // Answering is not enough: a database recreated empty answers every ping and fails every route.
      const db = await deps.database.schemaStatus();
      const ok = db === 'ok';
      if (!ok) void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: ok ? 'ok' : 'degraded',
          db: db === 'missing' ? 'schema-missing' : db,
          version: deps.config.version,
        });
    },
  );
}
