import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BestPriceView, SlateGame, SlateResponse } from '@shared/api/slate';
import type { LeagueOddsStatus, OddsStatus } from '@shared/api/odds-status';
import { renderApp } from '../../test/render';
import { deferred } from '../../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { mockApi, type ApiReply, type ApiRequest } from '../picks/test/mock-api';

afterEach(() => window.localStorage.clear());

const price = (p: Partial<BestPriceView> & Pick<BestPriceView, 'market' | 'side'>): BestPriceView => ({
  bookKey: 'draftkings',
  fetchedAt: '2026-11-22T14:55:00.000Z',
  book: 'DraftKings',
  line: null,
  price: -110,
  fairPrice: -105,
  edge: -2.3,
  ...p,
});

function aGame(
  g: Partial<SlateGame> & Pick<SlateGame, 'id' | 'awayTeam' | 'homeTeam' | 'commenceTime'>,
): SlateGame {
  return {
    sport: 'NFL',
    league: 'nfl',
    awayTeamId: 'away',
    homeTeamId: 'home',
    isNeutralSite: false,
    fairLine: null,
    ratingsSpread: null,
    ratingsTotal: null,
    ratingsLean: null,
    ratingsAsOf: '2026-11-23T18:00:00Z',
    ratingsOutOfDate: false,
    curationStatus: 'pending',
    result: null,
    replayOf: null,
    bestPrices: [],
    ...g,
  };
}

const SLATE: SlateResponse = {
  games: [
    aGame({
      id: '11111111-1111-4111-8111-111111111111',
      awayTeam: 'Kansas City Chiefs',
      homeTeam: 'Dallas Cowboys',
      commenceTime: '2026-11-26T21:30:00Z',
      fairLine: {
        spread: 3.4,
        total: 44.6,
        homeWinProbability: 0.4,
        method: 'shin',
        books: 3,
        sharpBooks: [],
        excludedBooks: [],
      },
      ratingsLean: { side: 'home', team: 'Dallas Cowboys', shortName: 'Cowboys', points: 2.1, record: null },
      bestPrices: [
        price({
          market: 'spread',
          side: 'away',
          line: -3,
          price: -105,
          fairPrice: -118,
          edge: 1.4,
          book: 'FanDuel',
          bookKey: 'fanduel',
        }),
        price({ market: 'total', side: 'over', line: 44.5, edge: -4.3 }),
        price({ market: 'moneyline', side: 'home', price: 160, fairPrice: 150, edge: 4 }),
      ],
    }),
    aGame({
      id: '22222222-2222-4222-8222-222222222222',
      sport: 'CFB',
      league: 'cfb',
      awayTeam: 'Ohio State',
      homeTeam: 'Michigan',
      commenceTime: '2026-11-28T17:00:00Z',
      ratingsOutOfDate: true,
      bestPrices: [price({ market: 'spread', side: 'home', line: 7.5, edge: 0.6 })],
    }),
  ],
  totalGames: 2,
  books: [
    { key: 'draftkings', name: 'DraftKings' },
    { key: 'fanduel', name: 'FanDuel' },
  ],
  dateRange: { startDate: '2026-11-22', endDate: '2026-11-30' },
};

/** The server's clock ten minutes after the slate's prices were fetched (2026-11-22T14:55Z). */
const SERVER_NOW = '2026-11-22T15:05:00.000Z';

const leagueStatus = (l: Partial<LeagueOddsStatus> & Pick<LeagueOddsStatus, 'league'>): LeagueOddsStatus => ({
  state: 'live',
  message: null,
  updatedAt: '2026-11-22T19:05:12.000Z',
  nextUpdateAt: '2026-11-22T19:07:12.000Z',
  intervalSeconds: 120,
  band: 'kickoff',
  ...l,
});

const ODDS_STATUS: OddsStatus = {
  source: 'the-odds-api',
  now: SERVER_NOW,
  staleAfterMinutes: 90,
  leagues: [leagueStatus({ league: 'nfl' }), leagueStatus({ league: 'cfb' })],
};

