import { describe, expect, it } from 'vitest';
import { dashboardPicks, UPCOMING_LIMIT } from './todays-picks';

const game = (id: string, commenceTime: string) => ({ id, commenceTime });

describe('dashboardPicks', () => {
  // Thanksgiving 2026, 10:00 ET.
  const now = new Date('2026-11-26T15:00:00Z');

  it('lists the games of today’s Eastern date, a late-evening kickoff included', () => {
    const picks = dashboardPicks(
      [
        game('night', '2026-11-27T01:20:00Z'), // 8:20 PM ET Thursday
        game('early', '2026-11-26T17:30:00Z'),
        game('friday', '2026-11-27T17:00:00Z'),
      ],
      now,
    );
    expect(picks).toEqual({
      when: 'today',
      games: [game('early', '2026-11-26T17:30:00Z'), game('night', '2026-11-27T01:20:00Z')],
    });
  });

  it('falls back to the next games that have not started, soonest first, at most five', () => {
    const later = Array.from({ length: 7 }, (_, i) => game(`g${i}`, `2026-11-${28 + (i % 3)}T17:00:00Z`));
    const picks = dashboardPicks([game('past', '2026-11-25T17:00:00Z'), ...later], now);
    expect(picks.when).toBe('upcoming');
    expect(picks.games).toHaveLength(UPCOMING_LIMIT);
    expect(picks.games.map((g) => g.id)).not.toContain('past');
    expect(picks.games[0]!.commenceTime).toBe('2026-11-28T17:00:00Z');
  });

  it('is empty without games', () => {
    expect(dashboardPicks([], now)).toEqual({ when: 'upcoming', games: [] });
  });
});
