import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render';
import { stubFetch } from '../test/stub-fetch';
import { PUBLIC_CONFIG } from '../test/fixtures';
import { ReplayBanner } from './ReplayBanner';

describe('ReplayBanner', () => {
  it('says the odds are a replay of the season, with simulated books and moved dates', async () => {
    stubFetch({ 'GET /api/public-config': { body: { ...PUBLIC_CONFIG, replay: { season: 2024 } } } });
    renderApp({ ui: <ReplayBanner /> });
    const banner = await screen.findByRole('complementary', { name: 'Demo replay' });
    expect(banner).toHaveTextContent(
      'Replay of the 2024 season with simulated sportsbooks: game dates are moved to this season and the odds are not real.',
    );
  });

  it('is absent with a live odds feed', async () => {
    const api = stubFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ ui: <ReplayBanner /> });
    await waitFor(() => expect(api.to('GET /api/public-config')).toHaveLength(1));
    expect(screen.queryByTestId('replay-banner')).not.toBeInTheDocument();
  });
});