function signedIn(
  slate: ApiReply | ((r: ApiRequest) => ApiReply) = { body: SLATE },
  oddsStatus: OddsStatus = ODDS_STATUS,
) {
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  return mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    'POST /api/auth/verify-license': { body: { valid: true, license: licenseView(60), message: 'ok' } },
    'GET /api/games': slate,
    'GET /api/odds-status': { body: oddsStatus },
  });
}

const cards = () => screen.getAllByRole('article');
const titles = () => cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent);

describe('/games', () => {
  it('shows the licence gate to a visitor and asks for nothing', async () => {
    const api = mockApi({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/games' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see every game' })).toBeInTheDocument();
    expect(api.to('GET /api/games')).toHaveLength(0);
  });

  it('lists every game with each number named: market fair line, ratings lean, book price, fair price, edge', async () => {
    signedIn();
    renderApp({ path: '/games' });
    expect(await screen.findByText('Showing 2 of 2 games analysed.')).toBeInTheDocument();
    expect(titles()).toEqual(['Kansas City Chiefs @ Dallas Cowboys', 'Ohio State @ Michigan']);
    const chiefs = cards()[0]!;
    expect(within(chiefs).getByText('Fair line (market, no-vig):').nextElementSibling).toHaveTextContent(
      'Kansas City Chiefs −3.4 · total 44.6 · Kansas City Chiefs win 60%',
    );
    expect(within(chiefs).getByText(/BetLens ratings lean Cowboys by 2\.1/)).toBeInTheDocument();
    expect(within(chiefs).getByText('BetLens ratings as of Nov 23, 2026')).toBeInTheDocument();
    const rows = within(chiefs).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Kansas City Chiefs −3');
    expect(rows[0]).toHaveTextContent('Book price −105 at FanDuel');
    expect(rows[0]).toHaveTextContent('Market fair price −118 · Edge vs fair price +1.4%');
    expect(rows[2]).toHaveTextContent('Dallas Cowboys ML');
    expect(within(chiefs).getByRole('link', { name: /Odds screen: every book/ })).toHaveAttribute(
      'href',
      '/games/11111111-1111-4111-8111-111111111111/odds',
    );
    expect(within(cards()[1]!).getByText('none (ratings out of date)')).toBeInTheDocument();
  });

  it('sorts by edge and filters by league, market and minimum edge', async () => {
    const user = userEvent.setup();
    signedIn();
    renderApp({ path: '/games' });
    await screen.findByText('Showing 2 of 2 games analysed.');
    await user.click(screen.getByRole('button', { name: 'Spread' }));
    // Spread only: the Chiefs' best spread edge is +1.4%, Michigan's +0.6%.
    expect(within(cards()[0]!).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Best edge' }));
    expect(titles()).toEqual(['Kansas City Chiefs @ Dallas Cowboys', 'Ohio State @ Michigan']);
    await user.selectOptions(screen.getByLabelText('Minimum edge'), '1');
    expect(titles()).toEqual(['Kansas City Chiefs @ Dallas Cowboys']);
    await user.click(screen.getByRole('button', { name: 'Total' }));
    expect(screen.getByText('No games match these filters')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Minimum edge'), '');
    await user.click(screen.getByRole('button', { name: 'All markets' }));
    await user.click(screen.getByRole('button', { name: 'College' }));
    expect(titles()).toEqual(['Ohio State @ Michigan']);
  });

  it('says the best prices are at your books only once the slate for those books has arrived', async () => {
    window.localStorage.setItem(
      'betlens_my_books',
      JSON.stringify({ books: ['draftkings', 'fanduel'], onlyMine: false }),
    );
    const booksSlate = deferred();
    const user = userEvent.setup();
    signedIn((request) =>
      request.params.has('books') ? { body: SLATE, wait: booksSlate.promise } : { body: SLATE },
    );
    renderApp({ path: '/games' });
    await screen.findByText('Showing 2 of 2 games analysed.');
    await user.click(screen.getByRole('switch', { name: 'Only my books' }));
    // The previous slate stays on screen while the one at the chosen books loads: it says so.
    expect(
      await screen.findByText(/the best prices for your new choice of books are loading/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/best prices at your books only/)).not.toBeInTheDocument();
    booksSlate.resolve();
    expect(await screen.findByText(/best prices at your books only/)).toBeInTheDocument();
  });

  it("asks for the best prices at the user's books when the odds screen's setting says only mine", async () => {
    window.localStorage.setItem(
      'betlens_my_books',
      JSON.stringify({ books: ['draftkings', 'fanduel'], onlyMine: true }),
    );
    const user = userEvent.setup();
    const api = signedIn();
    renderApp({ path: '/games' });
    await screen.findByText(/best prices at your books only/);
    expect(api.to('GET /api/games')[0]!.params.get('books')).toBe('draftkings,fanduel');
    await user.click(screen.getByRole('switch', { name: 'Only my books' }));
    await waitFor(() => expect(api.to('GET /api/games').some((r) => !r.params.has('books'))).toBe(true));
    expect(JSON.parse(window.localStorage.getItem('betlens_my_books')!)).toEqual({
      books: ['draftkings', 'fanduel'],
      onlyMine: false,
    });
  });

  it('chooses my books on the page itself, the same setting the odds screen keeps', async () => {
    const user = userEvent.setup();
    const api = signedIn();
    renderApp({ path: '/games' });
    await screen.findByText('Showing 2 of 2 games analysed.');
    const books = screen.getByRole('group', { name: 'My books' });
    expect(within(books).getByRole('switch', { name: 'Only my books' })).toBeDisabled();
    await user.click(within(books).getByRole('button', { name: 'FanDuel' }));
    expect(within(books).getByRole('button', { name: 'FanDuel' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(books).getByRole('switch', { name: 'Only my books' }));
    await waitFor(() => expect(api.to('GET /api/games').at(-1)!.params.get('books')).toBe('fanduel'));
    // The list of books stays while the slate at my books loads.
    expect(within(books).getByRole('button', { name: 'DraftKings' })).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('betlens_my_books')!)).toEqual({
      books: ['fanduel'],
      onlyMine: true,
    });
  });

  it("shows each best price's age, counted from the server's clock", async () => {
    // The browser's clock is nowhere near the server's: an age counted from it would not read 10 min.
    signedIn();
    renderApp({ path: '/games' });
    await screen.findByText('Showing 2 of 2 games analysed.');
    const rows = within(cards()[0]!).getAllByRole('listitem');
    await waitFor(() => expect(rows[0]).toHaveTextContent('Book price −105 at FanDuel · 10 min ago'));
    expect(rows[1]).toHaveTextContent('Book price −110 at DraftKings · 10 min ago');
  });

  it('says when each league shown was updated and when it updates next, per the league filter', async () => {
    const user = userEvent.setup();
    signedIn();
    renderApp({ path: '/games' });
    const lines = await screen.findByTestId('odds-updated');
    expect(
      within(lines)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'NFL: odds updated 14:05:12 ET · next update about 14:07',
      'College: odds updated 14:05:12 ET · next update about 14:07',
    ]);
    await user.click(screen.getByRole('button', { name: 'NFL' }));
    expect(screen.getByTestId('odds-updated')).toHaveTextContent(/^NFL: odds updated 14:05:12 ET/);
    expect(screen.getByTestId('odds-updated')).not.toHaveTextContent('College');
  });

  it("warns 'odds paused: monthly credits spent' for a league whose polling is paused", async () => {
    signedIn(
      { body: SLATE },
      {
        ...ODDS_STATUS,
        leagues: [
          leagueStatus({
            league: 'nfl',
            state: 'paused',
            message: 'odds paused: monthly credits spent',
            nextUpdateAt: null,
            intervalSeconds: null,
            band: null,
          }),
          leagueStatus({ league: 'cfb' }),
        ],
      },
    );
    renderApp({ path: '/games' });
    const paused = await screen.findByText('NFL: odds paused: monthly credits spent');
    expect(paused.closest('[role="status"]')).toHaveAttribute('data-odds-state', 'paused');
    expect(screen.getByText(/^College: odds updated 14:05:12 ET/).closest('[role="status"]')).toBeNull();
  });

  it('says when the request fails and retries', async () => {
    signedIn({ status: 500, body: { error: 'boom', code: 'INTERNAL' } });
    renderApp({ path: '/games' });
    expect(await screen.findByText('Failed to load the games')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
