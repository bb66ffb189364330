import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { mockFetch } from '../../test/mock-fetch';
import { PUBLIC_CONFIG } from '../../test/fixtures';
import { supportMailto } from './Support';

describe('/support', () => {
  it('offers e-mail support with the configured address and a prefilled request', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/support' });
    expect(await screen.findByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    const email = await screen.findByRole('link', { name: 'Email Support' });
    await waitFor(() =>
      expect(email).toHaveAttribute('href', expect.stringMatching(/^mailto:support@betlens\.test\?subject=/)),
    );
    expect(screen.getByRole('link', { name: 'Send a Support Request' })).toHaveAttribute(
      'href',
      supportMailto('support@betlens.test', 'BetLens'),
    );
    expect(screen.getByText(/We reply within 24 hours/)).toBeInTheDocument();
    const body = decodeURIComponent(supportMailto('a@b.test', 'X').split('body=')[1]!);
    expect(body).toContain('License key (last 4 characters only):');
  });

  it('lists what to include and links the setup guide and legal pages', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/support' });
    const checklist = await screen.findByRole('region', { name: 'What to include in your request' });
    for (const text of [/last 4 characters of your license key/, /browser/, /description/, /Screenshots/]) {
      expect(within(checklist).getByText(text)).toBeInTheDocument();
    }
    const more = screen.getByRole('region', { name: 'More help' });
    expect(within(more).getByRole('link', { name: /Setup guide/ })).toHaveAttribute('href', '/success');
    expect(within(more).getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(more).getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  it('answers the troubleshooting questions in native disclosures', async () => {
    mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    const user = userEvent.setup();
    renderApp({ path: '/support' });
    const summary = await screen.findByText('The analysis is slow');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(details).toHaveTextContent('normally takes 5-15 seconds');
    const invalid = screen.getByText('My license key is invalid').closest('details')!;
    expect(invalid).toHaveTextContent('Copy the whole key');
    expect(invalid).toHaveTextContent('no extra spaces');
    expect(invalid).toHaveTextContent('e-mail address you used at checkout');
    const bookmarklet = screen.getByText('The bookmarklet is not working').closest('details')!;
    for (const step of ['bookmarks bar', 'Refresh', 'ad blockers', 'cache']) {
      expect(bookmarklet).toHaveTextContent(step);
    }
    // A page whose security settings block it: the extension, with the sites it works on.
    expect(bookmarklet).toHaveTextContent("This site's security settings block the BetLens bookmarklet.");
    expect(within(bookmarklet).getByRole('link', { name: 'BetLens browser extension' })).toHaveAttribute(
      'href',
      '/#install',
    );
    expect(bookmarklet).toHaveTextContent('It works on DraftKings, FanDuel and BetMGM');
    const unsupported = screen
      .getByText('The extension says it is not supported on this site')
      .closest('details')!;
    expect(unsupported).toHaveTextContent('Caesars Sportsbook, ESPN BET and BetRivers block the overlay');
  });
});
