import { HttpClient, parseResponse } from '../http/http-client';
import { adapterTransport, type AdapterTransportOptions } from '../http/adapter-transport';
import { noopLogger, type ProviderLogger } from '../http/provider-logger';
import type { SmsSendResult, SmsSender } from '../ports';
import {
  INVALID_NUMBER_CODES,
  UNSUBSCRIBED_CODE,
  twilioErrorSchema,
  twilioMessageSchema,
} from './twilio-schemas';

/**
 * The real SMS adapter: Twilio Programmable Messaging (api-contracts.md section e).
 * `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP Basic auth.
 *
 * Sending is not idempotent, so a timeout is never repeated (Twilio may already have the message).
 * 429 and 5xx are retried, honouring Retry-After: Twilio answers those before it creates the
 * message resource, and the outbox's dedupe key still stops us queueing the same text twice.
 * Twilio's 4xx answers are results, not outages: the number is invalid, the recipient opted out,
 * or our own account or sender is misconfigured.
 */

export const TWILIO_DEFAULTS = {
  baseUrl: 'https://api.twilio.com',
  timeoutMs: 10_000,
  maxAttempts: 3,
  initialDelayMs: 500,
  maxDelayMs: 30_000,
} as const;

export interface TwilioSenderOptions extends AdapterTransportOptions {
  accountSid: string;
  authToken: string;
  /** E.164 sending number; or messagingServiceSid. */
  from?: string;
  messagingServiceSid?: string;
  /** TWILIO_BASE_URL; tests point it at the fake server. */
  baseUrl?: string;
  /** Delivery status callbacks (optional). */
  statusCallbackUrl?: string;
  logger?: ProviderLogger;
}

const SERVICE = 'twilio';
/** Twilio's 4xx answers carry a JSON error body the adapter turns into a result. */
const ANSWER_STATUSES = [400, 401, 403, 404, 422] as const;

export function createTwilioSender(options: TwilioSenderOptions): SmsSender {
  const accountSid = options.accountSid.trim();
  const authToken = options.authToken.trim();
  if (!accountSid || !authToken) throw new Error('Twilio needs an account SID and an auth token');
  if (!options.from && !options.messagingServiceSid) {
    throw new Error('Twilio needs a From number or a Messaging Service SID');
  }
  const logger = options.logger ?? noopLogger;
  const http = new HttpClient({
    service: SERVICE,
    baseUrl: options.baseUrl ?? TWILIO_DEFAULTS.baseUrl,
    ...adapterTransport(options, TWILIO_DEFAULTS),
    headers: {
      authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
    },
    secrets: [authToken],
    logger,
  });
  const path = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;

  return {
    name: 'twilio',
    async send({ to, body }): Promise<SmsSendResult> {
      const response = await http.post(path, {
        form: {
          To: to,
          // A Messaging Service picks the sender itself and handles opt-outs per service.
          ...(options.messagingServiceSid
            ? { MessagingServiceSid: options.messagingServiceSid }
            : { From: options.from }),
          Body: body,
          StatusCallback: options.statusCallbackUrl,
        },
        idempotent: false,
        acceptStatuses: ANSWER_STATUSES,
        // 5xx: Twilio did not create the message; worth another try like a 429.
        isRetryable: ({ status }) => (status >= 500 && status !== 501 ? true : undefined),
      });
      if (response.status >= 200 && response.status < 300) {
        const message = parseResponse(twilioMessageSchema, response, { service: SERVICE, method: 'POST' });
        return { kind: 'sent', providerId: message.sid, status: message.status };
      }
      const parsed = twilioErrorSchema.safeParse(response.body);
      const code = parsed.success ? (parsed.data.code ?? null) : null;
      const message =
        (parsed.success ? parsed.data.message : undefined) ??
        `Twilio refused the message (HTTP ${response.status})`;
      const result: SmsSendResult =
        code === UNSUBSCRIBED_CODE
          ? { kind: 'unsubscribed', code, message }
          : code !== null && INVALID_NUMBER_CODES.has(code)
            ? { kind: 'invalid-number', code, message }
            : { kind: 'rejected', code, message };
      const log = { service: SERVICE, status: response.status, code, result: result.kind };
      if (result.kind === 'rejected') logger.error(log, `twilio refused a message: ${message}`);
      else logger.info(log, 'twilio refused a message for its recipient');
      return result;
    },
  };
}
