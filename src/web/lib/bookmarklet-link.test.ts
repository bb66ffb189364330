import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCKED_NOTICE_ID, bookmarkletHref, bookmarkletScript } from './bookmarklet-link';
import { frameMessage } from '../../client/frame-protocol';

const ORIGIN = 'https://betlens.app';

function codeOf(href: string): string {
  return decodeURIComponent(href.slice('javascript:'.length));
}

/** Runs the bookmark's code on the current (test) page, as a click on the bookmark does. */
function click(href = bookmarkletHref(`${ORIGIN}/`, 'Acme Lines')!): void {
  run(codeOf(href));
}

/** Runs code the way the browser runs a bookmark or a script: as a string. */
function run(code: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the bookmark's code is a string by nature
  const body = new Function(code) as () => void;
  body();
}

function frame(): HTMLIFrameElement {
  const frames = document.querySelectorAll('iframe');
  expect(frames).toHaveLength(1);
  return frames[0]!;
}

/** The frame's window as the page sees it (the test DOM loads no pages into iframes). */
function frameWindow(iframe: HTMLIFrameElement): { postMessage: ReturnType<typeof vi.fn> } {
  const existing = iframe.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> } | null;
  if (existing && vi.isMockFunction(existing.postMessage)) return existing;
  const fake = { postMessage: vi.fn() };
  Object.defineProperty(iframe, 'contentWindow', { value: fake, configurable: true });
  return fake;
}

/** A message as the browser delivers it to the page. */
function deliver(data: unknown, origin: string, source: unknown): void {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

function violation(blockedURI: string, disposition: 'enforce' | 'report' = 'enforce'): void {
  const event = new Event('securitypolicyviolation');
  Object.assign(event, { blockedURI, disposition, effectiveDirective: 'frame-src' });
  document.dispatchEvent(event);
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__betlensOverlay;
  document.body.innerHTML = '';
});

describe('bookmarkletHref', () => {
  it('opens the frame of the configured origin and loads no script into the page', () => {
    const code = codeOf(bookmarkletHref(`${ORIGIN}/`)!);
    expect(code).toContain('"https://betlens.app"');
    expect(code).toContain('"/overlay-frame"');
    expect(code).not.toMatch(/localhost|127\.0\.0\.1|createElement\("script"\)/);
  });

  it('refuses anything that is not an http(s) origin', () => {
    expect(bookmarkletHref('javascript:alert(1)')).toBeNull();
    expect(bookmarkletHref('not a url')).toBeNull();
  });

  it('refuses an origin that could break out of the string it is embedded in', () => {
    expect(bookmarkletHref("https://a.example'")).toBeNull();
    expect(bookmarkletHref('http://127.0.0.1:5000')).toContain('127.0.0.1');
  });
});

