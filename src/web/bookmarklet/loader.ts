/**
 * The bookmarklet's loader: the code a click on the bookmark runs on a sportsbook page. This is its
 * source; `npm run build:bookmarklet` minifies it (esbuild) into bookmarklet-loader.generated.ts,
 * which bookmarklet-link.ts wraps as `(loader)(settings)` in the bookmark's href and in
 * /bookmarklet.js. A unit test fails when the generated copy is out of date or over 5 KB.
 *
 * It runs in the page's own realm, so it must be self-contained: no imports at run time, every
 * constant in `settings`, and nothing read from or defined on the page's `window` (a page can
 * define any global it likes; it would be the page's code that runs). Styles go through CSSOM with
 * `!important`, which a page's `style-src` allows and its CSS cannot override.
 *
 * - One full-viewport, transparent iframe (marked with `settings.attribute`), hidden until the
 *   frame says 'ready'; the loader then posts it 'open' and shows (and focuses) it when the frame
 *   answers 'opened'. While it shows, the panel inside is a modal sheet with its own backdrop, so
 *   the frame never needs resizing. 'close' from the frame hides it and gives focus back.
 * - Messages count only from the frame this click created (held in its closure), from our origin;
 *   'open' is posted to our origin only.
 * - A later click finds the marked frames and posts them 'open' (to our origin only, so a frame the
 *   page made with another origin never receives it); the creating click shows ours. If no frame of
 *   ours answers 'opened' within `settings.reopenMs`, the marked frames go and a fresh one comes.
 * - An enforced CSP violation for our origin (frame-src, child-src or default-src) removes the
 *   frame and shows a one-line notice pointing to the extension.
 */

/** Everything the loader needs, passed as one JSON object (bookmarklet-link.ts builds it). */
export interface LoaderSettings {
  /** Our public origin; null in /bookmarklet.js, which takes it from its own script URL. */
  readonly origin: string | null;
  readonly attribute: string;
  readonly source: string;
  readonly framePath: string;
  readonly installPath: string;
  readonly noticeId: string;
  readonly title: string;
  readonly noticeText: string;
  readonly noticeLink: string;
  readonly reopenMs: number;
}

interface FrameMessageData {
  readonly source?: unknown;
  readonly type?: unknown;
}

export function bookmarkletLoader(settings: LoaderSettings): void {
  const d = document;
  const w = window;
  const script = d.currentScript as HTMLScriptElement | null;
  const origin = settings.origin ?? (script?.src ? new URL(script.src).origin : location.origin);
  const parent = d.body ?? d.documentElement;

  const css = (element: HTMLElement, styles: Record<string, string>) => {
    for (const name in styles) element.style.setProperty(name, styles[name]!, 'important');
  };
  const fromOurFrame = (event: MessageEvent, frame: HTMLIFrameElement): boolean => {
    const data = event.data as FrameMessageData | null;
    return (
      event.source !== null &&
      event.source === frame.contentWindow &&
      event.origin === origin &&
      !!data &&
      data.source === settings.source
    );
  };
  const remove = (element: Element) => element.parentNode?.removeChild(element);
  const post = (frame: HTMLIFrameElement) =>
    frame.contentWindow?.postMessage({ source: settings.source, type: 'open' }, origin);

  const start = () => {
    const frame = d.createElement('iframe');
    let ready = false;
    let shown = false;
    let returnFocus: Element | null = null;
    frame.setAttribute(settings.attribute, '');
    css(frame, {
      position: 'fixed',
      top: '0',
      left: '0',
      width: '100%',
      height: '100%',
      border: '0',
      margin: '0',
      padding: '0',
      display: 'none',
      'z-index': '2147483647',
      'color-scheme': 'normal',
      background: 'transparent',
      'max-width': 'none',
      'max-height': 'none',
    });
    frame.title = settings.title;
    frame.src = origin + settings.framePath;

    const show = () => {
      if (!ready || !frame.parentNode || shown) return;
      shown = true;
      returnFocus = d.activeElement;
      css(frame, { display: 'block' });
      frame.focus();
    };
    const close = () => {
      shown = false;
      css(frame, { display: 'none' });
      (returnFocus as HTMLElement | null)?.focus?.();
      returnFocus = null;
    };
    const blocked = () => {
      remove(frame);
      if (d.getElementById(settings.noticeId)) return;
      const notice = d.createElement('div');
      notice.id = settings.noticeId;
      notice.setAttribute('role', 'alert');
      css(notice, {
        position: 'fixed',
        top: '0',
        left: '0',
        right: '0',
        'z-index': '2147483647',
        margin: '0',
        padding: '12px 48px 12px 16px',
        background: '#020617',
        color: '#f8fafc',
        font: '15px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif',
        'text-align': 'left',
        'box-shadow': '0 2px 12px rgba(0,0,0,.5)',
        'border-bottom': '2px solid #10b981',
      });
      notice.appendChild(d.createTextNode(`${settings.noticeText} `));
      const link = d.createElement('a');
      link.href = origin + settings.installPath;
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = settings.noticeLink;
      css(link, {
        color: '#6ee7b7',
        'text-decoration': 'underline',
        font: 'inherit',
        background: 'transparent',
      });
      notice.appendChild(link);
      const dismiss = d.createElement('button');
      dismiss.type = 'button';
      dismiss.setAttribute('aria-label', 'Dismiss');
      dismiss.textContent = '\u00d7';
      css(dismiss, {
        position: 'absolute',
        top: '6px',
        right: '8px',
        width: '36px',
        height: '36px',
        background: 'transparent',
        border: '0',
        color: '#f8fafc',
        font: '22px/1 system-ui,sans-serif',
        cursor: 'pointer',
        padding: '0',
      });
      dismiss.addEventListener('click', () => remove(notice));
      notice.appendChild(dismiss);
      parent.appendChild(notice);
    };

    d.addEventListener('securitypolicyviolation', (event) => {
      if (event.disposition !== 'report' && String(event.blockedURI).indexOf(origin) === 0) blocked();
    });
    w.addEventListener('message', (event) => {
      if (!fromOurFrame(event, frame)) return;
      const type = (event.data as FrameMessageData).type;
      if (type === 'ready') {
        ready = true;
        post(frame);
      } else if (type === 'opened') show();
      else if (type === 'close') close();
    });
    parent.appendChild(frame);
  };

  // A later click: ask the frames marked as ours to open; the click that made the real one shows
  // it. If none confirms in time, start afresh.
  const existing = d.querySelectorAll<HTMLIFrameElement>(`iframe[${settings.attribute}]`);
  if (existing.length === 0) {
    start();
    return;
  }
  let confirmed = false;
  const onOpened = (event: MessageEvent) => {
    existing.forEach((frame) => {
      if (fromOurFrame(event, frame) && (event.data as FrameMessageData).type === 'opened') {
        confirmed = true;
        w.removeEventListener('message', onOpened);
      }
    });
  };
  w.addEventListener('message', onOpened);
  existing.forEach(post);
  setTimeout(() => {
    w.removeEventListener('message', onOpened);
    if (confirmed) return;
    existing.forEach(remove);
    start();
  }, settings.reopenMs);
}
