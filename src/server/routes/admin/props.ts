import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminKeyOnlyBody } from '@shared/api/common';
import {
  createPropRequestSchema,
  playerPropsResponseSchema,
  propIdParamsSchema,
  propMutationResponseSchema,
} from '@shared/api/props';
import { withAudit } from '../../services/audit';
import type { ServiceContext } from '../../services/context';
import { createPlayerProp, listPlayerProps, removePlayerProp } from '../../services/props/player-props';
import { adminOf } from '../route-auth';
import { errors, security } from './schemas';

/** Admin player props under /api/admin (auth 'admin'). Every change is audited. */
export function adminPropRoutes(app: FastifyInstance, ctx: ServiceContext, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/player-props',
    {
      config: { auth: 'admin' },
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
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        security,
        summary: "Add a player prop typed as free text ('Patrick Mahomes (KC) over 274.5 passing yards')",
        body: createPropRequestSchema,
        response: { 200: propMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const prop = await withAudit(
        ctx,
        (tx) => createPlayerProp(tx, request.body, admin.label),
        (created) => ({
          actor: admin.label,
          actorKeyId: admin.id,
          action: 'prop.create',
          target: `prop ${created.id}`,
          after: created,
        }),
      );
      return { message: 'Player prop added', prop };
    },
  );

  api.post(
    '/player-props/:id/remove',
    {
      config: { auth: 'admin' },
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
      const admin = adminOf(request);
      const { prop, alreadyRemoved } = await withAudit(
        ctx,
        (tx) => removePlayerProp(tx, request.params.id),
        (removed) =>
          removed.alreadyRemoved
            ? null
            : {
                actor: admin.label,
                actorKeyId: admin.id,
                action: 'prop.remove',
                target: `prop ${removed.prop.id}`,
                before: { removed: false, fullText: removed.prop.fullText },
                after: { removed: true },
              },
      );
      if (alreadyRemoved) return { message: 'Player prop already removed', prop };
      return { message: 'Player prop removed', prop };
    },
  );
  done();
}
