import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminKeyOnlyBody } from '@shared/api/common';
import {
  auditListResponseSchema,
  issueLicenseRequestSchema,
  issueLicenseResponseSchema,
  licenseIdParamsSchema,
  listLicensesResponseSchema,
  resetDevicesResponseSchema,
  revokeLicenseResponseSchema,
} from '@shared/api/admin-licenses';
import type { ServiceContext } from '../../services/context';
import { issueLicense } from '../../services/licensing/issue-license';
import {
  listLicenses,
  resetDevices,
  revokeLicense,
  summarize,
} from '../../services/licensing/manage-licenses';
import { listAudit, withAudit } from '../../services/audit';
import { adminOf } from '../route-auth';
import { errors, security } from './schemas';

/** Licences (issue, revoke, free devices) and the audit log; every change is audited. */
export function adminLicenseRoutes(app: FastifyInstance, ctx: ServiceContext, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/licenses',
    {
      config: { auth: 'admin' },
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
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Issue a licence; the key is in this response only',
        body: issueLicenseRequestSchema,
        response: { 200: issueLicenseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = adminOf(request);
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
      config: { auth: 'admin' },
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
      const admin = adminOf(request);
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
      config: { auth: 'admin' },
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
      const admin = adminOf(request);
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
      config: { auth: 'admin' },
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
  done();
}
