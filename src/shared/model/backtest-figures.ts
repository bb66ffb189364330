import { z } from 'zod';
import { SPORT_CODES } from '../league';

/**
 * The published record of the BetLens ratings: what `npm run backtest:figures` measured, walk-forward, on
 * the bundled history (docs/model.md explains every figure). Generated into backtest-figures.json beside
 * this file and committed; pages read it through this schema so a missing field fails the tests, not the page.
 * Margins are points; rates and ROI are fractions (0.524 = 52.4 %); every ± is one standard error.
 */

const record = {
  bets: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  /** Wins / (wins + losses); null without a decided bet. */
  winRate: z.number().nullable(),
  winRateSe: z.number().nullable(),
  /** Profit per unit staked at −110. */
  roi: z.number().nullable(),
  roiSe: z.number().nullable(),
};

export const disagreementTierSchema = z.object({
  /** |ratings − line| in points: [from, to), `to` null for no upper bound. */
  label: z.string(),
  from: z.number(),
  to: z.number().nullable(),
  ...record,
});

export const openingComparisonSchema = z.object({
  games: z.number().int(),
  ratingsMae: z.number(),
  openMae: z.number(),
  closeMae: z.number(),
});

export const closingLineValueSchema = z.object({
  threshold: z.number(),
  disagreements: z.number().int(),
  games: z.number().int(),
  towardRatings: z.number().int(),
  awayFromRatings: z.number().int(),
  noMove: z.number().int(),
  rate: z.number(),
  se: z.number(),
  meanMoveTowardRatings: z.number(),
  meanMoveSe: z.number(),
});

export const leagueFiguresSchema = z.object({
  league: z.enum(SPORT_CODES),
  from: z.number().int(),
  to: z.number().int(),
  /** Which games are scored (e.g. college: FBS vs FBS with a consensus closing line). */
  population: z.string(),
  games: z.number().int(),
  /** Mean absolute error of the expected margin against the final margin. */
  ratingsMae: z.number(),
  closeMae: z.number(),
  /** Opener MAE on the games that have one (college 2024); null where the data has no openers. */
  openMae: z.number().nullable(),
  opening: openingComparisonSchema.nullable(),
  /** Closing-line value of the ratings against the opener; null without openers. */
  clv: closingLineValueSchema.nullable(),
  /** The ratings' ATS at −110 against the closing line, by |ratings − close|. */
  atsVsClose: z.array(disagreementTierSchema),
  /** The same against the opener; null without openers. */
  atsVsOpen: z.array(disagreementTierSchema).nullable(),
  bySeason: z.array(
    z.object({
      season: z.number().int(),
      games: z.number().int(),
      ratingsMae: z.number(),
      closeMae: z.number(),
    }),
  ),
  /** The calibration chart the same run wrote (path from the repository root). */
  calibrationChart: z.string(),
});

/** Wong teaser legs (6 points, closing line) over a range of NFL seasons: model/wong-history.ts. */
export const wongLegRecordSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  legs: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  winRate: z.number().nullable(),
});

export const backtestFiguresSchema = z.object({
  generatedBy: z.string(),
  /** docs/model.md, the method and what every figure means. */
  methodology: z.string(),
  leagues: z.object({ nfl: leagueFiguresSchema, cfb: leagueFiguresSchema }),
  /** The NFL reported range first, then the whole bundled history. */
  wongLegs: z.object({ reported: wongLegRecordSchema, allHistory: wongLegRecordSchema }),
});

export type LeagueFigures = z.infer<typeof leagueFiguresSchema>;
export type BacktestFigures = z.infer<typeof backtestFiguresSchema>;
export type DisagreementTier = z.infer<typeof disagreementTierSchema>;
export type WongLegFigures = BacktestFigures['wongLegs'];
