/**
 * The bookmarklet a user drags to the bookmarks bar, and the little protocol between the page it
 * runs on and the overlay's frame.
 *
 * The bookmark's own code opens the overlay in an iframe served from the configured public origin
 * (`/overlay-frame`, GET /api/public-config's publicOrigin, never a development address). The key,
 * the licence and the device id stay in that origin's storage and every API call is made by the
 * frame on its own origin, so the sportsbook page sees a frame and nothing else, and no CORS entry
 * per sportsbook is needed. The page and the frame exchange three messages, each checked on
 * arrival: 'ready', 'opened' and 'close' from the frame, 'open' from the page. None carries any data.
 *
 * The code loads no script of ours into the page, so a page's `script-src` does not stop it. When
 * the page's CSP forbids the frame (`frame-src`), the same code says so in one line and points to
 * the browser extension, whose calls the page's CSP does not govern.
 */

/** The frame page the bookmarklet opens (served by the server with its own frame-ancestors). */
export const OVERLAY_FRAME_PATH = '/overlay-frame';

/** Where the page's blocked-notice link points: the landing page's install section. */
export const INSTALL_PATH = '/#install';

/**
 * Attribute marking the frame the loader adds. A later click looks the frame up by it, but only
 * ever posts it 'open' with our origin as the target (a frame of any other origin never receives
 * it), and only the click that created the frame (which holds it in its closure) shows it. The page
 * controls its own DOM and window, so nothing found there is trusted: no global is read or called.
 */
export const FRAME_ATTRIBUTE = 'data-betlens-frame';

/** A click whose 'open' no frame of ours confirms within this time adds a fresh frame. */
export const REOPEN_TIMEOUT_MS = 1500;

/** `source` of every message between the page and the frame. */
export const FRAME_MESSAGE_SOURCE = 'betlens-overlay';

/** id of the one-line notice shown when the page's CSP blocks the frame. */
export const BLOCKED_NOTICE_ID = 'betlens-bookmarklet-blocked';

export type FrameMessageType = 'ready' | 'open' | 'opened' | 'close';

/** True for a well-formed message of the given type (and nothing else). */
export function isFrameMessage(data: unknown, type: FrameMessageType): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === FRAME_MESSAGE_SOURCE &&
    (data as { type?: unknown }).type === type
  );
}

export function frameMessage(type: FrameMessageType): { source: string; type: FrameMessageType } {
  return { source: FRAME_MESSAGE_SOURCE, type };
}

/** The notice's sentence and its link, which name the product. */
export function blockedNoticeCopy(productName: string): { text: string; link: string } {
  return {
    text: `This site's security settings block the ${productName} bookmarklet.`,
    link: `Use the ${productName} browser extension instead`,
  };
}

