import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { PUBLIC_CONFIG } from '../../test/fixtures';
import { mockApi } from './test/mock-api';
import { aPublishedPick, aRecord, aSummary } from './test/picks-fixtures';

const RECORD = 'GET /api/record';

const LOSS = aPublishedPick({
  id: 'pick-2',
  awayTeam: 'Green Bay Packers',
  homeTeam: 'Chicago Bears',
  team: 'Chicago Bears',
  betString: 'Chicago Bears +6.5 (-105)',
  price: -105,
  book: 'FanDuel (demo)',
  simulated: true,
  grade: {
    result: 'loss',
    homeScore: 10,
    awayScore: 31,
    closingLine: 7,
    clv: -0.5,
    unitsWon: -1,
    gradedAt: '2024-11-18T06:00:00Z',
  },
});

describe('/record', () => {
  it('shows the season summary per league and every graded pick, losses included', async () => {
    const api = mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [RECORD]: { body: aRecord({ picks: [aPublishedPick(), LOSS], simulated: true }) },
    });
    renderApp({ path: '/record' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Track Record' })).toBeInTheDocument();
    // Graded on the demo books: a demo record, never a season's.
    await screen.findByRole('heading', { name: 'Demo record (replay)' });
    expect(screen.queryByRole('heading', { name: '2024 Season' })).not.toBeInTheDocument();
    expect(api.to(RECORD)[0]!.params.has('season')).toBe(false);

    const overall = screen.getByRole('region', { name: 'Overall' });
    expect(within(overall).getByText('2-1-0')).toBeInTheDocument();
    expect(within(overall).getByText('66.7%')).toBeInTheDocument();
    expect(within(overall).getByText('+0.82u')).toBeInTheDocument();
    expect(within(overall).getByText('+27.3%')).toBeInTheDocument();
    expect(within(overall).getByText('+0.50 pts')).toBeInTheDocument();
    const cfb = screen.getByRole('region', { name: 'College Football' });
    expect(within(cfb).getByText('0-0-0')).toBeInTheDocument();
    expect(screen.getByText(/simulated demo sportsbooks/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Graded Picks (2)' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const lossRow = within(table).getByText('Spread: Chicago Bears +6.5 (-105)').closest('tr')!;
    expect(within(lossRow).getByText('Loss')).toBeInTheDocument();
    expect(within(lossRow).getByText('31–10')).toBeInTheDocument();
    expect(within(lossRow).getByText('+7.0')).toBeInTheDocument();
    expect(within(lossRow).getByText('−0.50 pts')).toBeInTheDocument();
    expect(within(lossRow).getByText(/-105 at FanDuel \(demo\)/)).toBeInTheDocument();
    const winRow = within(table).getByText('Spread: Buffalo Bills -2.5 (-110)').closest('tr')!;
    expect(within(winRow).getByText('Win')).toBeInTheDocument();
  });

  it('is labelled a demo record of the replayed season under the replay banner', async () => {
    mockApi({
      'GET /api/public-config': { body: { ...PUBLIC_CONFIG, replay: { season: 2024 } } },
      [RECORD]: { body: aRecord({ season: 2026, picks: [aPublishedPick(), LOSS], simulated: true }) },
    });
    renderApp({ path: '/record' });
    expect(await screen.findByRole('heading', { name: 'Demo record (2024 replay)' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Demo replay' })).toHaveTextContent(
      'Replay of the 2024 season with simulated sportsbooks',
    );
    expect(
      screen.getByRole('table', { name: 'Graded picks of the Demo record (2024 replay)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/this season|2026 Season/i);
    expect(screen.getByLabelText('Season (replayed dates)')).toHaveValue('2026');
  });

  it('asks for the chosen season', async () => {
    const api = mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [RECORD]: (request) => ({
        body:
          request.params.get('season') === '2023'
            ? aRecord({ season: 2023, overall: aSummary({ wins: 9, losses: 4, pushes: 1 }) })
            : aRecord(),
      }),
    });
    const user = userEvent.setup();
    renderApp({ path: '/record' });
    await screen.findByRole('heading', { name: '2024 Season' });
    await user.selectOptions(screen.getByLabelText('Season'), '2023');
    expect(await screen.findByRole('heading', { name: '2023 Season' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Overall' })).getByText('9-4-1')).toBeInTheDocument();
    await waitFor(() => expect(api.to(RECORD).at(-1)!.params.get('season')).toBe('2023'));
  });

  it('says so when nothing is graded yet', async () => {
    mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [RECORD]: { body: aRecord({ picks: [], overall: aSummary({ graded: 0, wins: 0, losses: 0 }) }) },
    });
    renderApp({ path: '/record' });
    expect(await screen.findByText('No graded picks yet this season.')).toBeInTheDocument();
  });

  it('shows an error with Try Again', async () => {
    mockApi({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      [RECORD]: [{ status: 500, text: 'boom' }, { body: aRecord() }],
    });
    const user = userEvent.setup();
    renderApp({ path: '/record' });
    expect(await screen.findByText('Failed to load the track record')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: '2024 Season' })).toBeInTheDocument();
  });
});
