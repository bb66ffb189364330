import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../test/render';
import { mockFetch } from '../test/mock-fetch';
import { PUBLIC_CONFIG } from '../test/fixtures';
import { resetToasts } from '../lib/use-toast';

afterEach(async () => {
  resetToasts();
  // Let the overlay's deferred unmount run before the next test.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

function overlayHost(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-betlens-overlay]');
}

describe('/demo', () => {
  it("is 'College Football Central' with three sample games clearly marked as samples", async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/demo' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'College Football Central' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('College Football Central (Demo) | BetLens'));

    const board = screen.getByRole('region', { name: 'Featured College Games' });
    expect(within(board).getByText('Sample lines')).toBeInTheDocument();
    expect(within(board).getByText(/not live odds and not our analysis/)).toBeInTheDocument();
    const games = within(board).getAllByRole('article');
    expect(games).toHaveLength(3);
    for (const game of games) {
      expect(within(game).getByText('Sample')).toBeInTheDocument();
      expect(within(game).getByRole('table', { name: /^Sample lines: / })).toBeInTheDocument();
    }
    expect(
      within(board).getByRole('article', { name: 'Sample game: Georgia Bulldogs at Alabama Crimson Tide' }),
    ).toBeInTheDocument();
  });

  it('lists the installation steps with the draggable bookmarklet from the configured origin', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/demo' });
    const steps = within(await screen.findByRole('region', { name: 'Use it on your sportsbook' }));
    const items = steps.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Drag the button to your bookmarks bar');
    expect(items[1]).toHaveTextContent('Click it on a sportsbook page');
    expect(items[2]).toHaveTextContent('Enter your license key');
    const link = await steps.findByRole('link', { name: /BetLens Picks/ });
    // The bookmark opens the overlay's frame from the configured origin.
    await waitFor(() =>
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
        '"origin":"https://betlens.test"',
      ),
    );
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('"/overlay-frame"');
  });

  it("'Open Analysis' mounts the overlay in a shadow root and opens it; Escape gives focus back", async () => {
    const api = mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const user = userEvent.setup();
    renderApp({ path: '/demo' });
    const button = await screen.findByRole('button', { name: 'Open Analysis' });
    expect(overlayHost()).toBeNull();

    await user.click(button);
    await waitFor(() => expect(overlayHost()?.shadowRoot).toBeTruthy());
    const shadow = within(overlayHost()!.shadowRoot as unknown as HTMLElement);
    expect(await shadow.findByRole('dialog', { name: 'BetLens Weekly Expert Picks' })).toBeInTheDocument();
    // No licence stored: the gate opens, with the trial link from the page's config.
    expect(shadow.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).toBeInTheDocument();
    // The trial link comes from the config: the page's, or the overlay's own when the click came first.
    await waitFor(() =>
      expect(shadow.getByRole('link', { name: 'Start FREE 7-Day All-Access Trial' })).toHaveAttribute(
        'href',
        PUBLIC_CONFIG.marketplace.trialUrl,
      ),
    );
    // Nothing but config calls: no games without a key.
    expect(api.requests.map((r) => r.path).filter((path) => path !== '/api/public-config')).toEqual([]);
    // The page itself is untouched by the overlay's elements.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(shadow.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    // A second click reuses the mounted overlay.
    await user.click(button);
    expect(shadow.getByRole('dialog', { name: 'BetLens Weekly Expert Picks' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-betlens-overlay]')).toHaveLength(1);
  });

  it('removes the overlay when the page goes away', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const user = userEvent.setup();
    const { unmount } = renderApp({ path: '/demo' });
    await user.click(await screen.findByRole('button', { name: 'Open Analysis' }));
    await waitFor(() => expect(overlayHost()).not.toBeNull());
    unmount();
    // The host goes with the overlay's deferred unmount, after its React root is gone.
    await waitFor(() => expect(overlayHost()).toBeNull());
  });
});
