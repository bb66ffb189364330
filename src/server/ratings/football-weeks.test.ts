import { describe, expect, it } from 'vitest';
import { footballWeekStart } from '@shared/calendar/football-week-start';
import { footballWeek, groupIntoRounds } from './football-weeks';

const utc = (iso: string) => Date.parse(iso);

describe('football weeks', () => {
  it('keeps Thursday to Monday night in one week and starts a new one on Tuesday', () => {
    const thursday = footballWeek(utc('2024-09-06T00:20:00Z')); // Thu 20:20 ET
    const sunday = footballWeek(utc('2024-09-08T17:00:00Z'));
    const mondayNight = footballWeek(utc('2024-09-10T00:15:00Z')); // Mon 20:15 ET = Tue 00:15 UTC
    const nextThursday = footballWeek(utc('2024-09-13T00:15:00Z'));
    expect(sunday).toBe(thursday);
    expect(mondayNight).toBe(thursday);
    expect(nextThursday).toBe(thursday + 1);
  });

  it('groups by season and week in kickoff order', () => {
    const games = [
      { id: 'c', season: 2024, kickoff: utc('2024-09-15T17:00:00Z') },
      { id: 'a', season: 2024, kickoff: utc('2024-09-08T17:00:00Z') },
      { id: 'b', season: 2024, kickoff: utc('2024-09-06T00:20:00Z') },
    ];
    expect(groupIntoRounds(games).map((r) => r.map((g) => g.id))).toEqual([['b', 'a'], ['c']]);
  });
});

describe("the rounds and the product's football week", () => {
  it('is the boundary the ratings group their walk-forward rounds by', () => {
    // One rule for both: a game and the week start the product rates it from are in the same round.
    const kickoffs = ['2024-11-19T07:30:00Z', '2024-11-19T08:30:00Z', '2024-11-26T04:00:00Z'].map((k) =>
      Date.parse(k),
    );
    for (const k of kickoffs) {
      expect(footballWeek(footballWeekStart(new Date(k)).getTime())).toBe(footballWeek(k));
    }
    const rounds = groupIntoRounds(kickoffs.map((kickoff) => ({ season: 2024, kickoff })));
    expect(rounds.map((r) => r.length)).toEqual([1, 2]);
  });
});
