/**
 * /overlay-sign-in: the first-party window where a bookmarklet user types the licence key
 * (key-entry.ts). It is a top-level page of our origin, so the address bar shows whose page it is
 * and no sportsbook script runs in it. A verified licence is kept in this origin's storage (it is
 * the website's login too) and posted to the window that opened it, our origin only; a licence
 * already stored here can be handed over without typing the key again.
 */
import { useState } from 'react';
import { daysRemaining } from '@shared/licensing/account-status';
import type { StoredLicense } from '../client/storage';
import { KeyEntryForm } from './LicenseGate';
import { OverlayToastProvider, OverlayToastRegion, useToastState } from './OverlayToasts';
import { signInMessage } from './key-entry';
import { fetchSiteDeviceId } from './overlay-api';
import { useOverlayEnv } from './overlay-env';

export interface SignInPageProps {
  productName: string;
  /** The licence already stored on this origin, if any. */
  storedLicense: StoredLicense | null;
  /** The frame that opened this window (null when opened some other way). */
  opener: Window | null;
  now: () => Date;
  /** Closes this window (after the licence went to the frame). */
  closeWindow: () => void;
}

export function SignInPage({ productName, storedLicense, opener, now, closeWindow }: SignInPageProps) {
  const toasts = useToastState();
  const [stored, setStored] = useState(storedLicense);
  const [typing, setTyping] = useState(storedLicense === null);
  const [sent, setSent] = useState(false);
  const env = useOverlayEnv();

  const handOver = async (license: StoredLicense) => {
    setStored(license);
    setTyping(false);
    if (opener === null || opener.closed) return;
    // The site's device id goes with the licence: the frame is then this browser's one device.
    const deviceId = await fetchSiteDeviceId(env);
    if (opener.closed) return;
    // To our own origin only: if the opener is not our frame any more, the browser drops it.
    opener.postMessage(signInMessage(license, deviceId), window.location.origin);
    setSent(true);
    setTimeout(closeWindow, 1200);
  };

  const days = stored ? daysRemaining(new Date(stored.expiryDate), now()) : 0;
  return (
    <div className="blo-root blo-sign-in">
      <OverlayToastProvider show={toasts.show}>
        <main className="blo-sign-in-card" aria-labelledby="blo-sign-in-title">
          <h1 id="blo-sign-in-title" className="blo-header-title">
            <span className="blo-brand-dot" aria-hidden="true" />
            <span>{productName} sign-in</span>
          </h1>
          <p className="blo-sheet-text">
            Enter your license key here, not on the sportsbook&apos;s page: this window is {productName}
            &apos;s own ({window.location.host}), and the sportsbook cannot read what you type in it.
          </p>
          {sent ? (
            <p className="blo-sign-in-done" role="status">
              Signed in. Your picks are open on the sportsbook page; this window closes by itself.
            </p>
          ) : typing || stored === null ? (
            <KeyEntryForm onVerified={(license) => void handOver(license)} />
          ) : (
            <div className="blo-license-card">
              <p className="blo-license-card-title">Licensed User</p>
              <p className="blo-license-card-days">
                {days} {days === 1 ? 'day' : 'days'} remaining · {stored.subscriptionType} plan
              </p>
              <div className="blo-actions">
                <button
                  type="button"
                  className="blo-button blo-button-outline"
                  onClick={() => setTyping(true)}
                >
                  Use a different key
                </button>
                {opener ? (
                  <button
                    type="button"
                    className="blo-button blo-button-primary"
                    onClick={() => void handOver(stored)}
                  >
                    Use this license
                  </button>
                ) : null}
              </div>
              {opener ? null : (
                <p className="blo-help">Go back to the sportsbook page and open {productName} again.</p>
              )}
            </div>
          )}
        </main>
      </OverlayToastProvider>
      <OverlayToastRegion toast={toasts.current} onDismiss={toasts.dismiss} />
    </div>
  );
}
