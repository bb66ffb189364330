import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../lib/use-toast';
import { renderApp } from '../../test/render';
import { deferred, mockFetch, type MockReply, type RecordedRequest } from '../../test/mock-fetch';
import { ADMIN_KEY, aStatus, anAdminGame, gamesResponse, listKey } from './test-fixtures';
import { aBook } from '@shared/curation/game-fixture';
import { stubIntersectionObserver } from '../../test/stub-intersection-observer';

const VERIFY = 'POST /api/admin/verify';
const JOB_ID = '11111111-1111-4111-8111-111111111111';
const STATUS = `GET /api/admin/refresh-status/${JOB_ID}`;
const VERIFIED = { body: { valid: true, label: 'ops desk', message: 'Admin access granted' } };

beforeEach(() => {
  window.sessionStorage.clear();
  // Every card on screen, as on a tall monitor (the lazy pricing has its own test below).
  stubIntersectionObserver('all');
});

afterEach(() => {
  resetToasts();
  window.sessionStorage.clear();
});

type Routes = Record<string, MockReply | MockReply[] | ((r: RecordedRequest) => MockReply)>;

/** Opens /admin with a stored key that verifies, and waits for the dashboard. */
async function openDashboard(routes: Routes = {}, games = [anAdminGame()]) {
  window.localStorage.setItem('betlens_admin_key', ADMIN_KEY);
  const api = mockFetch({
    [VERIFY]: VERIFIED,
    [listKey()]: { body: gamesResponse(games) },
    ...(routes as Record<string, MockReply | MockReply[]>),
  });
  const rendered = renderApp({ path: '/admin' });
  await screen.findByRole('heading', { level: 1, name: 'Admin Games Dashboard' });
  return { api, ...rendered };
}

const FUTURE = '2099-01-18T23:30:00.000Z';

/** A preview as the server words it; the injury adjustment moves the line, so typing changes it. */
function previewFor(gameId: string, injury: number) {
  const line = -3.5 + injury;
  return {
    gameId,
    market: 'spread' as const,
    side: 'home' as const,
    team: 'Buffalo Bills',
    line,
    price: -110,
    bookKey: 'draftkings',
    book: 'DraftKings',
    edge: 5.2,
    units: 2,
    betString: `Buffalo Bills ${line} (-110)`,
    offMarket: false,
    noStake: null,
    text: `Will publish: Buffalo Bills \u2212${Math.abs(line)} \u2212110 at DraftKings, 5.2%, 2u`,
  };
}

function gamesHeading(count: number) {
  return screen.findByRole('heading', { name: `High-Value Games (${count})` });
}

function card(matchup: string) {
  return screen.getByRole('article', { name: matchup });
}

