import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementPreviewResponseSchema,
  announcementRequestSchema,
  announcementResponseSchema,
  smsOutboxResponseSchema,
} from '@shared/api/admin-games';
import type { ServiceContext } from '../../services/context';
import { withAudit } from '../../services/audit';
import { listOutbox } from '../../services/sms/list-outbox';
import { previewAnnouncement, sendAnnouncement } from '../../services/sms/send-announcement';
import { adminOf } from '../route-auth';
import { smsErrors as errors, security } from './schemas';

/** /api/admin SMS routes; auth 'admin' (request.admin is set). */
export function adminSmsRoutes(app: FastifyInstance, ctx: ServiceContext, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/send-announcement',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin', 'sms'],
        security,
        summary: "Text every subscriber opted in for picks: this week's approved picks, or a custom message",
        description:
          'Each number gets a given text at most once (sending the same announcement again texts nobody ' +
          'twice). 409 when there are no approved picks that have not started and no message is given.',
        body: announcementRequestSchema,
        response: { 200: announcementResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const message = request.body?.message;
      return withAudit(
        ctx,
        (tx) => sendAnnouncement(tx, { message, actor: admin.label }),
        (result) => ({
          actor: admin.label,
          actorKeyId: admin.id,
          action: 'sms.announce',
          target: message ? 'custom message' : 'approved picks',
          after: {
            recipients: result.recipients,
            queued: result.queued,
            skippedDuplicates: result.skippedDuplicates,
            ...(message ? { message } : {}),
          },
        }),
      );
    },
  );

  api.get(
    '/announcement-preview',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin', 'sms'],
        security,
        summary:
          "What 'Send SMS Announcement' would text now: each distinct text and how many numbers get it",
        description: '409 when there are no approved picks that have not started. Nothing is queued.',
        response: { 200: announcementPreviewResponseSchema, ...errors },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(await previewAnnouncement(ctx)),
  );

  api.get(
    '/sms-outbox',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin', 'sms'],
        security,
        summary: 'The latest 100 texts (numbers masked) and the number of active subscribers',
        response: { 200: smsOutboxResponseSchema, ...errors },
      },
    },
    async () => listOutbox(ctx, 100),
  );
  done();
}
