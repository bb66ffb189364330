import type { DisagreementTier, LeagueFigures } from '../model/backtest-figures';
import { impliedProbability } from '../odds/american-odds';
import { STANDARD_PRICE } from './education-figures';
import { leagueName, leagueOfSportCode } from '../league';

/**
 * The published backtest (src/shared/model/backtest-figures.json) as the methodology page, Betting 101
 * and the landing legend show it: rates and ROI with one standard error, MAE comparisons, and the plain
 * verdicts drawn from them. Every sentence is decided by the figures, so a re-measured backtest changes
 * the words too. Rates and ROI arrive as fractions (0.524 = 52.4%).
 */

/** Two standard errors: a result inside this band of the break-even is not distinguishable from it. */
const CONFIDENT_SES = 2;

/** A league's name as the backtest's tables and sentences open with it ('College football 2014–2024'). */
export function figuresLeagueName(league: LeagueFigures): string {
  return leagueName(leagueOfSportCode(league.league), 'sentence');
}

/** The break-even win rate of a bet at −110 (0.5238). */
export function breakEvenRate(): number {
  return impliedProbability(STANDARD_PRICE);
}

/** '51.7% ± 1.0': a fraction and its standard error, both in percent with one decimal. */
export function percentWithSe(rate: number, se: number): string {
  return `${(100 * rate).toFixed(1)}% ± ${(100 * se).toFixed(1)}`;
}

/** '−1.3% ± 1.8', '+0.2% ± 2.5': a signed ROI and its standard error. */
export function signedPercentWithSe(value: number, se: number): string {
  const shown = Number((100 * value).toFixed(1));
  const sign = shown < 0 ? '−' : '+';
  return `${sign}${Math.abs(shown).toFixed(1)}% ± ${(100 * se).toFixed(1)}`;
}

/** '0–1.5 points', '3+ points', 'All games'. */
export function tierLabel(tier: Pick<DisagreementTier, 'from' | 'to'>): string {
  if (tier.from === 0 && tier.to === null) return 'All games';
  return tier.to === null ? `${tier.from}+ points` : `${tier.from}–${tier.to} points`;
}

export interface AtsRow {
  readonly key: string;
  readonly label: string;
  readonly bets: number;
  /** 'W–L–P'. */
  readonly record: string;
  readonly ats: string;
  readonly roi: string;
  /** The win rate is above the −110 break-even by more than two standard errors. */
  readonly beatsBreakEven: boolean;
}

export function atsRows(tiers: readonly DisagreementTier[]): AtsRow[] {
  const breakEven = breakEvenRate();
  return tiers.map((tier) => ({
    key: tier.label,
    label: tierLabel(tier),
    bets: tier.bets,
    record: `${tier.wins}–${tier.losses}–${tier.pushes}`,
    ats: tier.winRate === null || tier.winRateSe === null ? '—' : percentWithSe(tier.winRate, tier.winRateSe),
    roi: tier.roi === null || tier.roiSe === null ? '—' : signedPercentWithSe(tier.roi, tier.roiSe),
    beatsBreakEven:
      tier.winRate !== null &&
      tier.winRateSe !== null &&
      tier.winRate - CONFIDENT_SES * tier.winRateSe > breakEven,
  }));
}

/** Tiers only (no 'all' row). */
function disagreementTiers(tiers: readonly DisagreementTier[]): DisagreementTier[] {
  return tiers.filter((tier) => !(tier.from === 0 && tier.to === null));
}

const points = (value: number) => value.toFixed(2);

export interface MaeRow {
  readonly key: string;
  readonly label: string;
  readonly games: number;
  readonly ratings: string;
  readonly close: string;
  /** Null where the data has no opening lines. */
  readonly open: string | null;
}

/** Mean absolute error of the final margin: ratings, closing line and (where there is one) opener. */
export function maeRows(league: LeagueFigures): MaeRow[] {
  const rows: MaeRow[] = [
    {
      key: 'all',
      label: `${league.from}–${league.to}`,
      games: league.games,
      ratings: points(league.ratingsMae),
      close: points(league.closeMae),
      open: null,
    },
  ];
  if (league.opening) {
    rows.push({
      key: 'opening',
      label: `${league.to}, games with an opening line`,
      games: league.opening.games,
      ratings: points(league.opening.ratingsMae),
      close: points(league.opening.closeMae),
      open: points(league.opening.openMae),
    });
  }
  return rows;
}

