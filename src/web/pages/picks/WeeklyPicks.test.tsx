import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { picksWindow } from '@shared/calendar/picks-window';
import { renderApp } from '../../test/render';
import { deferred } from '../../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { resetToasts } from '../../lib/use-toast';
import { mockApi, type ApiReply } from './test/mock-api';
import { expectListWaitsForStartupCheck } from './test/stored-key-startup';
import { aGame } from './test/picks-fixtures';

const PICKS = 'GET /api/weekly-picks';
const VERIFY = 'POST /api/auth/verify-license';
const RANGE = { startDate: '2025-09-04', endDate: '2025-09-12' };
const NOTICE =
  'Only games with Strong Buy/Buy recommendations, High/Very High confidence, and 3%+ mathematical edge are shown here.';

afterEach(() => resetToasts());

function withKey(picks: ApiReply | ApiReply[], storageKey = 'betlens_license_key') {
  window.localStorage.setItem(storageKey, VALID_KEY);
  return mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    [VERIFY]: { body: { valid: true, license: licenseView(60), message: 'ok' } },
    [PICKS]: picks,
  });
}

const slate = (games = [aGame()]) => ({ body: { games, totalGames: games.length, dateRange: RANGE } });

describe('/weekly-picks', () => {
  it('waits for the startup check of the stored key (it sets the device cookie) before asking for the picks', () =>
    expectListWaitsForStartupCheck({
      path: '/weekly-picks',
      list: PICKS,
      reply: slate(),
      loadingText: 'Loading weekly picks...',
      firstHeading: 'Kansas City Chiefs @ Buffalo Bills',
    }));

  it("without a key explains quality-first and offers 'Sign In to View Weekly Picks'", async () => {
    const api = mockApi({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const user = userEvent.setup();
    renderApp({ path: '/weekly-picks' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Quality over quantity' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In to View Weekly Picks' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(api.to(PICKS)).toHaveLength(0);
  });

  it('sends the key stored under the hyphen spelling as x-license-key, with the default filters', async () => {
    const gate = deferred();
    const api = withKey({ ...slate(), wait: gate.promise }, 'betlens-license-key');
    renderApp({ path: '/weekly-picks' });
    expect(await screen.findByText('Loading weekly picks...')).toBeInTheDocument();
    gate.resolve();
    await screen.findByRole('heading', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    const request = api.to(PICKS)[0]!;
    expect(request.headers['x-license-key']).toBe(VALID_KEY);
    const window = picksWindow(new Date());
    expect(Object.fromEntries(request.params)).toEqual({
      sport: 'all',
      startDate: window.startDate,
      endDate: window.endDate,
    });
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('1 high-quality game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows what the server sent: approved picks, then model picks labelled as not yet reviewed', async () => {
    withKey(
      slate([
        aGame({ id: 'ok', awayTeam: 'Miami Dolphins', homeTeam: 'New York Jets' }),
        aGame({
          id: 'model',
          curationStatus: 'pending',
          awayTeam: 'Chicago Bears',
          homeTeam: 'Detroit Lions',
        }),
      ]),
    );
    renderApp({ path: '/weekly-picks' });
    const approved = await screen.findByRole('article', { name: 'Miami Dolphins @ New York Jets' });
    expect(within(approved).getByText('Expert Curated')).toBeInTheDocument();
    const model = screen.getByRole('region', { name: 'Model picks, not yet reviewed' });
    expect(within(model).getByRole('article', { name: 'Chicago Bears @ Detroit Lions' })).toBeInTheDocument();
    expect(within(model).queryByText('Expert Curated')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 high-quality games')).toBeInTheDocument();
  });

  it("shows 'No High-Quality Games Found' with 'Check Again', which fetches again", async () => {
    const api = withKey([slate([]), slate()]);
    const user = userEvent.setup();
    renderApp({ path: '/weekly-picks' });
    expect(await screen.findByRole('heading', { name: 'No High-Quality Games Found' })).toBeInTheDocument();
    expect(screen.getByText(/widening the date range/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(api.to(PICKS)).toHaveLength(2);
  });

  it("shows 'Failed to load weekly picks' with Try Again", async () => {
    withKey([{ status: 503, text: 'down' }, slate()]);
    const user = userEvent.setup();
    renderApp({ path: '/weekly-picks' });
    expect(await screen.findByText('Failed to load weekly picks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('says the plan lacks NFL, with an upgrade link, when the NFL filter is refused (issue 22)', async () => {
    withKey([
      slate(),
      { status: 403, body: { message: 'Your cfb plan does not include NFL', code: 'PLAN_FORBIDDEN' } },
    ]);
    const user = userEvent.setup();
    renderApp({ path: '/weekly-picks' });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'NFL' }));
    expect(await screen.findByText('Your plan does not include NFL picks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/purchase');
    expect(screen.queryByText('Failed to load weekly picks')).not.toBeInTheDocument();
  });

  it("Refresh without a stored key stops with 'License key is required'", async () => {
    const api = withKey(slate());
    const user = userEvent.setup();
    renderApp({ path: '/weekly-picks' });
    await screen.findByRole('article');
    window.localStorage.removeItem('betlens_license_key');
    // Refresh is disabled while a fetch runs; a click then does nothing, so wait until it can be pressed.
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).toBeEnabled(), { timeout: 5_000 });
    await user.click(refresh);
    expect(await screen.findByText('License key is required', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(api.to(PICKS)).toHaveLength(1);
  });

  it('sends the chosen sport and dates', async () => {
    const api = withKey(slate());
    const user = userEvent.setup();
    renderApp({ path: '/weekly-picks' });
    await screen.findByRole('article');
    await user.click(screen.getByRole('button', { name: 'College Football' }));
    await waitFor(() => expect(api.to(PICKS).at(-1)!.params.get('sport')).toBe('college'));
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2099-01-31' } });
    await waitFor(() => expect(api.to(PICKS).at(-1)!.params.get('endDate')).toBe('2099-01-31'));
  });
});
