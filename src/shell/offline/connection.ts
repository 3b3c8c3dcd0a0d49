import { useEffect, useState, useSyncExternalStore } from 'react';
import { isOfflineShell, pageSavedAt } from './page-marks';
import { hasSavedAnswers, subscribeSavedAnswers } from './saved-answers';

/** Whether the browser is online, following its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** How often the site is asked whether it is reachable again, while it answered from the cache. */
export const PROBE_MS = 5000;
/** How long "Koneksi kembali" stays after the connection returns. */
export const BACK_ONLINE_MS = 4000;

/** What the service worker served from its cache because the network did not answer. */
const servedFromCache = () => isOfflineShell() || pageSavedAt() !== null || hasSavedAnswers();

/** Whether the site answers over the network (a HEAD the service worker does not answer). */
async function reachable(): Promise<boolean> {
  try {
    const answer = await fetch('/manifest.webmanifest', { method: 'HEAD', cache: 'no-store' });
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * The connection as the visitor lives it: offline when the browser says so, and also when the
 * service worker had to answer from its cache (the browser often believes it is online on a
 * network that carries nothing). In that case the site is asked every few seconds; when it
 * answers, or the browser's `online` event comes, `onBack` runs and `back` is true for a moment.
 */
export function useConnection(onBack: () => void): { offline: boolean; back: boolean } {
  const browserOnline = useOnline();
  const [fromCache, setFromCache] = useState(servedFromCache);
  const [back, setBack] = useState(false);

  useEffect(
    () =>
      subscribeSavedAnswers(() => {
        if (hasSavedAnswers()) setFromCache(true);
      }),
    [],
  );

  const offline = !browserOnline || fromCache;

  useEffect(() => {
    let timer = 0;
    let probe = 0;
    let cancelled = false;
    const returned = () => {
      window.clearInterval(probe);
      setFromCache(false);
      setBack(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setBack(false), BACK_ONLINE_MS);
      onBack();
    };
    const gone = () => setBack(false);
    window.addEventListener('online', returned);
    window.addEventListener('offline', gone);
    if (fromCache && navigator.onLine)
      probe = window.setInterval(() => {
        void reachable().then((ok) => {
          if (ok && !cancelled) returned();
        });
      }, PROBE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      window.clearInterval(probe);
      window.removeEventListener('online', returned);
      window.removeEventListener('offline', gone);
    };
  }, [fromCache, onBack]);

  return { offline, back };
}
