import { describe, expect, it } from 'vitest';
import { closingLineValue, disagreementTiers, openingComparison, type LineValueGame } from './line-value';

const game = (over: Partial<LineValueGame>): LineValueGame => ({
  season: 2024,
  margin: 0,
  ratingsMargin: 0,
  ...over,
});

describe('closing-line value', () => {
  // Home opener −3 (home by 3). Ratings say home by 7 (gap +4, toward the home side).
  const games: LineValueGame[] = [
    // Close −4.5: the line moved 1.5 toward the home side, i.e. toward the ratings.
    game({ ratingsMargin: 7, openHomeLine: -3, openBooksCloseHomeLine: -4.5 }),
    // Close −1: moved away from the ratings.
    game({ ratingsMargin: 7, openHomeLine: -3, openBooksCloseHomeLine: -1 }),
    // Close −10: overshoots the ratings (home by 10), still toward them.
    game({ ratingsMargin: 7, openHomeLine: -3, openBooksCloseHomeLine: -10 }),
    // No move.
    game({ ratingsMargin: 7, openHomeLine: -3, openBooksCloseHomeLine: -3 }),
    // Ratings say away by 2 against home −3 (gap −5): the close +1 moved 4 toward the away side.
    game({ ratingsMargin: -2, openHomeLine: -3, openBooksCloseHomeLine: 1 }),
    // Gap of 1 point: below the threshold, not counted.
    game({ ratingsMargin: 4, openHomeLine: -3, openBooksCloseHomeLine: -7 }),
    // No close from the opening books: not counted.
    game({ ratingsMargin: 9, openHomeLine: -3 }),
  ];

  it('counts moves toward and away from the ratings, and no-moves separately', () => {
    const clv = closingLineValue(games)!;
    expect(clv).toMatchObject({
      disagreements: 5,
      games: 4,
      towardRatings: 3,
      awayFromRatings: 1,
      noMove: 1,
    });
    expect(clv.rate).toBeCloseTo(0.75, 12);
    expect(clv.se).toBeCloseTo(Math.sqrt((0.75 * 0.25) / 4), 12);
    // Moves toward the ratings: +1.5, −2, +7, 0, +4 → mean 2.1.
    expect(clv.meanMoveTowardRatings).toBeCloseTo(2.1, 12);
  });

  it('has nothing to say without openers', () => {
    expect(closingLineValue([game({ homeLine: -3 })])).toBeUndefined();
    expect(openingComparison([game({ homeLine: -3 })])).toBeUndefined();
  });

  it('compares ratings, opener and close on the same games', () => {
    const cmp = openingComparison([
      game({ margin: 10, ratingsMargin: 4, openHomeLine: -3, homeLine: -6 }),
      game({ margin: -7, ratingsMargin: 1, openHomeLine: 2, homeLine: 1 }),
      game({ margin: 3, ratingsMargin: 3, homeLine: -3 }), // no opener: left out
    ])!;
    expect(cmp).toEqual({ games: 2, ratingsMae: (6 + 8) / 2, openMae: (7 + 5) / 2, closeMae: (4 + 6) / 2 });
  });
});

describe('ATS by disagreement with a line', () => {
  it('bets the ratings side at −110 and tiers by the gap in points', () => {
    const tiers = disagreementTiers(
      [
        // Gap 1 (home): home −3, won by 7 → win.
        game({ margin: 7, ratingsMargin: 4, homeLine: -3 }),
        // Gap 2 (away): home −3, home won by 3 → push.
        game({ margin: 3, ratingsMargin: 1, homeLine: -3 }),
        // Gap 5 (away): home −3, home won by 10 → loss.
        game({ margin: 10, ratingsMargin: -2, homeLine: -3 }),
        // On the line: no bet.
        game({ margin: 10, ratingsMargin: 3, homeLine: -3 }),
      ],
      'close',
    );
    const byLabel = Object.fromEntries(tiers.map((t) => [t.label, t]));
    expect(byLabel['0–1.5']).toMatchObject({ bets: 1, wins: 1, losses: 0, pushes: 0 });
    expect(byLabel['0–1.5']!.roi).toBeCloseTo(100 / 110, 12);
    expect(byLabel['1.5–3']).toMatchObject({ bets: 1, pushes: 1 });
    expect(byLabel['3+']).toMatchObject({ bets: 1, losses: 1, roi: -1 });
    expect(byLabel.all).toMatchObject({ bets: 3, wins: 1, losses: 1, pushes: 1 });
    expect(byLabel.all!.winRate).toBe(0.5);
  });
});
