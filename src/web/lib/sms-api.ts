/**
 * The SMS subscription calls of visitor spec section 7, on top of the one request helper. Answers
 * are checked with the shared schemas; import this module only from lazy chunks (it brings zod).
 */
import { checkSubscriptionResponseSchema, subscribeResponseSchema } from '@shared/api/sms';
import { trackEvent } from '../../client/analytics';
import { apiRequest } from '../../client/api';

/** POST /api/sms/check-license-subscription. Any failure counts as "no subscription" (spec). */
export async function checkSmsSubscription(licenseKey: string): Promise<boolean> {
  try {
    const res = await apiRequest('POST', '/api/sms/check-license-subscription', { licenseKey });
    return checkSubscriptionResponseSchema.parse(await res.json()).hasSubscription;
  } catch {
    return false;
  }
}

export interface SmsSubscribeInput {
  /** As typed, with its formatting: the server normalises it. */
  phoneNumber: string;
  licenseKey: string;
  /** Where the number was typed (the sms_subscription_* events record it). */
  source: 'sms_dialog' | 'onboarding';
}

export interface SmsSubscribeResult {
  /** The server's sentence for the user, e.g. 'SMS alerts enabled. A confirmation text is on its way.' */
  message: string;
  /** The number, masked ('•••• 0123'). */
  maskedPhone: string;
}

/**
 * POST /api/sms/subscribe for new picks and line movements. Rejects with the request helper's
 * error (`${status}: ${body}`), which smsErrorMessage turns into the user's sentence.
 */
export async function subscribeSms({
  phoneNumber,
  licenseKey,
  source,
}: SmsSubscribeInput): Promise<SmsSubscribeResult> {
  trackEvent('sms_subscription_started', { source });
  const res = await apiRequest('POST', '/api/sms/subscribe', {
    phoneNumber,
    licenseKey,
    optedInForPicks: true,
    optedInForLineMovements: true,
  });
  const body = subscribeResponseSchema.parse(await res.json());
  trackEvent('sms_subscription_confirmed', { source });
  return { message: body.message, maskedPhone: body.subscription.phone };
}
