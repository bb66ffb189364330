import { describe, expect, it } from 'vitest';
import { DEFAULT_HISTORY_DIR } from '../../history/history-dir';
import { loadDemoBookFit } from './demo-book-fit';
import { closeKind } from './dispersion';
import { fitDemoBooks } from './fit-demo-books';

describe('the demo books’ fit', () => {
  it('classifies the consensus number: half point, integer, key number', () => {
    expect(closeKind(-6.5)).toBe('half');
    expect(closeKind(-4)).toBe('integer');
    expect(closeKind(3)).toBe('key');
    expect(closeKind(-7)).toBe('key');
  });

  it(
    'is what the bundled 2024 lines give today (the committed JSON is not stale)',
    { timeout: 60_000 },
    () => {
      const committed = loadDemoBookFit();
      const { source, ...parameters } = committed;
      expect(fitDemoBooks(DEFAULT_HISTORY_DIR)).toEqual(parameters);
      expect(source.lines).toContain('lines_by_provider_2024_regular.csv');
      // The real figures the demo is built on (three-book college games, 2024).
      expect(committed.spread.observed.onConsensus).toBeCloseTo(0.68, 2);
      expect(committed.spread.observed.pointOrMore).toBeCloseTo(0.1, 2);
      expect(committed.outliers.spreadLines).toBeGreaterThan(0);
    },
  );
});
