import { describe, expect, it } from 'vitest';
import type { LeagueFigures } from '../model/backtest-figures';
import { PUBLISHED_FIGURES } from '../model/published-figures';
import {
  atsRows,
  breakEvenRate,
  leagueVerdicts,
  maeRows,
  overallAtsText,
  overallVerdict,
  percentWithSe,
  signedPercentWithSe,
  tierLabel,
} from './backtest-display';

const tier = (from: number, to: number | null, winRate: number, winRateSe: number) => ({
  label: `${from}`,
  from,
  to,
  bets: 100,
  wins: 60,
  losses: 40,
  pushes: 0,
  winRate,
  winRateSe,
  roi: 0.1,
  roiSe: 0.05,
});

function league(overrides: Partial<LeagueFigures> = {}): LeagueFigures {
  return {
    league: 'CFB',
    from: 2022,
    to: 2024,
    population: 'test',
    games: 100,
    ratingsMae: 12.4,
    closeMae: 12.07,
    openMae: 12.35,
    opening: { games: 50, ratingsMae: 12.65, openMae: 12.35, closeMae: 12.2 },
    clv: {
      threshold: 1.5,
      disagreements: 60,
      games: 50,
      towardRatings: 23,
      awayFromRatings: 27,
      noMove: 10,
      rate: 0.46,
      se: 0.07,
      meanMoveTowardRatings: 0,
      meanMoveSe: 0.1,
    },
    atsVsClose: [tier(0, 1.5, 0.5, 0.02), tier(1.5, null, 0.6, 0.02), tier(0, null, 0.55, 0.01)],
    atsVsOpen: null,
    bySeason: [],
    calibrationChart: 'docs/calibration-cfb.svg',
    ...overrides,
  };
}

describe('backtest display', () => {
  it('formats rates and ROI with one standard error', () => {
    expect(percentWithSe(0.5167, 0.0097)).toBe('51.7% ± 1.0');
    expect(signedPercentWithSe(-0.0133, 0.018)).toBe('−1.3% ± 1.8');
    expect(signedPercentWithSe(0.0023, 0.0251)).toBe('+0.2% ± 2.5');
    expect(signedPercentWithSe(-0.0004, 0.01)).toBe('+0.0% ± 1.0');
  });

  it('names tiers by their point range', () => {
    expect(tierLabel({ from: 0, to: 1.5 })).toBe('0–1.5 points');
    expect(tierLabel({ from: 3, to: null })).toBe('3+ points');
    expect(tierLabel({ from: 0, to: null })).toBe('All games');
  });

  it('marks a tier as beating −110 only when two standard errors clear the break-even', () => {
    expect(breakEvenRate()).toBeCloseTo(110 / 210, 10);
    const rows = atsRows([tier(0, 1, 0.55, 0.01), tier(1, 2, 0.55, 0.02), tier(2, null, 0.5, 0.001)]);
    expect(rows.map((row) => row.beatsBreakEven)).toEqual([true, false, false]);
    expect(rows[0]).toMatchObject({
      label: '0–1 points',
      record: '60–40–0',
      ats: '55.0% ± 1.0',
      roi: '+10.0% ± 5.0',
    });
  });

  it('says in plain words what the figures show', () => {
    const words = leagueVerdicts(league()).join(' ');
    expect(words).toContain('do not beat the closing line');
    expect(words).toContain('do not beat the opener either');
    expect(words).toContain('no better than a coin flip');
    expect(words).toContain('cleared the 52.4% break-even with confidence in: 1.5+ points');
    const better = leagueVerdicts(
      league({
        ratingsMae: 12,
        opening: { games: 50, ratingsMae: 12, openMae: 12.35, closeMae: 12.2 },
        clv: { ...league().clv!, rate: 0.7, se: 0.05 },
        atsVsClose: [tier(0, null, 0.5, 0.01)],
      }),
    ).join(' ');
    expect(better).toContain('as close as the closing line');
    expect(better).toContain('the ratings beat the opener');
    expect(better).toContain('more often than chance');
    expect(better).toContain('won no tier');
  });

  it('lists MAE rows, with the opener only where the data has one', () => {
    expect(maeRows(league())).toHaveLength(2);
    expect(maeRows(league({ opening: null }))).toHaveLength(1);
    expect(maeRows(league())[1]).toMatchObject({ ratings: '12.65', open: '12.35', close: '12.20' });
  });

  it('reads the published figures: the ratings do not beat the close in either league', () => {
    for (const figures of Object.values(PUBLISHED_FIGURES.leagues)) {
      expect(leagueVerdicts(figures)[0]).toContain(
        figures.ratingsMae > figures.closeMae ? 'do not beat' : 'as close as',
      );
      expect(overallAtsText(figures)).toMatch(/% ± .* against the spread, ROI [+−]/);
    }
  });
});

describe('overall verdict', () => {
  it('names the leagues that cleared −110 with confidence, or says none did', () => {
    const losing = league({ atsVsClose: [tier(0, null, 0.5, 0.01)] });
    const winning = league({ league: 'NFL', atsVsClose: [tier(0, null, 0.56, 0.01)] });
    expect(overallVerdict([losing, losing])).toMatch(/^Neither clears the break-even/);
    expect(overallVerdict([winning, losing])).toMatch(/^NFL cleared the break-even/);
  });
});
