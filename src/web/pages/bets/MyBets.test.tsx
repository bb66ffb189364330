import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetsResponse } from '@shared/api/bets';
import { aBet } from '@shared/bets/bet-fixture';
import { renderApp } from '../../test/render';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { resetToasts } from '../../lib/use-toast';
import { mockApi, type ApiReply } from '../picks/test/mock-api';

afterEach(() => {
  resetToasts();
  window.localStorage.clear();
});

const LIST: BetsResponse = {
  bets: [
    aBet({
      id: 'b3',
      selection: 'Over 44.5',
      market: 'total',
      side: 'over',
      line: 44.5,
      result: null,
      profit: null,
      score: null,
      gradedAt: null,
      closing: null,
      unitSize: null,
      commenceTime: '2026-11-29T18:00:00.000Z',
    }),
    aBet({
      id: 'b2',
      selection: 'Kansas City Chiefs +3.5',
      side: 'away',
      line: 3.5,
      price: -105,
      book: 'FanDuel (demo)',
      stake: 2,
      unitSize: null,
      result: 'loss',
      profit: -2,
      demo: true,
      closing: { fairLine: -3.5, fairPrice: 100, clv: -2.38, at: '2026-11-26T21:00:00.000Z' },
    }),
    aBet(),
  ],
  summary: {
    count: 3,
    staked: 3,
    profit: -1.09,
    roi: -36.4,
    clv: 0.82,
    wins: 1,
    losses: 1,
    pushes: 0,
    voids: 0,
    pending: 1,
    dollars: { staked: 50, profit: 45.45, bets: 2 },
  },
};

function signedIn(list: ApiReply | ApiReply[], more: Record<string, ApiReply> = {}) {
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  return mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    'POST /api/auth/verify-license': { body: { valid: true, license: licenseView(60), message: 'ok' } },
    'GET /api/bets': list,
    'GET /api/settings/staking': { body: { rule: 'quarter-kelly' } },
    ...more,
  });
}

