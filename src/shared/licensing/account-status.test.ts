import { describe, expect, it } from 'vitest';
import {
  accountStatus,
  daysRemaining,
  expiresInText,
  footballPicksTitle,
  hasFootballAccess,
  isExpired,
} from './account-status';

const now = new Date('2026-11-22T15:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('account status', () => {
  it('counts whole days left, rounding up, never below zero', () => {
    expect(daysRemaining(plus(2 * 3_600_000), now)).toBe(1);
    expect(daysRemaining(plus(DAY), now)).toBe(1);
    expect(daysRemaining(plus(DAY + 1), now)).toBe(2);
    expect(daysRemaining(plus(30 * DAY), now)).toBe(30);
    expect(daysRemaining(plus(-5 * DAY), now)).toBe(0);
  });

  it('is expired only once the expiry is in the past', () => {
    expect(isExpired(plus(-1), now)).toBe(true);
    expect(isExpired(now, now)).toBe(false);
    expect(isExpired(plus(1), now)).toBe(false);
  });

  it('shows active above 30 days, expiring at 30 or fewer, expired after', () => {
    expect(accountStatus(plus(31 * DAY), now)).toEqual({ kind: 'active' });
    expect(accountStatus(plus(30 * DAY), now)).toEqual({
      kind: 'expiring',
      days: 30,
      validUntil: plus(30 * DAY),
    });
    expect(accountStatus(plus(-DAY), now)).toEqual({ kind: 'expired', expiredOn: plus(-DAY) });
  });

  it('uses the singular for one day', () => {
    expect(expiresInText(1)).toBe('Expires in 1 day');
    expect(expiresInText(2)).toBe('Expires in 2 days');
  });

  it('grants football access to all-access and football plans that have not expired', () => {
    expect(hasFootballAccess('all-access', plus(DAY), now)).toBe(true);
    expect(hasFootballAccess('football', plus(DAY), now)).toBe(true);
    expect(hasFootballAccess('cfb', plus(DAY), now)).toBe(true); // a college-only buyer
    expect(hasFootballAccess('nfl', plus(DAY), now)).toBe(true);
    expect(hasFootballAccess('cfb', plus(-DAY), now)).toBe(false);
    expect(hasFootballAccess('unknown', plus(DAY), now)).toBe(false);
    expect(hasFootballAccess('all-access', plus(-DAY), now)).toBe(false);
  });
});

describe('footballPicksTitle (issue 22: the dashboard card is titled by the plan)', () => {
  it('names only the leagues the plan grants', () => {
    expect(footballPicksTitle('cfb')).toBe('College Football Picks');
    expect(footballPicksTitle('nfl')).toBe('NFL Picks');
    expect(footballPicksTitle('football')).toBe('NFL & College Football Picks');
    expect(footballPicksTitle('all-access')).toBe('NFL & College Football Picks');
    expect(footballPicksTitle('unknown')).toBe('NFL & College Football Picks');
  });
});
