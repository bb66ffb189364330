/** Licence plans and the sports each grants. The server enforces this; the web only displays it. */
export const PLANS = ['all-access', 'football', 'cfb', 'nfl'] as const;
export type Plan = (typeof PLANS)[number];

export const SPORTS = ['nfl', 'cfb'] as const;
export type Sport = (typeof SPORTS)[number];

const GRANTS: Record<Plan, readonly Sport[]> = {
  'all-access': ['nfl', 'cfb'],
  football: ['nfl', 'cfb'],
  cfb: ['cfb'],
  nfl: ['nfl'],
};

export function sportsForPlan(plan: Plan): readonly Sport[] {
  return GRANTS[plan];
}

export function planGrants(plan: Plan, sport: Sport): boolean {
  return GRANTS[plan].includes(sport);
}

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}
