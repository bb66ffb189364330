import { isPlan, sportsForPlan } from '@shared/licensing/plans';
import type { League } from '@shared/league';
import {
  commonStakingRule,
  DEFAULT_STAKING_RULE,
  isStakingRule,
  type StakingRule,
} from '@shared/odds/staking';
import type { ServiceContext } from '../context';

export type SmsTopic = 'picks' | 'line-moves';

export interface SmsRecipient {
  /** E.164. */
  phone: string;
  /** What the number's licences pay for, together (one phone may be on several licences). */
  sports: ReadonlySet<League>;
  /**
   * How the number's texts size units: its licences' staking rule when they all agree, otherwise
   * the default (commonStakingRule; docs/bets.md, Staking).
   */
  stakingRule: StakingRule;
}

/**
 * Numbers that want texts on a topic: an active subscription, opted in, on a licence that is active
 * and unexpired now. Texts carry paid picks, so a lapsed licence gets none. With `sport`, only
 * numbers whose licences grant that sport. Each licence's staking rule comes in the same read (no
 * settings row is the default; a value this build does not know reads as the default).
 */
export async function findRecipients(
  ctx: ServiceContext,
  topic: SmsTopic,
  sport?: League,
): Promise<SmsRecipient[]> {
  const rows = await ctx.repos.sms.recipientRows(topic, ctx.now());
  const byPhone = new Map<string, { sports: Set<League>; rules: StakingRule[] }>();
  for (const row of rows) {
    const merged = byPhone.get(row.phone) ?? { sports: new Set<League>(), rules: [] };
    for (const s of isPlan(row.plan) ? sportsForPlan(row.plan) : []) merged.sports.add(s);
    merged.rules.push(isStakingRule(row.stakingRule) ? row.stakingRule : DEFAULT_STAKING_RULE);
    byPhone.set(row.phone, merged);
  }
  return [...byPhone]
    .filter(([, { sports }]) => sports.size > 0 && (!sport || sports.has(sport)))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([phone, { sports, rules }]) => ({ phone, sports, stakingRule: commonStakingRule(rules) }));
}
