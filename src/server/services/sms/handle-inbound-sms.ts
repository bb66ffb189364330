import { createHash } from 'node:crypto';
import { normalizePhoneNumber } from '@shared/sms/phone-number';
import { smsKeyword, type SmsKeyword } from '@shared/sms/sms-keywords';
import { helpText } from '@shared/sms/sms-text';
import type { ServiceContext } from '../context';
import { stopNumber } from './dispatch-outbox';

export interface InboundSms {
  from: string;
  body?: string | undefined;
  /** Twilio's Advanced Opt-Out classification, when the Messaging Service has it on. */
  optOutType?: string | undefined;
  messageSid?: string | undefined;
}

export interface InboundOutcome {
  keyword: SmsKeyword | null;
  /** Subscriptions stopped or re-activated. */
  changed: number;
  /** Text to answer with in TwiML (HELP); null for an empty response. */
  reply: string | null;
}

/**
 * A text to our number. STOP words stop every subscription of the number (Twilio itself confirms
 * the opt-out and blocks our sends); START words re-activate them, since the owner of the number
 * asked; HELP gets the help text. Anything else is ignored.
 */
export async function handleInboundSms(ctx: ServiceContext, sms: InboundSms): Promise<InboundOutcome> {
  const keyword = smsKeyword(sms.body, sms.optOutType);
  const phone = normalizePhoneNumber(sms.from) ?? sms.from.trim();
  const now = ctx.now();
  if (keyword === 'stop') return { keyword, changed: await stopNumber(ctx, phone), reply: null };
  if (keyword === 'start') {
    return { keyword, changed: await ctx.repos.sms.restartNumber(phone, now), reply: null };
  }
  if (keyword === 'help') {
    const reply = helpText({
      productName: ctx.config.site.productName,
      supportEmail: ctx.config.site.supportEmail,
    });
    // Twilio delivers the TwiML reply; the row only shows the admin what was sent.
    const id = sms.messageSid ?? createHash('sha256').update(`${phone}|${now.toISOString()}`).digest('hex');
    await ctx.repos.sms.enqueue([
      {
        to: phone,
        body: reply,
        kind: 'help',
        dedupeKey: `help:${id}`,
        status: 'sent',
        createdAt: now,
        sentAt: now,
      },
    ]);
    return { keyword, changed: 0, reply };
  }
  return { keyword: null, changed: 0, reply: null };
}

/** TwiML answer: empty, or one message back to the sender. */
export function twiml(reply: string | null): string {
  const escaped = reply?.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${escaped ? `<Message>${escaped}</Message>` : ''}</Response>`;
}
