import { randomBytes } from 'node:crypto';
import { startFakeServer, type FakeReply, type FakeRequest } from './fake-server';

/**
 * A fake of Twilio's Messages endpoint following the documented contract (api-contracts.md
 * section e): HTTP Basic auth with the Account SID and Auth Token, a form-encoded body with To,
 * From or MessagingServiceSid and Body, 201 with a Message resource, and Twilio's JSON error bodies
 * (20003 authentication, 21211 invalid To, 21610 unsubscribed recipient, 21602/21603 missing
 * fields).
 */

export const FAKE_TWILIO = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'fake-twilio-auth-token-0123456789',
  from: '+15005550006',
} as const;

export interface SentMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface TwilioFailure {
  status: number;
  /** Twilio error code in the body (20429, 20500…). */
  code?: number;
  retryAfter?: string;
}

export interface FakeTwilio {
  url: string;
  requests: FakeRequest[];
  /** Messages Twilio accepted, in order. */
  messages: SentMessage[];
  /** Numbers that texted STOP to our sender: sends to them fail with 21610. */
  optOut(number: string): void;
  /** The next `count` send requests fail with this status. */
  failNext(count: number, failure: TwilioFailure): void;
  /** The environment an app needs to send through this fake. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

function twilioError(status: number, code: number, message: string): FakeReply {
  return {
    status,
    json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  };
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: SentMessage[] = [];
  const optedOut = new Set<string>();
  const server = await startFakeServer({
    routes: [
      {
        method: 'POST',
        path: '/2010-04-01/Accounts/:sid/Messages.json',
        handler: (request) => {
          const expected = `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString('base64')}`;
          if (request.headers.authorization !== expected || request.params.sid !== FAKE_TWILIO.accountSid) {
            return twilioError(401, 20003, 'Authenticate');
          }
          const { To: to, From: from, MessagingServiceSid: service, Body: body } = request.form;
          if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
          if (!from && !service) return twilioError(400, 21603, "A 'From' phone number is required.");
          if (!body) return twilioError(400, 21602, 'Message body is required.');
          if (!E164.test(to)) return twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
          if (optedOut.has(to)) return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
          const sid = `SM${randomBytes(16).toString('hex')}`;
          messages.push({ sid, to, from: from ?? null, messagingServiceSid: service ?? null, body });
          return {
            status: 201,
            json: {
              sid,
              account_sid: FAKE_TWILIO.accountSid,
              messaging_service_sid: service ?? null,
              to,
              from: from ?? null,
              body,
              status: service ? 'accepted' : 'queued',
              num_segments: '1',
              direction: 'outbound-api',
              api_version: '2010-04-01',
              error_code: null,
              error_message: null,
              uri: `/2010-04-01/Accounts/${FAKE_TWILIO.accountSid}/Messages/${sid}.json`,
            },
          };
        },
      },
    ],
  });

  return {
    url: server.url,
    requests: server.requests,
    messages,
    optOut: (number) => optedOut.add(number),
    failNext(count, failure) {
      const reply = twilioError(failure.status, failure.code ?? 20500, 'Scripted failure');
      server.failNext(count, {
        method: 'POST',
        reply: { ...reply, headers: failure.retryAfter ? { 'retry-after': failure.retryAfter } : {} },
      });
    },
    env: () => ({
      TWILIO_ACCOUNT_SID: FAKE_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: FAKE_TWILIO.authToken,
      TWILIO_FROM_NUMBER: FAKE_TWILIO.from,
      TWILIO_BASE_URL: server.url,
    }),
    close: () => server.close(),
  };
}
