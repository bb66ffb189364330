import { describe, expect, it } from 'vitest';
import { isOutlierOpener, outlierFlags } from './line-outliers';
import { cleanGameLines, emptyOutlierCounts } from './provider-lines';

describe('data errors in the per-provider lines', () => {
  it('flags a line 10+ points from the median of the others, and both of two books that far apart', () => {
    expect(outlierFlags([11, 21.5, 11])).toEqual([false, true, false]);
    expect(outlierFlags([-6.5, -7, -6])).toEqual([false, false, false]);
    expect(outlierFlags([3, 13])).toEqual([true, true]);
    expect(outlierFlags([3, 12.5])).toEqual([false, false]);
    expect(isOutlierOpener(1, -22.5)).toBe(true);
    expect(isOutlierOpener(-4.5, -6.5)).toBe(false);
  });

  it('drops an outlying line with its opener, or an outlying opener alone, and counts both', () => {
    const counts = emptyOutlierCounts();
    const cleaned = cleanGameLines(
      [
        { provider: 'Bovada', spread: 11, spreadOpen: 10, total: 50 },
        { provider: 'ESPN Bet', spread: 21.5, spreadOpen: 20, total: 51 },
        { provider: 'DraftKings', spread: 11, spreadOpen: -1, total: 50.5, totalOpen: 52 },
      ],
      counts,
    );
    expect(cleaned).toEqual([
      { provider: 'Bovada', spread: 11, spreadOpen: 10, total: 50 },
      { provider: 'ESPN Bet', total: 51 },
      { provider: 'DraftKings', spread: 11, total: 50.5, totalOpen: 52 },
    ]);
    expect(counts).toEqual({ spreadLines: 1, totalLines: 0, spreadOpeners: 1, totalOpeners: 0 });
  });
});
