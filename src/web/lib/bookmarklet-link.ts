/**
 * The bookmarklet a user drags to the bookmarks bar. It loads `/bookmarklet.js` from the
 * configured public origin (GET /api/public-config), never a development address, and re-opens
 * the panel instead of loading the script twice. The script URL is stable: the server sends it
 * with `no-cache` and an ETag, so a later click costs a 304, and a new release is picked up.
 */

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

export const BOOKMARKLET_GLOBAL = '__betlensOverlay';

export function bookmarkletHref(publicOrigin: string): string | null {
  const origin = safeOrigin(publicOrigin);
  if (origin === null) return null;
  const script = `${origin}/bookmarklet.js`;
  const code =
    `(function(){var o=window.${BOOKMARKLET_GLOBAL};if(o&&o.open){o.open();return;}` +
    `var s=document.createElement('script');s.src=${JSON.stringify(script)};` +
    `s.async=true;(document.body||document.documentElement).appendChild(s);})();`;
  return `javascript:${encodeURIComponent(code)}`;
}
