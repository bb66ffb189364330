/**
 * What the dashboard's Account Status card and the overlay's 'Licensed User' card show.
 * Computed here once so the web, the overlay and the server's `daysRemaining` always agree.
 */
import { isPlan, sportsForPlan } from './plans';
import { LEAGUES, leagueName, type League } from '../league';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, rounded up, never negative (a licence expiring in 2 hours has 1 day left). */
export function daysRemaining(expiry: Date, now: Date): number {
  const ms = expiry.getTime() - now.getTime();
  if (ms <= 0) return 0;
  return Math.ceil(ms / DAY_MS);
}

export function isExpired(expiry: Date, now: Date): boolean {
  return expiry.getTime() < now.getTime();
}

export type AccountStatus =
  | { kind: 'expired'; expiredOn: Date }
  | { kind: 'active' }
  | { kind: 'expiring'; days: number; validUntil: Date };

export function accountStatus(expiry: Date, now: Date): AccountStatus {
  if (isExpired(expiry, now)) return { kind: 'expired', expiredOn: expiry };
  const days = daysRemaining(expiry, now);
  if (days > 30) return { kind: 'active' };
  return { kind: 'expiring', days, validUntil: expiry };
}

/** 'Expires in 1 day' / 'Expires in N days'. */
export function expiresInText(days: number): string {
  return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The football leagues a plan grants ([] for an unknown type). */
export function footballSportsOf(subscriptionType: string): readonly League[] {
  return isPlan(subscriptionType) ? sportsForPlan(subscriptionType) : [];
}

/**
 * Football access is active when the plan grants any football league and it has not expired: a
 * college-only or NFL-only buyer has their picks (the spec named only all-access and football; the
 * cfb and nfl plans it sells must not read 'Subscribe Now' to the people who bought them).
 */
export function hasFootballAccess(subscriptionType: string, expiry: Date, now: Date): boolean {
  return footballSportsOf(subscriptionType).length > 0 && !isExpired(expiry, now);
}

/**
 * The dashboard's football card is titled by the plan: 'College Football Picks' for a college-only
 * plan, 'NFL Picks' for an NFL-only one, 'NFL & College Football Picks' for both (and for a plan
 * with no football, whose card offers them).
 */
export function footballPicksTitle(subscriptionType: string): string {
  const sports = footballSportsOf(subscriptionType);
  const shown = sports.length === 0 ? LEAGUES : sports;
  return `${shown.map((s) => leagueName(s, 'title')).join(' & ')} Picks`;
}
