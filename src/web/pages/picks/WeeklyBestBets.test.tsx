import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { picksWindow } from '@shared/calendar/picks-window';
import { renderApp } from '../../test/render';
import { deferred } from '../../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { resetToasts } from '../../lib/use-toast';
import { mockApi, type ApiReply } from './test/mock-api';
import { aBook, aGame } from './test/picks-fixtures';

const GAMES = 'GET /api/best-bets';
const VERIFY = 'POST /api/auth/verify-license';
const RANGE = { startDate: '2025-09-04', endDate: '2025-09-12' };

afterEach(() => resetToasts());

function withKey(games: ApiReply | ApiReply[]) {
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  return mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    [VERIFY]: { body: { valid: true, license: licenseView(60), message: 'ok' } },
    [GAMES]: games,
  });
}

const slate = (games = [aGame()]) => ({ body: { games, totalGames: games.length, dateRange: RANGE } });

describe('/weekly-best-bets without a key', () => {
  it("shows 'Sign In to View Best Bets', which opens the licence dialog, and fetches nothing", async () => {
    const api = mockApi({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    await user.click(await screen.findByRole('button', { name: 'Sign In to View Best Bets' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(api.to(GAMES)).toHaveLength(0);
  });

  it('loads the best bets after a login in the dialog, staying on the page', async () => {
    const api = mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [VERIFY]: { body: { valid: true, license: licenseView(60), message: 'ok' } },
      [GAMES]: slate(),
    });
    const user = userEvent.setup();
    const { location } = renderApp({ path: '/weekly-best-bets' });
    await user.click(await screen.findByRole('button', { name: 'Sign In to View Best Bets' }));
    await user.type(screen.getByLabelText('License Key'), VALID_KEY);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Kansas City Chiefs @ Buffalo Bills' }),
    ).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/weekly-best-bets');
    expect(api.to(GAMES)[0]!.headers['x-license-key']).toBe(VALID_KEY);
  });
});

describe('/weekly-best-bets with a key', () => {
  it('shows the loading text, then sends the default filters and the stored key', async () => {
    const gate = deferred();
    const api = withKey({ ...slate(), wait: gate.promise });
    renderApp({ path: '/weekly-best-bets' });
    expect(await screen.findByText('Loading best betting opportunities...')).toBeInTheDocument();
    gate.resolve();
    await screen.findByText('Quality Opportunities');

    const request = api.to(GAMES)[0]!;
    const window = picksWindow(new Date());
    expect(Object.fromEntries(request.params)).toEqual({
      sport: 'all',
      startDate: window.startDate,
      endDate: window.endDate,
      forceRefresh: 'false',
    });
    expect(request.headers['x-license-key']).toBe(VALID_KEY);
    expect(request.credentials).toBe('include');
    expect(screen.getByLabelText('Sport')).toHaveValue('all');
    expect(screen.getByLabelText('Start date')).toHaveValue(window.startDate);
    expect(screen.getByLabelText('End date')).toHaveValue(window.endDate);
  });

  it('shows the approved picks, then the model picks under their label, grouped into CFB and NFL with counts', async () => {
    // The server's list (the shared curation rule): approved first, then unreviewed model picks.
    withKey(
      slate([
        aGame({ id: 'a', maxEdge: 3, awayTeam: 'Miami Dolphins', homeTeam: 'New York Jets' }),
        aGame({
          id: 'c',
          sport: 'CFB',
          league: 'cfb',
          maxEdge: 7.4,
          awayTeam: 'Texas',
          homeTeam: 'Michigan',
        }),
        aGame({ id: 'm', curationStatus: 'pending', awayTeam: 'Chicago Bears', homeTeam: 'Detroit Lions' }),
      ]),
    );
    renderApp({ path: '/weekly-best-bets' });
    const count = await screen.findByText('Quality Opportunities');
    expect(count.nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Sep 4, 2025 – Sep 12, 2025')).toBeInTheDocument();

    const cfb = screen.getByRole('region', { name: 'College Football' });
    expect(within(cfb).getByText('1 game analyzed')).toBeInTheDocument();
    const texas = within(cfb).getByRole('article', { name: 'Texas @ Michigan' });
    expect(within(texas).getByText('Expert Curated')).toBeInTheDocument();
    // Two NFL sections: the approved picks', then the model picks'.
    const [nfl] = screen.getAllByRole('region', { name: 'NFL' });
    expect(within(nfl!).getByRole('heading', { name: 'Miami Dolphins @ New York Jets' })).toBeInTheDocument();
    const model = screen.getByRole('region', { name: 'Model picks, not yet reviewed' });
    const bears = within(model).getByRole('article', { name: 'Chicago Bears @ Detroit Lions' });
    expect(within(bears).queryByText('Expert Curated')).not.toBeInTheDocument();
    expect(within(nfl!).queryByText(/Chicago Bears/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Bookmarklet Demo' })).toHaveAttribute('href', '/demo');
  });

  it('shows the empty text when the server lists no game', async () => {
    withKey(slate([]));
    renderApp({ path: '/weekly-best-bets' });
    expect(
      await screen.findByText('No betting opportunities available for the selected date range.'),
    ).toBeInTheDocument();
  });

  it('shows the error text with Try Again, which fetches again', async () => {
    const api = withKey([{ status: 500, text: 'boom' }, slate()]);
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    expect(
      await screen.findByText('Failed to load betting opportunities. Please try again later.'),
    ).toBeInTheDocument();
    // Spec section 7: a rejected games call is 'Failed to fetch games'.
    expect(screen.getByText('Failed to fetch games')).toBeInTheDocument();
    expect(screen.queryByText('500: boom')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Quality Opportunities')).toBeInTheDocument();
    expect(api.to(GAMES)).toHaveLength(2);
  });

  it('sends the chosen sport', async () => {
    const api = withKey(slate());
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    await screen.findByText('Quality Opportunities');
    await user.selectOptions(screen.getByLabelText('Sport'), 'nfl');
    await waitFor(() => expect(api.to(GAMES).at(-1)!.params.get('sport')).toBe('nfl'));
  });
});

describe('best-bets game card', () => {
  it('shows the badges, the pulsing STRONG_BUY icon, the model spread and the best book', async () => {
    withKey(slate());
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    expect(within(card).getByText('5.2% Edge • 2 Units')).toBeInTheDocument();
    expect(within(card).getByText('STRONG BUY').querySelector('.animate-ping')).not.toBeNull();
    expect(within(card).getByText('STRONG BET')).toBeInTheDocument();
    expect(within(card).getByText('HIGH CONFIDENCE')).toBeInTheDocument();
    expect(within(card).getByText('Buffalo Bills -5.5')).toBeInTheDocument();
    expect(within(card).getByText(/DraftKings: Buffalo Bills -3.5 \(-110\)/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'All Sportsbooks' })).not.toBeInTheDocument();
  });

  it.each([
    [0, "PICK 'EM"],
    [-3, 'Buffalo Bills -3.0'],
    [2.5, 'Kansas City Chiefs -2.5'],
  ])('model spread %s reads %s', async (modelSpread, text) => {
    withKey(slate([aGame({ modelSpread })]));
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article');
    expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it("toggles 'All Sportsbooks' / 'Hide Details' and labels stale prices and demo books", async () => {
    withKey(
      slate([
        aGame({
          recommendationTier: 'BUY',
          flags: { stalePrices: true, verifyEdge: true, offMarket: true },
          bestSportsbooks: [
            aBook(),
            aBook({
              key: 'fanduel',
              name: 'FanDuel',
              simulated: true,
              stale: true,
              edge: 3.1,
              insight: 'Half a point worse.',
            }),
          ],
        }),
      ]),
    );
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('BUY').querySelector('.animate-ping')).toBeNull();
    expect(within(card).getByText('Stale prices')).toBeInTheDocument();
    expect(within(card).getByText('Verify edge')).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'All Sportsbooks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveTextContent('Hide Details');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(card).getByRole('list', { name: 'All sportsbooks' });
    expect(within(list).getByText('FanDuel (demo)')).toBeInTheDocument();
    expect(within(list).getByText('+3.1% edge')).toBeInTheDocument();
    expect(within(list).getByText('Stale price')).toBeInTheDocument();
    expect(within(list).getByText('Half a point worse.')).toBeInTheDocument();
    await user.click(toggle);
    expect(within(card).queryByRole('list', { name: 'All sportsbooks' })).not.toBeInTheDocument();
  });
});
