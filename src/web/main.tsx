import '../client/zod-jitless';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { getLicenseKey } from '../client/storage';
import { setHydratingPrerender } from './lib/use-hydrated';
import './styles.css';

// The server's CSP allows <style> elements only with this response's nonce; Radix's dialog
// scroll lock injects one, so give it the nonce before anything renders.
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// "/" arrives prerendered (scripts/prerender-landing.tsx) as a visitor's first render: hydrate it
// when that is what this visitor would see. A stored key (the session check, then the dashboard)
// or any other page renders afresh.
if (container.firstElementChild && window.location.pathname === '/' && getLicenseKey() === null) {
  setHydratingPrerender(true);
  hydrateRoot(container, app);
  // React hydrates the page's deferred parts before the browser next goes idle.
  const done = () => setHydratingPrerender(false);
  if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 10_000 });
  else setTimeout(done, 5000);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}

// The service worker (/sw.js, built by vite-plugin-pwa) precaches the app shell so the site opens
// offline and can be installed as an app. Development builds have none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  });
}
