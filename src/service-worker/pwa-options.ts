/** vite-plugin-pwa's options (vite.config.ts). */
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { BRAND } from '../config/brand.ts';
import { themes } from '../theme/themes.ts';
import { MANIFEST_URL } from '../../common/pwa.ts';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  // The app registers the worker itself, after the page has loaded (src/shell/offline).
  injectRegister: false,
  registerType: 'prompt',
  devOptions: { enabled: false },
  manifestFilename: MANIFEST_URL.slice(1),
  manifest: {
    id: '/',
    name: BRAND.name,
    short_name: BRAND.name,
    description: BRAND.description,
    lang: 'id',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themes.light.color.primary,
    background_color: themes.light.color.bg,
    categories: ['education', 'sports'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The app shell: index.html (the page the offline screen is drawn in), every chunk (a page
    // opened offline needs its route's chunk), the woff2 fonts (every supported browser takes
    // woff2: the .woff copies are never fetched), the icons, the prerender check and the
    // manifest. Not the prerendered pages (they are pages, kept when opened) nor images (kept
    // when shown).
    globPatterns: [
      'index.html',
      'assets/**/*.{js,css,woff2}',
      'favicon.svg',
      'prerender-check.js',
      'icons/*.png',
    ],
    globIgnores: ['**/node_modules/**', 'mockServiceWorker.js'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    // A classic script: registered without { type: 'module' }, it runs in every supported browser.
    rollupFormat: 'iife',
    minify: true,
    sourcemap: false,
  },
};
