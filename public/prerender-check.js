// Runs before a prerendered page paints (server/page-document.ts writes it first
// in <head>, with the app's entry and its imports in data-entry / data-preload).
//
// 1. The prerendered HTML shows a signed-out visitor, the light theme and an
//    empty cart. A visitor who would see something else gets
//    <html data-prerender="skip">: the HTML stays hidden and the app renders
//    afresh (src/app/main.tsx), so nobody sees the wrong theme or header.
// 2. Until the app has hydrated the page, the page's buttons and fields have
//    no handlers yet. Clicks (not on links: a link works as a plain link) and
//    typed values inside #root are recorded in the capture phase, before
//    anything else sees them, and replayed once the app says it has attached
//    (the 'app:ready' event on document, src/app/AppReady.tsx): on the same
//    element, or on the one in its place if the app has replaced it. Where the
//    pointer and the focus are is handed over too, so hover and focus effects
//    start where the visitor already is.
// 3. It starts the app's scripts and switches the web fonts on (their @font-face
//    rules wait in <style data-fonts media="not all">, which fetches nothing): at
//    once for such a visitor, otherwise once the first screen has painted, its
//    images included, so that they do not hold up the page (see the end of this
//    file). Until the fonts arrive the text is drawn in fallback faces sized
//    like them (src/theme/font-fallbacks.css), so the swap moves nothing. Fonts
//    that the device holds already (the service worker's precache) are switched
//    on as soon as the page is parsed.
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
      (cart !== null && cart !== '[]');
  } catch {
    // Storage that cannot be read holds no session and no theme: the prerendered page is right.
  }
  if (skip) document.documentElement.setAttribute('data-prerender', 'skip');

  var queue = [];
  var types = ['click', 'input', 'change'];
  function record(event) {
    var el = event.target;
    var root = document.getElementById('root');
    if (!root || el === root || !root.contains(el)) return;
    var click = event.type === 'click';
    if (click ? el.closest('a[href]') : typeof el.value !== 'string') return;
    event.stopImmediatePropagation();
    if (click) event.preventDefault();
    var last = queue[queue.length - 1];
    if (!click && last && last.el === el && 'value' in last) {
      last.value = el.value;
      return;
    }
    // Where the element sits under #root, to find its replacement.
    for (var path = [], at = el; at !== root; at = at.parentElement)
      path.unshift([].indexOf.call(at.parentElement.children, at));
    queue.push(click ? { el: el, path: path } : { el: el, path: path, value: el.value });
  }
  function replay() {
    types.forEach(function (type) {
      document.removeEventListener(type, record, true);
    });
    var hovered = document.querySelectorAll('#root :hover');
    var pointer = hovered[hovered.length - 1];
    if (pointer) pointer.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    var focused = document.activeElement;
    if (focused && focused.closest('#root'))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    queue.forEach(function (item) {
      var el = item.el;
      if (!el.isConnected) {
        el = document.getElementById('root');
        for (var i = 0; el && i < item.path.length; i++) el = el.children[item.path[i]];
        if (!el) return;
      }
      // A click event, not el.click(): the target may be an <svg> inside the button.
      if (!('value' in item))
        return el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      // React reports a change against the value it last saw. A first event makes it hydrate
      // the field if it has not yet (it does so on the first event it gets there); then it is
      // shown an empty field (through its own setter) and the typed value put in behind its back.
      var type = el.tagName === 'SELECT' ? 'change' : 'input';
      el.dispatchEvent(new Event(type, { bubbles: true }));
      el.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, item.value);
      el.dispatchEvent(new Event(type, { bubbles: true }));
    });
  }
  if (!skip) {
    types.forEach(function (type) {
      document.addEventListener(type, record, true);
    });
    // In a task of its own: not inside the app's effects, and recording until then.
    document.addEventListener(
      'app:ready',
      function () {
        window.setTimeout(replay, 0);
      },
      { once: true },
    );
  }

  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  var preload = ((me && me.getAttribute('data-preload')) || '').split(' ').filter(Boolean);
  var fontsOn = false;
  function fonts() {
    if (fontsOn) return;
    fontsOn = true;
    [].forEach.call(document.querySelectorAll('style[data-fonts]'), function (sheet) {
      sheet.media = 'all';
    });
  }
  // Fonts the device holds already (the service worker's precache) cost no bytes: they are
  // switched on as soon as the page is parsed, and the fallback faces do not show.
  document.addEventListener('DOMContentLoaded', function () {
    var sheet = document.querySelector('style[data-fonts]');
    var urls = (sheet && sheet.textContent.match(/\/assets\/[^)"']+\.woff2/g)) || [];
    if (!urls.length || !window.caches) return;
    Promise.all(
      urls.map(function (url) {
        return window.caches.match(url);
      }),
    ).then(
      function (found) {
        if (found.every(Boolean)) fonts();
      },
      function () {},
    );
  });
  function start() {
    if (entry)
      preload.concat(entry).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    // A module script added by a script runs as soon as it is fetched, parsed or not: the app
    // (which mounts on #root) waits, as a module written in the page would, for the document.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }
  function run() {
    fonts();
    if (!entry) return;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (skip || typeof window.requestAnimationFrame !== 'function') return start();
  // The scripts wait for the first screen to be on the screen, its images included: fetched any
  // earlier, they compete with it for the connection and the main thread. The first screen's
  // images (the home page's hero board, the first cards' pictures) are often the page's largest
  // paint, and often paint a frame or more after the text. So: the document parsed, the first
  // contentful paint presented (the browser reports it only once it is on the screen), every
  // image of the first screen ready to paint (or failed), then two frames, the second beginning
  // once the paint with those images is done. An image still loading after 2.5 s (a largest paint
  // that late is poor already) holds the app up no longer.
  var started = false;
  function once() {
    if (started) return;
    started = true;
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
    });
  }
  var painted = new Promise(function (resolve) {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) return resolve();
    new PerformanceObserver(function (list, observer) {
      list.getEntriesByName('first-contentful-paint').forEach(function () {
        observer.disconnect();
        resolve();
      });
    }).observe({ type: 'paint', buffered: true });
  });
  document.addEventListener('DOMContentLoaded', function () {
    var height = window.innerHeight;
    var images = [].filter
      .call(document.images, function (img) {
        var box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < height && img.loading !== 'lazy';
      })
      .map(function (img) {
        return typeof img.decode === 'function' ? img.decode().catch(function () {}) : null;
      });
    Promise.all([painted].concat(images)).then(once);
    window.setTimeout(once, 2500);
  });
})();
