import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import { stakingSettingsSchema } from '@shared/api/settings';
import type { VerifyDeps } from '../../services/licensing/verify-license';
import { getStakingRule, setStakingRule } from '../../services/settings/staking-rule';
import { licenseOf } from '../route-auth';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
};

/**
 * A licence's settings (docs/bets.md, "Staking"): licensed like /api/bets (session cookie, or
 * x-license-key with a device id; a cookie PUT from another site is refused), kept per licence.
 */
export function settingsRoutes(app: FastifyInstance, deps: VerifyDeps, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security: Record<string, string[]>[] = [{ session: [] }, { licenseKey: [] }];

  api.get(
    '/settings/staking',
    {
      config: { auth: 'license' },
      schema: {
        tags: ['settings'],
        security,
        summary: "The licence's staking rule: how the units on its picks are sized",
        description:
          "'quarter-kelly' (the default), 'half-kelly', 'eighth-kelly' or 'flat' (1 unit on every recommended " +
          'price); always within 0.5–3 units. Every device of a licence shares it.',
        response: { 200: stakingSettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rule = await getStakingRule(deps, licenseOf(request).id);
      return reply.header('cache-control', 'no-store').send({ rule });
    },
  );

  api.put(
    '/settings/staking',
    {
      config: { auth: 'license' },
      schema: {
        tags: ['settings'],
        security,
        summary: "Set the licence's staking rule; the units of its picks follow it on the next request",
        description: 'A rule this API does not know is a 400 naming the field `rule`; nothing changes.',
        body: stakingSettingsSchema,
        response: { 200: stakingSettingsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rule = await setStakingRule(deps, licenseOf(request).id, request.body.rule);
      return reply.header('cache-control', 'no-store').send({ rule });
    },
  );
  done();
}
