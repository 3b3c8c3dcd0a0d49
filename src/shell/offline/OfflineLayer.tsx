import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { readString, writeString } from '../../lib/storage';
import { STORAGE_KEYS } from '../../config/storage-keys';
import { keepPage } from './keep-page';
import { REFRESH_EVENT } from './signals';
import { useConnection } from './connection';
import { getOfflineState, setOfflineState, useOfflineState } from './offline-state';
import { clearPageMarks, isOfflineShell, OFFLINE_READY_PATHS, pageSavedAt } from './page-marks';
import { forgetSavedAnswers, hasSavedAnswers } from './saved-answers';
import { ConnectionBanner, InstallPrompt, UpdatePrompt } from './prompts';

const controlled = () =>
  typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null;

/**
 * The offline site's visible parts, mounted once the page has loaded (AppProviders):
 * - the connection banner, and a refresh of cached content when the connection returns;
 * - "Versi baru tersedia" when a new version waits (taken on "Muat ulang" or the next navigation);
 * - the offer to install the app, once, never on the first screen of a first visit;
 * - each page opened inside the app is kept for offline reading; offline, opening another page
 *   loads it from the service worker (the page as kept, or "Anda sedang offline").
 */
export default function OfflineLayer() {
  const { takeUpdate, install } = useOfflineState();
  const location = useLocation();
  const [updateHidden, setUpdateHidden] = useState(false);
  const [pageViews, setPageViews] = useState(1);
  const firstKey = useRef(location.key);
  const navigated = useRef(false);
  const offlineNow = useRef(false);
  const [returning] = useState(() => readString(STORAGE_KEYS.visitedBefore) !== null);

  useEffect(() => {
    writeString(STORAGE_KEYS.visitedBefore, '1');
    // The visitor moved inside the app before this layer loaded: keep the page they are on.
    if (firstKey.current !== 'default') keepPage(window.location.href);
  }, []);

  // A navigation inside the app.
  useEffect(() => {
    if (location.key === firstKey.current) return;
    navigated.current = true;
    clearPageMarks();
    setPageViews((n) => n + 1);
    const update = getOfflineState().takeUpdate;
    if (update) return update();
    const href = window.location.href;
    if (offlineNow.current && controlled() && !OFFLINE_READY_PATHS.includes(location.pathname))
      return window.location.reload();
    keepPage(href);
  }, [location.key, location.pathname]);

  // The connection returns: what was shown from a cache is fetched again.
  const onBack = useCallback(() => {
    // The page itself came from the cache, or the offline screen stood in for it: load it afresh.
    if (isOfflineShell() || pageSavedAt()) return window.location.reload();
    if (hasSavedAnswers()) {
      // Content came from the cache: the page mounts again and fetches it.
      forgetSavedAnswers();
      window.dispatchEvent(new Event(REFRESH_EVENT));
    }
  }, []);
  const { offline, back } = useConnection(onBack);
  useEffect(() => {
    offlineNow.current = offline;
  }, [offline]);

  const offerInstall =
    install !== null &&
    readString(STORAGE_KEYS.installPrompt) === null &&
    (returning || pageViews > 1);
  const answerInstall = (answer: 'accepted' | 'dismissed') => {
    writeString(STORAGE_KEYS.installPrompt, answer);
    setOfflineState({ install: null });
  };

  return (
    <>
      <ConnectionBanner state={offline ? 'offline' : back ? 'back' : null} />
      {takeUpdate && !updateHidden ? (
        <UpdatePrompt onReload={takeUpdate} onLater={() => setUpdateHidden(true)} />
      ) : (
        offerInstall && (
          <InstallPrompt
            onInstall={() => {
              void install.prompt();
              void install.userChoice.then(({ outcome }) => answerInstall(outcome));
            }}
            onDismiss={() => answerInstall('dismissed')}
          />
        )
      )}
    </>
  );
}
