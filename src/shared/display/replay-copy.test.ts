import { describe, expect, it } from 'vitest';
import {
  demoRecordLabel,
  noGradedPicksText,
  recordIntroText,
  recordTitle,
  replayBannerText,
} from './replay-copy';

describe('replay copy', () => {
  it('names the replayed season, the simulated books and the moved dates', () => {
    const text = replayBannerText({ season: 2024 });
    expect(text).toContain('Replay of the 2024 season with simulated sportsbooks');
    expect(text).toContain('dates are moved to this season');
    expect(text).toContain('odds are not real');
  });

  it('labels a replayed record as a demo record, never as a season', () => {
    expect(demoRecordLabel({ season: 2023 })).toBe('Demo record (2023 replay)');
    expect(recordTitle(2026, { season: 2024 }, true)).toBe('Demo record (2024 replay)');
    expect(recordTitle(2026, { season: 2024 }, false)).toBe('Demo record (2024 replay)');
    expect(recordTitle(2026, null, true)).toBe('Demo record (replay)');
    expect(recordTitle(2026, null, true)).not.toMatch(/season/i);
    expect(recordTitle(2025, null, false)).toBe('2025 Season');
  });

  it('never says "this season" of a replayed record', () => {
    for (const [replay, simulated] of [
      [{ season: 2024 }, true],
      [null, true],
      [{ season: 2024 }, false],
    ] as const) {
      expect(recordIntroText(replay, simulated)).toMatch(/^Demo record/);
      expect(recordIntroText(replay, simulated)).not.toMatch(/this season/);
      expect(noGradedPicksText(replay, simulated)).not.toMatch(/this season/);
    }
    expect(recordIntroText(null, false)).toContain('this season');
    expect(noGradedPicksText(null, false)).toBe('No graded picks yet this season');
  });
});
