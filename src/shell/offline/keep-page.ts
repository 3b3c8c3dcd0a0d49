import { SW_MESSAGE } from '../../service-worker/protocol';

/** Asks the service worker to keep a page opened inside the app (no navigation reached it). */
export function keepPage(url: string): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: SW_MESSAGE.keepPage, url }),
  );
}