describe('/my-bets', () => {
  it('shows the licence gate to a visitor and asks for nothing', async () => {
    const api = mockApi({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/my-bets' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your bets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter License Key' })).toBeInTheDocument();
    expect(api.to('GET /api/bets')).toHaveLength(0);
  });

  it('shows the summary, the chart, and each bet with its result and CLV', async () => {
    signedIn({ body: LIST });
    renderApp({ path: '/my-bets' });
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByTestId('bets-record')).toHaveTextContent('1-1-0');
    const stat = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(stat('Bets')).toHaveTextContent('3');
    expect(stat('Pending')).toHaveTextContent('1');
    expect(stat('Staked')).toHaveTextContent('3u');
    expect(stat('Profit')).toHaveTextContent('\u22121.09u');
    expect(stat('Profit')).toHaveClass('text-red-300');
    expect(stat('ROI')).toHaveTextContent('\u221236.4%');
    expect(stat('Avg CLV')).toHaveTextContent('+0.8%');
    expect(stat('Profit ($)')).toHaveTextContent('+$45.45');
    expect(
      within(summary).getByText('Dollars cover the 2 bets recorded with a unit size.'),
    ).toBeInTheDocument();

    // Profit steps: +0.91 then −1.09 (kickoff order); CLV 4.01 then (4.01 − 2.38)/2 = 0.82.
    expect(screen.getByRole('img', { name: 'Profit after 2 graded bets: \u22121.09u' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Average closing-line value over 2 bets: +0.8%' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('profit-chart').querySelectorAll('[data-point]')).toHaveLength(2);

    const win = screen.getByRole('article', { name: 'Dallas Cowboys \u22123 \u2212110' });
    expect(within(win).getByText('Won')).toBeInTheDocument();
    expect(within(win).getByText('+0.91u (+$45.45)')).toBeInTheDocument();
    expect(within(win).getByText('1u ($50.00)')).toBeInTheDocument();
    expect(win.querySelector('[data-clv]')).toHaveTextContent(
      '+4.0% CLV · closing fair Dallas Cowboys \u22123.5, \u2212121 at your number',
    );
    expect(within(win).getByText(/· 20–27/)).toBeInTheDocument();
    const pending = screen.getByRole('article', { name: 'Over 44.5 \u2212110' });
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(pending).getByText('CLV once the game kicks off')).toBeInTheDocument();
    const demo = screen.getByRole('article', { name: 'Kansas City Chiefs +3.5 \u2212105' });
    expect(within(demo).getByText('Demo')).toBeInTheDocument();
    expect(screen.getByText(/1 of these bets were recorded by the demo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/bets.csv');
    expect(screen.getByRole('link', { name: 'No-vig & EV calculator' })).toHaveAttribute(
      'href',
      '/calculator',
    );
  });

  it('shows the staking rule and changes it for the licence, with what it means', async () => {
    const api = signedIn(
      { body: LIST },
      {
        'GET /api/settings/staking': { body: { rule: 'quarter-kelly' } },
        'PUT /api/settings/staking': { body: { rule: 'half-kelly' } },
      },
    );
    const user = userEvent.setup();
    renderApp({ path: '/my-bets' });
    const card = await screen.findByRole('region', { name: 'Staking' });
    const quarter = await within(card).findByRole('radio', { name: /¼ Kelly/ });
    await waitFor(() => expect(quarter).toBeChecked());
    expect(within(card).getByTestId('staking-rule-explained')).toHaveTextContent(
      'A pick that covers 56% at −110 (+6.9% edge): 2 units.',
    );
    expect(await screen.findByRole('link', { name: 'Staking: ¼ Kelly' })).toHaveAttribute('href', '#staking');
    await user.click(within(card).getByRole('radio', { name: /½ Kelly/ }));
    await waitFor(() => expect(api.to('PUT /api/settings/staking')).toHaveLength(1));
    expect(api.to('PUT /api/settings/staking')[0]!.body).toEqual({ rule: 'half-kelly' });
    await waitFor(() => expect(within(card).getByRole('radio', { name: /½ Kelly/ })).toBeChecked());
    expect(within(card).getByTestId('staking-rule-explained')).toHaveTextContent(
      'A pick that covers 56% at −110 (+6.9% edge): 3 units.',
    );
    expect(await screen.findByText('Units now follow ½ Kelly')).toBeInTheDocument();
  });

  it('deletes a bet after a second press, and lists again', async () => {
    const after = { ...LIST, bets: LIST.bets.filter((b) => b.id !== 'b1') };
    const api = signedIn([{ body: LIST }, { body: after }], { 'DELETE /api/bets/b1': { status: 204 } });
    const user = userEvent.setup();
    renderApp({ path: '/my-bets' });
    const card = await screen.findByRole('article', { name: 'Dallas Cowboys \u22123 \u2212110' });
    await user.click(within(card).getByRole('button', { name: 'Delete Dallas Cowboys \u22123 \u2212110' }));
    expect(api.to('DELETE /api/bets/b1')).toHaveLength(0);
    await user.click(
      within(card).getByRole('button', { name: 'Delete bet: Dallas Cowboys \u22123 \u2212110' }),
    );
    await waitFor(() => expect(api.to('DELETE /api/bets/b1')).toHaveLength(1));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Dallas Cowboys \u22123 \u2212110' }),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Bet deleted')).toBeInTheDocument();
  });

  it('says how to record the first bet', async () => {
    signedIn({ body: { bets: [], summary: { ...LIST.summary, count: 0, dollars: null } } });
    renderApp({ path: '/my-bets' });
    expect(await screen.findByRole('heading', { name: 'No bets yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "See this week's best bets" })).toHaveAttribute(
      'href',
      '/weekly-best-bets',
    );
  });

  it('offers a retry when the list fails', async () => {
    const api = signedIn([{ status: 500, text: 'boom' }, { body: LIST }]);
    const user = userEvent.setup();
    renderApp({ path: '/my-bets' });
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(api.to('GET /api/bets')).toHaveLength(2);
  });
});
