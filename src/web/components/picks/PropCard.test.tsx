import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { aProp } from '../../pages/picks/test/picks-fixtures';
import { PropCard } from './PropCard';

const valueOf = (row: HTMLElement, label: string) => within(row).getByText(label).nextElementSibling;

describe('PropCard', () => {
  it('shows a book prop as a row: player, market, side, line, price, book, fair price, edge, game', () => {
    render(
      <PropCard
        prop={aProp({
          source: 'odds-api',
          fullText: 'Josh Allen Passing Yards 254.5',
          player: 'Josh Allen',
          team: null,
          position: null,
          line: 254.5,
          notes: null,
          side: 'under',
          price: 120,
          book: 'FanDuel',
          fairPrice: 110.19,
          edge: 4.667,
          game: 'KC @ BUF',
          commenceTime: '2026-11-23T21:25:00Z',
        })}
      />,
    );
    const row = screen.getByRole('article', { name: 'Josh Allen' });
    expect(valueOf(row, 'Market')).toHaveTextContent('Passing Yards');
    expect(valueOf(row, 'Over/Under')).toHaveTextContent('Under');
    expect(valueOf(row, 'Line')).toHaveTextContent('254.5');
    expect(valueOf(row, 'Price')).toHaveTextContent('+120');
    expect(valueOf(row, 'Book')).toHaveTextContent('FanDuel');
    expect(valueOf(row, 'Fair price')).toHaveTextContent('+110');
    expect(valueOf(row, 'Edge')).toHaveTextContent('+4.7%');
    expect(valueOf(row, 'Edge')).toHaveClass('text-emerald-300');
    expect(within(row).getByText(/Game: KC @ BUF/)).toBeInTheDocument();
    expect(
      within(row)
        .getByText(/Game: KC @ BUF/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', '2026-11-23T21:25:00Z');
  });

  it('a negative edge is not green', () => {
    render(<PropCard prop={aProp({ price: -105, book: 'DraftKings', fairPrice: 101.4, edge: -3.046 })} />);
    const edge = valueOf(screen.getByRole('article', { name: 'Patrick Mahomes' }), 'Edge');
    expect(edge).toHaveTextContent('\u22123.0%');
    expect(edge).toHaveClass('text-red-300');
    expect(edge).not.toHaveClass('text-emerald-300');
  });

  it('an admin prop without prices shows no price, book, fair price or edge', () => {
    render(<PropCard prop={aProp()} />);
    const row = screen.getByRole('article', { name: 'Patrick Mahomes' });
    for (const label of ['Price', 'Book', 'Fair price', 'Edge']) {
      expect(within(row).queryByText(label)).not.toBeInTheDocument();
    }
    expect(within(row).queryByText(/Game:/)).not.toBeInTheDocument();
  });
});
