import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shared/api/auth';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/open-database';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-errors';
import { REDIS_RETRY_AFTER_SECONDS, redisAnswers } from '../../security/redis-client';

export function healthRoutes(
  app: FastifyInstance,
  deps: { database: Database; config: AppConfig; redis?: Redis | undefined },
  done: () => void,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['system'],
        summary:
          'Liveness, database reachability and schema version, Redis reachability when configured (503 when any is not ok)',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      // Answering is not enough: a database recreated empty answers every ping and fails every route.
      const [db, redis] = await Promise.all([
        deps.database.schemaStatus(),
        deps.redis ? redisAnswers(deps.redis).then((up) => (up ? 'ok' : 'down')) : undefined,
      ]);
      const ok = db === 'ok' && redis !== 'down';
      if (!ok)
        void reply.header(
          'retry-after',
          String(db === 'ok' ? REDIS_RETRY_AFTER_SECONDS : DATABASE_RETRY_AFTER_SECONDS),
        );
      return reply
        .status(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: ok ? 'ok' : 'degraded',
          db: db === 'missing' ? 'schema-missing' : db,
          ...(redis ? { redis } : {}),
          version: deps.config.version,
        });
    },
  );
  done();
}
