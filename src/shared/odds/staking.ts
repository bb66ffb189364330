import { expectedValue } from './ev';
import { kellyStake } from './kelly';
import {
  DEFAULT_KELLY_FRACTION,
  KELLY_FRACTION_LIMITS,
  MAX_UNITS,
  MIN_UNITS,
  UNIT_SHARE_OF_BANKROLL,
} from './stake-limits';
import { recommendStake, stakeShareToUnits } from './units';

/**
 * A user's staking rule (issue 21 §3): how the units shown to that licence are sized. Every rule
 * stakes exactly the prices the product recommends (the analysis's ¼-Kelly units are above 0: a
 * fresh, on-market price at a bettable book with at least the bet edge) and stays on today's scale,
 * 0.5–3 units in half-unit steps (units.ts); only the size changes.
 *
 *   quarter-kelly (default)  the analysis's own units: ¼ · f*, capped at 3 units
 *   half-kelly               ½ · f*, capped at 3 units
 *   eighth-kelly             ⅛ · f*, capped at 3 units
 *   flat                     1 unit on every recommended price
 *
 * f* is the Kelly fraction with pushes (kelly.ts). A payload's price carries P(cover) with pushes
 * excluded, c = P(win) / (P(win) + P(loss)); f* = (b·P(win) − P(loss)) / (b·(P(win) + P(loss)))
 * = (b·c − (1 − c)) / b, so c and the price are all it needs.
 */

export const STAKING_RULES = ['quarter-kelly', 'half-kelly', 'eighth-kelly', 'flat'] as const;
export type StakingRule = (typeof STAKING_RULES)[number];

export const DEFAULT_STAKING_RULE: StakingRule = 'quarter-kelly';

/** The stake of every recommended price under the flat rule. */
export const FLAT_UNITS = 1;

export interface StakingRuleInfo {
  /** '¼ Kelly'. */
  readonly label: string;
  /** One sentence a bettor can act on. */
  readonly description: string;
  /** Share of full Kelly; null for flat. */
  readonly kellyShare: number | null;
}

export const STAKING_RULE_INFO: Readonly<Record<StakingRule, StakingRuleInfo>> = {
  'quarter-kelly': {
    label: '¼ Kelly',
    description: `A quarter of the Kelly stake (the default): bigger edges get more units, ${MIN_UNITS} to ${MAX_UNITS} units a bet.`,
    kellyShare: DEFAULT_KELLY_FRACTION,
  },
  'half-kelly': {
    label: '½ Kelly',
    description: `Half the Kelly stake: twice the default on the same edge, still at most ${MAX_UNITS} units a bet. Bigger swings.`,
    kellyShare: KELLY_FRACTION_LIMITS.max,
  },
  'eighth-kelly': {
    label: '⅛ Kelly',
    description: `An eighth of the Kelly stake: half the default on the same edge, at least ${MIN_UNITS} units a bet.`,
    kellyShare: KELLY_FRACTION_LIMITS.min,
  },
  flat: {
    label: 'Flat',
    description: `${FLAT_UNITS} unit on every pick the product recommends, whatever its edge.`,
    kellyShare: null,
  },
};

export function isStakingRule(value: unknown): value is StakingRule {
  return typeof value === 'string' && (STAKING_RULES as readonly string[]).includes(value);
}

/** What a priced line carries for staking (sportsbookLine / marketLine of the game payload). */
export interface StakeablePrice {
  /** P(cover) at this price, pushes excluded, 0–1. */
  readonly coverProbability: number;
  /** American odds. */
  readonly price: number;
  /** The analysis's units (¼ Kelly); 0 = not staked (stale, off-market, not bettable, below the bet edge). */
  readonly units: number;
}

/**
 * Units for one price under a rule. The default returns the analysis's units unchanged (it priced
 * the line with the unrounded probabilities); a price the analysis did not stake is never staked.
 */
