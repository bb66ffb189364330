import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { resetToasts } from '../../lib/use-toast';
import { mockApi, type ApiReply } from './test/mock-api';
import { aProp, anApprovedGame } from './test/picks-fixtures';

const BETS = 'GET /api/football-bets';
const PROPS = 'GET /api/nfl-player-props';
const RANGE = { startDate: '2025-09-04', endDate: '2025-09-12' };

afterEach(() => resetToasts());

const slate = (games = [anApprovedGame()]) => ({
  body: { games, totalGames: games.length, dateRange: RANGE },
});

function api(bets: ApiReply | ApiReply[], props: ApiReply = { body: { data: [] } }, storeKey = true) {
  if (storeKey) window.localStorage.setItem('betlens_license_key', VALID_KEY);
  return mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    'POST /api/auth/verify-license': { body: { valid: true, license: licenseView(60), message: 'ok' } },
    [BETS]: bets,
    [PROPS]: props,
  });
}

describe('/football-bets', () => {
  it('loads with sport=all&forceRefresh=false and sends no licence key, even with one stored', async () => {
    const calls = api(slate());
    renderApp({ path: '/football-bets' });
    expect(await screen.findByText('Loading approved football bets...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Approved Picks (1)' });
    const request = calls.to(BETS)[0]!;
    expect(Object.fromEntries(request.params)).toEqual({ sport: 'all', forceRefresh: 'false' });
    expect(request.headers['x-license-key']).toBeUndefined();
    expect(request.credentials).toBe('include');
    expect(calls.to(PROPS)[0]!.headers['x-license-key']).toBeUndefined();

    expect(screen.getByRole('heading', { level: 1, name: 'Football Bets' })).toBeInTheDocument();
    expect(screen.getByText('Approved picks for the next 8 days')).toBeInTheDocument();
    expect(screen.getByText('Sep 4, 2025 – Sep 12, 2025')).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Football bets' });
    expect(within(links).getByRole('link', { name: 'Betting Trends' })).toHaveAttribute(
      'href',
      '/betting-trends',
    );
    expect(within(links).getByRole('link', { name: 'Affiliate Signup' })).toHaveAttribute(
      'href',
      '/dashboard#affiliate',
    );
    expect(within(links).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('groups approved picks into College Football and NFL, with the Vegas line and details', async () => {
    const calls = api(
      slate([
        anApprovedGame({ contextualNotes: 'Starting QB questionable.' }),
        anApprovedGame({
          id: 'c',
          sport: 'CFB',
          league: 'cfb',
          awayTeam: 'Texas',
          homeTeam: 'Michigan',
          vegasSpread: 0,
        }),
      ]),
    );
    const user = userEvent.setup();
    renderApp({ path: '/football-bets' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Approved Picks (2)' })).toBeInTheDocument();
    const cfb = screen.getByRole('region', { name: 'College Football' });
    expect(within(cfb).getByRole('article', { name: 'Texas @ Michigan' })).toBeInTheDocument();
    const nfl = screen.getByRole('region', { name: 'NFL' });
    const card = within(nfl).getByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    expect(card.querySelector('[data-pick-line]')).toHaveAttribute(
      'data-pick-line',
      'Spread: Buffalo Bills −3.5 −110 · DraftKings · fair −3.2 · +5.2% · 2u',
    );
    expect(card.querySelectorAll('[data-tier-badge]')).toHaveLength(1);
    expect(within(card).queryByText('HIGH CONFIDENCE')).not.toBeInTheDocument();
    expect(within(card).queryByText('Key Game Notes')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Detailed Analysis' }));
    expect(within(card).getByText('Posted line (most common)')).toBeInTheDocument();
    expect(within(card).getByText('Buffalo Bills −3.5 · total 48')).toBeInTheDocument();
    expect(within(card).getByText('Source: DraftKings')).toBeInTheDocument();
    expect(within(card).getByText('Fair line (market, no-vig)')).toBeInTheDocument();
    expect(within(card).getByText('BetLens ratings')).toBeInTheDocument();
    expect(within(card).getByText('Buffalo Bills -3.5 at DraftKings')).toBeInTheDocument();
    expect(
      within(card).getByText('The model makes Buffalo two points better than the market.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Key Game Notes')).toBeInTheDocument();
    expect(within(card).getByText('Starting QB questionable.')).toBeInTheDocument();
    // Opening the details is a pick view (once per card, however often it is toggled).
    await user.click(within(card).getByRole('button', { name: 'Detailed Analysis' }));
    await user.click(within(card).getByRole('button', { name: 'Detailed Analysis' }));
    const views = calls
      .to('POST /api/events')
      .map((r) => r.body)
      .filter((body) => (body as { name: string }).name === 'pick_viewed');
    expect(views).toEqual([{ name: 'pick_viewed', properties: { league: 'nfl' }, path: '/', source: 'web' }]);
  });

  it('shows the empty text and no props section when there is nothing', async () => {
    api(slate([]));
    renderApp({ path: '/football-bets' });
    expect(
      await screen.findByText('No approved games found for the selected sport filter.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'NFL Player Props' })).not.toBeInTheDocument();
  });

  it('shows the sign-in prompt on 401, whose button opens the licence dialog', async () => {
    api({ status: 401, body: { message: 'Sign in', code: 'UNAUTHORIZED' } });
    const user = userEvent.setup();
    renderApp({ path: '/football-bets' });
    await user.click(await screen.findByRole('button', { name: 'Sign In to View Football Bets' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows a visitor the sign-in prompt and no player props, and asks for none (issue 22: props are licensed)', async () => {
    const calls = api(
      { status: 401, body: { message: 'Sign in', code: 'UNAUTHENTICATED' } },
      { body: { data: [aProp()] } },
      false,
    );
    renderApp({ path: '/football-bets' });
    expect(await screen.findByRole('button', { name: 'Sign In to View Football Bets' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'NFL Player Props' })).not.toBeInTheDocument();
    expect(calls.to(PROPS)).toHaveLength(0);
  });

  it('asks for no NFL props with a college-only licence', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const calls = mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      'POST /api/auth/verify-license': {
        body: { valid: true, license: licenseView(60, 'cfb'), message: 'ok' },
      },
      [BETS]: slate(),
      [PROPS]: { body: { data: [aProp()] } },
    });
    renderApp({ path: '/football-bets' });
    await screen.findByRole('heading', { name: 'Approved Picks (1)' });
    expect(screen.queryByRole('region', { name: 'NFL Player Props' })).not.toBeInTheDocument();
    expect(calls.to(PROPS)).toHaveLength(0);
  });

  it('shows the error with Try Again on other failures', async () => {
    // No stored key: a startup login would change the query key and hide the first answer.
    api([{ status: 500, text: 'boom' }, slate()], undefined, false);
    const user = userEvent.setup();
    renderApp({ path: '/football-bets' });
    expect(await screen.findByText('Failed to fetch football bets')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Approved Picks (1)' })).toBeInTheDocument();
  });

  it('sends the chosen sport', async () => {
    const calls = api(slate());
    const user = userEvent.setup();
    renderApp({ path: '/football-bets' });
    await screen.findByRole('heading', { name: 'Approved Picks (1)' });
    await user.click(screen.getByRole('button', { name: 'College Football' }));
    await waitFor(() => expect(calls.to(BETS).at(-1)!.params.get('sport')).toBe('college'));
  });

  it("lists 'NFL Player Props' with 'n player picks' in both card layouts", async () => {
    api(slate(), {
      body: {
        data: [
          aProp({ notes: 'Patrick Mahomes over 274.5 passing yards' }),
          aProp({
            id: 'p2',
            fullText: 'Travis Kelce anytime touchdown',
            player: 'Travis Kelce',
            propType: null,
            team: 'KC',
            line: null,
            propInsight: 'Red-zone target leader.',
          }),
        ],
      },
    });
    renderApp({ path: '/football-bets' });
    const section = await screen.findByRole('region', { name: 'NFL Player Props' });
    expect(within(section).getByText('2 player picks')).toBeInTheDocument();
    const full = within(section).getByRole('article', { name: 'Patrick Mahomes' });
    expect(within(full).getByText('KC · QB')).toBeInTheDocument();
    expect(within(full).getByText('Market').nextElementSibling).toHaveTextContent('Passing Yards');
    expect(within(full).getByText('Over/Under').nextElementSibling).toHaveTextContent('Over / Under');
    expect(within(full).getByText('Line').nextElementSibling).toHaveTextContent('274.5');
    // Notes identical to the full text are hidden.
    expect(within(full).queryByText('Patrick Mahomes over 274.5 passing yards')).not.toBeInTheDocument();
    expect(within(full).getByText('Volume favours the over.')).toBeInTheDocument();

    const text = within(section).getByRole('article', { name: 'Travis Kelce anytime touchdown' });
    expect(within(text).getByText('Player').nextElementSibling).toHaveTextContent('Travis Kelce');
    expect(within(text).getByText('KC · QB')).toBeInTheDocument();
    expect(within(text).queryByText('Line')).not.toBeInTheDocument();
    expect(within(text).getByText('Red-zone target leader.')).toBeInTheDocument();
  });

  it('fetches again after a login from the sign-in prompt', async () => {
    const calls = api(
      [{ status: 401, body: { message: 'Sign in', code: 'UNAUTHORIZED' } }, slate()],
      undefined,
      false,
    );
    const user = userEvent.setup();
    const { location } = renderApp({ path: '/football-bets' });
    await user.click(await screen.findByRole('button', { name: 'Sign In to View Football Bets' }));
    await user.type(screen.getByLabelText('License Key'), VALID_KEY);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Approved Picks (1)' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/football-bets');
    expect(calls.to(BETS).every((request) => request.headers['x-license-key'] === undefined)).toBe(true);
  });
});
