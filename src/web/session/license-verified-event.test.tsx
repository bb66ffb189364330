import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider, useSession } from './SessionProvider';
import { createQueryClient } from '../../client/api';
import { mockFetch } from '../test/mock-fetch';
import { MESSAGES, VALID_KEY, licenseView } from '../test/fixtures';

const VERIFY = 'POST /api/auth/verify-license';
const EVENTS = 'POST /api/events';

function setup(verify: Parameters<typeof mockFetch>[0][string]) {
  const api = mockFetch({ [VERIFY]: verify, [EVENTS]: { body: { accepted: true } } });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider sleep={() => Promise.resolve()}>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useSession(), { wrapper });
  return { api, events: api.events, ...hook };
}

const verified = { body: { valid: true, license: licenseView(40), message: 'ok' } };

describe('license_entered and license_verified', () => {
  it('records a fresh login as not returning, without the key', async () => {
    const { result, events } = setup(verified);
    await act(() => result.current.login(VALID_KEY, 'login_dialog'));
    await waitFor(() =>
      expect(events()).toEqual([
        expect.objectContaining({ name: 'license_entered', properties: { source: 'login_dialog' } }),
        expect.objectContaining({ name: 'license_verified', properties: { returning: false } }),
      ]),
    );
    expect(JSON.stringify(events())).not.toContain(VALID_KEY);
  });

  it('records the start-up check of a stored key as returning', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const { events } = setup(verified);
    await waitFor(() =>
      expect(events()).toEqual([
        expect.objectContaining({ name: 'license_verified', properties: { returning: true } }),
      ]),
    );
  });

  it('records only the entry, not a verification, when the key is refused', async () => {
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    const { result, events, api } = setup({ status: 401, body: MESSAGES.invalid });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(async () => {
      await expect(result.current.login(VALID_KEY, 'login_dialog')).rejects.toThrow();
    });
    expect(api.to(VERIFY).length).toBeGreaterThanOrEqual(2);
    expect(events()).toEqual([
      expect.objectContaining({ name: 'license_entered', properties: { source: 'login_dialog' } }),
    ]);
  });
});
