import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@shared/api/common';
import {
  checkSubscriptionRequestSchema,
  checkSubscriptionResponseSchema,
  subscribeRequestSchema,
  subscribeResponseSchema,
} from '@shared/api/sms';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../../services/context';
import { checkSubscription } from '../../services/sms/check-subscription';
import { subscribe } from '../../services/sms/subscribe';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  429: errorBodySchema,
};

/** Carries a service's Retry-After hint to the header clients read. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const seconds = error instanceof AppError ? error.extra.retryAfterSeconds : undefined;
    if (typeof seconds === 'number') void reply.header('retry-after', String(seconds));
    throw error;
  }
}

/**
 * /api/sms/*: the licensed user's subscription calls. They take the key in the body and check it
 * themselves (counted with the failed-key limit), so they are auth 'public' to the route-auth hook.
 */
export function smsRoutes(app: FastifyInstance, ctx: ServiceContext, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Both calls take a licence key, so they share the verification limit per IP.
  const keyLimit = { max: ctx.config.rateLimitVerifyPerMinute, timeWindow: '1 minute' };

  api.post(
    '/sms/check-license-subscription',
    {
      config: { auth: 'public', rateLimit: keyLimit },
      schema: {
        tags: ['sms'],
        summary: 'Whether a licence has a phone number receiving SMS alerts',
        body: checkSubscriptionRequestSchema,
        response: { 200: checkSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      hasSubscription: await request.server.keyGuard.check(request.ip, () =>
        checkSubscription(ctx, request.body),
      ),
    }),
  );

  api.post(
    '/sms/subscribe',
    {
      config: { auth: 'public', rateLimit: keyLimit },
      schema: {
        tags: ['sms'],
        summary: 'Opt a phone number in to SMS alerts for new picks and line movements',
        description:
          'The number is normalised to E.164 (US by default). New and re-activated numbers get one ' +
          'confirmation text; sign-ups are limited per number and per licence each hour (429 with Retry-After).',
        body: subscribeRequestSchema,
        response: { 200: subscribeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, subscription } = await withRetryAfter(reply, () =>
        request.server.keyGuard.check(request.ip, () => subscribe(ctx, request.body)),
      );
      return { message, subscription };
    },
  );
  done();
}
