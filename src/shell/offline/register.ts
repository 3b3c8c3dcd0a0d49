import { Workbox } from 'workbox-window';
import { SW_MESSAGE, SW_URL } from '../../service-worker/protocol';
import { keepPage } from './keep-page';
import { setOfflineState, type InstallPromptEvent } from './offline-state';

/**
 * Registers the service worker (src/service-worker/sw.ts). Called by the app's browser entry
 * after the page has loaded, from its own chunk: neither this nor workbox-window is on the first
 * load's path, and Storybook and the tests never call it.
 *
 * A new version waits: `takeUpdate` (offered as "Versi baru tersedia") tells it to take over,
 * then the page reloads under it, so no page runs two versions' chunks. The offline layer takes
 * it too on the visitor's next navigation inside the app.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const controlledAtLoad = navigator.serviceWorker.controller !== null;
  const workbox = new Workbox(SW_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    setOfflineState({
      takeUpdate: () => {
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      },
    });
  });
  await workbox.register();
  // The first visit's page, its API answers and images were fetched before the worker existed:
  // keep them for offline reading too.
  if (!controlledAtLoad) {
    const registration = await navigator.serviceWorker.ready;
    keepPage(window.location.href);
    const urls = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === 'fetch' ||
          (entry as PerformanceResourceTiming).initiatorType === 'img',
      )
      .map((entry) => entry.name);
    registration.active?.postMessage({ type: SW_MESSAGE.keepAnswers, urls });
  }
}

/** Keeps the browser's install prompt for the offline layer to offer at the right moment. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setOfflineState({ install: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setOfflineState({ install: null }));
}
