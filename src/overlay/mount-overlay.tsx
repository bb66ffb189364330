/**
 * `mountOverlay(host, options)`: renders the overlay into a shadow root on `host` and returns
 * `{ open, close, unmount }`. Used by the /demo page (same origin), by the bookmarklet's frame
 * (/overlay-frame, our origin inside a sportsbook page) and by the browser extension's content
 * script (a closed shadow root, its own transport and storage).
 *
 * Isolation: the page's CSS cannot reach inside the shadow root and the overlay's stylesheet is
 * adopted by the shadow root only (a constructed CSSStyleSheet, which a strict CSP allows), with
 * `:host { all: initial }` so no inherited page style leaks in either.
 */
import { createRoot } from 'react-dom/client';
import type { PublicConfig } from '@shared/api/public-config';
import { createQueryClient } from '../client/api';
import type { StoredLicense } from '../client/storage';
import { createOverlayController } from './overlay-controller';
import type { KeyEntry } from './key-entry';
import { deepActiveElement } from './focus-trap';
import { OverlayApp } from './OverlayApp';
import {
  createFetchTransport,
  pageStorage,
  type OverlayStorage,
  type OverlayTransport,
} from './overlay-transport';
import overlayCss from './overlay.css?inline';

export interface MountOverlayOptions {
  /** Origin of the API for the default fetch transport ('' = the page's own origin). */
  apiBase?: string;
  /** How API calls travel (default: fetch to `apiBase`). */
  transport?: OverlayTransport;
  /** Where the licence and the typed matchup are kept (default: the page's own storage). */
  storage?: OverlayStorage;
  /**
   * 'closed' for a page that is not ours (the extension): the page's scripts get no handle on the
   * shadow root, and key and input events typed in the overlay stop at its boundary.
   */
  shadowMode?: ShadowRootMode;
  /** Where the licence key is typed (default: in the panel, for our own pages): key-entry.ts. */
  keyEntry?: KeyEntry;
  /** The user's books for "best at your books" (default: the storage's "my books"). */
  myBooks?: readonly string[];
  /** A floating button with this label that opens the panel (the extension's 'Open BetLens'). */
  launcherLabel?: string;
  /** Called each time the panel closes (the bookmarklet's frame then hides itself). */
  onClosed?: () => void;
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
  /** If the panel is open, reads the stored licence again and shows a fresh panel for it. */
  reload(): void;
  unmount(): void;
}

/** Applies the overlay's stylesheet to the shadow root only; returns how to take it away again. */
export function adoptStyles(shadow: ShadowRoot): () => void {
  if (
    'adoptedStyleSheets' in shadow &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(overlayCss);
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
      return () => {
        shadow.adoptedStyleSheets = shadow.adoptedStyleSheets.filter((s) => s !== sheet);
      };
    } catch {
      // Some extension content-script worlds refuse a sheet made in their own world: <style> below.
    }
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

/**
 * Events that would tell a page's listeners what is typed in the overlay (keys, text, clipboard).
 * They are composed, so they leave a shadow root (retargeted to the host); stopping them at the
 * shadow root keeps them from every listener of the page that runs after it. A page listener in
 * the capture phase on window or document still runs first: docs/overlay.md.
 */
const TYPING_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'beforeinput',
  'input',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'paste',
  'copy',
  'cut',
] as const;

function containTypingEvents(shadow: ShadowRoot): () => void {
  const stop = (event: Event) => event.stopPropagation();
  for (const type of TYPING_EVENTS) shadow.addEventListener(type, stop);
  return () => {
    for (const type of TYPING_EVENTS) shadow.removeEventListener(type, stop);
  };
}

function isPromise<T>(value: T | Promise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

export function mountOverlay(
  host: HTMLElement,
  options: MountOverlayOptions,
  /** Runs after the deferred unmount (e.g. removing a host the caller created for it). */
  onUnmounted?: () => void,
): OverlayHandle {
  pinHost(host);
  const mode = options.shadowMode ?? 'open';
  const shadow = (mode === 'open' ? host.shadowRoot : null) ?? host.attachShadow({ mode });
  const removeStyles = adoptStyles(shadow);
  const releaseEvents = mode === 'closed' ? containTypingEvents(shadow) : () => undefined;
  const container = document.createElement('div');
  shadow.append(container);

  const {
    apiBase = '',
    transport,
    storage,
    keyEntry,
    myBooks,
    onClosed,
    now = () => new Date(),
    ...appOptions
  } = options;
  const env = {
    transport: transport ?? createFetchTransport({ apiBase }),
    storage: storage ?? pageStorage,
    ...(keyEntry ? { keyEntry } : {}),
    ...(myBooks ? { myBooks } : {}),
  };
  const controller = createOverlayController();
  let mounted = true;

  /** The stored licence, read now (an asynchronous storage is awaited). */
  const withLicense = (then: (license: StoredLicense | null) => void) => {
    const license = env.storage.loadLicense(now());
    if (!isPromise(license)) {
      then(license);
      return;
    }
    void license
      .catch(() => null)
      .then((loaded) => {
        if (mounted) then(loaded);
      });
  };

  /** Each opening reads the stored licence again (a login elsewhere in between is picked up). */
  const open = (returnFocus?: HTMLElement | null) => {
    if (!mounted) return;
    const target = returnFocus ?? deepActiveElement();
    withLicense((license) => controller.open(target, license));
  };

  const reload = () => {
    if (mounted && controller.getSnapshot().open) withLicense((license) => controller.reload(license));
  };

  if (onClosed) {
    let wasOpen = false;
    controller.subscribe(() => {
      const isOpen = controller.getSnapshot().open;
      if (wasOpen && !isOpen) onClosed();
      wasOpen = isOpen;
    });
  }

  const root = createRoot(container);
  root.render(
    <OverlayApp
      {...appOptions}
      now={now}
      env={env}
      controller={controller}
      queryClient={createQueryClient()}
      onLaunch={open}
    />,
  );

  return {
    open,
    close: () => controller.close(),
    reload,
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
        releaseEvents();
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
