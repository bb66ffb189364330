import { describe, expect, it } from 'vitest';
import { footballWeekStart } from './football-week-start';

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
});
