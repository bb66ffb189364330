import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { PUBLIC_CONFIG } from '../../test/fixtures';
import { mockApi } from '../../pages/picks/test/mock-api';
import { aRecord, aSummary } from '../../pages/picks/test/picks-fixtures';

// The landing page opens onboarding for first-time visitors; these tests are about the record.
beforeEach(() => {
  window.localStorage.setItem('betlens_onboarding_completed', 'true');
});

describe('landing track record', () => {
  it('shows the overall and per-league record from /api/record, with a link to /record', async () => {
    mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      'GET /api/record': {
        body: aRecord({
          overall: aSummary({
            wins: 31,
            losses: 22,
            pushes: 2,
            winRate: 58.5,
            units: 6.4,
            roi: 11.2,
            averageClv: 0.8,
          }),
          leagues: {
            nfl: aSummary({ wins: 12, losses: 9, pushes: 1 }),
            cfb: aSummary({ wins: 19, losses: 13, pushes: 1 }),
          },
        }),
      },
    });
    renderApp({ path: '/' });
    const section = await screen.findByRole('region', { name: 'Our Track Record' });
    const overall = await within(section).findByRole('region', { name: 'Overall' });
    expect(within(overall).getByText('31-22-2')).toBeInTheDocument();
    expect(within(overall).getByText('58.5%')).toBeInTheDocument();
    expect(within(overall).getByText('+6.40u')).toBeInTheDocument();
    expect(within(overall).getByText('+11.2%')).toBeInTheDocument();
    expect(within(overall).getByText('+0.80 pts')).toBeInTheDocument();
    expect(
      within(within(section).getByRole('region', { name: 'NFL' })).getByText('12-9-1'),
    ).toBeInTheDocument();
    expect(
      within(within(section).getByRole('region', { name: 'College Football' })).getByText('19-13-1'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See every graded pick' })).toHaveAttribute(
      'href',
      '/record',
    );
  });

  it("reads 'No graded picks yet this season' before the first graded pick", async () => {
    mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      'GET /api/record': {
        body: aRecord({ picks: [], overall: aSummary({ graded: 0, wins: 0, losses: 0 }) }),
      },
    });
    renderApp({ path: '/' });
    expect(await screen.findByText('No graded picks yet this season')).toBeInTheDocument();
    expect(screen.queryByText('0-0-0')).not.toBeInTheDocument();
  });

  it('labels a record graded from the replay as a demo record, never "this season"', async () => {
    mockApi({
      'GET /api/public-config': { body: { ...PUBLIC_CONFIG, replay: { season: 2024 } } },
      'GET /api/record': { body: aRecord({ simulated: true }) },
    });
    renderApp({ path: '/' });
    const section = await screen.findByRole('region', { name: 'Our Track Record' });
    expect(
      await within(section).findByText(/^Demo record \(2024 replay\): every pick published/),
    ).toBeInTheDocument();
    expect(section).not.toHaveTextContent(/this season/);
  });

  it('says so in the same place when the record cannot be loaded (the page does not jump)', async () => {
    mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      'GET /api/record': { status: 500, text: 'x' },
    });
    renderApp({ path: '/' });
    const section = screen.getByRole('region', { name: 'Our Track Record' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading track record...');
    expect(
      await within(section).findByText('The track record could not be loaded right now.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No graded picks/)).not.toBeInTheDocument();
  });
});
