import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { aBook, aGame } from '@shared/curation/game-fixture';
import { spreadAsMarketLine } from '@shared/display/pick-line';
import { setMyBooks } from '../../../client/storage';
import { PickLeadLine } from './PickParts';

const game = aGame({
  bestSportsbooks: [aBook({ key: 'draftkings', name: 'DraftKings', edge: 5.2 })],
  marketLines: [
    {
      ...spreadAsMarketLine(aBook({ key: 'fanduel', name: 'FanDuel' })),
      market: 'total',
      side: 'over',
      team: null,
      line: 44.5,
      price: -105,
      edge: 2.6,
    },
  ],
});

describe("a pick's lead line with the user's books", () => {
  afterEach(() => window.localStorage.clear());

  it('adds the best price at the books the user chose, with its market, book and edge', () => {
    setMyBooks({ books: ['fanduel'], onlyMine: false });
    render(<PickLeadLine game={game} />);
    expect(document.querySelector('[data-my-books-line]')).toHaveTextContent(
      'Best at your books: Total: Over 44.5 \u2212105 · FanDuel · +2.6%',
    );
  });

  it('adds nothing when the lead price is already at one of them, or none was chosen', () => {
    setMyBooks({ books: ['draftkings'], onlyMine: true });
    const { unmount } = render(<PickLeadLine game={game} />);
    expect(document.querySelector('[data-my-books-line]')).toBeNull();
    unmount();
    window.localStorage.clear();
    render(<PickLeadLine game={game} />);
    expect(document.querySelector('[data-my-books-line]')).toBeNull();
  });

  it('says so when none of the chosen books has a usable price', () => {
    setMyBooks({ books: ['bet365'], onlyMine: false });
    render(<PickLeadLine game={game} />);
    expect(screen.getByText('No current price at your books.')).toBeInTheDocument();
  });
});
