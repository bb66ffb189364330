import type { League } from '../league';

/** Licence plans and the leagues each grants. The server enforces this; the web only displays it. */
export const PLANS = ['all-access', 'football', 'cfb', 'nfl'] as const;
export type Plan = (typeof PLANS)[number];

const GRANTS: Record<Plan, readonly League[]> = {
  'all-access': ['nfl', 'cfb'],
  football: ['nfl', 'cfb'],
  cfb: ['cfb'],
  nfl: ['nfl'],
};

export function sportsForPlan(plan: Plan): readonly League[] {
  return GRANTS[plan];
}

export function planGrants(plan: Plan, sport: League): boolean {
  return GRANTS[plan].includes(sport);
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/**
 * Features beyond the picks, per plan. The pricing copy sells "SP+ ratings and NFL power rankings"
 * with the All-Access plan only, so only that plan has them; the server enforces it (403
 * PLAN_FORBIDDEN) and the web only displays it.
 */
export const PLAN_FEATURES = ['rankings'] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

const FEATURES: Record<Plan, readonly PlanFeature[]> = {
  'all-access': ['rankings'],
  football: [],
  cfb: [],
  nfl: [],
};

export function planIncludes(plan: Plan, feature: PlanFeature): boolean {
  return FEATURES[plan].includes(feature);
}
