import { describe, expect, it } from 'vitest';
import { drawFrom, unitDraw } from './deterministic-draw';
import {
  deviationsFromMedian,
  fitLatentOffsets,
  impliedThreeBookDeviations,
  lowerMedian,
  subsetDeviations,
  summariseDeviations,
  type LatentOffsets,
} from './dispersion';

describe('dispersion around the consensus', () => {
  it('measures each book against the median, and every three-book subset of a larger game', () => {
    expect(lowerMedian([-7, -6.5, -6.5, -6])).toBe(-6.5);
    expect(deviationsFromMedian([-6.5, -7, -6.5])).toEqual([0, -0.5, 0]);
    expect(() => deviationsFromMedian([-6.5, -7])).toThrow(RangeError);
    // Five books: C(5,3) = 10 subsets of three deviations each.
    const five = subsetDeviations([-3, -3, -3, -2.5, -3.5]);
    expect(five).toHaveLength(30);
    const s = summariseDeviations([0, 0, 0.5, -1, 0]);
    expect(s).toMatchObject({ lines: 5, onConsensus: 0.6, halfPoint: 0.2, pointOrMore: 0.2, meanAbs: 0.3 });
    expect(s.distribution).toEqual([
      [-1, 0.2],
      [0, 0.6],
      [0.5, 0.2],
    ]);
  });

  it('recovers known latent offsets from games seen only relative to their median', () => {
    const truth: LatentOffsets = { offMarket: 0.35, magnitude: [0.7, 0.2, 0.1] };
    const draw = (key: string) => {
      if (unitDraw(`${key}|off`) >= truth.offMarket) return 0;
      const k = drawFrom(
        truth.magnitude.map((p, i) => [i + 1, p]),
        `${key}|size`,
      );
      return unitDraw(`${key}|sign`) < 0.5 ? -k : k;
    };
    const games = Array.from({ length: 4000 }, (_, g) =>
      deviationsFromMedian([0, 1, 2].map((b) => draw(`${g}|${b}`))),
    );
    const fit = fitLatentOffsets(games, 6);
    expect(fit.offMarket).toBeCloseTo(truth.offMarket, 1);
    expect(fit.magnitude[0]).toBeCloseTo(0.7, 1);
    expect(fit.magnitude[1]).toBeCloseTo(0.2, 1);
    // What the fit implies for three books matches what the games show.
    const implied = impliedThreeBookDeviations(fit);
    expect([...implied.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    const observed = summariseDeviations(games.flat().map((d) => d / 2));
    expect(implied.get(0)).toBeCloseTo(observed.onConsensus, 1);
  });
});
