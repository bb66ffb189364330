import { describe, expect, it } from 'vitest';
import { AnalysisChanges, analysesChanged, ResponseCache } from './games-cache';

describe('ResponseCache', () => {
  it('serves a built body until an analysis changes or the time-to-live passes', async () => {
    const analysisChanges = new AnalysisChanges();
    const cache = new ResponseCache(analysisChanges, 15_000);
    let builds = 0;
    const build = () => Promise.resolve(`body-${++builds}`);
    expect(await cache.get('k', 0, build)).toBe('body-1');
    expect(await cache.get('k', 10_000, build)).toBe('body-1');
    expect(await cache.get('other', 10_000, build)).toBe('body-2');
    analysesChanged({ analysisChanges });
    expect(await cache.get('k', 10_001, build)).toBe('body-3');
    expect(await cache.get('k', 25_002, build)).toBe('body-4');
  });

  it('does not keep a body built while an analysis was being written', async () => {
    const analysisChanges = new AnalysisChanges();
    const cache = new ResponseCache(analysisChanges, 15_000);
    let builds = 0;
    const racing = () => {
      builds++;
      analysisChanges.changed();
      return Promise.resolve(`racing-${builds}`);
    };
    expect(await cache.get('k', 0, racing)).toBe('racing-1');
    expect(await cache.get('k', 1, () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('is not moved by another app’s changes', async () => {
    const mine = new AnalysisChanges();
    const theirs = new AnalysisChanges();
    const cache = new ResponseCache(mine, 15_000);
    let builds = 0;
    const build = () => Promise.resolve(`body-${++builds}`);
    expect(await cache.get('k', 0, build)).toBe('body-1');
    analysesChanged({ analysisChanges: theirs });
    expect(await cache.get('k', 1, build)).toBe('body-1');
    analysesChanged({ analysisChanges: mine });
    expect(await cache.get('k', 2, build)).toBe('body-2');
  });
});
