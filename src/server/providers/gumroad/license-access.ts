import { isGumroadRecurrence, type GumroadPurchase, type GumroadRecurrence } from './gumroad-schemas';

/**
 * Whether a verified Gumroad purchase still grants access, and until when. Pure: `now` is always
 * passed in, so the rule is tested without a clock.
 *
 * THE RULE (api-contracts.md section c, plus the cancellation clause of the terms of service):
 *   active when the purchase is not refunded, not charged back, not disputed (or the dispute was
 *   won), its subscription has not ended (`subscription_ended_at` is null) and has not failed to
 *   renew (`subscription_failed_at` is null). The first failing check, in that order, is the reason.
 *
 *   A cancelled subscription (`subscription_cancelled_at` set) stays active until the end of the
 *   period the buyer already paid for: "cancellation effective at end of the period". Gumroad
 *   itself sets `subscription_ended_at` when that period is over, but we compute the period end
 *   too, so access stops on time even if the next re-verification comes late or Gumroad is slow
 *   to flag the end. After that end the reason is 'subscription_cancelled'.
 *
 *   The period end is the billing anchor (`sale_timestamp`, else `created_at`) plus whole
 *   recurrence periods, rolled forward to the first end after the reference time (the moment of
 *   cancellation for a cancelled subscription, else `now`). Months are added to the anchor itself
 *   (Jan 31 -> Feb 28 -> Mar 31), not chained, so the end never drifts earlier than the real one.
 *
 * expiresAt:
 *   - one-time products (season passes): null; the caller knows the season from the product.
 *   - subscriptions: when access ends or ended, best known first: `subscription_ended_at`, then
 *     `subscription_failed_at`, then the computed period end (the next renewal for a live
 *     subscription). Null when the recurrence or the anchor cannot be read; then a cancellation
 *     keeps access until Gumroad sets `subscription_ended_at`.
 *
 * Known limit: the verify response does not say whether the purchase began with a free trial.
 * With a trial the real billing anchor is the trial's end, so for a cancelled subscription the
 * computed end can be up to the trial length early. Gumroad's own `subscription_ended_at` remains
 * authoritative whenever it is set.
 */

export type AccessReason =
  | 'refunded'
  | 'chargebacked'
  | 'disputed'
  | 'subscription_ended'
  | 'subscription_failed'
  | 'subscription_cancelled';

export interface LicenseAccess {
  active: boolean;
  reason?: AccessReason;
  expiresAt: Date | null;
}

/** The purchase fields the rule reads; everything else about a purchase is irrelevant here. */
export type AccessFacts = Pick<GumroadPurchase, 'refunded' | 'disputed' | 'dispute_won' | 'sale_timestamp'> &
  Partial<
    Pick<
      GumroadPurchase,
      | 'chargebacked'
      | 'created_at'
      | 'subscription_id'
      | 'recurrence'
      | 'subscription_ended_at'
      | 'subscription_cancelled_at'
      | 'subscription_failed_at'
    >
  >;

export const RECURRENCE_MONTHS: Readonly<Record<GumroadRecurrence, number>> = {
  monthly: 1,
  quarterly: 3,
  biannually: 6,
  yearly: 12,
  every_two_years: 24,
};

/** Adds calendar months in UTC, clamping the day to the target month (Jan 31 + 1 = Feb 28/29). */
export function addMonthsUtc(date: Date, months: number): Date {
  const total = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The first period end strictly after `reference`: anchor + k periods, k >= 1. */
export function periodEndAfter(anchor: Date, recurrence: GumroadRecurrence, reference: Date): Date {
  const step = RECURRENCE_MONTHS[recurrence];
  const monthsApart =
    (reference.getUTCFullYear() - anchor.getUTCFullYear()) * 12 +
    (reference.getUTCMonth() - anchor.getUTCMonth());
  // Start just below the answer, then walk forward: a few iterations at most.
  let k = Math.max(1, Math.floor(monthsApart / step) - 1);
  while (addMonthsUtc(anchor, k * step).getTime() <= reference.getTime()) k++;
  return addMonthsUtc(anchor, k * step);
}

export function parseTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/**
 * Gumroad sends `subscription_id` and `recurrence` only for memberships. Values, not key presence,
 * decide, so facts rebuilt from a stored row (every key present, nulls) classify the same way.
 */
export function isSubscriptionPurchase(facts: AccessFacts): boolean {
  return Boolean(
    facts.subscription_id ||
    facts.recurrence ||
    facts.subscription_ended_at ||
    facts.subscription_cancelled_at ||
    facts.subscription_failed_at,
  );
}

/**
 * The end of the period paid for: relative to the cancellation when cancelled, else to now.
 * Null for one-time products and for subscriptions whose recurrence or anchor is unreadable.
 */
export function currentPeriodEnd(facts: AccessFacts, now: Date): Date | null {
  if (!isSubscriptionPurchase(facts) || !isGumroadRecurrence(facts.recurrence)) return null;
  const anchor = parseTimestamp(facts.sale_timestamp) ?? parseTimestamp(facts.created_at);
  if (!anchor) return null;
  const reference = parseTimestamp(facts.subscription_cancelled_at) ?? now;
  return periodEndAfter(anchor, facts.recurrence, reference);
}

export function evaluateAccess(facts: AccessFacts, now: Date): LicenseAccess {
  const subscription = isSubscriptionPurchase(facts);
  const periodEnd = currentPeriodEnd(facts, now);
  const expiresAt = subscription
    ? (parseTimestamp(facts.subscription_ended_at) ??
      parseTimestamp(facts.subscription_failed_at) ??
      periodEnd)
    : null;
  const inactive = (reason: AccessReason): LicenseAccess => ({ active: false, reason, expiresAt });

  if (facts.refunded) return inactive('refunded');
  if (facts.chargebacked) return inactive('chargebacked');
  if (facts.disputed && !facts.dispute_won) return inactive('disputed');
  // Presence, not parse success, decides: an unreadable end date still means "ended".
  if (facts.subscription_ended_at) return inactive('subscription_ended');
  if (facts.subscription_failed_at) return inactive('subscription_failed');
  if (facts.subscription_cancelled_at && periodEnd && now.getTime() >= periodEnd.getTime()) {
    return inactive('subscription_cancelled');
  }
  return { active: true, expiresAt };
}
