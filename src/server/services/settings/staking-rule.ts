import { eq } from 'drizzle-orm';
import { DEFAULT_STAKING_RULE, isStakingRule, type StakingRule } from '@shared/odds/staking';
import { licenseSettings } from '../../db/schema';
import type { ServiceContext } from '../context';

/**
 * A licence's staking rule, read on every licensed request that shows units (one primary-key read),
 * so a change on one device or instance is what every device sees on its next request. No row is
 * the default; a value this build does not know (written by a newer one) reads as the default.
 */
export async function getStakingRule(
  ctx: Pick<ServiceContext, 'db'>,
  licenseId: string,
): Promise<StakingRule> {
  const [row] = await ctx.db
    .select({ rule: licenseSettings.stakingRule })
    .from(licenseSettings)
    .where(eq(licenseSettings.licenseId, licenseId))
    .limit(1);
  return row && isStakingRule(row.rule) ? row.rule : DEFAULT_STAKING_RULE;
}

/** Sets the licence's rule (one upsert: two devices changing it at once leave the last one). */
export async function setStakingRule(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  licenseId: string,
  rule: StakingRule,
): Promise<StakingRule> {
  const updatedAt = ctx.now();
  await ctx.db
    .insert(licenseSettings)
    .values({ licenseId, stakingRule: rule, updatedAt })
    .onConflictDoUpdate({ target: licenseSettings.licenseId, set: { stakingRule: rule, updatedAt } });
  return rule;
}
