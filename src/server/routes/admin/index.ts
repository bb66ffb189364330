import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminVerifyResponseSchema } from '@shared/api/auth';
import { adminKeyOnlyBody } from '@shared/api/common';
import type { CurationDeps } from '../../services/curation/publish-pick';
import type { OddsStatusDeps } from '../../services/odds/odds-status';
import { adminOf } from '../route-auth';
import { adminAnalyticsRoutes } from './analytics';
import { adminGameRoutes } from './games';
import { adminLicenseRoutes } from './licenses';
import { adminOddsStatusRoutes } from './odds-status';
import { adminPropRoutes } from './props';
import { adminSmsRoutes } from './sms';
import { errors } from './schemas';

export interface AdminRoutesOptions {
  curation: CurationDeps;
  oddsStatus: OddsStatusDeps;
}

/**
 * Everything under /api/admin. Every route declares auth 'admin' (the route-auth hook refuses to
 * register one that does not), so a caller without a valid admin key gets 401 before the body is
 * validated.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const { curation } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/verify',
    {
      config: {
        auth: 'admin',
        rateLimit: { max: curation.config.rateLimitVerifyPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['admin'],
        summary: 'Check an admin key (body licenseKey or x-license-key header)',
        body: adminKeyOnlyBody,
        response: { 200: adminVerifyResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const admin = adminOf(request);
      void reply.send({ valid: true as const, label: admin.label, message: 'Admin access granted' });
    },
  );

  // In the order the document has always listed them.
  await api.register(adminOddsStatusRoutes, options.oddsStatus);
  await api.register(adminLicenseRoutes, curation);
  await api.register(adminGameRoutes, curation);
  await api.register(adminSmsRoutes, curation);
  await api.register(adminPropRoutes, curation);
  await api.register(adminAnalyticsRoutes, curation);
}
