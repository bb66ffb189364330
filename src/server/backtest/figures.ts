import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BacktestFigures, LeagueFigures, WongLegFigures } from '@shared/model/backtest-figures';
import { wongLegRecord, type WongHistoryGame } from '@shared/model/wong-history';
import type { SportCode } from '@shared/league';
import { calibrationSvg, MIN_PLOTTED_GAMES } from './calibration-svg';
import type { DisagreementTier } from './line-value';
import type { BacktestReport } from './report';

/**
 * The small, committed summary of a backtest that the web pages publish (src/shared/model/backtest-figures.json)
 * and the calibration chart beside it. Numbers are rounded so a re-run on the same data writes the same bytes.
 */

/** Rounded to 4 decimals; NaN (no data) becomes null. */
function r4(x: number): number;
function r4(x: number | undefined): number | null;
function r4(x: number | undefined): number | null {
  return x === undefined || !Number.isFinite(x) ? null : Math.round(x * 1e4) / 1e4;
}

function tiers(list: readonly DisagreementTier[]): LeagueFigures['atsVsClose'] {
  return list.map((t) => ({
    label: t.label,
    from: t.from,
    to: t.to,
    bets: t.bets,
    wins: t.wins,
    losses: t.losses,
    pushes: t.pushes,
    winRate: r4(t.winRate),
    winRateSe: r4(t.winRateSe),
    roi: r4(t.roi),
    roiSe: r4(t.roiSe),
  }));
}

export function leagueFigures(report: BacktestReport, calibrationChart: string): LeagueFigures {
  const o = report.overall;
  return {
    league: report.league,
    from: report.from,
    to: report.to,
    population: report.population,
    games: o.games,
    ratingsMae: r4(o.modelMarginMae),
    closeMae: r4(o.closeMarginMae),
    openMae: r4(o.openMarginMae),
    opening: o.opening
      ? {
          games: o.opening.games,
          ratingsMae: r4(o.opening.ratingsMae),
          openMae: r4(o.opening.openMae),
          closeMae: r4(o.opening.closeMae),
        }
      : null,
    clv: o.clv
      ? {
          threshold: o.clv.threshold,
          disagreements: o.clv.disagreements,
          games: o.clv.games,
          towardRatings: o.clv.towardRatings,
          awayFromRatings: o.clv.awayFromRatings,
          noMove: o.clv.noMove,
          rate: r4(o.clv.rate),
          se: r4(o.clv.se),
          meanMoveTowardRatings: r4(o.clv.meanMoveTowardRatings),
          meanMoveSe: r4(o.clv.meanMoveSe),
        }
      : null,
    atsVsClose: tiers(o.disagreementAts),
    atsVsOpen: o.openingAts ? tiers(o.openingAts) : null,
    bySeason: report.seasons.map((s) => ({
      season: s.season as number,
      games: s.games,
      ratingsMae: r4(s.modelMarginMae),
      closeMae: r4(s.closeMarginMae),
    })),
    calibrationChart,
  };
}

export const FIGURES_COMMAND = 'npm run backtest:figures';
export const FIGURES_FILE = 'src/shared/model/backtest-figures.json';
/** The seasons each league's published figures cover (and `npm run backtest`'s default range). */
export const REPORTED_RANGE: Record<SportCode, { from: number; to: number }> = {
  NFL: { from: 2015, to: 2024 },
  CFB: { from: 2022, to: 2024 },
};

export function backtestFigures(
  nfl: LeagueFigures,
  cfb: LeagueFigures,
  wongLegs: WongLegFigures,
): BacktestFigures {
  return { generatedBy: FIGURES_COMMAND, methodology: 'docs/model.md', leagues: { nfl, cfb }, wongLegs };
}

/** Wong teaser legs over the NFL reported range and over every bundled season with a closing line. */
export function wongLegFigures(games: readonly WongHistoryGame[]): WongLegFigures {
  const seasons = games.filter((g) => g.homeLine !== undefined).map((g) => g.season);
  return {
    reported: wongLegRecord(games, REPORTED_RANGE.NFL),
    allHistory: wongLegRecord(games, { from: Math.min(...seasons), to: Math.max(...seasons) }),
  };
}

export function writeCalibrationChart(path: string, report: BacktestReport): void {
  const svg = calibrationSvg(
    `${report.league} cover-probability calibration, ${report.from}–${report.to}`,
    `${report.overall.games} games, walk-forward. 10-point bins of predicted P(home covers); ` +
      `bars = 95% CI; bins under ${MIN_PLOTTED_GAMES} games omitted`,
    [
      {
        label: 'model (pure ratings, calibrated walk-forward)',
        colour: '#d35400',
        bins: report.overall.calibration,
      },
      { label: 'model shrunk to market', colour: '#1f5fa8', bins: report.overall.blended.calibration },
    ],
  );
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, svg);
}
