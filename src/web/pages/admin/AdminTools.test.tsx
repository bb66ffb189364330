import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../lib/use-toast';
import { renderApp } from '../../test/render';
import { mockFetch, type MockReply } from '../../test/mock-fetch';
import { ADMIN_KEY, gamesResponse, listKey } from './test-fixtures';
import { compactValue } from './AuditLogCard';
import { eventLabel } from './AnalyticsCard';
import type { PlayerProp } from '@shared/api/props';
import type { AdminLeagueOddsStatus, AdminOddsStatus } from '@shared/api/odds-status';

const LICENSE = {
  id: '22222222-2222-4222-8222-222222222222',
  keyLast4: 'BEEF',
  email: 'buyer@example.test',
  plan: 'nfl',
  status: 'active',
  source: 'admin',
  startsAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-03-05T12:00:00.000Z',
  isActive: true,
  daysRemaining: 30,
  maxDevices: 2,
  devices: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const PROP = {
  id: '33333333-3333-4333-8333-333333333333',
  fullText: 'Patrick Mahomes (KC) over 274.5 passing yards',
  player: 'Patrick Mahomes',
  team: 'KC',
  position: 'QB',
  propType: 'passing yards',
  line: 274.5,
  notes: null,
  propInsight: null,
  source: 'admin',
  commenceTime: null,
  game: null,
  side: 'over',
  price: null,
  book: null,
  fairPrice: null,
  edge: null,
} satisfies PlayerProp;

beforeEach(() => window.sessionStorage.clear());
afterEach(() => resetToasts());

async function openDashboard(routes: Record<string, MockReply | MockReply[]>) {
  window.localStorage.setItem('betlens_admin_key', ADMIN_KEY);
  const api = mockFetch({
    'POST /api/admin/verify': { body: { valid: true, label: 'ops', message: 'ok' } },
    [listKey()]: { body: gamesResponse([]) },
    ...routes,
  });
  renderApp({ path: '/admin' });
  await screen.findByRole('heading', { level: 1, name: 'Admin Games Dashboard' });
  return api;
}

describe('Licenses card', () => {
  it('lists licences, shows a new key once, and revokes only after confirming', async () => {
    const api = await openDashboard({
      'GET /api/admin/licenses': { body: { licenses: [LICENSE] } },
      'POST /api/admin/licenses': {
        body: {
          message: 'License issued',
          licenseKey: 'NEWKEY00-11111111-22222222-33333333',
          license: LICENSE,
        },
      },
      [`POST /api/admin/licenses/${LICENSE.id}/revoke`]: {
        body: { message: 'License revoked', license: { ...LICENSE, status: 'revoked', isActive: false } },
      },
    });
    const cardEl = screen.getByRole('region', { name: 'Licenses' });
    expect(await within(cardEl).findByText('…BEEF')).toBeInTheDocument();
    expect(within(cardEl).getByText('buyer@example.test')).toBeInTheDocument();
    expect(within(cardEl).getByText(/nfl · expires March 5, 2026/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(within(cardEl).getByLabelText('Buyer e-mail'), 'new@example.test');
    await user.selectOptions(within(cardEl).getByLabelText('Plan'), 'cfb');
    await user.click(within(cardEl).getByRole('button', { name: 'Issue License' }));
    const issued = await within(cardEl).findByRole('region', { name: 'New license key' });
    expect(within(issued).getByText('NEWKEY00-11111111-22222222-33333333')).toBeInTheDocument();
    expect(api.to('POST /api/admin/licenses')[0]!.body).toEqual({
      email: 'new@example.test',
      plan: 'cfb',
      days: 30,
      licenseKey: ADMIN_KEY,
    });
    await user.click(within(issued).getByRole('button', { name: 'Done' }));
    expect(within(cardEl).queryByText('NEWKEY00-11111111-22222222-33333333')).not.toBeInTheDocument();

    await user.click(within(cardEl).getByRole('button', { name: 'Revoke license ending BEEF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke License' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to(`POST /api/admin/licenses/${LICENSE.id}/revoke`)).toHaveLength(0);
    await user.click(within(cardEl).getByRole('button', { name: 'Revoke license ending BEEF' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke License' }),
    );
    expect(await screen.findByText('License Revoked')).toBeInTheDocument();
    expect(api.to(`POST /api/admin/licenses/${LICENSE.id}/revoke`)).toHaveLength(1);
  });
});

describe('Player Props card', () => {
  it('adds a free-text prop and shows what the server parsed', async () => {
    const api = await openDashboard({
      'GET /api/admin/player-props': { body: { data: [] } },
      'POST /api/admin/player-props': { body: { message: 'Prop added', prop: PROP } },
    });
    const cardEl = screen.getByRole('region', { name: 'Player Props' });
    expect(await within(cardEl).findByText('No player props yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(cardEl).getByRole('button', { name: 'Add Prop' }));
    expect(within(cardEl).getByRole('alert')).toHaveTextContent(/Type the prop/);
    await user.type(within(cardEl).getByLabelText('Prop'), PROP.fullText);
    await user.click(within(cardEl).getByRole('button', { name: 'Add Prop' }));
    const parsed = await within(cardEl).findByRole('region', { name: 'Parsed prop' });
    expect(within(parsed).getByText('Patrick Mahomes')).toBeInTheDocument();
    expect(within(parsed).getByText('KC')).toBeInTheDocument();
    expect(within(parsed).getByText('passing yards')).toBeInTheDocument();
    expect(within(parsed).getByText('274.5')).toBeInTheDocument();
    expect(api.to('POST /api/admin/player-props')[0]!.body).toEqual({
      fullText: PROP.fullText,
      licenseKey: ADMIN_KEY,
    });
  });

  it('removes an admin prop', async () => {
    const api = await openDashboard({
      'GET /api/admin/player-props': { body: { data: [PROP] } },
      [`POST /api/admin/player-props/${PROP.id}/remove`]: { body: { message: 'Prop removed', prop: PROP } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Remove prop ${PROP.fullText}` }));
    expect(await screen.findByText('Prop Removed')).toBeInTheDocument();
    await waitFor(() => expect(api.to(`POST /api/admin/player-props/${PROP.id}/remove`)).toHaveLength(1));
  });
});

describe('SMS Outbox and Audit Log cards', () => {
  it('show the outbox with its subscriber count and the audit entries compactly', async () => {
    await openDashboard({
      'GET /api/admin/sms-outbox': {
        body: {
          subscribers: 3,
          entries: [
            {
              id: 'm1',
              to: '•••• 0123',
              body: 'This week: 4 picks',
              kind: 'announcement',
              status: 'failed',
              error: 'carrier rejected',
              createdAt: '2026-01-10T15:00:00.000Z',
              sentAt: null,
            },
          ],
        },
      },
      'GET /api/admin/audit?limit=50': {
        body: {
          entries: [
            {
              id: 7,
              at: '2026-01-10T15:00:00.000Z',
              actor: 'ops desk',
              action: 'license.revoke',
              target: 'license …BEEF',
              before: { status: 'active' },
              after: { status: 'revoked' },
            },
          ],
        },
      },
    });
    const outbox = screen.getByRole('region', { name: 'SMS Outbox' });
    expect(await within(outbox).findByText('3 subscribers')).toBeInTheDocument();
    expect(within(outbox).getByText('•••• 0123 · announcement')).toBeInTheDocument();
    expect(within(outbox).getByText('carrier rejected')).toBeInTheDocument();
    const audit = screen.getByRole('region', { name: 'Audit Log' });
    expect(await within(audit).findByText('license.revoke')).toBeInTheDocument();
    expect(within(audit).getByText('by ops desk · license …BEEF')).toBeInTheDocument();
    expect(within(audit).getByText('status: active → status: revoked')).toBeInTheDocument();
  });

  it('compactValue keeps before/after short', () => {
    expect(compactValue(null)).toBe('—');
    expect(compactValue({ a: 1, b: { c: 2 } })).toBe('a: 1, b: {"c":2}');
    expect(compactValue('x'.repeat(200))).toHaveLength(120);
  });
});

describe('Analytics card', () => {
  it('lists every event with its 7- and 30-day counts', async () => {
    await openDashboard({
      'GET /api/admin/analytics': {
        body: {
          forwarding: false,
          events: [
            { name: 'purchase_completed', last7Days: 2, last30Days: 9 },
            { name: 'sms_subscription_confirmed', last7Days: 0, last30Days: 1 },
          ],
        },
      },
    });
    const card = screen.getByRole('region', { name: 'Analytics' });
    const row = await within(card).findByRole('row', { name: /Purchase completed/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '9']);
    expect(within(card).getByRole('rowheader', { name: 'SMS subscription confirmed' })).toBeInTheDocument();
    expect(within(card).getByText('Stored first-party only')).toBeInTheDocument();
    expect(eventLabel('odds_api_failure')).toBe('Odds API failure');
    expect(eventLabel('ai_analysis_completed')).toBe('AI analysis completed');
  });
});

describe('Odds Status card', () => {
  const league = (
    l: Partial<AdminLeagueOddsStatus> & Pick<AdminLeagueOddsStatus, 'league'>,
  ): AdminLeagueOddsStatus => ({
    state: 'live',
    message: null,
    updatedAt: '2026-11-22T19:05:12.000Z',
    nextUpdateAt: '2026-11-22T19:07:12.000Z',
    intervalSeconds: 192,
    band: 'kickoff',
    lastPollAt: '2026-11-22T19:05:10.000Z',
    quoteAgeSeconds: { p50: 40, p95: 750, prices: 312 },
    callsThisMonth: { ok: 1204, failed: 3, 'rate-limited': 1 },
    lastError: { at: '2026-11-21T16:30:00.000Z', message: 'HTTP 502 from the odds source' },
    ...l,
  });
  const STATUS: AdminOddsStatus = {
    source: 'the-odds-api',
    now: '2026-11-22T19:06:00.000Z',
    staleAfterMinutes: 90,
    leagues: [
      league({ league: 'nfl' }),
      league({
        league: 'cfb',
        state: 'idle',
        nextUpdateAt: null,
        intervalSeconds: null,
        band: null,
        quoteAgeSeconds: { p50: null, p95: null, prices: 0 },
        callsThisMonth: {},
        lastError: null,
      }),
    ],
    credits: {
      budget: 20_000,
      usedThisMonth: 12_400,
      remaining: 7_600,
      projectedMonth: 19_300,
      resetsAt: '2026-12-01T05:00:00.000Z',
      plan: 'stretched',
      stretch: 1.6,
      note: 'Cadences stretched ×1.60 to fit the 7,600 credits left this month',
    },
  };

  it("shows the month's credits once, the stretched plan, and per league its polls, quote ages, calls and last error", async () => {
    const api = await openDashboard({ 'GET /api/admin/odds-status': { body: STATUS } });
    const card = screen.getByRole('region', { name: 'Odds Status' });
    const credits = await within(card).findByRole('region', { name: 'Credits this month' });
    expect(within(credits).getByText('Used this month').nextElementSibling).toHaveTextContent(
      '12,400 of 20,000',
    );
    expect(within(credits).getByText('Remaining').nextElementSibling).toHaveTextContent('7,600');
    expect(within(credits).getByText('Projected month').nextElementSibling).toHaveTextContent(
      '19,300 of 20,000 budget',
    );
    expect(within(credits).getByText('Resets').nextElementSibling).toHaveTextContent(
      'Dec 1, 2026, 12:00 AM ET',
    );
    expect(within(credits).getByText('Plan: cadences stretched ×1.6 to fit the budget')).toBeInTheDocument();
    expect(
      within(credits).getByText('Cadences stretched ×1.60 to fit the 7,600 credits left this month'),
    ).toBeInTheDocument();

    const nfl = within(card).getByRole('region', { name: 'NFL' });
    expect(within(nfl).getByText('Live')).toBeInTheDocument();
    expect(within(nfl).getByText('Last poll').nextElementSibling).toHaveTextContent('Nov 22, 2:05 PM ET');
    expect(within(nfl).getByText('Next poll').nextElementSibling).toHaveTextContent('Nov 22, 2:07 PM ET');
    expect(within(nfl).getByText('Cadence').nextElementSibling).toHaveTextContent(
      'every 3 min (near kickoff)',
    );
    expect(within(nfl).getByText('Quote age').nextElementSibling).toHaveTextContent(
      'p50 40 s · p95 12 min (312 prices)',
    );
    expect(within(nfl).getByText('Calls this month').nextElementSibling).toHaveTextContent(
      'OK 1,204 · Failed 3 · Rate limited 1',
    );
    expect(within(nfl).getByText(/HTTP 502 from the odds source/)).toHaveTextContent(
      'HTTP 502 from the odds source (Nov 21, 11:30 AM ET)',
    );
    const cfb = within(card).getByRole('region', { name: 'College Football' });
    expect(within(cfb).getByText('Idle')).toBeInTheDocument();
    expect(within(cfb).getByText('Quote age').nextElementSibling).toHaveTextContent('no current prices');
    expect(within(cfb).getByText('Calls this month').nextElementSibling).toHaveTextContent('none');
    // One credits block for the whole card, not one per league.
    expect(within(card).getAllByRole('region', { name: 'Credits this month' })).toHaveLength(1);
    expect(api.to('GET /api/admin/odds-status')[0]!.headers['x-license-key']).toBe(ADMIN_KEY);
  });

  it("says 'odds paused: monthly credits spent' when the credits are spent", async () => {
    await openDashboard({
      'GET /api/admin/odds-status': {
        body: {
          ...STATUS,
          leagues: [
            league({
              league: 'nfl',
              state: 'paused',
              message: 'odds paused: monthly credits spent',
              nextUpdateAt: null,
              intervalSeconds: null,
              band: null,
              callsThisMonth: { ok: 1500, 'quota-spent': 1 },
            }),
          ],
          credits: { ...STATUS.credits!, remaining: 0, plan: 'paused', stretch: null, note: null },
        } satisfies AdminOddsStatus,
      },
    });
    const card = screen.getByRole('region', { name: 'Odds Status' });
    const credits = await within(card).findByRole('region', { name: 'Credits this month' });
    expect(within(credits).getByRole('status')).toHaveTextContent('Plan: odds paused: monthly credits spent');
    const nfl = within(card).getByRole('region', { name: 'NFL' });
    expect(within(nfl).getByRole('status')).toHaveTextContent('odds paused: monthly credits spent');
    expect(within(nfl).getByText('Paused')).toBeInTheDocument();
  });

  it('says the offline replay spends no credits', async () => {
    await openDashboard({
      'GET /api/admin/odds-status': { body: { ...STATUS, source: 'replay', credits: null } },
    });
    const card = screen.getByRole('region', { name: 'Odds Status' });
    expect(await within(card).findByText('Offline replay: no credits are spent')).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Credits this month' })).not.toBeInTheDocument();
    expect(within(card).getByText(/^Offline replay · prices stale after 90 min/)).toBeInTheDocument();
  });

  it('says when the status cannot be read', async () => {
    await openDashboard({ 'GET /api/admin/odds-status': { status: 500, body: { message: 'boom' } } });
    const card = screen.getByRole('region', { name: 'Odds Status' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('boom');
  });
});
