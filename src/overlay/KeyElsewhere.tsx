/**
 * The licence gate's key view where the key is not typed in the panel (key-entry.ts): the
 * extension's panel says where to enter it (popup or options page); the bookmarklet's frame waits
 * for the first-party sign-in window and takes the licence it sends back.
 */
import { useEffect, useState } from 'react';
import type { StoredLicense } from '../client/storage';
import { InnerDialog } from './InnerDialog';
import { useOverlayToast } from './OverlayToasts';
import { KEY_ENTRY_MESSAGES } from './enter-license-key';
import { useOverlayEnv } from './overlay-env';
import { useMountedRef } from './use-mounted-ref';

export const EXTENSION_KEY_HINT = (productName: string) =>
  `For your security, your license key is entered only in the ${productName} extension, never on a sportsbook's page.`;

/** The extension's in-page panel: where to enter the key (the toolbar popup or the options page). */
export function ExtensionKeyHint({
  productName,
  onClose,
  onBack,
  openSettings,
}: {
  productName: string;
  onClose: () => void;
  onBack: () => void;
  openSettings: (() => void) | undefined;
}) {
  return (
    <InnerDialog title="Enter License Key" onClose={onClose} focusKey="extension">
      <p className="blo-sheet-text">{EXTENSION_KEY_HINT(productName)}</p>
      <ol className="blo-steps">
        <li>
          Click the {productName} icon in your browser&apos;s toolbar (under the puzzle-piece icon if it is
          not pinned).
        </li>
        <li>Enter your key under License and choose Verify.</li>
        <li>This panel updates by itself.</li>
      </ol>
      <p className="blo-help">Your license key is in your purchase e-mail.</p>
      <div className="blo-actions">
        <button type="button" className="blo-button blo-button-outline" onClick={onBack}>
          Back
        </button>
        {openSettings ? (
          <button type="button" className="blo-button blo-button-primary" onClick={openSettings}>
            Open {productName} settings
          </button>
        ) : null}
      </div>
    </InnerDialog>
  );
}

/** The bookmarklet's frame: the key is typed in a window of our own origin, and comes back here. */
export function SignInWindowView({
  productName,
  result,
  onClose,
  onBack,
  onRetry,
  onVerified,
}: {
  productName: string;
  result: Promise<StoredLicense | null>;
  onClose: () => void;
  onBack: () => void;
  onRetry: () => void;
  onVerified: (license: StoredLicense) => void;
}) {
  const toast = useOverlayToast();
  const env = useOverlayEnv();
  const mounted = useMountedRef();
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    void result.then(async (license) => {
      if (!mounted.current) return;
      if (license === null) {
        setEnded(true);
        return;
      }
      const stored = await env.storage.saveLicense(license, license.licenseKey);
      if (!mounted.current) return;
      toast({ ...KEY_ENTRY_MESSAGES.verified, variant: 'success' });
      onVerified(stored);
    });
  }, [result, env, mounted, toast, onVerified]);

  return (
    <InnerDialog title="Enter License Key" onClose={onClose} focusKey="window">
      <p className="blo-sheet-text">
        Enter your key in the {productName} sign-in window. It shows our address in its address bar, and this
        page cannot read what you type there.
      </p>
      <p className="blo-help" role="status">
        {ended
          ? 'The sign-in window was closed (or your browser blocked it) before a key was verified.'
          : 'Waiting for the sign-in window…'}
      </p>
      <div className="blo-actions">
        <button type="button" className="blo-button blo-button-outline" onClick={onBack}>
          Back
        </button>
        <button type="button" className="blo-button blo-button-primary" onClick={onRetry}>
          Open the sign-in window
        </button>
      </div>
    </InnerDialog>
  );
}