export function unitsForRule(rule: StakingRule, line: StakeablePrice, maxUnits: number = MAX_UNITS): number {
  if (!(line.units > 0)) return 0;
  if (rule === DEFAULT_STAKING_RULE) return line.units;
  if (rule === 'flat') return Math.min(FLAT_UNITS, maxUnits);
  const share = kellyStake({ win: line.coverProbability }, line.price, {
    fraction: STAKING_RULE_INFO[rule].kellyShare ?? 0,
    cap: maxUnits * UNIT_SHARE_OF_BANKROLL,
  });
  return Math.min(stakeShareToUnits(share), maxUnits);
}

/** The fields of a game payload that carry units (src/shared/api/games.ts). */
export interface StakeableGame {
  /** The lead price's units (0 without a recommendation). */
  readonly units: number;
  /** Every book's spread, recommendable first (the first staked one is the lead on older analyses). */
  readonly bestSportsbooks: readonly StakeablePrice[];
  /** Totals and moneylines, where the analysis priced them. */
  readonly marketLines?: readonly StakeablePrice[];
  /** The game's lead price across markets, where the analysis named it. */
  readonly leadBet?: StakeablePrice | null;
}

function restake<L extends StakeablePrice>(lines: readonly L[], rule: StakingRule): L[] {
  return lines.map((line) => ({ ...line, units: unitsForRule(rule, line) }));
}

/**
 * A game payload as a licence with this rule sees it: every price's units and the game's units
 * (the lead price's) under the rule. Nothing else changes; the default rule returns the game as is.
 */
export function stakeGame<G extends StakeableGame>(game: G, rule: StakingRule): G {
  if (rule === DEFAULT_STAKING_RULE) return game;
  // The game's units are its lead price's (price-game.ts); analyses made before leadBet led with
  // the first recommendable spread book, the first staked one in the sorted list.
  const lead = game.leadBet ?? game.bestSportsbooks.find((b) => b.units > 0) ?? null;
  return {
    ...game,
    units: game.units > 0 && lead ? unitsForRule(rule, lead) : game.units,
    bestSportsbooks: restake(game.bestSportsbooks, rule),
    ...(game.marketLines ? { marketLines: restake(game.marketLines, rule) } : {}),
    ...(game.leadBet ? { leadBet: { ...game.leadBet, units: unitsForRule(rule, game.leadBet) } } : {}),
  };
}

/**
 * The one rule for something several licences share (a phone number subscribed on more than one
 * licence gets one text): their rule when they all agree, otherwise the default, so a text never
 * sizes one licence's picks by another licence's choice.
 */
export function commonStakingRule(rules: Iterable<StakingRule>): StakingRule {
  const distinct = new Set(rules);
  const [only] = distinct;
  return distinct.size === 1 && only ? only : DEFAULT_STAKING_RULE;
}

/**
 * A published pick's units under a rule: its frozen game restaked (stakeGame), the units the
 * licensed pick lists show for the same game. The default, and a pick frozen with no stake, keep
 * the pick's own units.
 */
export function publishedPickUnits(
  pick: { readonly units: number; readonly game: StakeableGame },
  rule: StakingRule,
): number {
  if (rule === DEFAULT_STAKING_RULE || !(pick.units > 0)) return pick.units;
  return stakeGame(pick.game, rule).units;
}

/** The worked example the settings show: a pick that covers 56% at −110 (edge +6.9%). */
export const STAKING_EXAMPLE = { coverProbability: 0.56, price: -110 } as const;

/** Units of the example pick under a rule: ⅛ 1, ¼ 2, ½ 3 (capped), flat 1. */
export function stakingExampleUnits(rule: StakingRule): number {
  const { coverProbability, price } = STAKING_EXAMPLE;
  const analysed = recommendStake({ win: coverProbability }, price).units;
  return unitsForRule(rule, { coverProbability, price, units: analysed });
}

/** 'A pick that covers 56% at −110 (+6.9% edge): 2 units.' */
export function stakingExampleText(rule: StakingRule): string {
  const { coverProbability, price } = STAKING_EXAMPLE;
  const edge = (100 * expectedValue({ win: coverProbability }, price)).toFixed(1);
  const units = stakingExampleUnits(rule);
  return `A pick that covers ${Math.round(coverProbability * 100)}% at −${Math.abs(price)} (+${edge}% edge): ${units} ${units === 1 ? 'unit' : 'units'}.`;
}
