/**
 * The client auth session (spec section 3 "Auth session": isLoggedIn, license, isLoading) and its
 * transitions (section 4): startup verification of a stored key, login, logout, status check.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withRetry } from '@shared/async/retry';
import { ApiError, errorBody } from '../../client/api';
import { lastFour, normalizeLicenseKey } from '@shared/licensing/license-key';
import type { LicenseView } from '@shared/api/auth';
import {
  fetchSessionLicense,
  isDefinitiveKeyRefusal,
  isRevocation,
  LicenseRejectedError,
  logoutRequest,
  verifyLicense,
} from '../lib/license-api';
import {
  asStoredLicense,
  clearLapsedLicense,
  clearLicense,
  getLapsedLicense,
  getLicenseKey,
  loadStoredLicense,
  saveLicense,
  setLapsedLicense,
  type LapsedLicense,
  type StoredLicense,
} from '../../client/storage';
import { toast } from '../lib/use-toast';
import { trackEvent } from '../../client/analytics';
import { LICENSE_REVOKED_NOTICE } from '@shared/api/error-codes';

/** Login: up to 2 attempts, 500 ms before the second (spec section 7). Other checks: 1 attempt. */
export const LOGIN_RETRY = { attempts: 2, initialDelayMs: 500 } as const;

export interface SessionValue {
  isLoggedIn: boolean;
  license: StoredLicense | null;
  /** True while a stored key is being verified at startup. */
  isLoading: boolean;
  /** Verifies the (trimmed) key, saves licence and key, and resolves with the licence. */
  /** `source` says where the key was typed (the license_entered event records it). */
  login: (licenseKey: string, source: LoginSource) => Promise<StoredLicense>;
  /** Ends the server session, clears the stored key, licence and query cache, toasts 'Logged Out'. */
  logout: () => Promise<void>;
  /**
   * The licence-status check: re-verifies the stored key; removes it only when the server refuses
   * the key itself (invalid, revoked, expired).
   */
  refresh: () => Promise<StoredLicense | null>;
  /**
   * The licence of a key that has expired (kept when the server answers LICENSE_EXPIRED or the stored
   * expiry date passes): the dashboard shows 'Your subscription expired on …' and Renew Subscription.
   */
  lapsed: LapsedLicense | null;
}

/** Where a licence key was typed on the website. */
export type LoginSource = 'login_dialog' | 'sport_dialog' | 'onboarding' | 'success_page';

const SessionContext = createContext<SessionValue | null>(null);

/** Only a network failure or a server error (5xx) is worth a second attempt; a 4xx is an answer. */
export function isRetryableLoginError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof ApiError && error.status >= 500);
}

/** What a check of the stored key found: a licence, a refusal of the key, or nothing certain. */
export type StoredKeyCheck =
  { kind: 'valid'; license: LicenseView } | { kind: 'refused'; error: unknown } | { kind: 'unknown' };

/**
 * Every page load: the session cookie, while valid, answers (no device-binding write, no new
 * session row). Only without a live session for this key is the key verified again. Only a
 * definitive refusal of the key is 'refused'; 429, 5xx, offline and the like are 'unknown'.
 */
export async function checkStoredKey(key: string): Promise<StoredKeyCheck> {
  try {
    const session = await fetchSessionLicense();
    if (session && session.isActive && session.keyLast4 === lastFour(normalizeLicenseKey(key))) {
      const { email, subscriptionType, expiryDate, isActive, daysRemaining } = session;
      return { kind: 'valid', license: { email, subscriptionType, expiryDate, isActive, daysRemaining } };
    }
  } catch {
    return { kind: 'unknown' };
  }
  try {
    const verified = await verifyLicense(key);
    return verified.isActive
      ? { kind: 'valid', license: verified }
      : { kind: 'refused', error: new LicenseRejectedError('License is not active') };
  } catch (error) {
    return isDefinitiveKeyRefusal(error) ? { kind: 'refused', error } : { kind: 'unknown' };
  }
}

/** The licence the server sends with a LICENSE_EXPIRED answer (when it ended), if any. */
function expiredLicenseOf(error: unknown): LapsedLicense | null {
  if (!(error instanceof ApiError) || error.code !== 'LICENSE_EXPIRED') return null;
  const license = asStoredLicense(errorBody(error.bodyText)?.license);
  return license === null ? null : { ...license, isActive: false, daysRemaining: 0 };
}

export interface SessionProviderProps {
  children: ReactNode;
  /** Injected wait between login attempts (tests); defaults to a real timer. */
  sleep?: (ms: number) => Promise<void>;
}

