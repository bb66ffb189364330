/**
 * `mountOverlay(host, options)`: renders the overlay into an open shadow root on `host` and
 * returns `{ open, close, unmount }`. Used by the /demo page (same origin, apiBase '') and by the
 * bookmarklet on a sportsbook page (apiBase = the origin the script came from).
 *
 * Isolation: the page's CSS cannot reach inside the shadow root and the overlay's stylesheet is
 * adopted by the shadow root only (a constructed CSSStyleSheet, which a strict CSP allows), with
 * `:host { all: initial }` so no inherited page style leaks in either.
 */
import { createRoot } from 'react-dom/client';
import type { PublicConfig } from '@shared/api/public-config';
import { createQueryClient } from '../web/lib/api';
import type { StoredLicense } from '../web/lib/storage';
import { createOverlayController } from './overlay-controller';
import { OverlayApp } from './OverlayApp';
import overlayCss from './overlay.css?inline';

export interface MountOverlayOptions {
  /** Origin of the API ('' = the page's own origin). */
  apiBase: string;
  /** Shown in the header; defaults to the public config's product name. */
  productName?: string;
  /** The public config if the page already has it; otherwise fetched from `${apiBase}/api/public-config`. */
  publicConfig?: PublicConfig | null;
  /** Called after a licence is verified in the overlay (the page may refresh its own session). */
  onLicenseVerified?: (license: StoredLicense) => void;
  /** Tests: a fixed clock and an instant wait between SMS attempts. */
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export interface OverlayHandle {
  /** Opens the panel; focus goes back to `returnFocus` (default: what has focus now) on close. */
  open(returnFocus?: HTMLElement | null): void;
  close(): void;
  unmount(): void;
}

/** Applies the overlay's stylesheet to the shadow root only; returns how to take it away again. */
function adoptStyles(shadow: ShadowRoot): () => void {
  if (
    'adoptedStyleSheets' in shadow &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(overlayCss);
    shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    return () => {
      shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  // Browsers without constructable stylesheets (Safari < 16.4): a <style> inside the shadow root.
  const style = document.createElement('style');
  style.textContent = overlayCss;
  shadow.append(style);
  return () => style.remove();
}

/**
 * The host is an element of someone else's page: whatever its CSS says about divs, it must not
 * create a stacking context under the page's own layers or shift anything. Set through CSSOM
 * (allowed by a strict CSP, unlike a style attribute) and marked important.
 */
const HOST_STYLE: Readonly<Record<string, string>> = {
  all: 'initial',
  display: 'block',
  position: 'fixed',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  overflow: 'visible',
  'z-index': '2147483647',
};

function pinHost(host: HTMLElement): void {
  for (const [name, value] of Object.entries(HOST_STYLE)) host.style.setProperty(name, value, 'important');
}

export function mountOverlay(
  host: HTMLElement,
  options: MountOverlayOptions,
  /** Runs after the deferred unmount (e.g. removing a host the caller created for it). */
  onUnmounted?: () => void,
): OverlayHandle {
  pinHost(host);
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const removeStyles = adoptStyles(shadow);
  const container = document.createElement('div');
  shadow.append(container);

  const controller = createOverlayController();
  const root = createRoot(container);
  root.render(
    <OverlayApp
      {...options}
      controller={controller}
      queryClient={createQueryClient()}
      apiBase={options.apiBase.replace(/\/+$/, '')}
    />,
  );

  let mounted = true;
  return {
    open: (returnFocus) => {
      if (mounted) controller.open(returnFocus);
    },
    close: () => controller.close(),
    unmount: () => {
      if (!mounted) return;
      mounted = false;
      controller.close();
      // Not synchronously: the page may call this from its own React commit (effect cleanup),
      // where unmounting another root at once would race that render.
      setTimeout(() => {
        root.unmount();
        container.remove();
        removeStyles();
        onUnmounted?.();
      }, 0);
    },
  };
}

/**
 * Mounts the overlay on a host element of its own, appended to the page (marked
 * `data-betlens-overlay`); unmounting removes the host too.
 */
export function mountOverlayOnPage(options: MountOverlayOptions): OverlayHandle {
  const host = document.createElement('div');
  host.setAttribute('data-betlens-overlay', '');
  (document.body ?? document.documentElement).append(host);
  return mountOverlay(host, options, () => host.remove());
}
