import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { recordQuerySchema, recordResponseSchema } from '@shared/api/record';
import type { ServiceContext } from '../../services/context';
import { getRecord } from '../../services/grading/get-record';
import { ResponseCache } from '../../services/analysis/games-cache';
import { OWN_ENCODING, sendJsonText } from '../../http/send-json-text';
import { footballSeasonOf } from '@shared/calendar/football-season';

/** The public track record: graded published picks, losses included, with CLV. */
export function recordRoutes(app: FastifyInstance, ctx: ServiceContext, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = new ResponseCache(ctx.analysisChanges, 15_000);

  api.get(
    '/record',
    {
      ...OWN_ENCODING,
      config: { auth: 'public' },
      schema: {
        tags: ['record'],
        summary: 'Season record per league (W-L-P, win rate, units, ROI, average CLV) and every graded pick',
        querystring: recordQuerySchema,
        response: { 200: recordResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const now = ctx.now();
      const season = request.query.season;
      const body = await cache.get(`record|${season ?? 'latest'}`, now.getTime(), async () =>
        JSON.stringify(
          recordResponseSchema.parse(await getRecord(ctx, { season, fallbackSeason: footballSeasonOf(now) })),
        ),
      );
      return sendJsonText(request, reply, body, 'no-cache');
    },
  );
  done();
}
