import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { deferred } from '../../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { resetToasts } from '../../lib/use-toast';
import { mockApi, type ApiReply } from './test/mock-api';
import { aTrend } from './test/picks-fixtures';

const TRENDS = 'GET /api/betting-trends';

afterEach(() => resetToasts());

const trends = (data: Partial<{ nflTrends: unknown[]; collegeTrends: unknown[] }> = {}) => ({
  body: {
    data: {
      nflWeek: 'NFL Week 3',
      collegeWeek: 'College Week 4',
      nflTrends: [
        aTrend('PLAY ATS: Kansas City Chiefs (-3.5) are 18-7 ATS (72%) as road favourites, +10.3 units'),
      ],
      collegeTrends: [],
      ...data,
    },
  },
});

function publicApi(reply: ApiReply | ApiReply[]) {
  return mockApi({ 'GET /api/public-config': { body: PUBLIC_CONFIG }, [TRENDS]: reply });
}

function licensedApi(reply: ApiReply, subscriptionType: string) {
  const view = licenseView(60, subscriptionType);
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  window.localStorage.setItem('betlens_license', JSON.stringify({ ...view, licenseKey: VALID_KEY }));
  return mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    'POST /api/auth/verify-license': { body: { valid: true, license: view, message: 'ok' } },
    [TRENDS]: reply,
  });
}

describe('/betting-trends', () => {
  it('shows FADE apart from PLAY, never colours a losing record green, and states each sample', async () => {
    publicApi(
      trends({
        nflTrends: [
          aTrend('PLAY ATS: Kansas City Chiefs (-3.5) are 18-7 ATS (72%) as road favourites, +10.3 units'),
          aTrend('FADE: New York Jets (+6.5) are 4-12 ATS (25%) after a loss, -7.6 units', {
            team: 'New York Jets',
            wins: 4,
            losses: 12,
            pushes: 1,
            action: 'FADE',
          }),
        ],
      }),
    );
    renderApp({ path: '/betting-trends' });
    const nfl = await screen.findByRole('region', { name: 'NFL' });
    const [play, fade] = within(nfl).getAllByRole('listitem');
    expect(play).toHaveAttribute('data-action', 'play');
    expect(fade).toHaveAttribute('data-action', 'fade');
    expect(within(play!).getByText('PLAY ATS')).toHaveClass('text-emerald-300');
    expect(within(fade!).getByText('FADE')).toHaveClass('text-red-300');
    expect(within(play!).getByText('72%')).toHaveClass('text-emerald-300');
    expect(within(fade!).getByText('25%')).toHaveClass('text-red-300');
    expect(within(fade!).getByText('-7.6 units')).toHaveClass('text-red-300');
    expect(within(play!).getByText('Sample: 25 games (18-7 ATS)')).toBeInTheDocument();
    expect(within(fade!).getByText('Sample: 17 games (4-12-1 ATS)')).toBeInTheDocument();
  });

  it('is public: loading, then NFL and college columns with week labels, counts and highlights', async () => {
    const gate = deferred();
    const api = publicApi({ ...trends(), wait: gate.promise });
    renderApp({ path: '/betting-trends' });
    expect(await screen.findByText('Loading betting trends...')).toBeInTheDocument();
    gate.resolve();

    const nfl = await screen.findByRole('region', { name: 'NFL' });
    expect(within(nfl).getByText('NFL Week 3')).toBeInTheDocument();
    expect(within(nfl).getByText('1 trend')).toBeInTheDocument();
    const item = within(nfl).getByRole('listitem');
    expect(item).toHaveTextContent(
      'PLAY ATS: Kansas City Chiefs (-3.5) are 18-7 ATS (72%) as road favourites, +10.3 units',
    );
    const kinds = Array.from(item.querySelectorAll('strong')).map((el) => [el.dataset.kind, el.textContent]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['action', 'PLAY ATS'],
        ['team', 'Kansas City Chiefs (-3.5)'],
        ['record', '18-7 ATS'],
        ['percent', '72%'],
        ['units', '+10.3 units'],
      ]),
    );

    const college = screen.getByRole('region', { name: 'College Football' });
    expect(within(college).getByText('College Week 4')).toBeInTheDocument();
    expect(within(college).getByText('0 trends')).toBeInTheDocument();
    expect(within(college).getByText('No college football trends available this week')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About These Trends' })).toBeInTheDocument();
    expect(screen.getByText(/updated weekly/)).toBeInTheDocument();
    expect(api.to(TRENDS)[0]!.headers['x-license-key']).toBeUndefined();
  });

  it("renders a trend containing '<b>' as text, never as HTML", async () => {
    publicApi(trends({ nflTrends: [aTrend('FADE ALL: <b>Bold</b> <img src=x onerror=alert(1)> teams')] }));
    renderApp({ path: '/betting-trends' });
    const nfl = await screen.findByRole('region', { name: 'NFL' });
    const item = within(nfl).getByRole('listitem');
    expect(item.querySelector('b')).toBeNull();
    expect(item.querySelector('img')).toBeNull();
    expect(item).toHaveTextContent('FADE ALL: <b>Bold</b> <img src=x onerror=alert(1)> teams');
  });

  it('shows the NFL empty text', async () => {
    publicApi(trends({ nflTrends: [] }));
    renderApp({ path: '/betting-trends' });
    expect(await screen.findByText('No NFL trends available this week')).toBeInTheDocument();
  });

  it("shows 'Failed to Load Trends' / 'Please try again later'", async () => {
    publicApi([{ status: 500, text: 'boom' }, trends()]);
    const user = userEvent.setup();
    renderApp({ path: '/betting-trends' });
    expect(await screen.findByText('Failed to Load Trends')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'NFL' })).toBeInTheDocument();
  });

  it('links to Football Bets only with an active football licence', async () => {
    licensedApi(trends(), 'all-access');
    renderApp({ path: '/betting-trends' });
    const links = await screen.findByRole('navigation', { name: 'Betting trends' });
    expect(within(links).getByRole('link', { name: 'Football Bets' })).toHaveAttribute(
      'href',
      '/football-bets',
    );
  });

  it('has no Football Bets link for visitors', async () => {
    publicApi(trends());
    renderApp({ path: '/betting-trends' });
    const links = await screen.findByRole('navigation', { name: 'Betting trends' });
    expect(within(links).queryByRole('link', { name: 'Football Bets' })).not.toBeInTheDocument();
  });
});
