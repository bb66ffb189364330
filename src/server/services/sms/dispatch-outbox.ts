import type { ClaimedSms, SmsOutboxChanges } from '../../repositories/sms-repository';
import { isUpstreamError } from '../../providers/http/upstream-error';
import type { SmsSendResult, SmsSender } from '../../providers/ports';
import type { ServiceContext } from '../context';
import { startIntervalLoop } from '../jobs/interval-loop';

/**
 * Sends queued texts through the SMS sender. Rows are claimed one at a time with
 * FOR UPDATE SKIP LOCKED and marked 'sending' so several instances never send the same row; the
 * per-minute budget (SMS_SENDS_PER_MINUTE) is one budget for all instances: each send reserves its
 * slot atomically in the shared database (reserveNext), whether or not Redis is configured.
 */

/** A text Twilio could not take for a passing reason is tried at most this often. */
export const MAX_SMS_ATTEMPTS = 5;
/** A row left 'sending' this long was interrupted by a crash. */
const INTERRUPTED_AFTER_MS = 15 * 60_000;

export interface DispatchResult {
  sent: number;
  failed: number;
  /** Put back in the queue after a passing failure (rate limit, outage). */
  retried: number;
  /** True when the per-minute budget ran out before the queue did. */
  throttled: boolean;
}

type ClaimedRow = ClaimedSms;

/**
 * Claims the next queued text if the per-minute budget allows one more send, atomically across
 * instances: under one transaction-scoped advisory lock, texts reserved in the last minute are
 * counted and the claim stamps sent_at with the reservation time. Two instances can therefore
 * never both take the last slot. 'throttled' when the budget is spent, undefined when the queue
 * is empty.
 */
async function reserveNext(ctx: ServiceContext): Promise<ClaimedRow | 'throttled' | undefined> {
  return ctx.repos.sms.reserveNext(ctx.now, ctx.config.sms.sendsPerMinute);
}

/** Sends what the per-minute budget, shared by every instance, allows now. */
export async function dispatchOutbox(ctx: ServiceContext, sender: SmsSender): Promise<DispatchResult> {
  const result: DispatchResult = { sent: 0, failed: 0, retried: 0, throttled: false };
  for (;;) {
    const row = await reserveNext(ctx);
    if (row === 'throttled') {
      result.throttled = (await queuedCount(ctx)) > 0;
      return result;
    }
    if (!row) return result;
    const outcome = await sendOne(ctx, sender, row);
    result[outcome] += 1;
    // Twilio is refusing or unreachable for everyone: leave the rest for the next tick.
    if (outcome === 'retried') return result;
  }
}

async function queuedCount(ctx: ServiceContext): Promise<number> {
  return ctx.repos.sms.queuedCount();
}

async function sendOne(
  ctx: ServiceContext,
  sender: SmsSender,
  row: ClaimedRow,
): Promise<'sent' | 'failed' | 'retried'> {
  let answer: SmsSendResult;
  try {
    answer = await sender.send({ to: row.to, body: row.body });
  } catch (error) {
    if (isUpstreamError(error) && error.retryable) {
      return retryOrFail(ctx, row, `${sender.name}: ${error.message}`);
    }
    // A timeout may have reached Twilio: trying again could text the number twice.
    const why = isUpstreamError(error)
      ? `${error.message} (not retried: the text may already have been sent)`
      : error instanceof Error
        ? error.message
        : String(error);
    ctx.log.error({ err: error, outboxId: row.id }, 'SMS send failed');
    await finish(ctx, row.id, { status: 'failed', error: why.slice(0, 500), sentAt: null });
    return 'failed';
  }
  switch (answer.kind) {
    case 'sent':
      await finish(ctx, row.id, {
        status: 'sent',
        providerId: answer.providerId,
        sentAt: ctx.now(),
        error: null,
      });
      return 'sent';
    case 'unsubscribed':
      await finish(ctx, row.id, {
        status: 'failed',
        error: `Twilio ${answer.code}: ${answer.message}`,
        sentAt: null,
      });
      await stopNumber(ctx, row.to);
      return 'failed';
    case 'invalid-number':
      await finish(ctx, row.id, {
        status: 'failed',
        error: `Twilio ${answer.code}: ${answer.message}`,
        sentAt: null,
      });
      return 'failed';
    case 'rejected':
      // Our account or sender is misconfigured: keep the text until someone fixes it, within limits.
      ctx.log.error({ outboxId: row.id, code: answer.code }, `Twilio refused a text: ${answer.message}`);
      return retryOrFail(ctx, row, `Twilio ${answer.code ?? '?'}: ${answer.message}`);
  }
}

async function retryOrFail(
  ctx: ServiceContext,
  row: ClaimedRow,
  error: string,
): Promise<'failed' | 'retried'> {
  if (row.attempts >= MAX_SMS_ATTEMPTS) {
    await finish(ctx, row.id, { status: 'failed', error: error.slice(0, 500), sentAt: null });
    return 'failed';
  }
  await finish(ctx, row.id, { status: 'queued', error: error.slice(0, 500), sentAt: null });
  return 'retried';
}

async function finish(ctx: ServiceContext, id: string, changes: SmsOutboxChanges): Promise<void> {
  await ctx.repos.sms.updateOutbox(id, changes);
}

/** The number replied STOP to our sender (Twilio 21610): none of its subscriptions gets texts. */
export async function stopNumber(ctx: ServiceContext, phone: string): Promise<number> {
  return ctx.repos.sms.stopNumber(phone, ctx.now());
}

/**
 * Rows a crashed process left 'sending'. Whether Twilio got them is unknown, so they are marked
 * failed rather than sent again. Only old rows: a live instance may be sending newer ones.
 */
export async function failInterruptedSends(ctx: ServiceContext): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - INTERRUPTED_AFTER_MS);
  return ctx.repos.sms.failSendingBefore(
    cutoff,
    'Interrupted while sending; not retried so nobody is texted twice',
  );
}

export interface SmsDispatcher {
  /** Runs a tick soon (after new texts were queued) instead of waiting for the interval. */
  kick(): void;
  /** Stops the timer and waits for a tick in progress. */
  stop(): Promise<void>;
}

/** Ticks every `intervalMs` (default 5 s); one tick at a time per process. */
export function startSmsDispatcher(
  ctx: ServiceContext,
  sender: SmsSender,
  options: { intervalMs?: number } = {},
): SmsDispatcher {
  const loop = startIntervalLoop(
    () =>
      dispatchOutbox(ctx, sender)
        .then((r) => {
          if (r.sent + r.failed + r.retried > 0) ctx.log.info({ ...r }, 'SMS outbox dispatched');
        })
        .catch((error: unknown) => ctx.log.error({ err: error }, 'SMS outbox dispatch failed')),
    options.intervalMs ?? 5_000,
  );
  void failInterruptedSends(ctx)
    .then((n) => {
      if (n > 0) ctx.log.warn({ count: n }, 'Marked interrupted SMS sends as failed');
    })
    .catch((error: unknown) => ctx.log.error({ err: error }, 'Could not check for interrupted SMS sends'))
    .finally(loop.tick);
  return { kick: () => setImmediate(loop.tick), stop: loop.stop };
}
