/**
 * Admin authentication (spec section 4): a stored key is verified on load; success unlocks, failure
 * clears the stored key and shows the form. There is never a default key: with nothing stored the
 * form shows at once.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, isKeyRefusal, serverMessage } from '../../../client/api';
import { isNetworkError, isOnline } from '../../../client/online';
import { verifyAdminKey } from '../../lib/admin-api';
import { clearAdminKey, clearAdminRefreshJobId, getAdminKey, setAdminKey } from '../../../client/storage';
import { toastSuccess } from './admin-ui';

export type AdminAuthState = 'checking' | 'locked' | 'unlocked';

export const BLANK_KEY_MESSAGE = 'Please enter an admin license key';
export const INVALID_KEY_MESSAGE = 'Invalid admin license key';
export const CHECK_FAILED_MESSAGE = 'Unable to check the admin key right now. Please try again.';
export const CHECK_OFFLINE_MESSAGE =
  'Unable to check the admin key while offline. Please check your connection.';

/**
 * A refused key reads as invalid (spec). A check that never got a verdict (offline, rate limit,
 * server error) says so instead: calling a good key invalid during an outage would mislead.
 */
export function adminKeyErrorMessage(failure: unknown, online: boolean): string {
  if (isKeyRefusal(failure)) return INVALID_KEY_MESSAGE;
  if (!online || isNetworkError(failure)) return CHECK_OFFLINE_MESSAGE;
  if (failure instanceof ApiError && failure.status === 429) {
    return serverMessage(failure.bodyText) ?? CHECK_FAILED_MESSAGE;
  }
  return CHECK_FAILED_MESSAGE;
}

export function useAdminAuth() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AdminAuthState>(() => (getAdminKey() ? 'checking' : 'locked'));
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    const stored = getAdminKey();
    if (stored === null) return;
    let cancelled = false;
    verifyAdminKey(stored).then(
      () => {
        if (!cancelled) setState('unlocked');
      },
      (failure: unknown) => {
        if (cancelled) return;
        // Only a refused key is forgotten; an outage keeps it for the next visit and says so.
        if (isKeyRefusal(failure)) clearAdminKey();
        else setError(adminKeyErrorMessage(failure, isOnline()));
        setState('locked');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const submit = useCallback(async (typed: string) => {
    const key = typed.trim();
    if (key === '') {
      setError(BLANK_KEY_MESSAGE);
      return;
    }
    setError(null);
    setVerifying(true);
    // Stored first: the request helper sends the stored key as x-license-key on /admin paths,
    // and the server reads that header before the body.
    setAdminKey(key);
    try {
      const answer = await verifyAdminKey(key);
      setState('unlocked');
      toastSuccess('Admin Access Granted', answer.message);
    } catch (failure) {
      clearAdminKey();
      setError(adminKeyErrorMessage(failure, isOnline()));
    } finally {
      setVerifying(false);
    }
  }, []);

  const clear = useCallback(() => {
    clearAdminKey();
    clearAdminRefreshJobId();
    queryClient.clear();
    setError(null);
    setState('locked');
    toastSuccess('License Cleared', 'The admin license key was removed from this browser.');
  }, [queryClient]);

  return { state, error, verifying, submit, clear };
}
