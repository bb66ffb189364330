/**
 * The overlay panel (visitor spec section 2, "Overlay panel"): a modal side sheet from the right,
 * 420 px wide (full width on a narrower phone), with the 'Licensed User' card, 'Analyze a Matchup',
 * the picks list and the footer; while the odds are a replay, a banner under the header says so. The licence gate and the SMS opt-in are dialogs inside the panel;
 * while one is open the rest of the panel is inert. Escape closes the top layer; a backdrop click closes its layer.
 * Each opening mounts a fresh panel with the stored licence as read for that opening.
 * Once there is a licence the panel reads the odds status (odds-clock.tsx): the server's clock that
 * every card's price age counts from, and the league line at the top of the picks list.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { daysRemaining } from '@shared/licensing/account-status';
import { REPLAY_BANNER_LABEL, replayBannerText, type ReplayInfo } from '@shared/display/replay-copy';
import type { StoredLicense } from '../client/storage';
import { activeElementOf, focusFirst, trapTabKey } from './focus-trap';
import { CloseIcon, ShieldIcon } from './icons';
import { LicenseGate } from './LicenseGate';
import { MatchupAnalysis } from './MatchupAnalysis';
import { OverlayToastProvider, OverlayToastRegion, useToastState } from './OverlayToasts';
import { PicksList } from './PicksList';
import { LICENSE_REVOKED_NOTICE } from '@shared/api/error-codes';
import { SmsOptIn } from './SmsOptIn';
import { checkSmsSubscription } from './overlay-api';
import { useOverlayEnv } from './overlay-env';
import { OddsClockProvider } from './odds-clock';
import { useMountedRef } from './use-mounted-ref';

export const PANEL_TITLE_SUFFIX = 'Weekly Expert Picks';

type InnerView = 'gate' | 'sms' | null;

export interface OverlayPanelProps {
  /** The stored licence read for this opening; null opens the licence gate. */
  initialLicense: StoredLicense | null;
  productName: string;
  trialUrl: string | undefined;
  /** Public-config `replay`: while set, the panel says its prices are a replay with simulated books. */
  replay?: ReplayInfo | null;
  now: () => Date;
  onClose: () => void;
  onLicenseVerified?: (license: StoredLicense) => void;
  sleep?: (ms: number) => Promise<void>;
}

export function OverlayPanel({
  initialLicense,
  productName,
  trialUrl,
  replay = null,
  now,
  onClose,
  onLicenseVerified,
  sleep,
}: OverlayPanelProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const innerOpener = useRef<HTMLElement | null>(null);
  const env = useOverlayEnv();
  const [license, setLicense] = useState<StoredLicense | null>(initialLicense);
  const [inner, setInner] = useState<InnerView>(() => (license === null ? 'gate' : null));
  const toasts = useToastState();
  const mounted = useMountedRef();

  // First focus: the gate's controls when it opens with the panel, else the panel's first control.
  useEffect(() => {
    if (inner === null) focusFirst(panelRef.current);
    // Only on mount: later layers move focus themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openInner = useCallback((view: Exclude<InnerView, null>) => {
    const active = panelRef.current ? activeElementOf(panelRef.current) : null;
    innerOpener.current = active instanceof HTMLElement ? active : null;
    setInner(view);
  }, []);

  const closeInner = useCallback(() => setInner(null), []);

  // Closing an inner dialog gives focus back to what opened it, once the panel is no longer inert.
  const previousInner = useRef<InnerView>(inner);
  useEffect(() => {
    const was = previousInner.current;
    previousInner.current = inner;
    if (was === null || inner !== null) return;
    const target = innerOpener.current;
    innerOpener.current = null;
    if (target?.isConnected && panelRef.current?.contains(target)) target.focus();
    else focusFirst(panelRef.current);
  }, [inner]);

  const onVerified = useCallback(
    (stored: StoredLicense) => {
      setLicense(stored);
      setInner(null);
      onLicenseVerified?.(stored);
      // Spec section 4: after a verification, offer SMS alerts unless the licence already has them
      // (a failed check counts as "no subscription").
      checkSmsSubscription(env, stored.licenseKey)
        .catch(() => false)
        .then((hasSubscription) => {
          if (!hasSubscription && mounted.current) setInner('sms');
        })
        .catch(() => undefined);
    },
    [env, mounted, onLicenseVerified],
  );

  // Mid-session revocation is never a silent logout: a toast says why, then the gate.
  const showToast = toasts.show;
  const onRevoked = useCallback(() => {
    showToast({ ...LICENSE_REVOKED_NOTICE, variant: 'destructive' });
    void env.storage.clearLicense();
    setLicense(null);
    setInner('gate');
  }, [env, showToast]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (inner !== null) closeInner();
      else onClose();
      return;
    }
    if (panelRef.current) trapTabKey(event, panelRef.current);
  };

  const days = license ? daysRemaining(new Date(license.expiryDate), now()) : 0;

  return (
    <>
      <div className="blo-backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="blo-panel"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <OverlayToastProvider show={toasts.show}>
          <div className="blo-panel-main" inert={inner !== null}>
            <header className="blo-header">
              <h2 id={titleId} className="blo-header-title">
                <span className="blo-brand-dot" aria-hidden="true" />
                <span>
                  {productName} {PANEL_TITLE_SUFFIX}
                </span>
              </h2>
              <button type="button" className="blo-icon-button" aria-label="Close" onClick={onClose}>
                <CloseIcon />
              </button>
            </header>

            {replay ? (
              <aside
                className="blo-replay-banner"
                aria-label={REPLAY_BANNER_LABEL}
                data-testid="replay-banner"
              >
                <span className="blo-replay-tag" aria-hidden="true">
                  {REPLAY_BANNER_LABEL}
                </span>
                <span>{replayBannerText(replay)}</span>
              </aside>
            ) : null}

            <div className="blo-body">
              <OddsClockProvider enabled={license !== null} now={now}>
                {license ? (
                  <div className="blo-license-card">
                    <p className="blo-license-card-title">
                      <ShieldIcon />
                      Licensed User
                    </p>
                    <p className="blo-license-card-days">
                      {days} {days === 1 ? 'day' : 'days'} remaining
                    </p>
                  </div>
                ) : null}
                <MatchupAnalysis
                  licenseKey={license?.licenseKey ?? null}
                  onRequestLicense={() => openInner('gate')}
                />
                <PicksList
                  licenseKey={license?.licenseKey ?? null}
                  subscriptionType={license?.subscriptionType ?? null}
                  now={now}
                  onRequestLicense={() => openInner('gate')}
                  onLicenseRevoked={onRevoked}
                />
              </OddsClockProvider>
            </div>

            <footer className="blo-footer">
              <p>Weekly picks updated Tuesdays &amp; Thursdays</p>
            </footer>
          </div>

          {inner === 'gate' ? (
            <LicenseGate
              trialUrl={trialUrl}
              productName={productName}
              onClose={closeInner}
              onVerified={onVerified}
            />
          ) : null}
          {inner === 'sms' && license ? (
            <SmsOptIn licenseKey={license.licenseKey} onDone={closeInner} sleep={sleep} />
          ) : null}
        </OverlayToastProvider>
        <OverlayToastRegion toast={toasts.current} onDismiss={toasts.dismiss} />
      </div>
    </>
  );
}