describe('the bookmark on a sportsbook page', () => {
  it('adds one hidden, titled frame; shows and opens it once the frame is ready', () => {
    click();
    const iframe = frame();
    expect(iframe.src).toBe(`${ORIGIN}/overlay-frame`);
    expect(iframe.title).toBe('Acme Lines picks');
    expect(iframe.style.getPropertyValue('display')).toBe('none');
    expect(iframe.style.getPropertyPriority('position')).toBe('important');

    const inner = frameWindow(iframe);
    // Not from the frame, or not from our origin: ignored.
    deliver(frameMessage('ready'), 'https://sportsbook.example', inner);
    deliver(frameMessage('ready'), ORIGIN, window);
    deliver({ type: 'ready' }, ORIGIN, inner);
    expect(iframe.style.getPropertyValue('display')).toBe('none');
    expect(inner.postMessage).not.toHaveBeenCalled();

    deliver(frameMessage('ready'), ORIGIN, inner);
    expect(inner.postMessage).toHaveBeenCalledWith(frameMessage('open'), ORIGIN);
    expect(iframe.style.getPropertyValue('display')).toBe('none');
    deliver(frameMessage('opened'), ORIGIN, inner);
    expect(iframe.style.getPropertyValue('display')).toBe('block');
  });

  it("hides on the frame's 'close', gives focus back, and a second click re-opens the same frame", () => {
    const bet = document.createElement('button');
    document.body.append(bet);
    bet.focus();
    click();
    const iframe = frame();
    const inner = frameWindow(iframe);
    deliver(frameMessage('ready'), ORIGIN, inner);
    deliver(frameMessage('opened'), ORIGIN, inner);
    deliver(frameMessage('close'), ORIGIN, inner);
    expect(iframe.style.getPropertyValue('display')).toBe('none');
    expect(document.activeElement).toBe(bet);

    inner.postMessage.mockClear();
    click();
    expect(frame()).toBe(iframe);
    // Asked, to our origin only; shown when our frame answers.
    expect(inner.postMessage).toHaveBeenCalledWith(frameMessage('open'), ORIGIN);
    deliver(frameMessage('opened'), ORIGIN, inner);
    expect(iframe.style.getPropertyValue('display')).toBe('block');
  });

  it('never trusts the page: a page-defined __betlensOverlay is not called, and a fake frame is not shown', () => {
    vi.useFakeTimers();
    try {
      const fakeOpen = vi.fn();
      (window as unknown as Record<string, unknown>).__betlensOverlay = { open: fakeOpen };
      click();
      expect(fakeOpen).not.toHaveBeenCalled();
      const iframe = frame();
      expect(iframe.src).toBe(`${ORIGIN}/overlay-frame`);

      // A page-made frame carrying our marker, of another origin: asked (the browser drops a message
      // whose target origin is not the frame's), never shown, and replaced by a real frame.
      document.body.innerHTML = '';
      const fake = document.createElement('iframe');
      fake.setAttribute('data-betlens-frame', '');
      fake.src = 'https://sportsbook.example/fake-prompt';
      document.body.append(fake);
      const fakeWindow = frameWindow(fake);
      click();
      expect(fakeWindow.postMessage).toHaveBeenCalledWith(frameMessage('open'), ORIGIN);
      // The page answers for it, but not from our origin: nothing happens.
      deliver(frameMessage('opened'), 'https://sportsbook.example', fakeWindow);
      deliver(frameMessage('ready'), 'https://sportsbook.example', fakeWindow);
      vi.advanceTimersByTime(1500);
      const real = frame();
      expect(real).not.toBe(fake);
      expect(real.src).toBe(`${ORIGIN}/overlay-frame`);
      expect(fake.isConnected).toBe(false);
      expect(fake.style.getPropertyValue('display')).not.toBe('block');
    } finally {
      vi.useRealTimers();
    }
  });

  it("says in one line, with a link to the extension, when the page's CSP blocks the frame", () => {
    click();
    violation('https://other.example/x.js');
    violation(`${ORIGIN}/overlay-frame`, 'report');
    expect(document.getElementById(BLOCKED_NOTICE_ID)).toBeNull();

    violation(`${ORIGIN}/overlay-frame`);
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    const notice = document.getElementById(BLOCKED_NOTICE_ID)!;
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(
      "This site's security settings block the Acme Lines bookmarklet. Use the Acme Lines browser extension instead",
    );
    const link = notice.querySelector('a')!;
    expect(link.href).toBe(`${ORIGIN}/#install`);
    expect(link.target).toBe('_blank');

    // Another click tries again and does not stack a second notice.
    click();
    violation(`${ORIGIN}/overlay-frame`);
    expect(document.querySelectorAll(`#${BLOCKED_NOTICE_ID}`)).toHaveLength(1);
    notice.querySelector('button')!.click();
    expect(document.getElementById(BLOCKED_NOTICE_ID)).toBeNull();
  });

  it('bookmarklet.js (for bookmarks made before the frame) runs the same loader from its own origin', () => {
    const script = bookmarkletScript();
    // No origin is built in: the loader takes it from the script's own URL (here, none: the page's).
    expect(script).toContain('"origin":null');
    run(script);
    expect(frame().src).toBe(`${window.location.origin}/overlay-frame`);
  });
});
