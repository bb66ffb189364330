import { DEFAULT_STAKING_RULE, isStakingRule, type StakingRule } from '@shared/odds/staking';
import type { ServiceContext } from '../context';
import { licenceDataChanged, rememberedLookup } from '../licensing/license-lookups';

/**
 * A licence's staking rule, read on every licensed request that shows units (one primary-key read),
 * so a change on one device or instance is what every device sees on its next request. The embedded
 * database's only writer remembers it like the licence itself (license-lookups.ts): there the read
 * would otherwise double a licensed list's database time. No row is the default; a value this build
 * does not know (written by a newer one) reads as the default.
 */
export async function getStakingRule(ctx: ServiceContext, licenseId: string): Promise<StakingRule> {
  const rule = await rememberedLookup(
    ctx,
    `staking-rule:${licenseId}`,
    async () => (await ctx.repos.settings.stakingRuleOf(licenseId)) ?? DEFAULT_STAKING_RULE,
  );
  return isStakingRule(rule) ? rule : DEFAULT_STAKING_RULE;
}

/** Sets the licence's rule (one upsert: two devices changing it at once leave the last one). */
export async function setStakingRule(
  ctx: ServiceContext,
  licenseId: string,
  rule: StakingRule,
): Promise<StakingRule> {
  const updatedAt = ctx.now();
  await ctx.repos.settings.saveStakingRule(licenseId, rule, updatedAt);
  // This app's remembered look-ups are forgotten, so its next request reads the new rule.
  licenceDataChanged(ctx);
  return rule;
}
