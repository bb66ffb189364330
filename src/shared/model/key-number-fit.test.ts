import { describe, expect, it } from 'vitest';
import { fitKeyWeightedNormal, logLikelihood, type FitObservation } from './key-number-fit';
import { keyWeightedPmf, type KeyWeightedNormalParams } from './key-weighted-normal';

/** Deterministic PRNG (mulberry32) so the synthetic sample is the same on every run. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample(truth: KeyWeightedNormalParams, n: number, seed: number): FitObservation[] {
  const random = mulberry32(seed);
  const centres = [-7, -3.5, -3, -1, 0, 1.5, 2.5, 3, 4, 6.5, 7, 10];
  const observations: FitObservation[] = [];
  for (let i = 0; i < n; i++) {
    const centre = centres[i % centres.length]!;
    const pmf = keyWeightedPmf(truth, centre, 'absolute');
    let u = random();
    let k = pmf.min;
    for (const p of pmf.probs) {
      u -= p;
      if (u <= 0) break;
      k++;
    }
    observations.push({ centre, value: k });
  }
  return observations;
}

describe('maximum-likelihood key-number fit', () => {
  it('recovers σ and the key weights from a synthetic sample (location centring)', () => {
    const truth: KeyWeightedNormalParams = {
      sigma: 10,
      weights: [1, 1, 1, 3, 1, 1, 1, 2],
      centre: 'location',
    };
    const data = sample(truth, 12_000, 7);
    const fit = fitKeyWeightedNormal(data, {
      indexing: 'absolute',
      centre: 'location',
      maxIndex: 10,
      ridge: 0.5,
      sigmaMin: 5,
      sigmaMax: 20,
    });
    expect(fit.sigma).toBeGreaterThan(9.6);
    expect(fit.sigma).toBeLessThan(10.4);
    expect(fit.weights[3]).toBeGreaterThan(2.6);
    expect(fit.weights[3]).toBeLessThan(3.4);
    expect(fit.weights[7]).toBeGreaterThan(1.7);
    expect(fit.weights[7]).toBeLessThan(2.3);
    expect(fit.weights[5]).toBeGreaterThan(0.8);
    expect(fit.weights[5]).toBeLessThan(1.2);
    // The fit beats the truth-shaped plain normal on its own sample.
    const plain = fitKeyWeightedNormal(data, {
      indexing: 'absolute',
      centre: 'location',
      maxIndex: 10,
      ridge: 1,
      sigmaMin: 5,
      sigmaMax: 20,
      fitWeights: false,
    });
    expect(fit.logLikelihood).toBeGreaterThan(plain.logLikelihood);
    expect(plain.weights.every((w) => w === 1)).toBe(true);
  });

  it('recovers the parameters with median centring', () => {
    const truth: KeyWeightedNormalParams = {
      sigma: 12,
      weights: [0.2, 1, 1, 3, 1, 1, 1, 2],
      centre: 'median',
    };
    const data = sample(truth, 8_000, 11);
    const fit = fitKeyWeightedNormal(data, {
      indexing: 'absolute',
      centre: 'median',
      maxIndex: 8,
      ridge: 0.5,
      unpenalisedIndices: [0],
      sigmaMin: 8,
      sigmaMax: 16,
    });
    expect(Math.abs(fit.sigma - 12)).toBeLessThan(0.6);
    expect(Math.abs(fit.weights[3]! - 3)).toBeLessThan(0.45);
    expect(Math.abs(fit.weights[7]! - 2)).toBeLessThan(0.35);
    expect(fit.centre).toBe('median');
    expect(logLikelihood(data, fit, 'absolute')).toBeCloseTo(fit.logLikelihood, 6);
  });

  it('holds structural zeros at zero and rejects data that contradicts them', () => {
    const data: FitObservation[] = [
      { centre: 0, value: 3 },
      { centre: 1, value: -7 },
      { centre: 2, value: 10 },
    ];
    const fit = fitKeyWeightedNormal(data, {
      indexing: 'absolute',
      centre: 'location',
      maxIndex: 4,
      ridge: 4,
      zeroIndices: [0],
      sigmaMin: 5,
      sigmaMax: 20,
    });
    expect(fit.weights[0]).toBe(0);
    expect(() =>
      fitKeyWeightedNormal([...data, { centre: 0, value: 0 }], {
        indexing: 'absolute',
        centre: 'location',
        maxIndex: 4,
        ridge: 4,
        zeroIndices: [0],
        sigmaMin: 5,
        sigmaMax: 20,
      }),
    ).toThrow(RangeError);
    expect(() =>
      fitKeyWeightedNormal([], {
        indexing: 'absolute',
        centre: 'location',
        maxIndex: 4,
        ridge: 4,
        sigmaMin: 5,
        sigmaMax: 20,
      }),
    ).toThrow(RangeError);
  });
});
