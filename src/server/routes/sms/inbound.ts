import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '@shared/api/common';
import { AppError } from '../../http/app-error';
import { isValidTwilioSignature } from '../../providers/twilio/twilio-signature';
import type { ServiceContext } from '../../services/context';
import { handleInboundSms, twiml } from '../../services/sms/handle-inbound-sms';

/**
 * Twilio's webhook body: the fields we read, bounded, and every other field Twilio sends kept as
 * it came (the signature covers all of them). As the route's body schema it runs the shared text
 * rule first, so a NUL or a broken surrogate is a 400, not a database error.
 */
const formValue = z.union([z.string().max(2000), z.array(z.string().max(2000)).max(20)]);
const inboundFields = z
  .object({
    From: z.string({ error: 'From is required' }).min(1, 'From is required').max(64, 'From is too long'),
    Body: z.string({ error: 'Body must be text' }).max(1600, 'Body is too long').optional(),
    OptOutType: z.string({ error: 'OptOutType must be text' }).max(40).optional(),
    MessageSid: z.string({ error: 'MessageSid must be text' }).max(64).optional(),
  })
  .catchall(formValue);

type FormParams = Record<string, string | string[]>;

function parseForm(text: string): FormParams {
  const params: FormParams = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = params[name];
    params[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return params;
}

/**
 * POST /api/sms/inbound, Twilio's webhook: its own plugin, so the form-encoded body parser is scoped
 * to it; Twilio's signature authenticates it (auth 'public' to the route-auth hook).
 */
export function smsInboundRoutes(inbound: FastifyInstance, ctx: ServiceContext, done: () => void): void {
  inbound.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, parsed) => parsed(null, parseForm(String(body))),
  );
  // Untyped: the 200 answer is TwiML text, not JSON, so it has no zod schema.
  inbound.post(
    '/sms/inbound',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['sms'],
        summary: 'Twilio incoming-message webhook (STOP, START, HELP); answers TwiML',
        description:
          'Requires a valid X-Twilio-Signature computed over PUBLIC_ORIGIN + the request path. ' +
          '403 on a bad signature; 404 when Twilio is not configured.',
        body: inboundFields,
        response: { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const twilio = ctx.config.sms.twilio;
      // Without Twilio there is no number to text, so there is no webhook either.
      if (!twilio) throw new AppError('NOT_FOUND', 'SMS is not configured');
      const params: FormParams =
        request.body && typeof request.body === 'object' ? (request.body as FormParams) : {};
      const signature = request.headers['x-twilio-signature'];
      const url = `${ctx.config.publicOrigin}${request.url}`;
      if (
        !isValidTwilioSignature(
          twilio.authToken,
          typeof signature === 'string' ? signature : undefined,
          url,
          params,
        )
      ) {
        request.log.warn({ url }, 'Inbound SMS with an invalid Twilio signature');
        throw new AppError('FORBIDDEN', 'Invalid Twilio signature');
      }
      const fields = inboundFields.safeParse(params);
      if (!fields.success) throw new AppError('VALIDATION_FAILED', 'From is required');
      const outcome = await handleInboundSms(ctx, {
        from: fields.data.From,
        body: fields.data.Body,
        optOutType: fields.data.OptOutType,
        messageSid: fields.data.MessageSid,
      });
      if (outcome.keyword)
        request.log.info({ keyword: outcome.keyword, changed: outcome.changed }, 'Inbound SMS keyword');
      return reply.type('text/xml; charset=utf-8').send(twiml(outcome.reply));
    },
  );
  done();
}