describe('admin authentication', () => {
  it("shows 'Checking admin authentication...' while a stored key is verified, then the dashboard", async () => {
    window.localStorage.setItem('betlens_admin_key', ADMIN_KEY);
    const gate = deferred();
    const api = mockFetch({
      [VERIFY]: { ...VERIFIED, wait: gate.promise },
      [listKey()]: { body: gamesResponse([]) },
    });
    renderApp({ path: '/admin' });
    expect(await screen.findByText('Checking admin authentication...')).toBeInTheDocument();
    gate.resolve();
    expect(await screen.findByRole('heading', { name: 'Admin Games Dashboard' })).toBeInTheDocument();
    expect(api.to(VERIFY)[0]!.headers['x-license-key']).toBe(ADMIN_KEY);
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: ADMIN_KEY });
  });

  it('shows the form without any request when no key is stored (no default key)', async () => {
    const api = mockFetch({});
    renderApp({ path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(api.to(VERIFY)).toHaveLength(0);
    expect(window.localStorage.getItem('betlens_admin_key')).toBeNull();
  });

  it("a blank key reads 'Please enter an admin license key' and sends nothing", async () => {
    const api = mockFetch({});
    renderApp({ path: '/admin' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Access Admin Dashboard' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an admin license key');
    expect(api.to(VERIFY)).toHaveLength(0);
  });

  it('a stored key the server refuses is cleared and the form shows', async () => {
    window.localStorage.setItem('betlens_admin_key', ADMIN_KEY);
    mockFetch({
      [VERIFY]: { status: 401, body: { message: 'Invalid admin key', code: 'ADMIN_KEY_INVALID' } },
    });
    renderApp({ path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(window.localStorage.getItem('betlens_admin_key')).toBeNull();
  });

  it('a stored key whose check cannot reach the server is kept, and the form says why', async () => {
    window.localStorage.setItem('betlens_admin_key', ADMIN_KEY);
    mockFetch({ [VERIFY]: { status: 503, text: 'Service Unavailable' } });
    renderApp({ path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to check the admin key right now. Please try again.',
    );
    expect(window.localStorage.getItem('betlens_admin_key')).toBe(ADMIN_KEY);
  });

  it('masks the admin key as it is typed, with a control that shows and hides it', async () => {
    mockFetch({});
    renderApp({ path: '/admin' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Admin license key');
    expect(field).toHaveAttribute('type', 'password');
    await user.type(field, 'ABCD');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveValue('ABCD');
    await user.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it("a typed key the server refuses shows 'Invalid admin license key' inline and is not kept", async () => {
    mockFetch({
      [VERIFY]: { status: 401, body: { message: 'Invalid admin key', code: 'ADMIN_KEY_INVALID' } },
    });
    renderApp({ path: '/admin' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Admin license key'), 'WRONG-KEY{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin license key');
    expect(window.localStorage.getItem('betlens_admin_key')).toBeNull();
  });

  it("Enter submits; 'Verifying...' while waiting; success stores the key and toasts 'Admin Access Granted'", async () => {
    const gate = deferred();
    const api = mockFetch({
      [VERIFY]: { ...VERIFIED, wait: gate.promise },
      [listKey()]: { body: gamesResponse([]) },
    });
    renderApp({ path: '/admin' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Admin license key'), `  ${ADMIN_KEY} {Enter}`);
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByRole('heading', { name: 'Admin Games Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Admin Access Granted')).toBeInTheDocument();
    expect(window.localStorage.getItem('betlens_admin_key')).toBe(ADMIN_KEY);
    expect(api.to(VERIFY)[0]!.body).toEqual({ licenseKey: ADMIN_KEY });
  });

  it("Clear License removes the key, clears every cached query and toasts 'License Cleared'", async () => {
    const { queryClient } = await openDashboard();
    await gamesHeading(1);
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear License' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(await screen.findByText('License Cleared')).toBeInTheDocument();
    expect(window.localStorage.getItem('betlens_admin_key')).toBeNull();
    // Only queries started after the clear (none from the dashboard) may remain.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['/api/admin/games'] })).toHaveLength(0);
  });
});

describe('games list', () => {
  it('requests today → today + 8 for all sports with the admin key header', async () => {
    const { api } = await openDashboard();
    await gamesHeading(1);
    const request = api.to(listKey())[0]!;
    expect(request.headers['x-license-key']).toBe(ADMIN_KEY);
    expect(request.path).toMatch(
      /sport=all&startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}&forceRefresh=false$/,
    );
  });

  it('shows the exact empty message', async () => {
    await openDashboard({}, []);
    await gamesHeading(0);
    expect(
      screen.getByText('No games found in the selected date range and sport filter.'),
    ).toBeInTheDocument();
  });

  it('groups games into CFB and NFL and renders the card per spec', async () => {
    const pickEm = anAdminGame({
      sport: 'CFB',
      league: 'cfb',
      awayTeam: 'Texas',
      homeTeam: 'Michigan',
      vegasSpread: 0,
      totalProjections: {
        modelTotal: null,
        awayExpectedScore: null,
        homeExpectedScore: null,
        marketTotal: null,
        advancedStats: {
          season: 2025,
          source: 'cfbd',
          awayTeamOffense: { passingYardsPerGame: 251.34, turnoverPercentage: 10 },
          awayTeamDefense: {},
          homeTeamOffense: {},
          homeTeamDefense: {},
        },
      },
    });
    await openDashboard({}, [anAdminGame(), pickEm]);
    await gamesHeading(2);
    expect(screen.getByRole('heading', { name: 'College Football (CFB) (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'NFL (1)' })).toBeInTheDocument();

    const nfl = card('Kansas City Chiefs @ Buffalo Bills');
    expect(within(nfl).getByText('Kansas City Chiefs +3.5')).toBeInTheDocument();
    expect(within(nfl).getByText('Buffalo Bills -3.5')).toBeInTheDocument();
    expect(within(nfl).getByText('Source: DraftKings')).toBeInTheDocument();
    // Beside the books' line, each of ours named for what it is (no 'Model Spread').
    const line = (label: string) => within(nfl).getByText(label).nextElementSibling;
    expect(line('Fair line (market, no-vig)')).toHaveTextContent('Buffalo Bills −3.2 · total 47.5');
    expect(within(nfl).getByText('No-vig consensus of 4 books, Shin method')).toBeInTheDocument();
    expect(line('BetLens ratings')).toHaveTextContent('Buffalo Bills −5.5 · total 46');
    expect(within(nfl).queryByText('Model Spread')).toBeNull();
    // Max Edge and Best Book are the line that will publish, its edge signed.
    expect(line('Max Edge')).toHaveTextContent('+6.3%');
    expect(within(nfl).getByText('Spread: Buffalo Bills \u22123.5 \u2212110')).toBeInTheDocument();
    expect(within(nfl).getByText('STRONG BET')).toBeInTheDocument();
    expect(within(nfl).getByText('HIGH')).toBeInTheDocument();
    expect(within(nfl).getByText('PENDING')).toBeInTheDocument();
    expect(within(nfl).getByRole('checkbox', { name: 'Neutral site' })).not.toBeChecked();

    const cfb = card('Texas @ Michigan');
    expect(within(cfb).getByText("PICK 'EM")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(nfl).getByRole('button', { name: 'Detailed Analysis' }));
    expect(within(nfl).getByText('Standard betting risks apply')).toBeInTheDocument();
    expect(within(nfl).getByText('Bills -3.5', { selector: 'dd' })).toBeInTheDocument();
    expect(within(nfl).getByText('Pass NY/A')).toBeInTheDocument();
    expect(within(nfl).getByText('6.4')).toBeInTheDocument();
    expect(within(nfl).getByText('Sc%')).toBeInTheDocument();
    expect(within(nfl).getByText('41.2%')).toBeInTheDocument();
    expect(within(nfl).getByText('TO%')).toBeInTheDocument();
    expect(within(nfl).queryByText('Pass Yds/G')).not.toBeInTheDocument();
    expect(within(nfl).getByRole('heading', { level: 4, name: 'Advanced Stats (NFL)' })).toBeInTheDocument();
    expect(within(nfl).queryByText(/ season$/)).not.toBeInTheDocument();

    await user.click(within(cfb).getByRole('button', { name: 'Detailed Analysis' }));
    expect(within(cfb).getByText('Pass Yds/G')).toBeInTheDocument();
    expect(within(cfb).getByText('251.3')).toBeInTheDocument();
    expect(within(cfb).getByText('TOT TO')).toBeInTheDocument();
    expect(within(cfb).queryByText('Rush Y/P')).not.toBeInTheDocument();
  });

  it('decided games: Approve/Reject disabled, no context block; approved offers Update & Republish', async () => {
    await openDashboard({}, [
      anAdminGame({ curationStatus: 'approved', awayTeam: 'A', homeTeam: 'B' }),
      anAdminGame({ curationStatus: 'rejected', awayTeam: 'C', homeTeam: 'D' }),
    ]);
    await gamesHeading(2);
    const approved = card('A @ B');
    expect(within(approved).getByRole('button', { name: 'Approve A @ B' })).toBeDisabled();
    expect(within(approved).getByRole('button', { name: 'Reject A @ B' })).toBeDisabled();
    expect(within(approved).getByRole('button', { name: 'Update & Republish A @ B' })).toBeEnabled();
    expect(within(approved).queryByText('Expert Context (Optional)')).not.toBeInTheDocument();
    expect(within(approved).queryByRole('checkbox', { name: 'Neutral site' })).not.toBeInTheDocument();
    const rejected = card('C @ D');
    expect(within(rejected).queryByRole('button', { name: /Update & Republish/ })).not.toBeInTheDocument();
  });
});

describe('curation', () => {
  it('prices a card only once it comes near the screen; until then its Approve waits', async () => {
    const screenful = stubIntersectionObserver('none');
    const first = anAdminGame({ awayTeam: 'A', homeTeam: 'B' });
    const second = anAdminGame({ awayTeam: 'C', homeTeam: 'D' });
    const { api } = await openDashboard(
      {
        'POST /api/admin/preview-approval': (request) => ({
          body: { preview: previewFor((request.body as { gameId: string }).gameId, 0) },
        }),
      },
      [first, second],
    );
    await gamesHeading(2);
    const previews = () => api.to('POST /api/admin/preview-approval');
    // Nothing on screen yet: nothing asked, and neither card can be approved unpriced.
    expect(within(card('A @ B')).getByRole('status')).toHaveTextContent('Pricing the approval...');
    expect(within(card('A @ B')).getByRole('button', { name: 'Approve A @ B' })).toBeDisabled();
    expect(within(card('C @ D')).getByRole('button', { name: 'Approve C @ D' })).toBeDisabled();
    expect(previews()).toHaveLength(0);

    // The second card scrolls near: it alone is priced, and can then be approved.
    act(() => screenful.reveal(card('C @ D')));
    expect(await within(card('C @ D')).findByText(previewFor(second.id, 0).text)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('C @ D')).getByRole('button', { name: 'Approve C @ D' })).toBeEnabled(),
    );
    expect(previews().map((r) => (r.body as { gameId: string }).gameId)).toEqual([second.id]);
    expect(within(card('A @ B')).getByRole('button', { name: 'Approve A @ B' })).toBeDisabled();
  });

  it('each pending card shows what approving will publish, re-priced as context is typed; approve sends that pick', async () => {
    const first = anAdminGame({ awayTeam: 'A', homeTeam: 'B' });
    const second = anAdminGame({ awayTeam: 'C', homeTeam: 'D' });
    const approved = {
      body: { message: 'Game approved and published', game: { ...first, curationStatus: 'approved' } },
    };
    const { api } = await openDashboard(
      {
        'POST /api/admin/approve-game': approved,
        'POST /api/admin/preview-approval': (request) => {
          const body = request.body as { gameId: string; injuryAdjustment?: number };
          return { body: { preview: previewFor(body.gameId, body.injuryAdjustment ?? 0) } };
        },
      },
      [first, second],
    );
    await gamesHeading(2);
    const user = userEvent.setup();

    const a = card('A @ B');
    expect(await within(a).findByText(previewFor(first.id, 0).text)).toBeInTheDocument();
    await user.click(within(a).getByRole('checkbox', { name: 'Neutral site' }));
    await user.click(within(a).getByRole('button', { name: 'Add Context' }));
    await user.click(within(a).getByRole('checkbox', { name: 'Weather Impact' }));
    await user.click(within(a).getByRole('checkbox', { name: 'Key Injury' }));
    await user.type(within(a).getByLabelText('Brief insight'), 'QB out');
    expect(within(a).getByText('6/300')).toBeInTheDocument();
    await user.type(within(a).getByLabelText('Injury adjustment (points)'), '-1.5');
    expect(
      within(a).getByText('Positive if the favorite is weakened, negative if the underdog is weakened.'),
    ).toBeInTheDocument();
    // Re-priced once typing settles (debounced), with the context as it would be sent.
    expect(await within(a).findByText(previewFor(first.id, -1.5).text)).toBeInTheDocument();
    const asked = api
      .to('POST /api/admin/preview-approval')
      .filter((r) => (r.body as { gameId: string }).gameId === first.id);
    expect(asked.length).toBeLessThan(8);
    expect(asked.at(-1)!.body).toEqual({
      gameId: first.id,
      contextualFactors: ['weather', 'injury'],
      contextualNotes: 'QB out',
      isNeutralSite: true,
      injuryAdjustment: -1.5,
      licenseKey: ADMIN_KEY,
    });
    const approve = within(a).getByRole('button', { name: 'Approve A @ B' });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    await waitFor(() => expect(api.to('POST /api/admin/approve-game')).toHaveLength(1));
    const shown = previewFor(first.id, -1.5);
    expect(api.to('POST /api/admin/approve-game')[0]!.body).toEqual({
      gameId: first.id,
      contextualFactors: ['weather', 'injury'],
      contextualNotes: 'QB out',
      isNeutralSite: true,
      injuryAdjustment: -1.5,
      expectedPick: {
        market: shown.market,
        side: shown.side,
        bookKey: shown.bookKey,
        line: shown.line,
        price: shown.price,
      },
      licenseKey: ADMIN_KEY,
    });
    expect(await screen.findByText('Game Approved')).toBeInTheDocument();

    const c = card('C @ D');
    await waitFor(() => expect(within(c).getByRole('button', { name: 'Approve C @ D' })).toBeEnabled());
    await user.click(within(c).getByRole('button', { name: 'Approve C @ D' }));
    await waitFor(() => expect(api.to('POST /api/admin/approve-game')).toHaveLength(2));
    expect(api.to('POST /api/admin/approve-game')[1]!.body).toMatchObject({
      gameId: second.id,
      isNeutralSite: false,
      licenseKey: ADMIN_KEY,
    });
  });

  it('an off-market price is approved only with the reason typed on its card, sent as confirmOffMarket', async () => {
    const game = anAdminGame({
      awayTeam: 'A',
      homeTeam: 'B',
      flags: { ...anAdminGame().flags, offMarket: true },
      bestSportsbooks: [aBook({ offMarket: true, units: 0, edge: 9.4, recommendation: 'OFF_MARKET' })],
    });
    const { api } = await openDashboard(
      {
        'POST /api/admin/approve-game': {
          body: { message: 'Game approved and published', game: { ...game, curationStatus: 'approved' } },
        },
        // As the server answers: without the reason it cannot publish; with it, at no stake.
        'POST /api/admin/preview-approval': (request) =>
          (request.body as { confirmOffMarket?: string }).confirmOffMarket
            ? {
                body: {
                  preview: {
                    ...previewFor(game.id, 0),
                    offMarket: true,
                    noStake: 'off-market',
                    units: 0,
                    text: 'Will publish: Buffalo Bills \u22123.5 \u2212110 at DraftKings, off-market price, confirmed, no stake',
                  },
                },
              }
            : {
                status: 409,
                body: {
                  message: 'The only current price (Bills -3.5 (-110) at DraftKings) is off-market',
                  code: 'CONFLICT',
                  field: 'confirmOffMarket',
                },
              },
      },
      [game],
    );
    await gamesHeading(1);
    const user = userEvent.setup();
    const a = card('A @ B');
    expect(await within(a).findByText(/^Cannot publish: The only current price/)).toBeInTheDocument();
    expect(within(a).getByText('Max Edge').nextElementSibling).toHaveTextContent('Off-market price');
    const reason = within(a).getByLabelText('Off-market price: why publish it? (required to approve it)');
    await user.type(reason, ' Checked the book ');
    // The preview is asked with the confirmation, so it shows what would really be published.
    await waitFor(() =>
      expect(api.to('POST /api/admin/preview-approval').at(-1)!.body).toMatchObject({
        confirmOffMarket: 'Checked the book',
      }),
    );
    const approve = within(a).getByRole('button', { name: 'Approve A @ B' });
    await waitFor(() => expect(approve).toBeEnabled());
    await user.click(approve);
    await waitFor(() => expect(api.to('POST /api/admin/approve-game')).toHaveLength(1));
    expect(api.to('POST /api/admin/approve-game')[0]!.body).toMatchObject({
      gameId: game.id,
      confirmOffMarket: 'Checked the book',
    });
  });

  it('shows what users will see: a negative edge is never green, Best Book is the book that will publish', async () => {
    const game = anAdminGame({
      awayTeam: 'E',
      homeTeam: 'F',
      maxEdge: -0.9,
      units: 0,
      recommendation: null,
      recommendationTier: null,
      bestSportsbooks: [
        aBook({ key: 'old', name: 'Old Book', betString: 'F -3 (-110)', stale: true, edge: 0 }),
        aBook({ key: 'fanduel', name: 'FanDuel', betString: 'F -3.5 (-105)', edge: -0.9, units: 0 }),
      ],
    });
    const preview = {
      ...previewFor(game.id, 0),
      bookKey: 'fanduel',
      book: 'FanDuel',
      team: 'F',
      price: -105,
      betString: 'F -3.5 (-105)',
      edge: -0.9,
      units: 0,
      noStake: 'no-edge' as const,
      text: 'Will publish: F \u22123.5 \u2212105 at FanDuel, \u22120.9%, no stake: no edge at this price',
    };
    await openDashboard({ 'POST /api/admin/preview-approval': { body: { preview } } }, [game]);
    await gamesHeading(1);
    const e = card('E @ F');
    const status = await within(e).findByText(preview.text);
    // The preview says so before the click, in the warning tone, not the green one.
    expect(status).toHaveClass('text-amber-200');
    const value = (label: string) => within(e).getByText(label).nextElementSibling!;
    expect(value('Max Edge')).toHaveTextContent('\u22120.9%No edge: published without a stake');
    expect(value('Max Edge')).toHaveClass('text-red-300');
    expect(value('Max Edge')).not.toHaveClass('text-emerald-300');
    expect(value('Best Book')).toHaveTextContent('Spread: F \u22123.5 \u2212105FanDuel');
    expect(value('Best Book')).not.toHaveTextContent('Old Book');
    expect(within(e).getByText('0 Units')).toBeInTheDocument();
  });

  it('context that pushes the price past the guard: the card offers no other book and asks for the reason', async () => {
    const game = anAdminGame({ awayTeam: 'Marshall', homeTeam: 'James Madison' });
    await openDashboard(
      {
        'POST /api/admin/preview-approval': (request) =>
          (request.body as { injuryAdjustment?: number }).injuryAdjustment
            ? {
                status: 409,
                body: {
                  message:
                    'The only current price (James Madison -2.5 (-118) at DraftKings) is off-market: verify it, then confirm with the reason to publish it without a stake',
                  code: 'CONFLICT',
                  field: 'confirmOffMarket',
                },
              }
            : { body: { preview: previewFor(game.id, 0) } },
      },
      [game],
    );
    await gamesHeading(1);
    const user = userEvent.setup();
    const c = card('Marshall @ James Madison');
    expect(await within(c).findByText(previewFor(game.id, 0).text)).toBeInTheDocument();
    expect(within(c).queryByLabelText(/Off-market price: why publish it\?/)).toBeNull();
    await user.click(within(c).getByRole('button', { name: 'Add Context' }));
    await user.type(within(c).getByLabelText('Injury adjustment (points)'), '3');
    expect(await within(c).findByText(/^Cannot publish: The only current price/)).toBeInTheDocument();
    const value = (label: string) => within(c).getByText(label).nextElementSibling!;
    expect(value('Best Book')).toHaveTextContent('Nothing publishes as set');
    expect(value('Max Edge')).toHaveTextContent('—');
    expect(within(c).getByText('0 Units')).toBeInTheDocument();
    expect(within(c).getByLabelText(/Off-market price: why publish it\?/)).toBeInTheDocument();
  });

  it("a refused approval (the price moved) toasts 'Price Moved' with the new pick and shows the new preview", async () => {
    const game = anAdminGame({ awayTeam: 'A', homeTeam: 'B' });
    const moved = previewFor(game.id, 2);
    const { api } = await openDashboard(
      {
        'POST /api/admin/preview-approval': [
          { body: { preview: previewFor(game.id, 0) } },
          { body: { preview: moved } },
        ],
        'POST /api/admin/approve-game': {
          status: 409,
          text: JSON.stringify({
            message: `The price moved since the preview. ${moved.text}. Check it and approve again.`,
            code: 'CONFLICT',
            preview: moved,
          }),
        },
      },
      [game],
    );
    await gamesHeading(1);
    const user = userEvent.setup();
    const a = card('A @ B');
    expect(await within(a).findByText(previewFor(game.id, 0).text)).toBeInTheDocument();
    await user.click(within(a).getByRole('button', { name: 'Approve A @ B' }));
    expect(await screen.findByText('Price Moved')).toBeInTheDocument();
    expect(await within(a).findByText(moved.text)).toBeInTheDocument();
    expect(api.to('POST /api/admin/preview-approval')).toHaveLength(2);
  });

  it('Clear All empties factors, insight and injury', async () => {
    await openDashboard();
    await gamesHeading(1);
    const user = userEvent.setup();
    const c = card('Kansas City Chiefs @ Buffalo Bills');
    await user.click(within(c).getByRole('button', { name: 'Add Context' }));
    await user.click(within(c).getByRole('checkbox', { name: 'Travel Factor' }));
    await user.type(within(c).getByLabelText('Brief insight'), 'Short week');
    await user.click(within(c).getByRole('button', { name: 'Clear All' }));
    expect(within(c).getByRole('checkbox', { name: 'Travel Factor' })).not.toBeChecked();
    expect(within(c).getByLabelText('Brief insight')).toHaveValue('');
    await user.click(within(c).getByRole('button', { name: 'Hide' }));
    expect(within(c).queryByLabelText('Brief insight')).not.toBeInTheDocument();
  });

  it("reject failure toasts 'Rejection Failed' with `${status}: ${body}`", async () => {
    await openDashboard({ 'POST /api/admin/reject-game': { status: 500, text: 'boom' } });
    await gamesHeading(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject Kansas City Chiefs @ Buffalo Bills' }));
    expect(await screen.findByText('Rejection Failed')).toBeInTheDocument();
    expect(screen.getByText('500: boom')).toBeInTheDocument();
  });

  it("approval failure toasts 'Approval Failed' with the server's sentence, not the raw body", async () => {
    await openDashboard({
      'POST /api/admin/approve-game': {
        status: 409,
        text: '{"message":"Already decided","code":"CONFLICT"}',
      },
    });
    await gamesHeading(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve Kansas City Chiefs @ Buffalo Bills' }));
    expect(await screen.findByText('Approval Failed')).toBeInTheDocument();
    expect(screen.getByText('Already decided')).toBeInTheDocument();
    expect(screen.queryByText(/CONFLICT/)).not.toBeInTheDocument();
  });
});

describe('bulk actions', () => {
  it('are disabled with zero games', async () => {
    await openDashboard({}, []);
    await gamesHeading(0);
    expect(screen.getByRole('button', { name: 'Approve All (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject All (0)' })).toBeDisabled();
  });

  it('Approve All counts and confirms each pick it will publish (not decided or started games), then sends every listed id', async () => {
    const games = [
      anAdminGame({ commenceTime: FUTURE }),
      anAdminGame({ commenceTime: FUTURE, awayTeam: 'New York Jets', bestSportsbooks: [] }),
      anAdminGame({ commenceTime: FUTURE, curationStatus: 'approved' }),
      // No edge at its best price: no stake, so Approve All leaves it to its own card.
      anAdminGame({
        commenceTime: FUTURE,
        awayTeam: 'Miami Dolphins',
        bestSportsbooks: [aBook({ betString: 'Bills -3.5 (-118)', edge: -1.2, units: 0 })],
      }),
      // The issue's +16.3% price: past the 8% guard, so off-market, never bulk-approved.
      anAdminGame({
        commenceTime: FUTURE,
        awayTeam: 'James Madison',
        bestSportsbooks: [aBook({ betString: 'James Madison -2.5 (-118)', edge: 16.3, units: 2 })],
      }),
      // Kicked off (the fixture's default kickoff is in the past): counted by neither button.
      anAdminGame({ awayTeam: 'Denver Broncos' }),
    ];
    const gate = deferred();
    const { api } = await openDashboard(
      {
        'POST /api/admin/bulk-approve': {
          wait: gate.promise,
          body: { message: '1 game approved', changed: [games[0]!.id], skipped: [] },
        },
      },
      games,
    );
    await gamesHeading(6);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve All (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 1 game?' });
    const picks = within(dialog).getByRole('list', { name: 'Picks to publish' });
    expect(within(picks).getAllByRole('listitem')).toHaveLength(1);
    expect(picks).toHaveTextContent(/Will publish: .+ at DraftKings, \d+\.\d%, [\d.]+u/);
    const skipped = within(dialog).getByRole('list', { name: 'Skipped games' });
    expect(skipped).toHaveTextContent('Skipped: New York Jets @ Buffalo Bills (no current sportsbook line)');
    expect(skipped).toHaveTextContent(
      'Skipped: Miami Dolphins @ Buffalo Bills (no edge: its best current price (Bills -3.5 (-118) at DraftKings) is \u22121.2% against the fair line)',
    );
    expect(skipped).toHaveTextContent(
      'Skipped: James Madison @ Buffalo Bills (its only current price is off-market (approve it on its own card, with the reason))',
    );
    expect(skipped).toHaveTextContent('Skipped: Denver Broncos @ Buffalo Bills (already kicked off)');
    expect(dialog).toHaveTextContent('4 will be skipped.');
    expect(api.to('POST /api/admin/bulk-approve')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve 1 game' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve All (1)' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Reject All (4)' })).toBeDisabled();
    gate.resolve();
    expect(await screen.findByText('Bulk Approval Complete')).toBeInTheDocument();
    expect(api.to('POST /api/admin/bulk-approve')[0]!.body).toEqual({
      gameIds: games.map((g) => g.id),
      licenseKey: ADMIN_KEY,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Approve All (1)' })).toBeEnabled());
  });

  it('Reject All confirms with the count of pending games; Cancel sends nothing', async () => {
    const games = [
      anAdminGame({ awayTeam: 'A', homeTeam: 'B', commenceTime: FUTURE }),
      anAdminGame({ curationStatus: 'approved', commenceTime: FUTURE }),
    ];
    const { api } = await openDashboard(
      { 'POST /api/admin/bulk-reject': { status: 400, text: 'bad ids' } },
      games,
    );
    await gamesHeading(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reject All (1)' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject 1 game?' });
    expect(within(dialog).getByRole('list', { name: 'Games to reject' })).toHaveTextContent('A @ B');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('POST /api/admin/bulk-reject')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reject All (1)' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject 1 game?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject 1 game' }));
    expect(await screen.findByText('Bulk Rejection Failed')).toBeInTheDocument();
    expect(screen.getByText('400: bad ids')).toBeInTheDocument();
  });
});

describe('generation and announcement', () => {
  it('Generate buttons need both dates; success toasts and invalidates the bookmarklet games cache', async () => {
    const { api, queryClient } = await openDashboard({
      'POST /api/admin/run-nfl-generation': { body: { message: 'Analyzed 14 NFL games', analyzed: 14 } },
    });
    await gamesHeading(1);
    const user = userEvent.setup();
    const cfb = screen.getByRole('button', { name: 'Generate CFB Analysis' });
    const nfl = screen.getByRole('button', { name: 'Generate NFL Analysis' });
    expect(cfb).toBeEnabled();
    const start = screen.getByLabelText('Start date');
    const startValue = (start as HTMLInputElement).value;
    await user.clear(start);
    expect(cfb).toBeDisabled();
    expect(nfl).toBeDisabled();
    await user.type(start, startValue);
    expect(nfl).toBeEnabled();

    queryClient.setQueryData(['/api/bookmarklet/games', 'all'], { games: [] });
    await user.click(nfl);
    expect(await screen.findByText('NFL Analysis Complete')).toBeInTheDocument();
    expect(screen.getByText('Analyzed 14 NFL games')).toBeInTheDocument();
    const body = api.to('POST /api/admin/run-nfl-generation')[0]!.body as Record<string, string>;
    expect(body.licenseKey).toBe(ADMIN_KEY);
    expect(body.startDate).toBe(startValue);
    expect(body.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(queryClient.getQueryState(['/api/bookmarklet/games', 'all'])?.isInvalidated).toBe(true);
  });

  it("generation failure toasts 'Generation Failed'", async () => {
    await openDashboard({ 'POST /api/admin/run-cfb-generation': { status: 502, text: 'upstream down' } });
    await gamesHeading(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate CFB Analysis' }));
    expect(await screen.findByText('Generation Failed')).toBeInTheDocument();
    expect(screen.getByText('502: upstream down')).toBeInTheDocument();
  });

  it('SMS announcement confirms with the subscriber count and the exact text, then toasts', async () => {
    const text = 'BetLens picks this week: Ravens @ Chiefs: Chiefs -3.5 (-110) at DraftKings, 2 Units.';
    await openDashboard({
      'GET /api/admin/announcement-preview': [
        { body: { recipients: 3, picks: 1, texts: [{ body: text, recipients: 3 }] } },
        {
          status: 409,
          text: '{"message":"No approved picks to announce. Approve games first, or write a message.","code":"CONFLICT"}',
        },
      ],
      'POST /api/admin/send-announcement': {
        body: {
          message: 'Announcement queued for 3 subscribers',
          recipients: 3,
          queued: 3,
          skippedDuplicates: 0,
        },
      },
    });
    await gamesHeading(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send SMS Announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Text 3 subscribers?' });
    expect(within(dialog).getByRole('list', { name: 'Texts to send' })).toHaveTextContent(text);
    expect(within(dialog).getByText('To 3 numbers')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send to 3 subscribers' }));
    expect(await screen.findByText('SMS Announcement Sent')).toBeInTheDocument();

    // Nothing to announce: the dialog says why and cannot send.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send SMS Announcement' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send SMS Announcement' }));
    const empty = await screen.findByRole('dialog', { name: 'Send SMS Announcement?' });
    expect(await within(empty).findByRole('alert')).toHaveTextContent(/^No approved picks to announce/);
    expect(within(empty).getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('force refresh', () => {
  it('starts a job, shows progress polled every 2 s, then refetches the list on completion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = await openDashboard({
      [listKey(true)]: { body: gamesResponse([anAdminGame()], JOB_ID) },
      [STATUS]: [
        { body: aStatus() },
        { body: aStatus({ progress: 80, processed: 8, message: 'Refreshing odds (8 of 10)' }) },
        {
          body: aStatus({ status: 'completed', progress: 100, processed: 10, message: 'Refreshed 10 games' }),
        },
      ],
    });
    await gamesHeading(1);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Force Refresh Games' }));
    expect(await screen.findByText('Force Refresh Started')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('betlens_admin_refresh_job')).toBe(JOB_ID);

    const bar = await screen.findByRole('progressbar', { name: 'Refresh progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Refreshing odds (4 of 10)')).toBeInTheDocument();
    expect(screen.getByText('4/10 processed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    expect(api.to(STATUS)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'));
    expect(api.to(STATUS)).toHaveLength(2);

    const listCalls = api.to(listKey()).length;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Games Refreshed')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(api.to(listKey()).length).toBeGreaterThan(listCalls));
    expect(window.sessionStorage.getItem('betlens_admin_refresh_job')).toBeNull();
    expect(screen.getByRole('button', { name: 'Force Refresh Games' })).toBeEnabled();
  });

  it('resumes polling a job kept in sessionStorage after a reload; a failed job toasts its error', async () => {
    window.sessionStorage.setItem('betlens_admin_refresh_job', JOB_ID);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openDashboard({
      [STATUS]: [
        { body: aStatus() },
        { body: aStatus({ status: 'failed', error: 'Odds provider timed out' }) },
      ],
    });
    const bar = await screen.findByRole('progressbar', { name: 'Refresh progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText('Odds provider timed out')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('betlens_admin_refresh_job')).toBeNull();
  });

  it("a failed job without an error reads 'Failed to refresh games'; a failed poll is only logged", async () => {
    window.sessionStorage.setItem('betlens_admin_refresh_job', JOB_ID);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = await openDashboard({
      [STATUS]: [{ status: 500, text: 'oops' }, { body: aStatus({ status: 'failed', error: null }) }],
    });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Refresh Failed')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to refresh games')).toBeInTheDocument();
    expect(api.to(STATUS)).toHaveLength(2);
  });

  it("force refresh request failure toasts 'Refresh Failed' with the message", async () => {
    await openDashboard({ [listKey(true)]: { status: 429, text: 'Too many requests' } });
    await gamesHeading(1);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Force Refresh Games' }));
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText('429: Too many requests')).toBeInTheDocument();
  });
});

describe('drafts survive the 30 s refetch', () => {
  it('keeps typed context while the list is refetched with new data', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const game = anAdminGame();
    const { api } = await openDashboard(
      {
        [listKey()]: [
          { body: gamesResponse([game]) },
          {
            body: gamesResponse([
              { ...game, aiSummary: { ...game.aiSummary, keyInsight: 'Fresh insight.' } },
            ]),
          },
        ],
      },
      [game],
    );
    await gamesHeading(1);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const matchup = 'Kansas City Chiefs @ Buffalo Bills';
    await user.click(within(card(matchup)).getByRole('button', { name: 'Add Context' }));
    await user.click(within(card(matchup)).getByRole('checkbox', { name: 'Motivation Edge' }));
    await user.type(within(card(matchup)).getByLabelText('Brief insight'), 'Revenge game');
    await user.type(within(card(matchup)).getByLabelText('Injury adjustment (points)'), '2');
    expect(api.to(listKey())).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(api.to(listKey())).toHaveLength(2));
    expect(await within(card(matchup)).findByText('Fresh insight.')).toBeInTheDocument();
    expect(within(card(matchup)).getByRole('checkbox', { name: 'Motivation Edge' })).toBeChecked();
    expect(within(card(matchup)).getByLabelText('Brief insight')).toHaveValue('Revenge game');
    expect(within(card(matchup)).getByLabelText('Injury adjustment (points)')).toHaveValue(2);
  });
});

describe('Update & Republish dialog', () => {
  it('sends the chosen mode, notes and injury; success toasts and invalidates football bets', async () => {
    const game = anAdminGame({
      curationStatus: 'approved',
      contextualFactors: ['weather'],
      contextualNotes: 'Windy',
      injuryAdjustment: 1,
    });
    const { api, queryClient } = await openDashboard(
      { 'POST /api/admin/update-game': { body: { message: 'Game republished', game } } },
      [game],
    );
    await gamesHeading(1);
    queryClient.setQueryData(['/api/football-bets', 'all'], { games: [] });
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Update & Republish Kansas City Chiefs @ Buffalo Bills' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Update & Republish Game' });
    const mode = within(dialog).getByLabelText('Update mode');
    expect(mode).toHaveValue('odds-only');
    expect(
      within(dialog).getByText('Update sportsbook prices and the fair line; keep the BetLens ratings.'),
    ).toBeInTheDocument();
    await user.selectOptions(mode, 'full-recompute');
    expect(within(dialog).getByRole('option', { name: 'Full Recompute' })).toHaveProperty('selected', true);
    expect(
      within(dialog).getByText('Regenerate everything including power ratings and AI.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Key game notes')).toHaveValue('Windy');
    const injury = within(dialog).getByLabelText('Injury adjustment (points)');
    await user.clear(injury);
    await user.type(injury, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Update & Republish' }));
    expect(await screen.findByText('Game Updated & Republished')).toBeInTheDocument();
    expect(api.to('POST /api/admin/update-game')[0]!.body).toEqual({
      gameId: game.id,
      updateMode: 'full-recompute',
      contextualFactors: ['weather'],
      contextualNotes: 'Windy',
      isNeutralSite: false,
      injuryAdjustment: 2.5,
      licenseKey: ADMIN_KEY,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryState(['/api/football-bets', 'all'])?.isInvalidated).toBe(true);
  });

  it("Cancel closes without a request; a failure toasts 'Update Failed' and keeps the dialog", async () => {
    const game = anAdminGame({ curationStatus: 'approved' });
    const { api } = await openDashboard(
      { 'POST /api/admin/update-game': { status: 500, text: 'recompute failed' } },
      [game],
    );
    await gamesHeading(1);
    const user = userEvent.setup();
    const open = screen.getByRole('button', {
      name: 'Update & Republish Kansas City Chiefs @ Buffalo Bills',
    });
    await user.click(open);
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST /api/admin/update-game')).toHaveLength(0);

    await user.click(open);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Update & Republish' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('500: recompute failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.to('POST /api/admin/update-game')[0]!.body).toEqual({
      gameId: game.id,
      updateMode: 'odds-only',
      isNeutralSite: false,
      licenseKey: ADMIN_KEY,
    });
  });
});
