import { describe, expect, it } from 'vitest';
import { footballWeek, footballWeekStart } from './football-week-start';
import { groupIntoRounds } from '../ratings/football-weeks';

describe('footballWeekStart', () => {
  it('starts each football week on Tuesday 08:00 UTC, after Monday night', () => {
    // Thursday, Sunday and Monday-night games of one week share a start.
    const start = '2024-11-19T08:00:00.000Z';
    expect(footballWeekStart(new Date('2024-11-22T01:15:00Z')).toISOString()).toBe(start);
    expect(footballWeekStart(new Date('2024-11-24T18:00:00Z')).toISOString()).toBe(start);
    expect(footballWeekStart(new Date('2024-11-26T01:15:00Z')).toISOString()).toBe(start);
    expect(footballWeekStart(new Date('2024-11-19T08:00:00Z')).toISOString()).toBe(start);
    // A Monday game ending after midnight UTC (Monday evening US) still belongs to the week before.
    expect(footballWeekStart(new Date('2024-11-19T07:59:00Z')).toISOString()).toBe(
      '2024-11-12T08:00:00.000Z',
    );
  });

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
