import { describe, expect, it } from 'vitest';
import { demoRecordLabel, recordTitle, replayBannerText } from './replay-copy';

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
});
