import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { GameMarket, MarketBook } from '@shared/api/game-market';
import { renderApp } from '../../test/render';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { mockApi } from '../picks/test/mock-api';

const GAME_ID = '6f1f7d0e-3c2b-4c57-9f2e-0a4e2b8c9d11';

const book = (b: Partial<MarketBook> & Pick<MarketBook, 'key' | 'name' | 'fetchedAt'>): MarketBook => ({
  simulated: false,
  stale: false,
  spread: { home: { point: -3, price: -115 }, away: { point: 3, price: -105 } },
  total: { over: { point: 47.5, price: -110 }, under: { point: 47.5, price: -110 } },
  moneyline: { home: { price: -165 }, away: { price: 140 } },
  spreadFairPrice: null,
  ...b,
});

const MARKET: GameMarket = {
  game: {
    id: GAME_ID,
    sport: 'NFL',
    league: 'nfl',
    awayTeam: 'Kansas City Chiefs',
    homeTeam: 'Buffalo Bills',
    commenceTime: '2031-03-02T18:00:00Z',
  },
  fairLine: null,
  fairMoneyline: null,
  books: [
    book({ key: 'draftkings', name: 'DraftKings', fetchedAt: '2031-03-01T19:04:00.000Z' }),
    book({ key: 'hardrockbet', name: 'Hard Rock Bet', fetchedAt: '2031-03-01T14:05:00.000Z', stale: true }),
  ],
  best: { spreadAway: [], spreadHome: [], over: [], under: [], mlAway: [], mlHome: [] },
  movement: { books: [], line: null },
};

describe('/games/:id/odds', () => {
  it("shows every book's age from the server's clock (a stale book's in amber) and the league's odds line", async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      'POST /api/auth/verify-license': { body: { valid: true, license: licenseView(60), message: 'ok' } },
      [`GET /api/games/${GAME_ID}/market`]: { body: MARKET },
      'GET /api/odds-status': {
        body: {
          source: 'the-odds-api',
          // Years after the browser's clock: ages counted from the browser would read 'just now'.
          now: '2031-03-01T19:05:00.000Z',
          staleAfterMinutes: 90,
          leagues: [
            {
              league: 'nfl',
              state: 'live',
              message: null,
              updatedAt: '2031-03-01T19:04:20.000Z',
              nextUpdateAt: '2031-03-01T19:14:20.000Z',
              intervalSeconds: 600,
              band: 'day',
            },
            {
              league: 'cfb',
              state: 'idle',
              message: null,
              updatedAt: null,
              nextUpdateAt: null,
              intervalSeconds: null,
              band: null,
            },
          ],
        },
      },
    });
    renderApp({ path: `/games/${GAME_ID}/odds` });
    const draftKings = await screen.findByRole('rowheader', { name: /^DraftKings/ });
    expect(await within(draftKings).findByText('1 min ago')).toHaveClass('text-slate-400');
    const hardRock = screen.getByRole('rowheader', { name: /^Hard Rock Bet/ });
    expect(within(hardRock).getByText('stale')).toBeInTheDocument();
    expect(within(hardRock).getByText('5 h ago')).toHaveClass('text-amber-300');
    // Only the game's own league.
    expect(screen.getByTestId('odds-updated')).toHaveTextContent(
      /^NFL: odds updated 14:04:20 ET · next update about 14:14$/,
    );
  });
});
