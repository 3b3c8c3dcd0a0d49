import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-800.css';
import '../theme/font-fallbacks.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, siteRoutes } from './App';
import { AppReady } from './AppReady';
import { preloadRoutes } from './declarative-routes';
import { enableOfflineLayer } from '../shell/offline/signals';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Errors caught by an error boundary are handled (the visitor sees the friendly
// error screen); log them as warnings, leaving console.error for real failures.
const options: RootOptions = {
  onCaughtError: (error, info) =>
    console.warn('Handled by an error boundary:', error, info.componentStack),
};
// AppReady tells the page's inline script when the app has attached: the taps and typing it
// recorded before then are replayed (public/prerender-check.js).
const app = (
  <AppReady>
    <App router={BrowserRouter} />
  </AppReady>
);

/**
 * Public pages arrive prerendered (scripts/prerender.ts), drawn for a signed-out
 * visitor in the light theme. /prerender-check.js marks the document with
 * data-prerender="skip" (and hides the HTML) when this visitor would see
 * something else (the dark theme, a session): then the app renders afresh.
 * Otherwise the page hydrates once its route's chunk is loaded; parts below
 * (the footer, the home page's lower sections) hydrate as their own chunks
 * arrive, showing their prerendered HTML meanwhile. Hydration runs as a transition: React yields to
 * the browser every few milliseconds instead of blocking input for the whole pass.
 */
const prerendered =
  container.firstElementChild !== null && document.documentElement.dataset.prerender !== 'skip';

async function hydrate(root: HTMLElement) {
  // A chunk that fails to load is the route error boundary's business, after hydration.
  await preloadRoutes(siteRoutes, window.location.pathname).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(root, app, options);
  });
}

// Not a top-level await: the lazy chunks import shared modules from this entry,
// which must therefore finish evaluating first.
if (prerendered) {
  void hydrate(container);
} else {
  // Drop the prerendered HTML (if any) before showing the root again.
  container.replaceChildren();
  document.documentElement.removeAttribute('data-prerender');
  const root = createRoot(container, options);
  // A transition too: the first render yields to the browser every few milliseconds.
  startTransition(() => root.render(app));
}

// The service worker (offline reading, the app's install): registered once the page has loaded,
// from its own chunk, in the built site only. Storybook and the tests never load this file.
if (import.meta.env.PROD) {
  enableOfflineLayer();
  const register = () =>
    void import('../shell/offline/register')
      .then(({ captureInstallPrompt, registerServiceWorker }) => {
        captureInstallPrompt();
        return registerServiceWorker();
      })
      .catch((error: unknown) => console.warn('Service worker not registered:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
