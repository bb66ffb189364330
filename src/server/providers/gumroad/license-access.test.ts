import { describe, expect, it } from 'vitest';
import {
  addMonthsUtc,
  currentPeriodEnd,
  evaluateAccess,
  isSubscriptionPurchase,
  periodEndAfter,
  type AccessFacts,
} from './license-access';

const d = (iso: string) => new Date(iso);

const seasonPass: AccessFacts = {
  sale_timestamp: '2026-08-01T10:00:00Z',
  created_at: '2026-08-01T10:00:00Z',
  refunded: false,
  disputed: false,
  dispute_won: false,
  chargebacked: false,
};

const monthly: AccessFacts = {
  sale_timestamp: '2026-08-30T17:21:09Z',
  created_at: '2026-08-30T17:21:09Z',
  refunded: false,
  disputed: false,
  dispute_won: false,
  subscription_id: 'GDzW4_aBdQc-o7Gbjng7lg==',
  recurrence: 'monthly',
  subscription_ended_at: null,
  subscription_cancelled_at: null,
  subscription_failed_at: null,
};

describe('addMonthsUtc', () => {
  it('keeps the time of day and clamps to the end of shorter months', () => {
    expect(addMonthsUtc(d('2026-01-31T08:30:00Z'), 1).toISOString()).toBe('2026-02-28T08:30:00.000Z');
    expect(addMonthsUtc(d('2028-01-31T08:30:00Z'), 1).toISOString()).toBe('2028-02-29T08:30:00.000Z');
    expect(addMonthsUtc(d('2026-01-31T08:30:00Z'), 2).toISOString()).toBe('2026-03-31T08:30:00.000Z');
  });

  it('crosses year boundaries both ways', () => {
    expect(addMonthsUtc(d('2026-11-15T00:00:00Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
    expect(addMonthsUtc(d('2026-02-15T00:00:00Z'), -3).toISOString()).toBe('2025-11-15T00:00:00.000Z');
    expect(addMonthsUtc(d('2028-02-29T00:00:00Z'), 12).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe('periodEndAfter', () => {
  const anchor = d('2026-01-31T12:00:00Z');

  it('is the first renewal strictly after the reference, at least one period after the sale', () => {
    expect(periodEndAfter(anchor, 'monthly', d('2026-01-31T12:00:00Z')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(periodEndAfter(anchor, 'monthly', d('2026-02-28T11:59:59Z')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
    expect(periodEndAfter(anchor, 'monthly', d('2026-02-28T12:00:00Z')).toISOString()).toBe(
      '2026-03-31T12:00:00.000Z',
    );
    expect(periodEndAfter(anchor, 'monthly', d('2025-06-01T00:00:00Z')).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    );
  });

  it('does not drift when rolled over many periods', () => {
    expect(periodEndAfter(anchor, 'monthly', d('2029-05-01T00:00:00Z')).toISOString()).toBe(
      '2029-05-31T12:00:00.000Z',
    );
  });

  it('handles every Gumroad recurrence', () => {
    const ref = d('2026-03-01T00:00:00Z');
    expect(periodEndAfter(anchor, 'quarterly', ref).toISOString()).toBe('2026-04-30T12:00:00.000Z');
    expect(periodEndAfter(anchor, 'biannually', ref).toISOString()).toBe('2026-07-31T12:00:00.000Z');
    expect(periodEndAfter(anchor, 'yearly', ref).toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(periodEndAfter(anchor, 'every_two_years', ref).toISOString()).toBe('2028-01-31T12:00:00.000Z');
    expect(periodEndAfter(anchor, 'yearly', d('2027-02-01T00:00:00Z')).toISOString()).toBe(
      '2028-01-31T12:00:00.000Z',
    );
  });
});

describe('isSubscriptionPurchase / currentPeriodEnd', () => {
  it('tells memberships from one-time products by value', () => {
    expect(isSubscriptionPurchase(monthly)).toBe(true);
    expect(isSubscriptionPurchase(seasonPass)).toBe(false);
    expect(isSubscriptionPurchase({ ...seasonPass, subscription_ended_at: null, recurrence: null })).toBe(
      false,
    );
  });

  it('falls back to created_at and gives null for unreadable data', () => {
    const now = d('2026-09-10T00:00:00Z');
    expect(currentPeriodEnd({ ...monthly, sale_timestamp: 'garbage' }, now)?.toISOString()).toBe(
      '2026-09-30T17:21:09.000Z',
    );
    expect(currentPeriodEnd({ ...monthly, recurrence: 'fortnightly' }, now)).toBeNull();
    expect(currentPeriodEnd({ ...monthly, sale_timestamp: 'x', created_at: 'y' }, now)).toBeNull();
    expect(currentPeriodEnd(seasonPass, now)).toBeNull();
  });
});

describe('evaluateAccess', () => {
  const now = d('2026-09-10T00:00:00Z');

  it('season pass: active with no expiry (the caller dates it from the product)', () => {
    expect(evaluateAccess(seasonPass, now)).toEqual({ active: true, expiresAt: null });
  });

  it('live monthly subscription: active until the next renewal', () => {
    expect(evaluateAccess(monthly, now)).toEqual({ active: true, expiresAt: d('2026-09-30T17:21:09Z') });
    expect(evaluateAccess(monthly, d('2026-11-02T00:00:00Z')).expiresAt).toEqual(d('2026-11-30T17:21:09Z'));
  });

  it('refund, chargeback and unresolved dispute end access', () => {
    expect(evaluateAccess({ ...seasonPass, refunded: true }, now)).toEqual({
      active: false,
      reason: 'refunded',
      expiresAt: null,
    });
    expect(evaluateAccess({ ...seasonPass, chargebacked: true }, now).reason).toBe('chargebacked');
    expect(evaluateAccess({ ...seasonPass, disputed: true }, now).reason).toBe('disputed');
    expect(evaluateAccess({ ...seasonPass, disputed: true, dispute_won: true }, now)).toEqual({
      active: true,
      expiresAt: null,
    });
  });

  it('reports the first failing check when several apply', () => {
    expect(
      evaluateAccess({ ...monthly, refunded: true, subscription_ended_at: '2026-09-01T00:00:00Z' }, now)
        .reason,
    ).toBe('refunded');
  });

  it('ended and failed subscriptions are inactive, dated when they stopped', () => {
    expect(evaluateAccess({ ...monthly, subscription_ended_at: '2026-09-05T00:00:00Z' }, now)).toEqual({
      active: false,
      reason: 'subscription_ended',
      expiresAt: d('2026-09-05T00:00:00Z'),
    });
    expect(evaluateAccess({ ...monthly, subscription_failed_at: '2026-09-06T00:00:00Z' }, now)).toEqual({
      active: false,
      reason: 'subscription_failed',
      expiresAt: d('2026-09-06T00:00:00Z'),
    });
    expect(evaluateAccess({ ...monthly, subscription_ended_at: 'not a date' }, now).reason).toBe(
      'subscription_ended',
    );
  });

  it('cancelled subscription: active until the paid period ends, then inactive', () => {
    const cancelled = { ...monthly, subscription_cancelled_at: '2026-09-15T09:00:00Z' };
    const end = d('2026-09-30T17:21:09Z');
    expect(evaluateAccess(cancelled, d('2026-09-20T00:00:00Z'))).toEqual({ active: true, expiresAt: end });
    expect(evaluateAccess(cancelled, d('2026-09-30T17:21:08Z')).active).toBe(true);
    expect(evaluateAccess(cancelled, d('2026-09-30T17:21:09Z'))).toEqual({
      active: false,
      reason: 'subscription_cancelled',
      expiresAt: end,
    });
    // The period end stays pinned to the cancellation, not rolled forward with the clock.
    expect(evaluateAccess(cancelled, d('2027-03-01T00:00:00Z')).expiresAt).toEqual(end);
  });

  it('cancelled subscription with an unknown recurrence waits for Gumroad to end it', () => {
    const cancelled = {
      ...monthly,
      recurrence: 'fortnightly',
      subscription_cancelled_at: '2026-09-15T09:00:00Z',
    };
    expect(evaluateAccess(cancelled, d('2027-01-01T00:00:00Z'))).toEqual({ active: true, expiresAt: null });
  });
});
