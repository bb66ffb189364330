/**
 * The licence in the extension's own pages (toolbar popup and options page), the only places its
 * key is typed (src/overlay/key-entry.ts): enter a key, or its status, days remaining and removal.
 * The key entry uses the licence gate's messages (visitor spec section 8), shown inline.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { daysRemaining } from '@shared/licensing/account-status';
import type { StoredLicense } from '../client/storage';
import { KEY_PLACEHOLDER } from '../overlay/LicenseGate';
import { enterLicenseKey, KEY_ENTRY_MESSAGES } from '../overlay/enter-license-key';
import type { OverlayEnv } from '../overlay/overlay-env';
import { clearExtensionLicense } from './extension-storage';

export function LicenseSection({
  env,
  now,
  onLicense,
}: {
  env: OverlayEnv;
  now: () => Date;
  /** Told of the licence as loaded, verified or removed. */
  onLicense?: (license: StoredLicense | null) => void;
}) {
  const [license, setLicense] = useState<StoredLicense | null | undefined>(undefined);
  const titleId = useId();

  useEffect(() => {
    void Promise.resolve(env.storage.loadLicense(now())).then(
      (loaded) => {
        setLicense(loaded);
        onLicense?.(loaded);
      },
      () => setLicense(null),
    );
    // Loaded once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [env, now]);

  const change = (next: StoredLicense | null) => {
    setLicense(next);
    onLicense?.(next);
  };

  const removeKey = async () => {
    await clearExtensionLicense();
    change(null);
  };

  return (
    <section className="bx-section" aria-labelledby={titleId}>
      <h2 id={titleId}>License</h2>
      {license === undefined ? null : license === null ? (
        <KeyForm env={env} onVerified={change} />
      ) : (
        <LicenseStatus license={license} now={now} onRemove={() => void removeKey()} />
      )}
    </section>
  );
}

function LicenseStatus({
  license,
  now,
  onRemove,
}: {
  license: StoredLicense;
  now: () => Date;
  onRemove: () => void;
}) {
  const days = daysRemaining(new Date(license.expiryDate), now());
  return (
    <div className="bx-card">
      <p className="bx-card-title">Licensed User</p>
      <p>
        {days} {days === 1 ? 'day' : 'days'} remaining
      </p>
      <p className="bx-muted">
        Key ending {license.licenseKey.slice(-4)} · {license.subscriptionType} plan
      </p>
      <button type="button" className="bx-link" onClick={onRemove}>
        Remove this key from the extension
      </button>
    </div>
  );
}

type Notice = { kind: 'error' | 'success'; title: string; description: string };

/** The licence gate's key entry, with its messages (visitor spec section 8) shown inline. */
function KeyForm({ env, onVerified }: { env: OverlayEnv; onVerified: (license: StoredLicense) => void }) {
  const inputId = useId();
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (key.trim() === '') {
      setNotice({ kind: 'error', ...KEY_ENTRY_MESSAGES.empty });
      return;
    }
    setBusy(true);
    const outcome = await enterLicenseKey(env, key);
    setBusy(false);
    if (outcome.kind !== 'verified') {
      setNotice({ kind: 'error', ...KEY_ENTRY_MESSAGES[outcome.kind] });
      return;
    }
    setNotice({ kind: 'success', ...KEY_ENTRY_MESSAGES.verified });
    onVerified(outcome.license);
  };

  return (
    <form className="bx-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId}>License Key</label>
      <input
        id={inputId}
        className="bx-input"
        value={key}
        onChange={(event) => setKey(event.target.value)}
        placeholder={KEY_PLACEHOLDER}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className="bx-button" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
      {notice ? (
        <p
          className={`bx-notice bx-notice-${notice.kind}`}
          role={notice.kind === 'error' ? 'alert' : 'status'}
        >
          <strong>{notice.title}</strong> {notice.description}
        </p>
      ) : null}
    </form>
  );
}
