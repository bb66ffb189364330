import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminVerifyResponseSchema } from '@shared/api/auth';
import { adminKeyOnlyBody, errorBodySchema } from '@shared/api/common';
import {
  auditListResponseSchema,
  issueLicenseRequestSchema,
  issueLicenseResponseSchema,
  licenseIdParamsSchema,
  listLicensesResponseSchema,
  resetDevicesResponseSchema,
  revokeLicenseResponseSchema,
} from '@shared/api/admin-licenses';
import { requireAdmin } from '../http/authenticate';
import type { AdminIdentity } from '../services/licensing/admin-keys';
import type { ServiceContext } from '../services/context';
import type { CurationDeps } from '../services/curation/publish-pick';
import { issueLicense } from '../services/licensing/issue-license';
import { listLicenses, resetDevices, revokeLicense, summarize } from '../services/licensing/manage-licenses';
import { listAudit, withAudit } from '../services/audit';
import { registerAdminGameRoutes } from './admin-games';
import { registerAdminSmsRoutes } from './admin-sms';
import { registerAdminPropRoutes } from './admin-props';
import { registerAdminAnalyticsRoutes } from './admin-analytics';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AdminIdentity;
  }
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error('Admin route reached without the admin guard');
  return request.admin;
}

/**
 * Everything under /api/admin. The guard runs before body validation, so a caller without a
 * valid admin key learns nothing about the route's schema: every such request gets 401.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: CurationDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const verifyLimit = { max: ctx.config.rateLimitVerifyPerMinute, timeWindow: '1 minute' };

  api.post(
    '/verify',
    {
      config: { rateLimit: verifyLimit },
      preValidation: async (request) => {
        request.admin = await requireAdmin(ctx, request);
      },
      schema: {
        tags: ['admin'],
        summary: 'Check an admin key (body licenseKey or x-license-key header)',
        body: adminKeyOnlyBody,
        response: { 200: adminVerifyResponseSchema, ...errors },
      },
    },
    (request, reply) => {
      const admin = currentAdmin(request);
      void reply.send({ valid: true as const, label: admin.label, message: 'Admin access granted' });
    },
  );

  void api.register((guarded, _opts, done) => {
    guarded.addHook('preValidation', async (request) => {
      request.admin = await requireAdmin(ctx, request);
    });
    registerAdminLicenseRoutes(guarded, ctx);
    registerAdminGameRoutes(guarded, ctx);
    registerAdminSmsRoutes(guarded, ctx);
    registerAdminPropRoutes(guarded, ctx);
    registerAdminAnalyticsRoutes(guarded, ctx);
    done();
  });
}

function registerAdminLicenseRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ licenseKey: [] }];

  api.get(
    '/licenses',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'List licences (never keys)',
        response: { 200: listLicensesResponseSchema, ...errors },
      },
    },
    async () => ({ licenses: await listLicenses(ctx) }),
  );

  api.post(
    '/licenses',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Issue a licence; the key is in this response only',
        body: issueLicenseRequestSchema,
        response: { 200: issueLicenseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const { key, license } = await withAudit(
        ctx,
        (tx) => issueLicense(tx, request.body),
        (issued) => ({
          actor: admin.label,
          actorKeyId: admin.id,
          action: 'license.issue',
          target: `license …${issued.license.keyLast4}`,
          after: summarize(issued.license, 0, ctx.now()),
        }),
      );
      const summary = summarize(license, 0, ctx.now());
      return { message: 'License issued', licenseKey: key, license: summary };
    },
  );

  api.post(
    '/licenses/:id/revoke',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Revoke a licence and end its sessions',
        params: licenseIdParamsSchema,
        body: adminKeyOnlyBody,
        response: { 200: revokeLicenseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const { after } = await withAudit(
        ctx,
        (tx) => revokeLicense(tx, { id: request.params.id }),
        (revoked) => ({
          actor: admin.label,
          actorKeyId: admin.id,
          action: 'license.revoke',
          target: `license …${revoked.after.keyLast4}`,
          before: { status: revoked.before.status },
          after: { status: revoked.after.status },
        }),
      );
      const summary = summarize(after, 0, ctx.now());
      return { message: 'License revoked', license: summary };
    },
  );

  api.post(
    '/licenses/:id/reset-devices',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Free every device slot of a licence and end its sessions (server running)',
        params: licenseIdParamsSchema,
        body: adminKeyOnlyBody,
        response: { 200: resetDevicesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = currentAdmin(request);
      const { license, removed } = await withAudit(
        ctx,
        (tx) => resetDevices(tx, { id: request.params.id }),
        (reset) => ({
          actor: admin.label,
          actorKeyId: admin.id,
          action: 'license.reset-devices',
          target: `license …${reset.license.keyLast4}`,
          after: { removed: reset.removed },
        }),
      );
      return {
        message: removed === 1 ? 'Freed 1 device' : `Freed ${removed} devices`,
        license: summarize(license, 0, ctx.now()),
        removed,
      };
    },
  );

  api.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Recent admin actions',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }).strict(),
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      entries: (await listAudit(ctx, request.query.limit)).map((e) => ({
        id: e.id,
        at: e.at.toISOString(),
        actor: e.actor,
        action: e.action,
        target: e.target,
        before: e.before,
        after: e.after,
      })),
    }),
  );
}
