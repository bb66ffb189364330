import { eq } from 'drizzle-orm';
import { licenseSettings } from '../db/schema';
import type { Queryable } from './index';

export function createSettingsRepository(db: Queryable) {
  return {
    /** The licence's stored staking rule as written (unchecked: a newer build may have written it). */
    async stakingRuleOf(licenseId: string, tx?: Queryable): Promise<string | undefined> {
      const [row] = await (tx ?? db)
        .select({ rule: licenseSettings.stakingRule })
        .from(licenseSettings)
        .where(eq(licenseSettings.licenseId, licenseId))
        .limit(1);
      return row?.rule;
    },

    /** One upsert: two devices changing it at once leave the last one. */
    async saveStakingRule(licenseId: string, rule: string, updatedAt: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .insert(licenseSettings)
        .values({ licenseId, stakingRule: rule, updatedAt })
        .onConflictDoUpdate({ target: licenseSettings.licenseId, set: { stakingRule: rule, updatedAt } });
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
