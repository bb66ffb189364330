import { LEAGUES, type League } from '@shared/league';
import { DEFAULT_PROP_MARKETS } from '@shared/props/prop-types';
import type { AppConfig } from '../../config';
import { FEATURED_MARKETS } from '../../providers/odds-api/odds-api-mapping';
import type { ServiceContext } from '../context';
import { startOfNextMonthUtc, type OddsCosts } from './odds-schedule';
import { DEFAULT_PROPS_LEAGUES, planCreditBudget, type CreditPlan } from './project-credits';

const WEEK_MS = 7 * 86_400_000;
/** Past the picks window (8 days) with a day to spare: the games polling can know of. */
const KNOWN_AHEAD_MS = 9 * 86_400_000;

/** What one call costs with this configuration: markets × regions (10 bookmakers count as a region). */
export function oddsCostsOf(config: Pick<AppConfig, 'odds'>): OddsCosts {
  const regions =
    config.odds.bookmakers && config.odds.bookmakers.length > 0
      ? Math.ceil(config.odds.bookmakers.length / 10)
      : Math.max(1, config.odds.regions.length);
  return {
    creditsPerCall: FEATURED_MARKETS.length * regions,
    creditsPerPropsEvent: DEFAULT_PROP_MARKETS.length * regions,
  };
}

/** The scheduled kickoffs of each league in [from, to). */
export async function scheduledKickoffs(
  ctx: Pick<ServiceContext, 'repos'>,
  from: Date,
  to: Date,
): Promise<Record<League, Date[]>> {
  const rows = await ctx.repos.games.scheduledBetween({ from, to });
  const byLeague = Object.fromEntries(LEAGUES.map((l) => [l, [] as Date[]])) as Record<League, Date[]>;
  for (const row of rows) byLeague[row.league].push(row.kickoff);
  return byLeague;
}

/**
 * The month's calendar as far as it is known, and beyond: the source lists games about a week
 * ahead, so the last known week is repeated until the quota resets. Football is weekly, so this
 * prices the rest of the month like the week in hand (an off week costs less than projected, never
 * more). A league with no known game projects nothing.
 */
export function extendCalendar(kickoffs: readonly Date[], now: Date, until: Date): Date[] {
  if (kickoffs.length === 0) return [];
  const times = kickoffs.map((k) => k.getTime()).filter((t) => t >= now.getTime());
  if (times.length === 0) return [];
  const last = Math.max(...times);
  const week = times.filter((t) => t > last - WEEK_MS);
  const out = [...times];
  for (let shift = WEEK_MS; last + shift - WEEK_MS < until.getTime(); shift += WEEK_MS)
    for (const t of week) if (t + shift < until.getTime() && t + shift > last) out.push(t + shift);
  return out.sort((a, b) => a - b).map((t) => new Date(t));
}

export interface OddsPlanSnapshot {
  computedAt: Date;
  monthEndsAt: Date;
  budget: number;
  usedThisMonth: number | null;
  remaining: number | null;
  plan: CreditPlan;
  /** Known kickoffs per league from now to the end of the picks window (what polling covers). */
  kickoffs: Record<League, Date[]>;
  /** The latest recorded call this plan has seen (odds_polls id). */
  lastCall: number | null;
}

/**
 * The credit plan in force: recomputed after every call to the source (the poller invalidates it)
 * and at least every `ttlMs`, and shared by the poller, the status routes and /metrics of one app.
 */
export class OddsPlanner {
  private cached: OddsPlanSnapshot | null = null;
  constructor(private readonly ttlMs = 60_000) {}

  invalidate(): void {
    this.cached = null;
  }

  async current(ctx: Pick<ServiceContext, 'repos' | 'config' | 'now'>): Promise<OddsPlanSnapshot> {
    const now = ctx.now();
    // Any call recorded since (by this instance's poller, a refresh job or another instance) makes
    // the plan out of date at once.
    const lastCall = await ctx.repos.oddsPolls.latestFinishedId();
    if (
      this.cached &&
      this.cached.lastCall === lastCall &&
      now.getTime() - this.cached.computedAt.getTime() < this.ttlMs
    )
      return this.cached;
    const monthEndsAt = startOfNextMonthUtc(now);
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const quota = await ctx.repos.oddsPolls.latestQuota(now);
    // The source's count is the truth; a report from an earlier month says nothing of this one.
    const current = quota && quota.at >= monthStart ? quota : null;
    const known = await scheduledKickoffs(ctx, now, new Date(now.getTime() + KNOWN_AHEAD_MS));
    const calendar = Object.fromEntries(
      LEAGUES.map((l) => [l, extendCalendar(known[l], now, monthEndsAt)]),
    ) as Record<League, Date[]>;
    const budget = ctx.config.odds.creditsPerMonth;
    const plan = planCreditBudget({
      now,
      monthEndsAt,
      creditsPerMonth: budget,
      usedThisMonth: current?.used ?? 0,
      remaining: current?.remaining ?? null,
      calendar,
      costs: oddsCostsOf(ctx.config),
      propsLeagues: DEFAULT_PROPS_LEAGUES,
    });
    this.cached = {
      computedAt: now,
      monthEndsAt,
      budget,
      usedThisMonth: current?.used ?? null,
      remaining: current?.remaining ?? null,
      plan,
      kickoffs: known,
      lastCall,
    };
    return this.cached;
  }
}
