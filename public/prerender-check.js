/* global window, document */
// Runs before a prerendered page paints (server/page-document.ts writes it first
// in <head>, with the app's entry and its imports in data-entry / data-preload).
//
// 1. The prerendered HTML shows a signed-out visitor, the light theme and an
//    empty cart. A visitor who would see something else gets
//    <html data-prerender="skip">: the HTML stays hidden and the app renders
//    afresh (src/app/main.tsx), so nobody sees the wrong theme or header.
// 2. It starts the app's scripts: at once for such a visitor, otherwise right
//    after the first paint, so that they do not hold up the page (its links
//    work as plain links until the app has hydrated it).
(function () {
  var skip = false;
  try {
    var store = window.localStorage;
    var theme = store.getItem('theme');
    var dark =
      theme === 'dark' ||
      (theme !== 'light' &&
        typeof window.matchMedia === 'function' &&
        window.matchMedia('(prefers-color-scheme: dark)').matches);
    var cart = store.getItem('cartItems');
    skip =
      dark ||
      store.getItem('user') !== null ||
      store.getItem('ACCESS_TOKEN') !== null ||
      store.getItem('localCurrentUser') !== null ||
      (cart !== null && cart !== '[]');
  } catch {
    // Storage that cannot be read holds no session and no theme: the prerendered page is right.
  }
  if (skip) document.documentElement.setAttribute('data-prerender', 'skip');

  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (skip || typeof window.requestAnimationFrame !== 'function') start();
  // The frame callback runs just before the first paint; the timeout, just after it.
  else
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
})();
