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
