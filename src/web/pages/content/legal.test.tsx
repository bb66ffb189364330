import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockFetch } from '../../test/mock-fetch';
import { PUBLIC_CONFIG } from '../../test/fixtures';
import { TRIAL_TERMS } from '../../content/trial-terms';

function visit(path: string) {
  mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
  return renderApp({ path });
}

describe('/terms-of-service', () => {
  it('has 17 numbered sections with the required terms, and links to privacy and home', async () => {
    visit('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(17);
    headings.forEach((h, i) => expect(h.textContent).toMatch(new RegExp(`^${i + 1}\\. `)));
    const main = screen.getByRole('main');
    for (const text of [
      'informational only',
      'do not place bets',
      'at least 21 years old',
      'at least 18',
      'one account per person',
      TRIAL_TERMS,
      'renew automatically',
      'one-time payment',
      'partial periods',
      'end of the period you have already paid for',
      'suspend',
      'State of Delaware',
      'arbitration',
      'the amount you paid us in the 12 months',
      'limited number of devices',
    ]) {
      expect(main, text).toHaveTextContent(text);
    }
    expect(main.textContent).not.toMatch(/3 (free )?uses/i);
    expect(await within(main).findByRole('link', { name: 'support@betlens.test' })).toHaveAttribute(
      'href',
      'mailto:support@betlens.test',
    );
    expect(within(main).getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('/privacy-policy', () => {
  it('says what is stored and why, the overlay facts, 30-day requests and 21+', async () => {
    visit('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    for (const text of [
      'only as a hash',
      'last 4 characters',
      'HttpOnly',
      'device id',
      'session cookie',
      'opt in to SMS',
      'Reply STOP',
      'no license key, e-mail address or phone number',
      'The browser extension checks only the domain of the page you are on',
      'no access to your browsing history',
      "kept in the extension's own storage, which the sportsbook page cannot read",
      'the sportsbook page sees the frame and nothing inside it',
      "team names you type in our site's session storage for that browser session only",
      "does not read the page's content",
      'within 30 days',
      'adults 21 and over',
    ]) {
      expect(main, text).toHaveTextContent(text);
    }
    expect(within(main).getAllByRole('link', { name: 'Terms of Service' })[0]).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
