/**
 * When a team's historical record in a situation becomes a published trend, and what it is called.
 *
 * The record is against the spread (ATS): pushes are shown but never count as decided games, so
 * the percentage is wins / (wins + losses). Thresholds:
 *
 * | rule                        | value | why                                                        |
 * | --------------------------- | ----- | ---------------------------------------------------------- |
 * | decided ATS games, minimum  | 15    | fewer is noise: 10-4 happens to a coin one time in 11      |
 * | TOP VALUE                   | ≥ 75% | with at least 20 decided games                             |
 * | PLAY ATS                    | ≥ 65% |                                                            |
 * | SLIGHT PLAY ALL             | ≥ 60% | the weakest "play": just clear of the 52.4% break-even + 7 |
 * | FADE                        | ≤ 40% | mirror of SLIGHT PLAY ALL                                  |
 * | FADE ALL                    | ≤ 30% | a strong fade (no extra game-count requirement)             |
 *
 * Anything between 40% and 60% is not a trend. Units assume every bet risks 1.1 to win 1 (-110),
 * the convention the Betting 101 page uses for the 52.4% break-even.
 */

export const TREND_RULES = {
  minDecidedGames: 15,
  topValue: { minShare: 0.75, minDecidedGames: 20 },
  playAts: 0.65,
  slightPlay: 0.6,
  fade: 0.4,
  fadeAll: 0.3,
  /** Risked per bet to win 1 unit at -110. */
  riskPerUnit: 1.1,
} as const;

export const TREND_ACTIONS = ['TOP VALUE', 'PLAY ATS', 'SLIGHT PLAY ALL', 'FADE', 'FADE ALL'] as const;
export type TrendAction = (typeof TREND_ACTIONS)[number];

export interface AtsRecord {
  wins: number;
  losses: number;
  pushes: number;
}

export interface SuRecord {
  wins: number;
  losses: number;
  ties: number;
}

/** Share of decided ATS games won, or null with none decided. */
export function atsShare(record: AtsRecord): number | null {
  const decided = record.wins + record.losses;
  return decided === 0 ? null : record.wins / decided;
}

/** The action a record earns, or null when it is too small or too ordinary to be a trend. */
export function classifyTrend(record: AtsRecord): TrendAction | null {
  const decided = record.wins + record.losses;
  const share = atsShare(record);
  if (share === null || decided < TREND_RULES.minDecidedGames) return null;
  if (share >= TREND_RULES.topValue.minShare && decided >= TREND_RULES.topValue.minDecidedGames) {
    return 'TOP VALUE';
  }
  if (share >= TREND_RULES.playAts) return 'PLAY ATS';
  if (share >= TREND_RULES.slightPlay) return 'SLIGHT PLAY ALL';
  if (share <= TREND_RULES.fadeAll) return 'FADE ALL';
  if (share <= TREND_RULES.fade) return 'FADE';
  return null;
}

/** Profit in units from backing the team in every game of the record at -110 (pushes refunded). */
export function atsUnits(record: AtsRecord): number {
  const units = record.wins - record.losses * TREND_RULES.riskPerUnit;
  return Math.round(units * 10) / 10 || 0;
}

/** How far a record is from a coin flip; used to order trends, strongest first. */
export function trendStrength(record: AtsRecord): number {
  const share = atsShare(record) ?? 0.5;
  return Math.abs(share - 0.5) * Math.sqrt(record.wins + record.losses);
}
