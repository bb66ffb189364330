/**
 * The licence gate (visitor spec section 2, "License gate dialog"): the free-trial offer first,
 * then 'Enter License Key'. Verification saves the licence in the overlay's storage (on a page of
 * ours the website's own entries; in the extension its own storage) and hands it to the panel. There is no built-in trial key to try first: without a
 * stored licence the gate simply opens (docs/overlay.md).
 */
import { useId, useState, type FormEvent } from 'react';
import { LICENSE_KEY_PLACEHOLDER } from '@shared/licensing/license-key';
import type { StoredLicense } from '../client/storage';
import { InnerDialog } from './InnerDialog';
import { CheckIcon } from './icons';
import { useOverlayToast } from './OverlayToasts';
import { enterLicenseKey, KEY_ENTRY_MESSAGES } from './enter-license-key';
import { INLINE_KEY_ENTRY } from './key-entry';
import { ExtensionKeyHint, SignInWindowView } from './KeyElsewhere';
import { useOverlayEnv } from './overlay-env';
import { useMountedRef } from './use-mounted-ref';

export const TRIAL_BUTTON_TEXT = 'Start FREE 7-Day All-Access Trial';
export const ENTER_KEY_LINK_TEXT = 'Already have a license key? Enter it here';
export const KEY_PLACEHOLDER = LICENSE_KEY_PLACEHOLDER;

const BENEFITS = [
  'Weekly best bets for NFL and college football',
  '7 days of All-Access: every sport we cover',
  'Lines compared across all major sportsbooks',
  'A written analysis of every pick',
  'SP+ ratings and NFL power rankings',
  'Cancel within the 7 days and nothing is charged',
] as const;

export interface LicenseGateProps {
  /** The marketplace's trial checkout (public config); unknown until the config arrives. */
  trialUrl: string | undefined;
  productName: string;
  onClose: () => void;
  onVerified: (license: StoredLicense) => void;
}

type GateView =
  | { kind: 'offer' }
  | { kind: 'key' }
  | { kind: 'extension' }
  | { kind: 'window'; result: Promise<StoredLicense | null>; attempt: number };

/** The key is typed here only on our own pages; elsewhere the gate says where (key-entry.ts). */
export function LicenseGate({ trialUrl, productName, onClose, onVerified }: LicenseGateProps) {
  const { keyEntry = INLINE_KEY_ENTRY } = useOverlayEnv();
  const [view, setView] = useState<GateView>({ kind: 'offer' });
  const back = () => setView({ kind: 'offer' });
  // Called in the click itself: browsers open a window only while a click still counts.
  const enterKey = () => {
    if (keyEntry.kind === 'window') {
      const result = keyEntry.signIn();
      setView((current) => ({
        kind: 'window',
        result,
        attempt: current.kind === 'window' ? current.attempt + 1 : 0,
      }));
    } else setView({ kind: keyEntry.kind === 'extension' ? 'extension' : 'key' });
  };
  switch (view.kind) {
    case 'offer':
      return <TrialOffer trialUrl={trialUrl} onClose={onClose} onEnterKey={enterKey} />;
    case 'key':
      return <EnterKey onClose={onClose} onBack={back} onVerified={onVerified} />;
    case 'extension':
      return (
        <ExtensionKeyHint
          productName={productName}
          onClose={onClose}
          onBack={back}
          openSettings={keyEntry.kind === 'extension' ? keyEntry.openSettings : undefined}
        />
      );
    case 'window':
      return (
        <SignInWindowView
          key={view.attempt}
          productName={productName}
          result={view.result}
          onClose={onClose}
          onBack={back}
          onRetry={enterKey}
          onVerified={onVerified}
        />
      );
  }
}

function TrialOffer({
  trialUrl,
  onClose,
  onEnterKey,
}: {
  trialUrl: string | undefined;
  onClose: () => void;
  onEnterKey: () => void;
}) {
  const hintId = useId();
  const { transport } = useOverlayEnv();
  const className = 'blo-button blo-button-primary blo-button-block';
  return (
    <InnerDialog
      title={
        // 'Sign Up for Your FREE 7-Day Trial', with '7-Day' kept on one line.
        <>
          Sign Up for Your FREE <span className="blo-nowrap">7-Day</span> Trial
        </>
      }
      onClose={onClose}
      focusKey="offer"
    >
      <ul className="blo-benefits" aria-label="What the trial includes">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <span className="blo-check">
              <CheckIcon />
            </span>
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      {trialUrl ? (
        <a
          href={trialUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={hintId}
          className={className}
          onClick={() => transport.track('purchase_initiated', { plan: 'trial' })}
        >
          {TRIAL_BUTTON_TEXT}
        </a>
      ) : (
        // Until the public config arrives the button keeps its place but goes nowhere.
        <a role="link" aria-disabled="true" className={className}>
          {TRIAL_BUTTON_TEXT}
        </a>
      )}
      <span id={hintId} hidden>
        Opens in a new tab
      </span>
      <button type="button" className="blo-link-button blo-center" onClick={onEnterKey}>
        {ENTER_KEY_LINK_TEXT}
      </button>
    </InnerDialog>
  );
}

function EnterKey({
  onClose,
  onBack,
  onVerified,
}: {
  onClose: () => void;
  onBack: () => void;
  onVerified: (license: StoredLicense) => void;
}) {
  return (
    <InnerDialog title="Enter License Key" onClose={onClose} focusKey="key">
      <KeyEntryForm onBack={onBack} onVerified={onVerified} />
    </InnerDialog>
  );
}

/**
 * The key field with its Verify button (and Back, when given): on our own pages only, the
 * licence gate on /demo and the bookmarklet's sign-in window (key-entry.ts).
 */
export function KeyEntryForm({
  onBack,
  onVerified,
}: {
  onBack?: () => void;
  onVerified: (license: StoredLicense) => void;
}) {
  const inputId = useId();
  const helpId = useId();
  const toast = useOverlayToast();
  const env = useOverlayEnv();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const mounted = useMountedRef();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (key.trim() === '') {
      toast({ ...KEY_ENTRY_MESSAGES.empty, variant: 'destructive' });
      return;
    }
    env.transport.track('license_entered');
    setBusy(true);
    const outcome = await enterLicenseKey(env, key);
    if (mounted.current) setBusy(false);
    if (outcome.kind !== 'verified') {
      toast({ ...KEY_ENTRY_MESSAGES[outcome.kind], variant: 'destructive' });
      return;
    }
    env.transport.track('license_verified', { returning: false });
    toast({ ...KEY_ENTRY_MESSAGES.verified, variant: 'success' });
    onVerified(outcome.license);
  };

  return (
    <form className="blo-field" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className="blo-field-label">
        License Key
      </label>
      <input
        id={inputId}
        className="blo-input blo-input-mono"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        placeholder={KEY_PLACEHOLDER}
        aria-describedby={helpId}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
      />
      <p id={helpId} className="blo-help">
        Your license key is in your purchase e-mail.
      </p>
      <div className="blo-actions">
        {onBack ? (
          <button type="button" className="blo-button blo-button-outline" onClick={onBack}>
            Back
          </button>
        ) : null}
        <button type="submit" className="blo-button blo-button-primary" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </button>
      </div>
    </form>
  );
}
