/* global window, document */
// Runs before a prerendered page paints (scripts/prerender.ts puts it first in
// <head>). The prerendered HTML shows a signed-out visitor, the light theme and
// an empty cart. A visitor who would see something else gets
// <html data-prerender="skip">: the HTML stays hidden and the app renders afresh
// (src/app/main.tsx), so nobody sees a flash of the wrong theme or header.
(function () {
  var skip = true;
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
    skip = true;
  }
  if (skip) document.documentElement.setAttribute('data-prerender', 'skip');
})();
