import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { oddsStatusSchema } from '@shared/api/odds-status';
import { getOddsStatus, type OddsStatusDeps } from '../../services/odds/odds-status';

/** GET /api/odds-status: how current each league's prices are (public: it names no price). */
export function oddsStatusRoutes(app: FastifyInstance, deps: OddsStatusDeps, done: () => void): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/odds-status',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['games'],
        summary:
          "How current each league's odds are: last update, next update, the cadence in force, or the pause when the month's credits are spent",
        response: { 200: oddsStatusSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await getOddsStatus(deps)),
  );
  done();
}
