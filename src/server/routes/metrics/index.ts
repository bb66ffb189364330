import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/app-error';
import { adminKeyFrom, requireAdmin } from '../../http/authenticate';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/database-errors';
import type { ServiceContext } from '../../services/context';
import type { Metrics } from '../../services/metrics/metrics';

/**
 * GET /metrics (at the root, not under /api): the Prometheus text format for a scraper holding
 * `Authorization: Bearer <METRICS_TOKEN>`, or for an admin (x-license-key). Not in the OpenAPI
 * document: it is for operators, not for the clients. docs/architecture.md, "Metrics".
 */
export function metricsRoutes(
  app: FastifyInstance,
  deps: ServiceContext & { metrics: Metrics },
  done: () => void,
): void {
  const tokenHash = deps.config.metricsToken ? sha256(deps.config.metricsToken) : undefined;
  // Outside /api, where the route-auth hook is not registered: a bearer token is checked here.
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    await authorize(deps, tokenHash, request);
    let text: string;
    try {
      text = await deps.metrics.render();
    } catch (error) {
      // A scrape that cannot read its figures is a gap in the graph, not a server fault.
      request.log.warn({ err: error }, 'Metrics could not be collected');
      throw new AppError(
        'UPSTREAM_UNAVAILABLE',
        'Metrics are briefly unavailable. Try again in a few seconds.',
        {
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        },
      );
    }
    return reply.header('cache-control', 'no-store').type(deps.metrics.contentType).send(text);
  });
  done();
}

/**
 * The metrics token when a bearer token is sent (compared in constant time; a wrong one counts as
 * a failed key check, as a wrong admin key does), otherwise an admin key.
 */
async function authorize(
  ctx: ServiceContext,
  tokenHash: Buffer | undefined,
  request: FastifyRequest,
): Promise<void> {
  const bearer = bearerToken(request);
  if (bearer !== undefined) {
    await request.server.keyGuard.check(request.ip, () => {
      // Hashes, so the two buffers have equal length whatever was sent.
      if (!tokenHash || !timingSafeEqual(sha256(bearer), tokenHash))
        return Promise.reject(new AppError('ADMIN_KEY_INVALID', 'Invalid metrics token'));
      return Promise.resolve();
    });
    return;
  }
  if (!adminKeyFrom(request))
    throw new AppError(
      'UNAUTHENTICATED',
      'Metrics need Authorization: Bearer <METRICS_TOKEN> or an admin key (x-license-key)',
    );
  await requireAdmin(ctx, request);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
