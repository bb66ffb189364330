import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { adminOddsStatusSchema } from '@shared/api/odds-status';
import { getAdminOddsStatus, type OddsStatusDeps } from '../../services/odds/odds-status';
import { security } from './schemas';

/** GET /api/admin/odds-status: the admin's odds status card. */
export function adminOddsStatusRoutes(app: FastifyInstance, deps: OddsStatusDeps, done: () => void): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/odds-status',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Odds status per league with quote ages (p50/p95), calls this month by outcome, the last error, and the credit plan (used, remaining, projected month, stretch)',
        response: { 200: adminOddsStatusSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await getAdminOddsStatus(deps)),
  );
  done();
}