export function SessionProvider({ children, sleep }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [license, setLicense] = useState<StoredLicense | null>(() => loadStoredLicense());
  const [isLoading, setIsLoading] = useState<boolean>(() => getLicenseKey() !== null);
  // Read after the licence: loading an expired stored licence records it as lapsed.
  const [lapsed, setLapsed] = useState<LapsedLicense | null>(() => getLapsedLicense());
  const remember = useCallback((error: unknown) => {
    // Never a silent logout: a revoked licence says so (a toast) as the gate comes back.
    if (isRevocation(error)) toast({ ...LICENSE_REVOKED_NOTICE, variant: 'destructive' });
    const expired = expiredLicenseOf(error);
    if (expired === null) return;
    setLapsedLicense(expired);
    setLapsed(expired);
  }, []);
  // Bumped by login/logout so a slower, older verification never overwrites a newer outcome.
  const generation = useRef(0);
  const startupDone = useRef(false);

  useEffect(() => {
    if (startupDone.current) return;
    startupDone.current = true;
    const key = getLicenseKey();
    if (key === null) return;
    const started = generation.current;
    const current = () => generation.current === started;
    void checkStoredKey(key)
      .then((check) => {
        if (!current()) return;
        if (check.kind === 'valid') {
          setLicense(saveLicense(check.license, key));
          trackEvent('license_verified', { returning: true });
        } else if (check.kind === 'refused') {
          // Spec section 4: a stored key the server refuses is removed. A check that could not
          // be made (429, 5xx, offline) keeps the key and the stored licence as they are.
          clearLicense();
          setLicense(null);
          // An expired key is remembered as lapsed so the dashboard offers the renewal.
          remember(check.error);
        }
      })
      .finally(() => {
        if (current()) setIsLoading(false);
      });
  }, [remember]);

  // Mid-session: any data request the server refuses because the licence was revoked ends the
  // session the same way (a toast, then the gate), once.
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (!isRevocation(event.action.error) || getLicenseKey() === null) return;
      generation.current++;
      clearLicense();
      setLicense(null);
      remember(event.action.error);
    });
  }, [queryClient, remember]);

  const login = useCallback(
    async (licenseKey: string, source: LoginSource): Promise<StoredLicense> => {
      const key = licenseKey.trim();
      if (key === '') throw new LicenseRejectedError('License key is required');
      trackEvent('license_entered', { source });
      const verified = await withRetry(() => verifyLicense(key), {
        ...LOGIN_RETRY,
        shouldRetry: isRetryableLoginError,
        ...(sleep ? { sleep } : {}),
      });
      generation.current++;
      const stored = saveLicense(verified, key);
      setLicense(stored);
      setLapsed(null);
      setIsLoading(false);
      trackEvent('license_verified', { returning: false });
      return stored;
    },
    [sleep],
  );

  const logout = useCallback(async (): Promise<void> => {
    generation.current++;
    try {
      await logoutRequest();
    } catch {
      // The local session ends regardless; the server cookie expires on its own.
    }
    clearLicense();
    clearLapsedLicense();
    setLicense(null);
    setLapsed(null);
    setIsLoading(false);
    queryClient.clear();
    toast({ title: 'Logged Out' });
  }, [queryClient]);

  const refresh = useCallback(async (): Promise<StoredLicense | null> => {
    const key = getLicenseKey();
    if (key === null) {
      setLicense(null);
      return null;
    }
    const started = ++generation.current;
    try {
      const verified = await verifyLicense(key);
      if (generation.current !== started) return null;
      if (!verified.isActive) throw new LicenseRejectedError('License is not active');
      const stored = saveLicense(verified, key);
      setLicense(stored);
      return stored;
    } catch (error) {
      if (generation.current !== started) return null;
      if (isDefinitiveKeyRefusal(error)) {
        clearLicense();
        setLicense(null);
        remember(error);
        return null;
      }
      // A network or server failure, or a rate limit, says nothing about the key: keep it.
      return loadStoredLicense();
    } finally {
      // This check supersedes a start-up check still in flight (whose own end is now ignored).
      if (generation.current === started) setIsLoading(false);
    }
  }, [remember]);

  const value = useMemo<SessionValue>(
    () => ({ isLoggedIn: license !== null, license, isLoading, login, logout, refresh, lapsed }),
    [license, isLoading, login, logout, refresh, lapsed],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('useSession must be used within a SessionProvider');
  return value;
}
