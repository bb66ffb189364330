import { describe, expect, it } from 'vitest';
import { wongLegRecord } from './wong-history';

const game = (season: number, homeLine: number | undefined, homeScore: number, awayScore: number) => ({
  season,
  ...(homeLine === undefined ? {} : { homeLine }),
  homeScore,
  awayScore,
});

describe('Wong teaser legs in past games', () => {
  it('teases each Wong-spread side 6 points against its final margin; a push is no action', () => {
    const record = wongLegRecord(
      [
        game(2020, -7.5, 20, 17), // home −7.5 → −1.5, won by 3: win; away +7.5 is no Wong line
        game(2020, 2.5, 10, 20), // home +2.5 → +8.5, lost by 10: loss; away −2.5 is no Wong line
        game(2020, -8, 19, 17), // home −8 → −2, won by 2: push
        game(2020, -3, 30, 0), // no Wong side
        game(2020, undefined, 30, 0), // no line: not counted
        game(2010, -7.5, 30, 0), // outside the seasons
      ],
      { from: 2015, to: 2024 },
    );
    expect(record).toEqual({ from: 2015, to: 2024, legs: 3, wins: 1, losses: 1, pushes: 1, winRate: 0.5 });
  });

  it('has no win rate without a decided leg', () => {
    expect(wongLegRecord([], { from: 2015, to: 2024 }).winRate).toBeNull();
  });
});
