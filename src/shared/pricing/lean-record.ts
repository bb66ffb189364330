import { PUBLISHED_FIGURES } from '../model/published-figures';
import type { DisagreementTier } from '../model/backtest-figures';
import { leagueOfSportCode, type SportCode } from '../league';

/**
 * The measured record of a ratings lean of a given size: how the BetLens ratings did against the
 * spread at −110 when they disagreed with the closing line by that many points, walk-forward, from
 * the published backtest (src/shared/model/backtest-figures.json, docs/model.md). One home for the
 * lookup, so the card, the explanation and SMS quote the same bucket.
 */
export interface LeanRecord {
  /** Whose record: the league's ratings backtest. */
  readonly league: SportCode;
  /** The bucket's bounds in points, [from, to); `to` null for no upper bound. */
  readonly from: number;
  readonly to: number | null;
  readonly fromSeason: number;
  readonly toSeason: number;
  readonly bets: number;
  readonly wins: number;
  readonly losses: number;
  readonly pushes: number;
  /** Wins / (wins + losses) and its standard error, fractions. */
  readonly winRate: number;
  readonly winRateSe: number;
  /** Profit per unit at −110 and its standard error, fractions. */
  readonly roi: number;
  readonly roiSe: number;
}

function inTier(tier: DisagreementTier, points: number): boolean {
  return points >= tier.from && (tier.to === null || points < tier.to);
}

/** The record for a lean of `points` (absolute), or null when the backtest has no such bucket. */
export function leanRecord(sport: SportCode, points: number): LeanRecord | null {
  const league = PUBLISHED_FIGURES.leagues[leagueOfSportCode(sport)];
  const tier = league.atsVsClose.find((t) => !(t.from === 0 && t.to === null) && inTier(t, Math.abs(points)));
  if (!tier || tier.winRate === null || tier.winRateSe === null || tier.roi === null || tier.roiSe === null)
    return null;
  return {
    league: league.league,
    from: tier.from,
    to: tier.to,
    fromSeason: league.from,
    toSeason: league.to,
    bets: tier.bets,
    wins: tier.wins,
    losses: tier.losses,
    pushes: tier.pushes,
    winRate: tier.winRate,
    winRateSe: tier.winRateSe,
    roi: tier.roi,
    roiSe: tier.roiSe,
  };
}
