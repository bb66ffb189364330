/**
 * Mounts /overlay-sign-in (SignInPage.tsx), served from the overlay frame's entry: the overlay's
 * stylesheet in a shadow root, the site's storage of our origin and a same-origin fetch transport.
 */
import { createRoot } from 'react-dom/client';
import { fetchPublicConfig } from './overlay-api';
import { DEFAULT_PRODUCT_NAME } from '../client/public-config-guard';
import { loadStoredLicense } from '../client/storage';
import { OverlayEnvProvider } from './overlay-env';
import { createFetchTransport, pageStorage } from './overlay-transport';
import { adoptStyles } from './mount-overlay';
import { SignInPage } from './SignInPage';

export function startSignIn(): void {
  // The page is the window: no margin, and the panel's own background to the edges (CSSOM, which
  // the site's style-src allows).
  document.documentElement.style.setProperty('background', '#020617');
  document.body.style.setProperty('margin', '0');
  const host = document.createElement('div');
  (document.body ?? document.documentElement).append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  adoptStyles(shadow);
  const container = document.createElement('div');
  shadow.append(container);
  document.title = 'Sign in';
  const env = { transport: createFetchTransport({ apiBase: '' }), storage: pageStorage };
  const now = () => new Date();
  const root = createRoot(container);
  const render = (productName: string) => {
    document.title = `${productName} sign-in`;
    root.render(
      <OverlayEnvProvider env={env}>
        <SignInPage
          productName={productName}
          storedLicense={loadStoredLicense(now())}
          opener={window.opener as Window | null}
          now={now}
          closeWindow={() => window.close()}
        />
      </OverlayEnvProvider>,
    );
  };
  void fetchPublicConfig(env).then(
    (config) => render(config.productName || DEFAULT_PRODUCT_NAME),
    () => render(DEFAULT_PRODUCT_NAME),
  );
}
