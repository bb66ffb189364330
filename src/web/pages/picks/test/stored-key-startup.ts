/**
 * The key-listed picks pages (Best Bets, Weekly Picks) with a stored key: the startup re-verification
 * sets the device cookie the key needs, so the page must not ask for its list until that check ends.
 */
import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { deferred } from '../../../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../../test/fixtures';
import { mockApi, type ApiReply } from './mock-api';

const VERIFY = 'POST /api/auth/verify-license';

export async function expectListWaitsForStartupCheck(page: {
  path: string;
  /** The list's route, 'METHOD /path'. */
  list: string;
  reply: ApiReply;
  loadingText: string;
  /** A heading the list's first game shows once it has loaded. */
  firstHeading: string;
}): Promise<void> {
  const verified = deferred();
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  const api = mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    [VERIFY]: { body: { valid: true, license: licenseView(60), message: 'ok' }, wait: verified.promise },
    [page.list]: page.reply,
  });
  renderApp({ path: page.path });
  expect(await screen.findByText(page.loadingText)).toBeInTheDocument();
  await waitFor(() => expect(api.to(VERIFY)).toHaveLength(1));
  // The page is up and the check is under way: a list request would have gone out by now.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(api.to(page.list)).toHaveLength(0);
  verified.resolve();
  expect(await screen.findByRole('heading', { name: page.firstHeading })).toBeInTheDocument();
  expect(api.to(page.list)).toHaveLength(1);
}
