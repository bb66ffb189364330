import { describe, expect, it } from 'vitest';
import { splitAtLine } from '../model/key-weighted-normal';
import { coverProbabilities, marginParams, marginPmf, withSigma } from '../model/margin-distribution';
import { totalParams, totalPmf } from '../model/total-distribution';
import { centredPmfTable, smoothLocation, splitAt } from './centred-pmf';

const NFL = withSigma(marginParams('NFL'), 14);

describe('centred PMF', () => {
  it("is exactly the model's marginPmf at half-integer centres", () => {
    for (const c of [-10.5, -3.5, -0.5, 0.5, 2.5, 3.5, 6.5, 7.5, 13.5]) {
      const mine = centredPmfTable(NFL, c, 'absolute').pmf;
      const model = marginPmf(NFL, c);
      expect(mine.min).toBe(model.min);
      mine.probs.forEach((p, i) => expect(p).toBeCloseTo(model.probs[i]!, 9));
    }
    const totals = withSigma(totalParams('NFL'), 13.8);
    const mine = centredPmfTable(totals, 44.5, 'direct').pmf;
    const model = totalPmf(totals, 44.5);
    mine.probs.forEach((p, i) => expect(p).toBeCloseTo(model.probs[i]!, 9));
  });

  it('moves continuously with the expected margin (the raw median centring is flat between integers)', () => {
    // The model folder's own PMF gives the same price for 2.01 and 2.99, then jumps at 3.
    expect(coverProbabilities(NFL, 2.01, -3.5).win).toBeCloseTo(coverProbabilities(NFL, 2.99, -3.5).win, 12);
    const win = (c: number) => splitAt(centredPmfTable(NFL, c, 'absolute'), 3.5).above;
    expect(win(2.99)).toBeGreaterThan(win(2.01) + 0.01);
    expect(Math.abs(win(3.01) - win(2.99))).toBeLessThan(0.002);
    let previous = -Infinity;
    for (let c = -12; c <= 12; c += 0.1) {
      const w = win(c);
      expect(w).toBeGreaterThanOrEqual(previous - 1e-12);
      previous = w;
    }
  });

  it('is symmetric: a pick ’em is centred on 0 and the location is odd in c', () => {
    expect(smoothLocation(NFL, 0, 'absolute')).toBeCloseTo(0, 9);
    expect(smoothLocation(NFL, -2.3, 'absolute')).toBeCloseTo(-smoothLocation(NFL, 2.3, 'absolute'), 9);
    expect(smoothLocation({ ...NFL, centre: 'location' }, 2.3, 'absolute')).toBe(2.3);
  });

  it('splits exactly as splitAtLine does, on whole, half and out-of-range lines', () => {
    const table = centredPmfTable(NFL, 4.2, 'absolute');
    for (const line of [-300, -7, -3.5, 0, 2.5, 3, 3.0000000001, 7, 14.5, 300]) {
      const a = splitAt(table, line);
      const b = splitAtLine(table.pmf, line);
      expect(a.above).toBeCloseTo(b.above, 12);
      expect(a.equal).toBeCloseTo(b.equal, 12);
      expect(a.below).toBeCloseTo(b.below, 12);
    }
    expect(() => splitAt(table, Number.NaN)).toThrow(RangeError);
  });
});