/** The origin as an http(s) origin, or null if the configured value is not one. */
export function safeOrigin(publicOrigin: string): string | null {
  try {
    const url = new URL(publicOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // Host names only: nothing that could end the string the bookmarklet embeds it in.
    return /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/i.test(url.origin) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The loader, in plain ES5 so every browser runs it as a bookmark. `originExpression` is a JS
 * expression giving the public origin. Styles are set through CSSOM with `!important`, which a
 * page's `style-src` allows and its CSS cannot override.
 *
 * - One full-viewport, transparent iframe (marked with FRAME_ATTRIBUTE), hidden until the frame
 *   says 'ready'; the loader then posts it 'open' and shows (and focuses) it when the frame answers
 *   'opened'. While it shows, the panel inside is a modal sheet with its own backdrop, so the
 *   frame never needs resizing. 'close' from the frame hides it and gives focus back to what had it.
 * - Messages count only from the frame this click created (held in its closure), from our origin;
 *   'open' is posted to our origin only. Nothing on the page's `window` is read or called: a page
 *   can define any global it likes, and it would be the page's code that runs.
 * - A later click finds the marked frames and posts them 'open' (to our origin only, so a frame the
 *   page made with another origin never receives it); the creating click shows ours. If no frame
 *   of ours answers 'opened' within REOPEN_TIMEOUT_MS, the marked frames go and a fresh one comes.
 * - An enforced CSP violation for our origin (frame-src, child-src or default-src) removes the
 *   frame and shows the notice.
 */
function loaderCode(originExpression: string, productName: string): string {
  const copy = blockedNoticeCopy(productName);
  const str = (value: string) => JSON.stringify(value);
  return [
    '(function(){',
    `var O=${originExpression},A=${str(FRAME_ATTRIBUTE)},S=${str(FRAME_MESSAGE_SOURCE)},w=window,d=document;`,
    'var p=d.body||d.documentElement;',
    'function css(e,o){for(var k in o)e.style.setProperty(k,o[k],"important");}',
    'function ours(e,f){var m=e.data;return e.source===f.contentWindow&&e.source!==null&&e.origin===O&&m&&m.source===S;}',
    // A later click: ask the frames marked as ours to open, posting to our origin only; the click
    // that made the real one shows it. If none confirms in time, start afresh.
    'var c=d.querySelectorAll("iframe["+A+"]");',
    'if(c.length){var done=false;',
    'var hit=function(e){for(var i=0;i<c.length;i++)if(ours(e,c[i])&&e.data.type==="opened"){done=true;w.removeEventListener("message",hit);}};',
    'w.addEventListener("message",hit);',
    'for(var i=0;i<c.length;i++)if(c[i].contentWindow)c[i].contentWindow.postMessage({source:S,type:"open"},O);',
    `setTimeout(function(){w.removeEventListener("message",hit);if(done)return;for(var j=0;j<c.length;j++)if(c[j].parentNode)c[j].parentNode.removeChild(c[j]);start();},${REOPEN_TIMEOUT_MS});`,
    'return;}',
    'start();',
    'function start(){',
    'var f=d.createElement("iframe"),r=false,v=false,b=null;f.setAttribute(A,"");',
    'css(f,{position:"fixed",top:"0",left:"0",width:"100%",height:"100%",border:"0",margin:"0",padding:"0",',
    'display:"none","z-index":"2147483647","color-scheme":"normal",background:"transparent","max-width":"none","max-height":"none"});',
    `f.title=${str(`${productName} picks`)};f.src=O+${str(OVERLAY_FRAME_PATH)};`,
    'function show(){if(!r||!f.parentNode||v)return;v=true;b=d.activeElement;css(f,{display:"block"});f.focus();}',
    'function close(){v=false;css(f,{display:"none"});if(b&&b.focus)b.focus();b=null;}',
    `function blocked(){if(f.parentNode)f.parentNode.removeChild(f);if(d.getElementById(${str(BLOCKED_NOTICE_ID)}))return;`,
    `var n=d.createElement("div");n.id=${str(BLOCKED_NOTICE_ID)};n.setAttribute("role","alert");`,
    'css(n,{position:"fixed",top:"0",left:"0",right:"0","z-index":"2147483647",margin:"0",padding:"12px 48px 12px 16px",',
    'background:"#020617",color:"#f8fafc",font:"15px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif","text-align":"left",',
    '"box-shadow":"0 2px 12px rgba(0,0,0,.5)","border-bottom":"2px solid #10b981"});',
    `n.appendChild(d.createTextNode(${str(`${copy.text} `)}));`,
    `var a=d.createElement("a");a.href=O+${str(INSTALL_PATH)};a.target="_blank";a.rel="noopener";a.textContent=${str(copy.link)};`,
    'css(a,{color:"#6ee7b7","text-decoration":"underline",font:"inherit",background:"transparent"});n.appendChild(a);',
    'var x=d.createElement("button");x.type="button";x.setAttribute("aria-label","Dismiss");x.textContent="\\u00d7";',
    'css(x,{position:"absolute",top:"6px",right:"8px",width:"36px",height:"36px",background:"transparent",border:"0",',
    'color:"#f8fafc",font:"22px/1 system-ui,sans-serif",cursor:"pointer",padding:"0"});',
    'x.addEventListener("click",function(){if(n.parentNode)n.parentNode.removeChild(n);});n.appendChild(x);p.appendChild(n);}',
    'd.addEventListener("securitypolicyviolation",function(e){',
    'if(e.disposition!=="report"&&String(e.blockedURI).indexOf(O)===0)blocked();});',
    'w.addEventListener("message",function(e){if(!ours(e,f))return;var t=e.data.type;',
    'if(t==="ready"){r=true;f.contentWindow.postMessage({source:S,type:"open"},O);}',
    'else if(t==="opened")show();else if(t==="close")close();});',
    'p.appendChild(f);}',
    '})();',
  ].join('');
}

export function bookmarkletHref(publicOrigin: string, productName = 'BetLens'): string | null {
  const origin = safeOrigin(publicOrigin);
  if (origin === null) return null;
  return `javascript:${encodeURIComponent(loaderCode(JSON.stringify(origin), productName))}`;
}

/**
 * dist/web/bookmarklet.js, for bookmarks dragged before the frame: those load this script, so it
 * runs the same loader, taking the origin from its own URL. (Those old bookmarks first call
 * `window.__betlensOverlay.open()` if the page has one, which no code of ours defines any more: a
 * page could; docs/overlay.md asks users to drag the bookmark again.)
 */
export function bookmarkletScript(productName = 'BetLens'): string {
  const origin =
    '(function(s){return s&&s.src?new URL(s.src).origin:location.origin;})(document.currentScript)';
  return `${loaderCode(origin, productName)}\n`;
}
