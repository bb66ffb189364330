import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { picksWindow } from '@shared/calendar/picks-window';
import { renderApp } from '../../test/render';
import { deferred } from '../../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { resetToasts } from '../../lib/use-toast';
import { mockApi, type ApiReply } from './test/mock-api';
import { expectListWaitsForStartupCheck } from './test/stored-key-startup';
import { aBook, aGame, aMarketLine } from './test/picks-fixtures';

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

describe('/weekly-best-bets: how these picks are made', () => {
  it('says what BetLens uses (no FPI), each method one tap away', async () => {
    withKey(slate());
    renderApp({ path: '/weekly-best-bets' });
    const note = within(await screen.findByRole('region', { name: 'How these picks are made' }));
    expect(note.queryByText(/FPI/)).not.toBeInTheDocument();
    expect(note.getByRole('link', { name: "Fair line: the market's no-vig consensus" })).toHaveAttribute(
      'href',
      '/betting-101#fair-lines',
    );
    expect(note.getByRole('link', { name: "Edge: a book's price against the fair price" })).toHaveAttribute(
      'href',
      '/betting-101#model-edge',
    );
    expect(
      note.getByRole('link', { name: 'BetLens ratings from real results, shown as a lean' }),
    ).toHaveAttribute('href', '/methodology#two-lines');
  });
});

