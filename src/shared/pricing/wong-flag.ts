import type { SportCode } from '../league';
import {
  teaserLegBreakEven,
  teaserLegProbabilities,
  WONG_TEASER_POINTS,
  wongApplies,
  wongEligibility,
  type WongLabel,
} from '../model/wong-teaser';
import type { PricingSettings } from './pricing-options';
import type { PmfTable } from './centred-pmf';
import { round } from './book-quote';
import { sideOutcomes } from './rate-book-line';
import type { Side, WongFlag } from './types';

/**
 * Wong teaser flag for an NFL game, judged on the MARKET line per side (that is the line a bettor
 * teases) and the market total. The leg probability comes from the model's margin distribution with
 * the line moved by the teaser points; without a model line it falls back to the market's own
 * expectation and the closing-line σ (wong-teaser.ts's default). College games: null.
 * Without a market spread there is nothing to tease: null as well.
 */
export function wongFlag(args: {
  readonly league: SportCode;
  readonly vegasSpread: number | null;
  readonly marketTotal: number | null;
  /** The model's margin distribution; null without a model line. */
  readonly table: PmfTable | null;
  readonly settings: PricingSettings;
}): WongFlag | null {
  const { league, vegasSpread, settings } = args;
  if (!wongApplies(league) || vegasSpread === null) return null;
  const legBreakEven = round(teaserLegBreakEven(settings.teaserPrice), 4);
  const base = { teaserPoints: WONG_TEASER_POINTS, legBreakEven, teaserPrice: settings.teaserPrice };
  for (const side of ['home', 'away'] as const satisfies readonly Side[]) {
    const teamLine = side === 'home' ? vegasSpread : -vegasSpread;
    const label: WongLabel = wongEligibility({
      league,
      teamLine,
      total: args.marketTotal,
      totalCap: settings.wongTotalCap,
    });
    if (label === 'NOT-ELIGIBLE') continue;
    // With a model: the teaser leg is a bet on this side at its line plus the teaser points, priced on
    // the game's own PMF (the same numbers teaserLegProbabilities gives, since the weights depend on
    // |margin| only, without a second centring solve for the away team's margin).
    const leg = args.table
      ? sideOutcomes(args.table, side, teamLine + WONG_TEASER_POINTS)
      : teaserLegProbabilities(teamLine, { points: WONG_TEASER_POINTS });
    return {
      ...base,
      label,
      side,
      teamLine,
      teasedLine: teamLine + WONG_TEASER_POINTS,
      legProbability: round(leg.win, 4),
    };
  }
  return {
    ...base,
    label: 'NOT-ELIGIBLE',
    side: null,
    teamLine: null,
    teasedLine: null,
    legProbability: null,
  };
}
