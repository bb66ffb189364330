import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameMarket } from '@shared/api/game-market';
import { renderApp } from '../../test/render';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { resetToasts } from '../../lib/use-toast';
import { mockApi, type ApiReply, type ApiRequest } from '../../pages/picks/test/mock-api';
import { aGame } from '../../pages/picks/test/picks-fixtures';
import { PlaceBetButton } from './PlaceBetButton';
import { draftFromBook } from './bet-draft';

const GAME_ID = '6f1f7d0e-3c2b-4c57-9f2e-0a4e2b8c9d11';
const RANGE = { startDate: '2025-09-04', endDate: '2025-09-12' };

afterEach(() => {
  resetToasts();
  window.localStorage.clear();
});

function signedIn(routes: Record<string, ApiReply | ApiReply[] | ((r: ApiRequest) => ApiReply)> = {}) {
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  return mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    'POST /api/auth/verify-license': { body: { valid: true, license: licenseView(60), message: 'ok' } },
    'GET /api/best-bets': { body: { games: [aGame({ id: GAME_ID })], totalGames: 1, dateRange: RANGE } },
    ...routes,
  });
}

const recorded = (body: Record<string, unknown>): ApiReply => ({
  status: 201,
  body: {
    bet: {
      id: 'b1',
      gameId: GAME_ID,
      league: 'nfl',
      sport: 'NFL',
      awayTeam: 'Kansas City Chiefs',
      homeTeam: 'Buffalo Bills',
      commenceTime: '2025-09-07T17:00:00Z',
      selection: 'Buffalo Bills \u22123.5',
      placedAt: '2025-09-05T12:00:00Z',
      demo: false,
      result: null,
      voidReason: null,
      profit: null,
      score: null,
      gradedAt: null,
      closing: null,
      line: null,
      unitSize: null,
      ...body,
    },
  },
});

async function openFromCard(user: ReturnType<typeof userEvent.setup>) {
  const card = await screen.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
  await user.click(within(card).getByRole('button', { name: 'I placed this' }));
  return screen.findByRole('dialog', { name: 'Record a bet' });
}

