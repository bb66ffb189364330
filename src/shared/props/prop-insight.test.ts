import { describe, expect, it } from 'vitest';
import { summariseProps, type PropQuote } from './prop-insight';
import { bookTitle, propTypeForMarket } from './prop-types';

const q = (
  book: string,
  market: string,
  player: string,
  side: string,
  point: number | null,
  price: number,
): PropQuote => ({
  book,
  market,
  player,
  side,
  point,
  price,
});

describe('summariseProps', () => {
  it('names the best price on each side at the common line and the consensus line', () => {
    const props = summariseProps([
      q('draftkings', 'player_pass_yds', 'Jalen Hurts', 'Over', 219.5, -105),
      q('draftkings', 'player_pass_yds', 'Jalen Hurts', 'Under', 219.5, -115),
      q('fanduel', 'player_pass_yds', 'Jalen Hurts', 'Over', 219.5, -112),
      q('fanduel', 'player_pass_yds', 'Jalen Hurts', 'Under', 219.5, -108),
      q('betmgm', 'player_pass_yds', 'Jalen Hurts', 'Over', 224.5, -110),
      q('betmgm', 'player_pass_yds', 'Jalen Hurts', 'Under', 224.5, -110),
      q('williamhill_us', 'player_pass_yds', 'Jalen Hurts', 'Over', 214.5, 100),
      q('williamhill_us', 'player_pass_yds', 'Jalen Hurts', 'Under', 214.5, -120),
      q('draftkings', 'player_pass_yds_alternate', 'Jalen Hurts', 'Over', 250.5, 200),
    ]);
    expect(props).toEqual([
      {
        market: 'player_pass_yds',
        propType: 'Passing Yards',
        player: 'Jalen Hurts',
        line: 219.5,
        consensusLine: 219.5,
        books: 4,
        insight:
          'Best price Over 219.5 at DraftKings (-105), Under at FanDuel (-108); consensus line 219.5 across 4 books',
        // Each book at its own line, by name; the alternate-line market is left out.
        prices: [
          { book: 'betmgm', bookName: 'BetMGM', point: 224.5, over: -110, under: -110 },
          { book: 'williamhill_us', bookName: 'Caesars', point: 214.5, over: 100, under: -120 },
          { book: 'draftkings', bookName: 'DraftKings', point: 219.5, over: -105, under: -115 },
          { book: 'fanduel', bookName: 'FanDuel', point: 219.5, over: -112, under: -108 },
        ],
      },
    ]);
  });

  it('handles yes-only markets without a line', () => {
    const [prop] = summariseProps([
      q('draftkings', 'player_anytime_td', 'Saquon Barkley', 'Yes', null, -190),
      q('fanduel', 'player_anytime_td', 'Saquon Barkley', 'Yes', null, -175),
    ]);
    expect(prop).toMatchObject({ propType: 'Anytime TD', line: null, consensusLine: null });
    expect(prop?.insight).toBe('Best price Yes at FanDuel (-175); 2 books priced');
    // Yes is stored as the Over price, No (not quoted here) as the Under.
    expect(prop?.prices).toEqual([
      { book: 'draftkings', bookName: 'DraftKings', point: null, over: -190, under: null },
      { book: 'fanduel', bookName: 'FanDuel', point: null, over: -175, under: null },
    ]);
  });

  it('rounds a between-lines consensus to the half point', () => {
    const [prop] = summariseProps([
      q('a', 'player_receptions', 'X', 'Over', 4.5, -110),
      q('b', 'player_receptions', 'X', 'Over', 5.5, -110),
    ]);
    expect(prop?.consensusLine).toBe(5);
    expect(prop?.line).toBe(4.5);
  });

  it('names markets and books', () => {
    expect(propTypeForMarket('player_reception_yds_alternate')).toBe('Receiving Yards');
    expect(propTypeForMarket('player_field_goals')).toBe('Field Goals');
    expect(bookTitle('williamhill_us')).toBe('Caesars');
    expect(bookTitle('some_new_book')).toBe('Some New Book');
  });
});
