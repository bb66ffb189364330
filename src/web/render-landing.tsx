/**
 * The landing page as a visitor's browser first renders it (nothing stored, public config and
 * record still loading), as HTML. scripts/prerender-landing.tsx writes it into landing.html at
 * build time and main.tsx hydrates it; a test hydrates it to prove the two renders match.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './App';

export function renderLandingMarkup(): string {
  return renderToString(
    <Router ssrPath="/">
      <App />
    </Router>,
  );
}
