/**
 * Pretend sportsbook pages for the extension and bookmarklet journeys, served over HTTPS (a
 * throwaway self-signed certificate made with openssl at test time) under the real host names,
 * which the browser maps to 127.0.0.1 (`--host-resolver-rules`). Every page sends a strict CSP and
 * runs a script of its own that does what a hostile page could: it wraps `fetch` and
 * XMLHttpRequest, listens to keys and messages, and keeps all it saw in `window.__pageSaw`.
 *
 * - `/`                strict: scripts, connections and frames from itself only (`frame-src 'none'`)
 * - `/frames-allowed`  the same, but our frame page may be framed
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The host names the journeys use: the supported, blocked and bookmarklet pages. */
export const SPORTSBOOK_HOSTS = {
  supported: 'sportsbook.draftkings.com',
  blocked: 'sportsbook.caesars.com',
  bookmarklet: 'sportsbook.fanduel.com',
} as const;

/** The Chromium flags that send those host names to the local server and accept its certificate. */
export function sportsbookBrowserArgs(): string[] {
  const rules = Object.values(SPORTSBOOK_HOSTS)
    .map((host) => `MAP ${host} 127.0.0.1`)
    .join(', ');
  return [`--host-resolver-rules=${rules}`, '--ignore-certificate-errors'];
}

/** What the page's own script saw (window.__pageSaw). */
export interface PageSaw {
  requests: string[];
  keys: string[];
  messages: string[];
  /** What capture listeners on window heard (keys, text about to be typed, pasted text). */
  captured: string[];
}

const PAGE_SCRIPT = `
(function () {
  var saw = (window.__pageSaw = { requests: [], keys: [], messages: [], captured: [] });
  var realFetch = window.fetch;
  window.fetch = function (input, init) {
    saw.requests.push(JSON.stringify({ input: String(input && input.url ? input.url : input), init: init || null }));
    return realFetch.apply(this, arguments);
  };
  var open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url) {
    saw.requests.push(String(method) + ' ' + String(url));
    return open.apply(this, arguments);
  };
  var setHeader = XMLHttpRequest.prototype.setRequestHeader;
  XMLHttpRequest.prototype.setRequestHeader = function (name, value) {
    saw.requests.push(String(name) + ': ' + String(value));
    return setHeader.apply(this, arguments);
  };
  document.addEventListener('keydown', function (e) { saw.keys.push(e.key); });
  document.addEventListener('input', function (e) { saw.keys.push('input:' + String(e.target && e.target.value)); });
  // Capture listeners on window run before anything inside a shadow root (issue 22 §2).
  window.addEventListener('keydown', function (e) { saw.captured.push(e.key); }, true);
  window.addEventListener('beforeinput', function (e) { saw.captured.push(String(e.data)); }, true);
  window.addEventListener('paste', function (e) {
    saw.captured.push(e.clipboardData ? e.clipboardData.getData('text') : '');
  }, true);
  window.addEventListener('message', function (e) { saw.messages.push(e.origin + ' ' + JSON.stringify(e.data)); });
})();
`;

/** Hostile page CSS: a 10px root, serif fonts, red on yellow. */
const PAGE_CSS =
  'html{font-size:62.5%}body{margin:0;font:1.6rem/1.2 serif;background:#fff;color:#222}' +
  'main{padding:2rem}button,p,h2,div{color:rgb(255,0,0);font-family:serif;background:rgb(255,255,0)}' +
  'div{position:relative;z-index:1}';

function pageHtml(host: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${host}</title><link rel="stylesheet" href="/site.css"><script src="/page.js"></script></head>` +
    `<body><header><h1>Sportsbook (${host})</h1></header><main>` +
    '<p class="line">Georgia +3.5 (-110) @ Alabama -3.5 (-110)</p>' +
    '<label>Stake <input name="stake" value="10"></label> <button type="button">Place bet</button>' +
    '</main></body></html>'
  );
}

export interface SportsbookServer {
  url(host: string, path?: string): string;
  close(): Promise<void>;
}

export async function startSportsbookServer(apiOrigin: string): Promise<SportsbookServer> {
  const dir = mkdtempSync(join(tmpdir(), 'betlens-sportsbook-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem')].concat([
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=sportsbook.test',
    ]),
    { stdio: 'ignore' },
  );
  const strict = ["default-src 'self'", "script-src 'self'", "connect-src 'self'", "style-src 'self'"].concat(
    "img-src 'self' data:",
  );
  const server: Server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/page.js') {
        res.writeHead(200, { 'content-type': 'text/javascript' }).end(PAGE_SCRIPT);
        return;
      }
      if (path === '/site.css') {
        res.writeHead(200, { 'content-type': 'text/css' }).end(PAGE_CSS);
        return;
      }
      if (path !== '/' && path !== '/frames-allowed') {
        res.writeHead(404).end();
        return;
      }
      const frames = path === '/frames-allowed' ? `frame-src ${apiOrigin}` : "frame-src 'none'";
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': [...strict, frames].join('; '),
        })
        .end(pageHtml(String(req.headers.host ?? '').split(':')[0] ?? ''));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (host, path = '/') => `https://${host}:${port}${path}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
