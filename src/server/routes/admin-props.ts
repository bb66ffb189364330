import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminKeyOnlyBody, errorBodySchema } from '@shared/api/common';
import {
  createPropRequestSchema,
  playerPropsResponseSchema,
  propIdParamsSchema,
  propMutationResponseSchema,
} from '@shared/api/props';
import { recordAudit } from '../services/audit';
import type { ServiceContext } from '../services/context';
import { createPlayerProp, listPlayerProps, removePlayerProp } from '../services/props/player-props';
import { currentAdmin } from './admin';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

/** Admin player props under /api/admin (inside the admin guard). Every change is audited. */
export function registerAdminPropRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ licenseKey: [] }];

  api.get(
    '/player-props',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Player props on show, newest first',
        response: { 200: playerPropsResponseSchema, ...errors },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ data: await listPlayerProps(ctx) }),
  );

  api.post(
    '/player-props',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: "Add a player prop typed as free text ('Patrick Mahomes (KC) over 274.5 passing yards')",
        body: createPropRequestSchema,
        response: { 200: propMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const prop = await createPlayerProp(ctx, request.body, admin.label);
      await recordAudit(ctx, {
        actor: admin.label,
        actorKeyId: admin.id,
        action: 'prop.create',
        target: `prop ${prop.id}`,
        after: prop,
      });
      return { message: 'Player prop added', prop };
    },
  );

  api.post(
    '/player-props/:id/remove',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Take a player prop down (kept for the record)',
        params: propIdParamsSchema,
        body: adminKeyOnlyBody,
        response: { 200: propMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const { prop, alreadyRemoved } = await removePlayerProp(ctx, request.params.id);
      if (alreadyRemoved) return { message: 'Player prop already removed', prop };
      await recordAudit(ctx, {
        actor: admin.label,
        actorKeyId: admin.id,
        action: 'prop.remove',
        target: `prop ${prop.id}`,
        before: { removed: false, fullText: prop.fullText },
        after: { removed: true },
      });
      return { message: 'Player prop removed', prop };
    },
  );
}