describe('"I placed this" on a pick card', () => {
  it('pre-fills the card’s lead price and records it in units', async () => {
    const api = signedIn({
      'POST /api/bets': (r: ApiRequest) => recorded(r.body as Record<string, unknown>),
    });
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const dialog = await openFromCard(user);
    expect(within(dialog).getByLabelText('Book')).toHaveValue('DraftKings');
    expect(within(dialog).getByLabelText('Market')).toHaveValue('spread');
    expect(within(dialog).getByRole('radio', { name: 'Buffalo Bills' })).toBeChecked();
    expect(within(dialog).getByLabelText('Line')).toHaveValue('\u22123.5');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('\u2212110');
    // The pick's recommended 2 units.
    expect(within(dialog).getByLabelText('Stake (units)')).toHaveValue('2');
    await user.click(within(dialog).getByRole('button', { name: 'Record bet' }));
    await waitFor(() => expect(api.to('POST /api/bets')).toHaveLength(1));
    expect(api.to('POST /api/bets')[0]!.body).toEqual({
      gameId: GAME_ID,
      market: 'spread',
      side: 'home',
      line: -3.5,
      price: -110,
      book: 'DraftKings',
      stake: 2,
      unitSize: null,
    });
    expect(await screen.findByText('Bet recorded')).toBeInTheDocument();
    expect(screen.getByText('Buffalo Bills \u22123.5 \u2212110 at DraftKings \u00b7 2u')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record a bet' })).not.toBeInTheDocument(),
    );
  });

  it('stakes in dollars at this device’s unit size, which it remembers', async () => {
    const api = signedIn({
      'POST /api/bets': (r: ApiRequest) => recorded(r.body as Record<string, unknown>),
    });
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const dialog = await openFromCard(user);
    await user.type(within(dialog).getByLabelText('Unit size ($ per unit, this device)'), '50');
    expect(within(dialog).getByText('= $100.00 at $50.00 a unit')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Dollars' }));
    // The 2 units typed become $100 in dollars.
    const stake = within(dialog).getByLabelText('Stake (dollars)');
    expect(stake).toHaveValue('100');
    await user.clear(stake);
    await user.type(stake, '55');
    expect(within(dialog).getByText('= 1.1u at $50.00 a unit')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Record bet' }));
    await waitFor(() => expect(api.to('POST /api/bets')).toHaveLength(1));
    expect(api.to('POST /api/bets')[0]!.body).toMatchObject({ stake: 1.1, unitSize: 50 });
    expect(window.localStorage.getItem('betlens_unit_size')).toBe('50');
    expect(window.localStorage.getItem('betlens_stake_mode')).toBe('dollars');
  });

  it('names a bad field before sending, and shows the field the server refuses', async () => {
    const api = signedIn({
      'POST /api/bets': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          field: 'gameId',
          message: 'gameId: this game has already kicked off; bets are recorded before kickoff',
        },
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const dialog = await openFromCard(user);
    const price = within(dialog).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Record bet' }));
    expect(
      await within(dialog).findByText('price must be an American price: -100 or lower, or +100 or higher'),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    const stake = within(dialog).getByLabelText('Stake (units)');
    await user.clear(stake);
    await user.type(stake, '0');
    await user.clear(price);
    await user.type(price, '-110');
    await user.click(within(dialog).getByRole('button', { name: 'Record bet' }));
    expect(await within(dialog).findByText('stake must be more than 0')).toBeInTheDocument();
    expect(api.to('POST /api/bets')).toHaveLength(0);

    await user.clear(stake);
    await user.type(stake, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Record bet' }));
    expect(
      await within(dialog).findByText('this game has already kicked off; bets are recorded before kickoff'),
    ).toBeInTheDocument();
    expect(api.to('POST /api/bets')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Record a bet' })).toBeInTheDocument();
  });

  it('is not offered to a visitor', async () => {
    mockApi({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/weekly-best-bets' });
    await screen.findByRole('button', { name: 'Sign In to View Best Bets' });
    expect(screen.queryByRole('button', { name: 'I placed this' })).not.toBeInTheDocument();
  });
});

describe('"I placed this" on an odds row', () => {
  const market = {
    game: {
      id: GAME_ID,
      sport: 'NFL',
      league: 'nfl',
      awayTeam: 'Kansas City Chiefs',
      homeTeam: 'Buffalo Bills',
      commenceTime: '2025-09-07T17:00:00Z',
    },
  } as GameMarket;
  const book = {
    key: 'fanduel',
    name: 'FanDuel',
    simulated: true,
    fetchedAt: '2025-09-05T12:00:00Z',
    stale: false,
    spread: { home: { point: -3, price: -115 }, away: { point: 3, price: -105 } },
    total: { over: { point: 47.5, price: -110 }, under: { point: 47.5, price: -110 } },
    moneyline: { home: { price: -165 }, away: { price: 140 } },
    spreadFairPrice: null,
  };

  it('starts on the away spread and fills each market and side from the same book', async () => {
    const api = signedIn({
      'POST /api/bets': (r: ApiRequest) => recorded(r.body as Record<string, unknown>),
    });
    const user = userEvent.setup();
    renderApp({
      path: '/x',
      ui: <PlaceBetButton draft={draftFromBook(market, book)} label="I placed this at FanDuel (demo)" />,
    });
    await user.click(await screen.findByRole('button', { name: 'I placed this at FanDuel (demo)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a bet' });
    expect(within(dialog).getByLabelText('Book')).toHaveValue('FanDuel (demo)');
    expect(within(dialog).getByRole('radio', { name: 'Kansas City Chiefs' })).toBeChecked();
    expect(within(dialog).getByLabelText('Line')).toHaveValue('+3');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('\u2212105');
    await user.selectOptions(within(dialog).getByLabelText('Market'), 'total');
    expect(within(dialog).getByRole('radio', { name: 'Over' })).toBeChecked();
    expect(within(dialog).getByLabelText('Total')).toHaveValue('47.5');
    await user.selectOptions(within(dialog).getByLabelText('Market'), 'moneyline');
    await user.click(within(dialog).getByRole('radio', { name: 'Buffalo Bills' }));
    expect(within(dialog).queryByLabelText('Line')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price')).toHaveValue('\u2212165');
    await user.click(within(dialog).getByRole('button', { name: 'Record bet' }));
    await waitFor(() => expect(api.to('POST /api/bets')).toHaveLength(1));
    expect(api.to('POST /api/bets')[0]!.body).toMatchObject({
      market: 'moneyline',
      side: 'home',
      line: null,
      price: -165,
      book: 'FanDuel (demo)',
      stake: 1,
    });
  });
});
