/**
 * The options page: the licence (one of the two places the key is typed, with the popup) and which
 * BetLens server the extension talks to. The default is the public origin
 * the build was made for (its host permission is in the manifest); a self-hoster's own origin is
 * asked for at run time as an optional host permission, so the extension never holds more than
 * the server it uses. A key belongs to one server, so changing it removes the stored licence.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { safeOrigin } from '../client/frame-protocol';
import { DEFAULT_API_ORIGIN, PRODUCT_NAME } from './build-constants';
import { chromeApi } from './chrome-api';
import { apiOrigin, saveApiOrigin } from './extension-storage';
import { originMatchPattern } from './manifest';
import type { OverlayEnv } from '../overlay/overlay-env';
import { LicenseSection } from './LicenseSection';

type Notice = { kind: 'error' | 'success'; text: string };

export function Options({ env, now }: { env: OverlayEnv; now: () => Date }) {
  const inputId = useId();
  const helpId = useId();
  const [value, setValue] = useState('');
  const [current, setCurrent] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  // Changing the server removes the licence: the licence section starts again.
  const [licenseRound, setLicenseRound] = useState(0);

  useEffect(() => {
    void apiOrigin().then((origin) => {
      setCurrent(origin);
      setValue(origin);
    });
  }, []);

  const apply = async (origin: string) => {
    const previous = current;
    await saveApiOrigin(origin);
    // Give back the permission for a previous server of one's own.
    if (previous !== DEFAULT_API_ORIGIN && previous !== origin && safeOrigin(previous)) {
      await chromeApi()
        .permissions.remove({ origins: [originMatchPattern(previous)] })
        .catch(() => false);
    }
    setCurrent(origin);
    setValue(origin);
    setLicenseRound((round) => round + 1);
    setNotice({
      kind: 'success',
      text: `Saved. The extension now uses ${origin}. Enter your license key again.`,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const origin = safeOrigin(value.trim());
    if (origin === null) {
      setNotice({ kind: 'error', text: 'Enter a server address such as https://picks.example.com' });
      return;
    }
    if (origin === current) {
      setNotice({ kind: 'success', text: `The extension already uses ${origin}.` });
      return;
    }
    if (origin === DEFAULT_API_ORIGIN) {
      void apply(origin);
      return;
    }
    // Asked straight away, while the click still counts as the user's: browsers require it.
    chromeApi()
      .permissions.request({ origins: [originMatchPattern(origin)] })
      .then(
        (granted) =>
          granted
            ? apply(origin)
            : setNotice({
                kind: 'error',
                text: `Not saved: the extension needs your permission to reach ${origin}.`,
              }),
        () => setNotice({ kind: 'error', text: `Not saved: ${origin} cannot be used by the extension.` }),
      );
  };

  return (
    <main className="bx-options">
      <header className="bx-header">
        <span className="bx-dot" aria-hidden="true" />
        <h1>{PRODUCT_NAME} extension settings</h1>
      </header>
      <LicenseSection key={licenseRound} env={env} now={now} />
      <form className="bx-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Server address</label>
        <input
          id={inputId}
          className="bx-input"
          type="url"
          inputMode="url"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={helpId}
          autoComplete="off"
          spellCheck={false}
        />
        <p id={helpId} className="bx-muted">
          The {PRODUCT_NAME} server the extension gets picks from. Change it only if you run your own server.
          Default: {DEFAULT_API_ORIGIN}
        </p>
        <div className="bx-actions">
          <button type="submit" className="bx-button">
            Save
          </button>
          <button
            type="button"
            className="bx-button bx-button-outline"
            disabled={current === DEFAULT_API_ORIGIN}
            onClick={() => void apply(DEFAULT_API_ORIGIN)}
          >
            Use the default
          </button>
        </div>
        {notice ? (
          <p
            className={`bx-notice bx-notice-${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        ) : null}
      </form>
    </main>
  );
}
