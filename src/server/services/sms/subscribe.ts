import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { maskPhoneNumber, normalizePhoneNumber } from '@shared/sms/phone-number';
import { confirmationText } from '@shared/sms/sms-text';
import { smsOutbox, smsSubscriptions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../context';
import { enqueueSms, type DbOrTx } from './enqueue-sms';
import { findSmsLicense } from './find-sms-license';

export interface SubscribeInput {
  licenseKey: string;
  phoneNumber: string;
  optedInForPicks: boolean;
  optedInForLineMovements: boolean;
}

export interface SubscribeResult {
  message: string;
  subscription: { phone: string; optedInForPicks: boolean; optedInForLineMovements: boolean };
  /** True when a confirmation text was queued (new or re-activated number). */
  confirmationQueued: boolean;
}

/** The client maps any message containing 'invalid phone number' to this same copy. */
export const INVALID_PHONE_MESSAGE = 'Invalid phone number format. Please use format: +1234567890';

const HOUR_MS = 3_600_000;

/**
 * Opts a phone number in to texts for a licence. New and re-activated numbers get one confirmation
 * text; those confirmations are what the hourly limits count (per number and per licence), so a
 * leaked key cannot be used to text arbitrary numbers. Re-subscribing an active number only
 * updates its choices. A number that replied STOP is re-activated only by this explicit call.
 */
export async function subscribe(ctx: ServiceContext, input: SubscribeInput): Promise<SubscribeResult> {
  const license = await findSmsLicense(ctx, input.licenseKey);
  const phone = normalizePhoneNumber(input.phoneNumber);
  if (!phone) throw new AppError('VALIDATION_FAILED', INVALID_PHONE_MESSAGE, { field: 'phoneNumber' });
  const now = ctx.now();
  const choices = {
    optedInForPicks: input.optedInForPicks,
    optedInForLineMovements: input.optedInForLineMovements,
  };

  let reactivated = false;
  const confirmationQueued = await ctx.db.transaction(async (tx) => {
    // One sign-up per number at a time, so two requests cannot both slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`betlens-sms-subscribe:${phone}`}))`);
    const [existing] = await tx
      .select()
      .from(smsSubscriptions)
      .where(and(eq(smsSubscriptions.licenseId, license.id), eq(smsSubscriptions.phone, phone)))
      .limit(1);
    if (existing?.status === 'active') {
      await tx
        .update(smsSubscriptions)
        .set({ ...choices, updatedAt: now })
        .where(eq(smsSubscriptions.id, existing.id));
      return false;
    }
    await assertWithinLimits(ctx, tx, { phone, licenseId: license.id, now });
    if (existing) {
      reactivated = true;
      await tx
        .update(smsSubscriptions)
        .set({ ...choices, status: 'active', stoppedAt: null, updatedAt: now })
        .where(eq(smsSubscriptions.id, existing.id));
    } else {
      await tx.insert(smsSubscriptions).values({
        licenseId: license.id,
        phone,
        ...choices,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      });
    }
    // One confirmation per activation: a new number, or each return after a STOP.
    const activation = existing?.stoppedAt ? `restart:${existing.stoppedAt.toISOString()}` : 'new';
    const { queued } = await enqueueSms(
      ctx,
      [
        {
          to: phone,
          body: confirmationText({ productName: ctx.config.site.productName, ...choices }),
          kind: 'confirmation',
          dedupeKey: `confirmation:${license.id}:${phone}:${activation}`,
        },
      ],
      tx,
    );
    return queued > 0;
  });

  return {
    message: !confirmationQueued
      ? 'SMS alert preferences updated.'
      : reactivated
        ? 'SMS alerts enabled again. If you replied STOP to our texts, also text START to our number.'
        : 'SMS alerts enabled. A confirmation text is on its way.',
    subscription: { phone: maskPhoneNumber(phone), ...choices },
    confirmationQueued,
  };
}

async function assertWithinLimits(
  ctx: ServiceContext,
  tx: DbOrTx,
  { phone, licenseId, now }: { phone: string; licenseId: string; now: Date },
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const recent = (where: ReturnType<typeof and>) =>
    tx
      .select({ createdAt: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.kind, 'confirmation'), gt(smsOutbox.createdAt, since), where))
      .orderBy(asc(smsOutbox.createdAt));
  const limits = [
    {
      rows: await recent(eq(smsOutbox.to, phone)),
      max: ctx.config.sms.subscribePerHourPerNumber,
      what: 'this phone number',
    },
    {
      rows: await recent(like(smsOutbox.dedupeKey, `confirmation:${licenseId}:%`)),
      max: ctx.config.sms.subscribePerHourPerLicense,
      what: 'this license',
    },
  ];
  for (const { rows, max, what } of limits) {
    if (rows.length < max) continue;
    // The window frees a slot when the oldest counted sign-up is an hour old.
    const oldest = rows[rows.length - max]!.createdAt.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `SMS rate limit reached for ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
}
