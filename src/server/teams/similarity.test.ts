import { describe, expect, it } from 'vitest';
import { createNameScorer, damerauLevenshtein, stringSimilarity } from './similarity';

const nameSimilarity = (query: string, candidate: string) => createNameScorer(query).score(candidate);

describe('damerauLevenshtein', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(damerauLevenshtein('chiefs', 'chiefs')).toBe(0);
    expect(damerauLevenshtein('cheifs', 'chiefs')).toBe(1);
    expect(damerauLevenshtein('cty', 'city')).toBe(1);
    expect(damerauLevenshtein('city', 'cty')).toBe(1);
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
    expect(damerauLevenshtein('', 'abc')).toBe(3);
    expect(damerauLevenshtein('abc', '')).toBe(3);
  });

  it('handles strings longer than its reusable buffers', () => {
    const long = 'a'.repeat(200);
    expect(damerauLevenshtein(long, `${long}b`)).toBe(1);
    expect(damerauLevenshtein('ab', 'ba')).toBe(1);
  });
});

describe('createNameScorer', () => {
  it('is 1 for equal keys and prefers the intended team for typos', () => {
    expect(stringSimilarity('', '')).toBe(1);
    expect(nameSimilarity('kansas city chiefs', 'kansas city chiefs')).toBe(1);
    const query = 'kansas cty cheifs';
    expect(nameSimilarity(query, 'kansas city chiefs')).toBeGreaterThan(nameSimilarity(query, 'kansas ste'));
  });

  it('rewards a known name inside a longer feed name (mascot we do not know)', () => {
    const query = 'montana grizzlies';
    expect(nameSimilarity(query, 'montana')).toBeGreaterThan(nameSimilarity(query, 'montana ste'));
  });

  it('never scores above its upper bound', () => {
    const scorer = createNameScorer('north dakota ste bison');
    for (const candidate of [
      'north dakota ste',
      'south dakota ste',
      'nc ste',
      'bison',
      'north dakota ste bison',
    ]) {
      expect(scorer.upperBound(candidate)).toBeGreaterThanOrEqual(scorer.score(candidate));
    }
  });
});