/** What one league's figures say, in plain words, each sentence decided by the numbers. */
export function leagueVerdicts(league: LeagueFigures): string[] {
  const name = figuresLeagueName(league);
  const out: string[] = [];
  const gap = league.ratingsMae - league.closeMae;
  out.push(
    gap > 0
      ? `${name} ${league.from}–${league.to}: the BetLens ratings miss the final margin by ${points(league.ratingsMae)} points on average, the closing line by ${points(league.closeMae)}. The ratings do not beat the closing line.`
      : `${name} ${league.from}–${league.to}: the BetLens ratings miss the final margin by ${points(league.ratingsMae)} points on average, the closing line by ${points(league.closeMae)}. The ratings were as close as the closing line.`,
  );
  if (league.opening) {
    const o = league.opening;
    out.push(
      o.ratingsMae > o.openMae
        ? `Against the opening line (${o.games} games of ${league.to}), the ratings miss by ${points(o.ratingsMae)} and the opener by ${points(o.openMae)}: the ratings do not beat the opener either.`
        : `Against the opening line (${o.games} games of ${league.to}), the ratings miss by ${points(o.ratingsMae)} and the opener by ${points(o.openMae)}: the ratings beat the opener.`,
    );
  }
  if (league.clv) {
    const c = league.clv;
    const coinFlip = Math.abs(c.rate - 0.5) <= CONFIDENT_SES * c.se;
    out.push(
      `When the ratings disagreed with the opener by ${c.threshold} points or more, the line then moved toward the ratings in ${percentWithSe(c.rate, c.se)} of the ${c.games} games where it moved${
        coinFlip
          ? ': no better than a coin flip.'
          : c.rate > 0.5
            ? ': more often than chance.'
            : ': less often than chance.'
      }`,
    );
  }
  const winners = disagreementTiers(league.atsVsClose).filter((tier) => atsRows([tier])[0]!.beatsBreakEven);
  out.push(
    winners.length === 0
      ? `Betting the ratings' side against the closing line at ${formatPrice()} won no tier of disagreement by enough to clear the ${(100 * breakEvenRate()).toFixed(1)}% break-even with confidence (two standard errors).`
      : `Betting the ratings' side against the closing line cleared the ${(100 * breakEvenRate()).toFixed(1)}% break-even with confidence in: ${winners.map((tier) => tierLabel(tier)).join(', ')}.`,
  );
  return out;
}

function formatPrice(): string {
  return `${STANDARD_PRICE}`.replace('-', '−');
}

/**
 * One line for the landing legend and Betting 101: the ratings' overall ATS against the close per
 * league, e.g. 'NFL 2015–2024: 51.7% ± 1.0 ATS, ROI −1.3% ± 1.8 (2,743 games)'.
 */
export function overallAtsText(league: LeagueFigures): string {
  const all = league.atsVsClose.find((tier) => tier.from === 0 && tier.to === null);
  if (!all || all.winRate === null || all.winRateSe === null || all.roi === null || all.roiSe === null) {
    return `${figuresLeagueName(league)} ${league.from}–${league.to}: no decided bets`;
  }
  return `${figuresLeagueName(league)} ${league.from}–${league.to}: ${percentWithSe(all.winRate, all.winRateSe)} against the spread, ROI ${signedPercentWithSe(all.roi, all.roiSe)} (${all.bets.toLocaleString('en-US')} games)`;
}

/** Whether the ratings' side against the close, over all games, cleared −110 by two standard errors. */
export function overallBeatsBreakEven(league: LeagueFigures): boolean {
  const all = league.atsVsClose.filter((tier) => tier.from === 0 && tier.to === null);
  return atsRows(all).some((row) => row.beatsBreakEven);
}

/** The landing legend's verdict over the leagues shown. */
export function overallVerdict(leagues: readonly LeagueFigures[]): string {
  const beating = leagues.filter(overallBeatsBreakEven).map((league) => figuresLeagueName(league));
  if (beating.length === 0) return 'Neither clears the break-even with confidence (two standard errors).';
  return `${beating.join(' and ')} cleared the break-even with confidence (two standard errors).`;
}

/** Where the site serves a league's calibration chart: a copy of the backtest's SVG in public/methodology. */
export function calibrationChartUrl(league: Pick<LeagueFigures, 'calibrationChart'>): string {
  return `/methodology/${league.calibrationChart.split('/').at(-1)}`;
}
