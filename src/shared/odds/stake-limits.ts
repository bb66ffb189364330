/**
 * The limits every stake obeys, in one place: the Kelly engine (kelly.ts), the unit scale (units.ts),
 * the pricing settings (pricing-options.ts), the staking rules (staking.ts) and the copy that states
 * them all read these, so no two of them can disagree about what is allowed.
 */

/** 1 unit = 1% of bankroll. */
export const UNIT_SHARE_OF_BANKROLL = 0.01;
/** The smallest recommended stake (half a unit). */
export const MIN_UNITS = 0.5;
/** The largest stake any price or rule ever carries. */
export const MAX_UNITS = 3;
/** MAX_UNITS as a share of bankroll: the Kelly stake's default cap. */
export const MAX_STAKE_SHARE = MAX_UNITS * UNIT_SHARE_OF_BANKROLL;

/**
 * Shares of full Kelly a stake may use. ⅛ is the most cautious staking rule a user can pick; above ½
 * the estimate error in the probabilities makes growth worse than a smaller stake.
 */
export const KELLY_FRACTION_LIMITS = { min: 0.125, max: 0.5 } as const;
/** The analysis's own stake: ¼ Kelly. */
export const DEFAULT_KELLY_FRACTION = 0.25;

export function isAllowedKellyFraction(fraction: number): boolean {
  return fraction >= KELLY_FRACTION_LIMITS.min && fraction <= KELLY_FRACTION_LIMITS.max;
}

/** Throws a RangeError naming the setting when a Kelly fraction is outside KELLY_FRACTION_LIMITS. */
export function assertKellyFraction(fraction: number, name = 'Kelly fraction'): void {
  if (!isAllowedKellyFraction(fraction)) {
    throw new RangeError(
      `${name} must be between ${KELLY_FRACTION_LIMITS.min} and ${KELLY_FRACTION_LIMITS.max}, got ${fraction}`,
    );
  }
}
