/**
 * Prerenders the landing page into dist/web/landing.html after the web build, so "/" paints its
 * hero from the HTML itself and React hydrates it instead of building it from nothing (first and
 * largest contentful paint no longer wait for the JavaScript).
 *
 * The markup is the client's own first render for a visitor: nothing stored, public config and
 * record still loading. main.tsx hydrates only in that situation; anything else renders afresh.
 * The HTML must carry no style attributes: the page's CSP (style-src 'self' 'nonce-…') would
 * refuse them, with a console error each.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderLandingMarkup } from '../src/web/render-landing';

const PRERENDER_MARK = '<div id="root"></div>';

export function prerenderLanding(webRoot: string): void {
  const index = readFileSync(join(webRoot, 'index.html'), 'utf8');
  if (!index.includes(PRERENDER_MARK)) throw new Error(`index.html has no ${PRERENDER_MARK}`);
  const markup = renderLandingMarkup();
  const styled = /\sstyle="/.exec(markup);
  if (styled) {
    const at = styled.index;
    throw new Error(
      `prerendered landing has a style attribute (CSP refuses it): …${markup.slice(at - 120, at + 80)}…`,
    );
  }
  writeFileSync(
    join(webRoot, 'landing.html'),
    index.replace(PRERENDER_MARK, () => `<div id="root">${markup}</div>`),
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  prerenderLanding(process.argv[2] ?? join(import.meta.dirname, '..', 'dist', 'web'));
}
