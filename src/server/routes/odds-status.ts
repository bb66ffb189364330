import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { adminOddsStatusSchema, oddsStatusSchema } from '@shared/api/odds-status';
import { requireAdmin } from '../http/authenticate';
import { getAdminOddsStatus, getOddsStatus, type OddsStatusDeps } from '../services/odds/odds-status';

/** GET /api/odds-status: how current each league's prices are (public: it names no price). */
export function registerOddsStatusRoutes(app: FastifyInstance, deps: OddsStatusDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/odds-status',
    {
      schema: {
        tags: ['games'],
        summary:
          "How current each league's odds are: last update, next update, the cadence in force, or the pause when the month's credits are spent",
        response: { 200: oddsStatusSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await getOddsStatus(deps)),
  );
}

/** GET /api/admin/odds-status: the admin's odds status card (registered inside the admin guard). */
export function registerAdminOddsStatusRoutes(app: FastifyInstance, deps: OddsStatusDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/odds-status',
    {
      preValidation: async (request) => {
        request.admin = await requireAdmin(deps, request);
      },
      schema: {
        tags: ['admin'],
        security: [{ licenseKey: [] }],
        summary:
          'Odds status per league with quote ages (p50/p95), calls this month by outcome, the last error, and the credit plan (used, remaining, projected month, stretch)',
        response: { 200: adminOddsStatusSchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await getAdminOddsStatus(deps)),
  );
}
