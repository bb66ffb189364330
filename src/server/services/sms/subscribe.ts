import { maskPhoneNumber, normalizePhoneNumber } from '@shared/sms/phone-number';
import { confirmationText } from '@shared/sms/sms-text';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../context';
import { createRepositories } from '../../repositories';
import type { SmsRepository } from '../../repositories/sms-repository';
import { enqueueSms } from './enqueue-sms';
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
    const repos = createRepositories(tx);
    // One sign-up per number at a time, so two requests cannot both slip under the limit.
    await repos.sms.lockNumber(phone, tx);
    const existing = await repos.sms.subscriptionOf(license.id, phone);
    if (existing?.status === 'active') {
      await repos.sms.updateSubscription(existing.id, { ...choices, updatedAt: now });
      return false;
    }
    await assertWithinLimits(ctx, repos.sms, { phone, licenseId: license.id, now });
    if (existing) {
      reactivated = true;
      await repos.sms.updateSubscription(existing.id, {
        ...choices,
        status: 'active',
        stoppedAt: null,
        updatedAt: now,
      });
    } else {
      await repos.sms.insertSubscription({
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
    const { queued } = await enqueueSms({ ...ctx, db: tx, repos }, [
      {
        to: phone,
        body: confirmationText({ productName: ctx.config.site.productName, ...choices }),
        kind: 'confirmation',
        dedupeKey: `confirmation:${license.id}:${phone}:${activation}`,
      },
    ]);
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
  sms: SmsRepository,
  { phone, licenseId, now }: { phone: string; licenseId: string; now: Date },
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const limits = [
    {
      rows: await sms.confirmationTimesSince({ phone }, since),
      max: ctx.config.sms.subscribePerHourPerNumber,
      what: 'this phone number',
    },
    {
      rows: await sms.confirmationTimesSince({ licenseId }, since),
      max: ctx.config.sms.subscribePerHourPerLicense,
      what: 'this license',
    },
  ];
  for (const { rows, max, what } of limits) {
    if (rows.length < max) continue;
    // The window frees a slot when the oldest counted sign-up is an hour old.
    const oldest = rows[rows.length - max]!.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `SMS rate limit reached for ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
}