describe('/weekly-best-bets with a key', () => {
  it('waits for the startup check of the stored key (it sets the device cookie) before asking for the list', () =>
    expectListWaitsForStartupCheck({
      path: '/weekly-best-bets',
      list: GAMES,
      reply: slate(),
      loadingText: 'Loading best betting opportunities...',
      firstHeading: 'Kansas City Chiefs @ Buffalo Bills',
    }));

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
    expect(screen.getByRole('button', { name: 'All Sports' })).toHaveAttribute('aria-pressed', 'true');
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

  it('says the plan lacks NFL, with an upgrade link, when the NFL filter is refused (issue 22)', async () => {
    withKey([
      slate(),
      { status: 403, body: { message: 'Your cfb plan does not include NFL', code: 'PLAN_FORBIDDEN' } },
    ]);
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    await screen.findByText('Quality Opportunities');
    await user.click(screen.getByRole('button', { name: 'NFL' }));
    expect(await screen.findByText('Your plan does not include NFL picks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/purchase');
    expect(screen.queryByText(/Failed to load/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('sends the chosen sport', async () => {
    const api = withKey(slate());
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    await screen.findByText('Quality Opportunities');
    await user.click(screen.getByRole('button', { name: 'NFL' }));
    expect(screen.getByRole('button', { name: 'NFL' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.to(GAMES).at(-1)!.params.get('sport')).toBe('nfl'));
  });
});

describe('best-bets game card', () => {
  it('leads with the one line a bettor can act on, then ONE tier badge', async () => {
    withKey(slate());
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    const lead = card.querySelector('[data-pick-line]');
    expect(lead).toHaveAttribute(
      'data-pick-line',
      'Spread: Buffalo Bills −3.5 −110 · DraftKings · fair −3.2 · +5.2% · 2u',
    );
    expect(lead).toHaveTextContent('Buffalo Bills −3.5 −110·DraftKings·fair −3.2·+5.2%·2u');
    expect(within(card).getByText('+5.2%')).toHaveClass('text-emerald-300');
    expect(card.querySelectorAll('[data-tier-badge]')).toHaveLength(1);
    expect(within(card).getByText('STRONG BUY').querySelector('.animate-ping')).not.toBeNull();
    expect(within(card).queryByText('STRONG BET')).not.toBeInTheDocument();
    expect(within(card).queryByText('HIGH CONFIDENCE')).not.toBeInTheDocument();
  });

  it('names each number in the details, with the method one tap away', async () => {
    withKey(slate());
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article');
    expect(within(card).queryByText('Fair line (market, no-vig)')).not.toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Details');
    expect(within(card).getByText('Fair line (market, no-vig)')).toBeInTheDocument();
    expect(within(card).getByText('Buffalo Bills −3.2 · total 47.5')).toBeInTheDocument();
    expect(within(card).getByText('BetLens ratings')).toBeInTheDocument();
    expect(within(card).getByText('Buffalo Bills −5.5 · total 46')).toBeInTheDocument();
    expect(within(card).getByText('No-vig consensus of 4 books, Shin method')).not.toBeVisible();
    await user.click(within(card).getAllByText('How it is made')[1]!);
    expect(within(card).getByText('No-vig consensus of 4 books, Shin method')).toBeVisible();
    // The lean, beside the edge, with whose record it is and the record for its size.
    const lean = within(card).getByTestId('ratings-lean');
    expect(lean).toHaveTextContent('BetLens ratings lean Bills by 2.3 (an opinion, not an edge)');
    expect(lean).toHaveTextContent(
      /BetLens ratings' record when they differ from the close by 1\.5–3 points \(NFL 2015–2024\): \d+\.\d% ± \d\.\d ATS, n = \d+; −110 breaks even at 52\.4%/,
    );
    expect(within(card).getByText('Priced against the fair line (market, no-vig)')).toBeInTheDocument();
    expect(within(card).getByText('Model notes')).toBeInTheDocument();
    await user.click(toggle);
    expect(within(card).queryByText('BetLens ratings')).not.toBeInTheDocument();
  });

  it('says when the ratings are out of date, with no lean; and states the rule with its counts', async () => {
    withKey({
      body: {
        games: [aGame({ ratingsAsOf: '2025-02-09T23:30:00Z', ratingsOutOfDate: true, ratingsLean: null })],
        totalGames: 1,
        dateRange: { startDate: '2026-11-22', endDate: '2026-11-30' },
        rule: { analysed: 75, qualifying: 2 },
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article');
    expect(screen.getByTestId('rule-count')).toHaveTextContent(
      '2 of 75 games analysed have a price 3% or more better than the fair line.',
    );
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    expect(within(card).getByTestId('ratings-freshness')).toHaveTextContent(
      'BetLens ratings out of date since Feb 9, 2025: no ratings lean',
    );
    expect(within(card).queryByTestId('ratings-lean')).not.toBeInTheDocument();
  });

  it('shows an off-market lead price with its label, no tier badge and no units', async () => {
    withKey(
      slate([
        aGame({
          maxEdge: 48.8,
          flags: { stalePrices: false, verifyEdge: true, offMarket: true },
          bestSportsbooks: [aBook({ key: 'bovada', name: 'Bovada', offMarket: true, edge: 48.8 })],
        }),
      ]),
    );
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article');
    expect(card.querySelector('[data-pick-line]')).toHaveAttribute(
      'data-pick-line',
      'Spread: Buffalo Bills −3.5 −110 · Bovada · fair −3.2 · Off-market price: verify before betting',
    );
    expect(card.querySelectorAll('[data-tier-badge]')).toHaveLength(0);
    expect(within(card).queryByText('2u')).not.toBeInTheDocument();
    expect(within(card).queryByText('+48.8%')).not.toBeInTheDocument();
  });

  it('lists every book with its edge coloured by sign, labels stale, off-market and demo books', async () => {
    withKey(
      slate([
        aGame({
          recommendationTier: 'BUY',
          flags: { stalePrices: true, verifyEdge: false, offMarket: true },
          bestSportsbooks: [
            aBook({ fairPrice: -125 }),
            aBook({ key: 'caesars', name: 'Caesars', edge: -1.26, insight: 'Half a point worse.' }),
            aBook({ key: 'fanduel', name: 'FanDuel', simulated: true, stale: true, edge: 3.1 }),
            aBook({ key: 'bovada', name: 'Bovada', offMarket: true, edge: 30 }),
          ],
        }),
      ]),
    );
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('BUY').querySelector('.animate-ping')).toBeNull();
    const warnings = within(card).getByRole('list', { name: 'Warnings' });
    expect(within(warnings).getByText('Stale prices')).toBeInTheDocument();
    expect(within(warnings).getByText('Off-market price: verify before betting')).toBeInTheDocument();
    expect(within(warnings).getByText('Bovada')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const list = within(card).getByRole('list', { name: 'All sportsbooks: spread' });
    expect(within(list).getByText('+5.2% edge')).toHaveClass('text-emerald-300');
    expect(within(list).getByText('−1.3% edge')).toHaveClass('text-red-300');
    expect(within(list).getByText(/fair price −125/)).toBeInTheDocument();
    expect(within(list).getByText('Half a point worse.')).toBeInTheDocument();
    expect(within(list).getByText('FanDuel (demo)')).toBeInTheDocument();
    expect(within(list).getByText('Stale price')).toBeInTheDocument();
    expect(within(list).getByText('Off-market price: verify before betting')).toBeInTheDocument();
  });

  it('lists the totals and moneylines of every book too, each market under its name', async () => {
    const total = (key: string, name: string, line: number, edge: number) =>
      aMarketLine({ market: 'total', side: 'under', team: null, line, key, name, edge, fairPrice: -120 });
    withKey(
      slate([
        aGame({
          bestSportsbooks: [aBook()],
          marketLines: [
            total('draftkings', 'DraftKings', 47.5, 3.4),
            total('caesars', 'Caesars', 46.5, -0.8),
            aMarketLine({
              market: 'moneyline',
              side: 'away',
              team: 'Kansas City Chiefs',
              line: null,
              price: 150,
            }),
          ],
        }),
      ]),
    );
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const spreads = within(card).getByRole('list', { name: 'All sportsbooks: spread' });
    expect(within(spreads).getByText(/^Buffalo Bills −3\.5 −110/)).toBeInTheDocument();
    const totals = within(card).getByRole('list', { name: 'All sportsbooks: total' });
    expect(within(totals).getAllByRole('listitem')).toHaveLength(2);
    expect(within(totals).getByText(/^Under 47\.5 −110/)).toHaveTextContent('fair price −120');
    expect(within(totals).getByText('+3.4% edge')).toHaveClass('text-emerald-300');
    expect(within(totals).getByText('−0.8% edge')).toHaveClass('text-red-300');
    const moneylines = within(card).getByRole('list', { name: 'All sportsbooks: moneyline' });
    expect(within(moneylines).getByText(/^Kansas City Chiefs \+150/)).toBeInTheDocument();
  });
});

describe('/weekly-best-bets: how current the odds are', () => {
  const SERVER_NOW = '2025-09-01T12:40:00.000Z';
  const live = (league: 'nfl' | 'cfb') => ({
    league,
    state: 'live' as const,
    message: null,
    updatedAt: '2025-09-01T12:39:30.000Z',
    nextUpdateAt: '2025-09-01T12:49:30.000Z',
    intervalSeconds: 600,
    band: 'day' as const,
  });
  const paused = {
    ...live('nfl'),
    state: 'paused' as const,
    message: 'odds paused: monthly credits spent',
    nextUpdateAt: null,
    intervalSeconds: null,
    band: null,
  };

  function withStatus(leagues: unknown[], subscriptionType = 'all-access') {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    return mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [VERIFY]: { body: { valid: true, license: licenseView(60, subscriptionType), message: 'ok' } },
      [GAMES]: slate(),
      'GET /api/odds-status': {
        body: { source: 'the-odds-api', now: SERVER_NOW, staleAfterMinutes: 90, leagues },
      },
    });
  }

  it('shows one line per league the sport filter shows, the pause as a warning, and the ages by the server clock', async () => {
    withStatus([paused, live('cfb')]);
    const user = userEvent.setup();
    renderApp({ path: '/weekly-best-bets' });
    const pause = await screen.findByText('NFL: odds paused: monthly credits spent');
    expect(pause.closest('[role="status"]')).not.toBeNull();
    expect(
      screen.getByText('College: odds updated 08:39:30 ET · next update about 08:49'),
    ).toBeInTheDocument();
    // aGame's prices were fetched at 12:00 UTC: 40 minutes before the server's clock.
    const card = await screen.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    expect(await within(card).findByText('40 min ago')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'College Football' }));
    expect(screen.queryByText('NFL: odds paused: monthly credits spent')).not.toBeInTheDocument();
    expect(screen.getByTestId('odds-updated')).toHaveTextContent(/^College: odds updated/);
  });

  it("shows only the plan's leagues under 'All Sports'", async () => {
    withStatus([live('nfl'), live('cfb')], 'cfb');
    renderApp({ path: '/weekly-best-bets' });
    expect(await screen.findByTestId('odds-updated')).toHaveTextContent(/^College: odds updated 08:39:30 ET/);
    expect(screen.getByTestId('odds-updated')).not.toHaveTextContent('NFL');
  });
});
