import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { picksWindow } from '@shared/calendar/picks-window';
import { PUBLIC_CONFIG, VALID_KEY } from '../web/test/fixtures';
import { deferred } from '../web/test/mock-fetch';
import { aBook, aGame } from '../web/pages/picks/test/picks-fixtures';
import { COLLEGE_WEEK, NFL_WEEK, NOW, openOverlay, storeLicense, unmountAll } from './test/harness';
import { stubFetch, type StubReply } from '../web/test/stub-fetch';

const GAMES = 'GET /api/bookmarklet/games';
const WINDOW = picksWindow(NOW);

afterEach(unmountAll);

function slate(games = [aGame()]): StubReply {
  return { body: { games, totalGames: games.length, dateRange: WINDOW } };
}

/** An unreviewed model pick, as the server's curation rule serves it after the approved ones. */
const modelPick = aGame({ id: 'g-model', awayTeam: 'Miami Dolphins', curationStatus: 'pending' });

describe('the overlay panel with a stored licence', () => {
  it('shows the header, the Licensed User card, the footer and the NFL picks of the window', async () => {
    storeLicense(12);
    const api = stubFetch({ [GAMES]: slate([aGame(), modelPick]) });
    const { ui } = openOverlay();

    const panel = ui.getByRole('dialog', { name: 'BetLens Weekly Expert Picks' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(ui.getByText('Licensed User')).toBeInTheDocument();
    expect(ui.getByText('12 days remaining')).toBeInTheDocument();
    expect(ui.getByText('Weekly picks updated Tuesdays & Thursdays')).toBeInTheDocument();
    // No blanket claims: 'Expert Curated' and 'Powered by Claude AI' sit on the picks they are true of.
    expect(panel.querySelector('footer')).not.toHaveTextContent(/Expert Curated|Claude/);
    expect(ui.getByRole('heading', { name: "This Week's Picks" })).toBeInTheDocument();
    expect(ui.getByText(`Curated high-quality picks for Week ${NFL_WEEK}`)).toBeInTheDocument();

    // The server's list as served: the approved pick (marked), then the model pick under its label.
    expect(await ui.findByText('2 high-quality picks available')).toBeInTheDocument();
    const approved = ui.getByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    expect(within(approved).getByText('Expert Curated')).toBeInTheDocument();
    const label = ui.getByRole('heading', { name: 'Model picks, not yet reviewed' });
    const model = ui.getByRole('article', { name: 'Miami Dolphins @ Buffalo Bills' });
    expect(within(model).queryByText('Expert Curated')).not.toBeInTheDocument();
    expect(label.compareDocumentPosition(model) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(approved.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const [request] = api.to(GAMES);
    expect(request!.params.get('sport')).toBe('nfl');
    expect(request!.params.get('startDate')).toBe(WINDOW.startDate);
    expect(request!.params.get('endDate')).toBe(WINDOW.endDate);
    expect(request!.params.get('forceRefresh')).toBe('false');
    expect(request!.headers['x-license-key']).toBe(VALID_KEY);
    // Same origin: the website's device cookie is the device, so no second device id.
    expect(request!.headers['x-device-id']).toBeUndefined();
    expect(request!.credentials).toBe('include');
    expect(request!.origin).toBe(window.location.origin);
  });

  it('shows the replay banner while the odds are a replay, and none with a live feed', () => {
    storeLicense();
    stubFetch({ [GAMES]: slate() });
    const { ui } = openOverlay({ publicConfig: { ...PUBLIC_CONFIG, replay: { season: 2024 } } });
    expect(ui.getByRole('complementary', { name: 'Demo replay' })).toHaveTextContent(
      'Replay of the 2024 season with simulated sportsbooks: game dates are moved to this season and the odds are not real.',
    );
  });

  it('shows no replay banner with a live odds feed', () => {
    storeLicense();
    stubFetch({ [GAMES]: slate() });
    const { ui } = openOverlay();
    expect(ui.queryByTestId('replay-banner')).not.toBeInTheDocument();
  });

  it("says '1 day remaining' in the singular", () => {
    storeLicense(1);
    stubFetch({ [GAMES]: slate() });
    const { ui } = openOverlay();
    expect(ui.getByText('1 day remaining')).toBeInTheDocument();
  });

  it('counts several picks in the plural and lists them in a scrolling region', async () => {
    storeLicense();
    stubFetch({
      [GAMES]: slate([aGame(), aGame({ id: 'g2', awayTeam: 'New York Jets', homeTeam: 'Miami Dolphins' })]),
    });
    const { ui } = openOverlay();
    expect(await ui.findByText('2 high-quality picks available')).toBeInTheDocument();
    const region = ui.getByRole('region', { name: 'NFL picks' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getAllByRole('article')).toHaveLength(2);
  });

  it("shows 'Loading picks...' until the games arrive", async () => {
    storeLicense();
    const gate = deferred();
    stubFetch({ [GAMES]: { ...slate(), wait: gate.promise } });
    const { ui } = openOverlay();
    expect(ui.getByText('Loading picks...').closest('[role="status"]')).not.toBeNull();
    gate.resolve();
    expect(await ui.findByText('1 high-quality pick available')).toBeInTheDocument();
    expect(ui.queryByText('Loading picks...')).not.toBeInTheDocument();
  });

  it('shows the empty state with the week and league, per tab', async () => {
    storeLicense();
    const api = stubFetch({ [GAMES]: slate([]) });
    const { ui, user } = openOverlay();
    expect(await ui.findByText('No Picks This Week')).toBeInTheDocument();
    expect(
      ui.getByText(`No games met our quality criteria for Week ${NFL_WEEK} in NFL.`),
    ).toBeInTheDocument();

    await user.click(ui.getByRole('tab', { name: 'College' }));
    expect(ui.getByText(`Curated high-quality picks for Week ${COLLEGE_WEEK}`)).toBeInTheDocument();
    expect(
      await ui.findByText(`No games met our quality criteria for Week ${COLLEGE_WEEK} in College Football.`),
    ).toBeInTheDocument();
    expect(api.to(GAMES).map((r) => r.params.get('sport'))).toEqual(['nfl', 'college']);
  });

  it("shows 'Failed to load picks' on a non-OK answer and loads again on Retry", async () => {
    storeLicense();
    const api = stubFetch({ [GAMES]: [{ status: 500, text: 'boom' }, slate()] });
    const { ui, user } = openOverlay();
    expect(await ui.findByText('Failed to load picks')).toBeInTheDocument();
    expect(ui.getByText('Please try again')).toBeInTheDocument();
    await user.click(ui.getByRole('button', { name: 'Retry' }));
    expect(await ui.findByText('1 high-quality pick available')).toBeInTheDocument();
    expect(api.to(GAMES)).toHaveLength(2);
  });

  it("says which league the plan lacks instead of 'Please try again' (no retry can help)", async () => {
    storeLicense(12, VALID_KEY, 'cfb');
    stubFetch({
      [GAMES]: {
        status: 403,
        body: { message: 'Your cfb plan does not include NFL', code: 'PLAN_FORBIDDEN' },
      },
    });
    const { ui, user } = openOverlay();
    // A college-only plan opens on College; its buyer picks the NFL tab.
    await user.click(within(ui.getByRole('tablist', { name: 'League' })).getByRole('tab', { name: 'NFL' }));
    expect(await ui.findByText('Failed to load picks')).toBeInTheDocument();
    expect(ui.getByText('Your plan does not include NFL picks.')).toBeInTheDocument();
    expect(ui.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('opens on the College tab for a college-only plan (issue 22)', async () => {
    storeLicense(12, VALID_KEY, 'cfb');
    const api = stubFetch({ [GAMES]: slate() });
    const { ui } = openOverlay();
    const tablist = ui.getByRole('tablist', { name: 'League' });
    expect(within(tablist).getByRole('tab', { name: 'College' })).toHaveAttribute('aria-selected', 'true');
    expect(ui.getByText(`Curated high-quality picks for Week ${COLLEGE_WEEK}`)).toBeInTheDocument();
    await waitFor(() => expect(api.to(GAMES)).toHaveLength(1));
    expect(api.to(GAMES)[0]!.params.get('sport')).toBe('college');
  });

  it('says a licence revoked mid-session was revoked (a toast), then shows the gate, and forgets the key', async () => {
    storeLicense();
    stubFetch({
      [GAMES]: {
        status: 403,
        body: { message: 'This license key has been revoked', code: 'LICENSE_REVOKED' },
      },
    });
    const { ui } = openOverlay();
    expect(await ui.findByText('This license has been revoked. Contact support.')).toBeInTheDocument();
    expect(ui.getByText('License Revoked')).toBeInTheDocument();
    expect(ui.queryByText('Licensed User')).not.toBeInTheDocument();
    expect(ui.queryByText('Failed to load picks')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
  });

  it('has a real tablist: NFL selected first, arrow keys move selection and focus', async () => {
    storeLicense();
    stubFetch({ [GAMES]: slate() });
    const { ui, user, shadow } = openOverlay();
    const tablist = ui.getByRole('tablist', { name: 'League' });
    const nfl = within(tablist).getByRole('tab', { name: 'NFL' });
    const college = within(tablist).getByRole('tab', { name: 'College' });
    expect(nfl).toHaveAttribute('aria-selected', 'true');
    expect(college).toHaveAttribute('aria-selected', 'false');
    expect(college).toHaveAttribute('tabindex', '-1');
    expect(ui.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', nfl.id);

    act(() => nfl.focus());
    await user.keyboard('{ArrowRight}');
    expect(college).toHaveAttribute('aria-selected', 'true');
    expect(shadow.activeElement).toBe(college);
    expect(ui.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', college.id);
    await user.keyboard('{ArrowRight}');
    expect(nfl).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(college).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(nfl).toHaveAttribute('aria-selected', 'true');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    storeLicense();
    stubFetch({ [GAMES]: slate() });
    const { ui, user, opener, shadow } = openOverlay();
    await ui.findByText('1 high-quality pick available');
    expect(shadow.activeElement).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(ui.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click and on the close button', async () => {
    storeLicense();
    stubFetch({ [GAMES]: slate() });
    const { ui, user, handle, shadow, opener } = openOverlay();
    fireEvent.click(shadow.querySelector('.blo-backdrop')!);
    await waitFor(() => expect(ui.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    act(() => handle.open(opener));
    await user.click(ui.getByRole('button', { name: 'Close' }));
    expect(ui.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the panel', async () => {
    storeLicense();
    stubFetch({ [GAMES]: slate() });
    const { ui, user, shadow } = openOverlay();
    await ui.findByText('1 high-quality pick available');
    const close = ui.getByRole('button', { name: 'Close' });
    expect(shadow.activeElement).toBe(close);
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    const panel = ui.getByRole('dialog');
    expect(panel.contains(shadow.activeElement)).toBe(true);
    expect(shadow.activeElement).toBe(ui.getByRole('button', { name: 'Detailed Analysis' }));
    await user.tab();
    expect(shadow.activeElement).toBe(close);
  });

  it('reads the stored licence again on each opening', async () => {
    const api = stubFetch({ [GAMES]: slate() });
    const { ui, handle, opener, user } = openOverlay();
    expect(ui.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).toBeInTheDocument();
    await user.keyboard('{Escape}'); // the gate
    await user.keyboard('{Escape}'); // the panel
    expect(ui.queryByRole('dialog')).not.toBeInTheDocument();

    storeLicense();
    act(() => handle.open(opener));
    expect(await ui.findByText('1 high-quality pick available')).toBeInTheDocument();
    expect(ui.queryByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).not.toBeInTheDocument();
    expect(api.to(GAMES)).toHaveLength(1);
  });
});

describe('the overlay panel with an unexpected answer', () => {
  it("shows 'Failed to load picks' when the games answer has the wrong shape", async () => {
    storeLicense();
    stubFetch({ [GAMES]: { body: { games: [{ id: 1 }], totalGames: 1 } } });
    const { ui } = openOverlay();
    expect(await ui.findByText('Failed to load picks')).toBeInTheDocument();
  });

  it('keeps the other picks when one cannot be shown', async () => {
    storeLicense();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      ...aGame({ id: 'broken', awayTeam: 'Broken Team' }),
      aiSummary: null,
      contextualFactors: null,
    };
    stubFetch({ [GAMES]: slate([broken as unknown as ReturnType<typeof aGame>, aGame()]) });
    const { ui, user } = openOverlay();
    expect(await ui.findByText('2 high-quality picks available')).toBeInTheDocument();
    const cards = ui.getAllByRole('button', { name: 'Detailed Analysis' });
    await user.click(cards[0]!);
    expect(await ui.findByText('This pick could not be shown.')).toBeInTheDocument();
    expect(ui.getByRole('heading', { name: 'Kansas City Chiefs @ Buffalo Bills' })).toBeInTheDocument();
  });
});

describe('the overlay panel without a licence', () => {
  it('opens the licence gate, and the list asks for verification without requesting anything', async () => {
    const api = stubFetch({ [GAMES]: slate(), 'POST /api/events': { body: { accepted: true } } });
    const { ui, user, shadow } = openOverlay();
    const gate = ui.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' });
    expect(gate).toHaveAttribute('aria-modal', 'true');
    // Behind the gate the panel is inert.
    expect(ui.getByText("This Week's Picks").closest('[inert]')).not.toBeNull();

    await user.click(within(gate).getByRole('button', { name: 'Close' }));
    expect(ui.queryByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).not.toBeInTheDocument();
    expect(ui.getByText('License verification required to view weekly picks.')).toBeInTheDocument();
    expect(ui.queryByText('Licensed User')).not.toBeInTheDocument();
    await user.click(ui.getByRole('tab', { name: 'College' }));
    expect(ui.getByText('License verification required to view weekly picks.')).toBeInTheDocument();

    await user.click(ui.getByRole('button', { name: 'Verify License' }));
    expect(ui.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).toBeInTheDocument();
    // Escape closes only the gate, and focus goes back to the button that opened it.
    await user.keyboard('{Escape}');
    expect(ui.getByRole('dialog', { name: 'BetLens Weekly Expert Picks' })).toBeInTheDocument();
    await waitFor(() =>
      expect(shadow.activeElement).toBe(ui.getByRole('button', { name: 'Verify License' })),
    );
    expect(api.to(GAMES)).toHaveLength(0);
  });

  it('treats an expired stored licence as none (and removes it)', () => {
    storeLicense(-1);
    const api = stubFetch({ [GAMES]: slate() });
    const { ui } = openOverlay();
    expect(ui.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).toBeInTheDocument();
    expect(window.localStorage.getItem('betlens_license_key')).toBeNull();
    expect(api.to(GAMES)).toHaveLength(0);
  });
});

describe('the overlay panel for several books', () => {
  it('lists the best book first', async () => {
    storeLicense();
    stubFetch({
      [GAMES]: slate([aGame({ bestSportsbooks: [aBook(), aBook({ key: 'fanduel', name: 'FanDuel' })] })]),
    });
    const { ui } = openOverlay();
    const card = await ui.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    expect(within(card).getByText('DraftKings')).toBeInTheDocument();
    expect(within(card).queryByText('FanDuel')).not.toBeInTheDocument();
  });
});

const ODDS_STATUS = 'GET /api/odds-status';

/** The server's clock two minutes after aBook's price (2025-09-01T12:00:00Z): far from NOW and Date.now(). */
function oddsStatus(cfb: 'live' | 'paused' = 'paused'): StubReply {
  return {
    body: {
      source: 'the-odds-api',
      now: '2025-09-01T12:02:00Z',
      staleAfterMinutes: 90,
      leagues: [
        {
          league: 'nfl',
          state: 'live',
          message: null,
          updatedAt: '2025-09-01T11:58:12Z',
          nextUpdateAt: '2025-09-01T12:03:00Z',
          intervalSeconds: 300,
          band: 'week',
        },
        {
          league: 'cfb',
          state: cfb,
          message: cfb === 'paused' ? 'odds paused: monthly credits spent' : null,
          updatedAt: '2025-09-01T10:00:00Z',
          nextUpdateAt: null,
          intervalSeconds: null,
          band: null,
        },
      ],
    },
  };
}

describe("the overlay panel's odds freshness", () => {
  it("shows the selected league's odds line at the top of its picks, and the pause", async () => {
    storeLicense();
    stubFetch({ [GAMES]: slate(), [ODDS_STATUS]: oddsStatus('paused') });
    const { ui, user } = openOverlay();
    const line = await ui.findByText('odds updated 07:58:12 ET · next update about 08:03');
    // Under the count, at the top of the list it scrolls with.
    const list = ui.getByRole('region', { name: 'NFL picks' });
    expect(list.children[1]).toBe(line);
    expect(ui.queryByText('odds paused: monthly credits spent')).not.toBeInTheDocument();

    await user.click(ui.getByRole('tab', { name: 'College' }));
    expect(await ui.findByText('odds paused: monthly credits spent')).toBeInTheDocument();
    expect(ui.queryByText(/odds updated 07:58:12 ET/)).not.toBeInTheDocument();
  });

  it("counts each card's price age from the server's clock (status.now), not the panel's or the machine's", async () => {
    storeLicense();
    const api = stubFetch({ [GAMES]: slate(), [ODDS_STATUS]: oddsStatus() });
    const { ui } = openOverlay();
    const card = await ui.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    // The panel's clock (NOW) is six weeks after the server's; the machine's is later still.
    expect(await within(card).findByText('DraftKings −110 · 2 min ago')).toBeInTheDocument();
    expect(api.to(ODDS_STATUS)).toHaveLength(1);
    expect(api.to(ODDS_STATUS)[0]!.headers['x-license-key']).toBeUndefined();
  });

  it('shows a stale card and a curated card as the server judged them', async () => {
    storeLicense();
    const stale = aGame({ priceStaleSince: '2025-09-01T18:05:00Z' });
    const curated = aGame({
      id: 'g-curated',
      awayTeam: 'New York Jets',
      livePrice: null,
      publishedBet: {
        market: 'spread',
        side: 'home',
        betString: 'Buffalo Bills -3.5 (-110)',
        book: 'DraftKings',
        price: -110,
        edge: 5.2,
        units: 2,
        publishedAt: '2025-09-01T11:00:00Z',
      },
    });
    stubFetch({ [GAMES]: slate([stale, curated]), [ODDS_STATUS]: oddsStatus() });
    const { ui } = openOverlay();
    const staleCard = await ui.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    expect(within(staleCard).getByText('price stale since 14:05 ET: check the book')).toBeInTheDocument();
    expect(staleCard.querySelector('[data-tier-badge]')).toBeNull();
    expect(within(staleCard).queryByText('2u')).not.toBeInTheDocument();
    const curatedCard = ui.getByRole('article', { name: 'New York Jets @ Buffalo Bills' });
    expect(
      within(curatedCard).getByText(
        'Published: Buffalo Bills -3.5 (-110) (+5.2%) · no fresh price at a bettable book now',
      ),
    ).toBeInTheDocument();
    expect(curatedCard.querySelector('[data-tier-badge]')).not.toBeNull();
  });

  it('asks for no odds status without a licence', () => {
    const api = stubFetch({ [GAMES]: slate(), [ODDS_STATUS]: oddsStatus() });
    const { ui } = openOverlay();
    expect(ui.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).toBeInTheDocument();
    expect(api.to(ODDS_STATUS)).toHaveLength(0);
  });
});
