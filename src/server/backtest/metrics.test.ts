import { describe, expect, it } from 'vitest';
import {
  atsTiers,
  calibrateCoverWalkForward,
  calibrationByBins,
  calibrationByQuantiles,
  COVER_SHRINK_DEFAULT,
  fitCoverShrink,
  Scorer,
  type ScoredGame,
} from './metrics';

describe('metrics', () => {
  it('gives a forecast sitting on the line a 50% cover probability', () => {
    const scorer = new Scorer('NFL');
    const s = scorer.score({
      season: 2020,
      homeScore: 24,
      awayScore: 20,
      forecastMargin: 3.5,
      forecastTotal: 44,
      sigma: 13.5,
      homeLine: -3.5,
    });
    expect(s.pCover).toBeCloseTo(0.5, 6);
    expect(s.covered).toBe(1);
    const push = scorer.score({ ...s, homeScore: 23, awayScore: 20, homeLine: -3 });
    expect(push.covered).toBeUndefined();
    expect(push.pCover).toBeGreaterThan(0.5);
  });

  it('bins calibration by fixed width and by equal counts', () => {
    const items = [
      { p: 0.45, y: 1 as const },
      { p: 0.47, y: 0 as const },
      { p: 0.55, y: 1 as const },
      { p: 0.52, y: 1 as const },
    ];
    const bins = calibrationByBins(items);
    expect(bins.map((b) => [b.from, b.games])).toEqual([
      [0.4, 2],
      [0.5, 2],
    ]);
    expect(bins[0]!.observed).toBe(0.5);
    expect(bins[1]!.gapPoints).toBeCloseTo(100 * (1 - 0.535), 9);
    expect(calibrationByQuantiles(items, 2).map((b) => b.games)).toEqual([2, 2]);
    // A 50 % forecast a last bit below 0.5 lands with the other 50 % forecasts, not in the 40–50 % bin.
    const even = calibrationByBins([
      { p: 0.5, y: 1 },
      { p: 0.5 - 1e-15, y: 0 },
    ]);
    expect(even.map((b) => [b.from, b.games])).toEqual([[0.5, 2]]);
  });

  it('settles ATS bets at the real price and counts pushes as no action', () => {
    const game = (homeLine: number, margin: number, pCover: number): ScoredGame => ({
      season: 2020,
      margin,
      total: 40,
      forecastMargin: 0,
      forecastTotal: 40,
      sigma: 13,
      homeLine,
      homePrice: -105,
      awayPrice: -115,
      pCover,
      pWin: 0.5,
    });
    const all = atsTiers([game(-3, 7, 0.6), game(-3, 3, 0.6), game(-3, 1, 0.4), game(-3, 10, 0.4)]).find(
      (t) => t.label === 'all',
    )!;
    expect(all).toMatchObject({ bets: 4, wins: 2, losses: 1, pushes: 1 });
    expect(all.roi).toBeCloseTo((100 / 105 + 100 / 115 - 1) / 4, 12);
  });

  it('fits the cover shrink on earlier seasons only', () => {
    // Outcomes independent of p: the best shrink is 0. Outcomes drawn at p: close to 1.
    const noise: { p: number; y: 0 | 1 }[] = Array.from({ length: 400 }, (_, i) => ({
      p: i % 2 ? 0.7 : 0.3,
      y: i % 4 < 2 ? 1 : 0,
    }));
    expect(fitCoverShrink(noise)).toBe(0);
    const honest: { p: number; y: 0 | 1 }[] = Array.from({ length: 400 }, (_, i) => ({
      p: 0.7,
      y: i % 10 < 7 ? 1 : 0,
    }));
    expect(fitCoverShrink(honest)).toBe(1);
    expect(fitCoverShrink(noise.slice(0, 10))).toBeUndefined();
    const game = (season: number, p: number, covered: 0 | 1) =>
      ({ season, pCover: p, covered }) as unknown as ScoredGame;
    const games = [
      ...noise.map((c) => game(2020, c.p, c.y)),
      // 2021's own outcomes agree perfectly with p; they must not move 2021's k.
      ...Array.from({ length: 400 }, () => game(2021, 0.7, 1)),
    ];
    const { shrinks, games: out } = calibrateCoverWalkForward(games, 4);
    expect(shrinks).toEqual([
      { season: 2020, k: COVER_SHRINK_DEFAULT, fittedOn: 0 },
      { season: 2021, k: 0, fittedOn: 400 },
    ]);
    expect(out[out.length - 1]!.pCover).toBe(0.5);
  });
});
