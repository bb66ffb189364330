import { z } from 'zod';
import { STAKING_RULES } from '../odds/staking';

/**
 * A licence's settings (docs/bets.md, "Staking"): kept on the server per licence, so every device of
 * the licence shares them. GET /api/settings/staking, PUT /api/settings/staking.
 */

const RULE_LIST = STAKING_RULES.map((r) => `'${r}'`).join(', ');

export const stakingRuleSchema = z.enum(STAKING_RULES, { error: `rule must be one of ${RULE_LIST}` });

export const stakingSettingsSchema = z
  .object({
    /** How the units shown to this licence are sized (src/shared/odds/staking.ts). */
    rule: stakingRuleSchema,
  })
  .strict();
export type StakingSettings = z.infer<typeof stakingSettingsSchema>;
