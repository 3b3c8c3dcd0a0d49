import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { buildCsp, NONCE_PLACEHOLDER } from './src/config/csp.ts';
import { findPrerendered } from './server/prerendered-pages.ts';
import { prerenderPages } from './scripts/prerender.ts';

// The API lives under /api on the site's own host. In development and preview
// Vite forwards /api to the API server (Prism by default) and strips the prefix.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
const proxy = {
  '/api': {
    target: apiTarget,
    changeOrigin: true,
    rewrite: (p: string) => p.replace(/^\/api/, '') || '/',
  },
};

/**
 * `vite preview` serves the built site the way production does: every HTML
 * answer gets a fresh nonce and the Content-Security-Policy header.
 */
function cspPreview(): Plugin {
  return {
    name: 'csp-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/';
        const wantsHtml = req.method === 'GET' && !url.startsWith('/api') && (req.headers.accept ?? '').includes('text/html');
        const nonce = randomBytes(16).toString('base64');
        res.setHeader('Content-Security-Policy', buildCsp(nonce));
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
        if (!wantsHtml || path.extname(url.split('?')[0] ?? '') !== '') return next();
        const file = findPrerendered(outDir, url) ?? path.join(outDir, 'index.html');
        const html = fs.readFileSync(file, 'utf8').replaceAll(NONCE_PLACEHOLDER, nonce);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(html);
      });
    },
  };
}

// react-router's package exports only name its development build; production
// builds use its production files (no dev warnings, much smaller).
const rr = (file: string) => path.resolve('node_modules/react-router/dist/production', file);
const productionAliases = [
  // styled-components' namespace import keeps stylis' unused vendor prefixer: see bundle-aliases/stylis.js.
  { find: /^stylis$/, replacement: path.resolve('bundle-aliases/stylis.js') },
  { find: /^react-router$/, replacement: rr('index.mjs') },
  { find: /^react-router\/dom$/, replacement: rr('dom-export.mjs') },
];

// @xstate/react imports the use-sync-external-store *shims* for React < 18.
// React 19 has useSyncExternalStore built in: point the shims at it.
const reactStoreAliases = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.resolve('src/lib/react-store-shim.ts') },
];

// The server bundle that prerenders the public pages (built next to the site, never served).
const SSR_OUT_DIR = 'node_modules/.cache/prerender';

export default defineConfig(({ command }) => ({
  plugins: [react(), cspPreview()],
  // `vite build` builds the site, then a Node bundle of src/app/entry-server.tsx,
  // then writes the prerendered pages into the site (scripts/prerender.ts).
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      const outDir = path.resolve(builder.config.root, builder.environments.client!.config.build.outDir);
      const pages = await prerenderPages(outDir, path.resolve(SSR_OUT_DIR, 'entry-server.js'));
      builder.config.logger.info(`prerendered ${pages.length} pages into ${path.relative(process.cwd(), outDir)}/`);
    },
  },
  environments: {
    ssr: {
      // styled-components is CommonJS for Node: bundling it gives the ESM bundle a working default export.
      resolve: { noExternal: ['styled-components'] },
      build: {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: { 'entry-server': 'src/app/entry-server.tsx' } },
      },
    },
  },
  resolve: { alias: [...reactStoreAliases, ...(command === 'build' ? productionAliases : [])] },
  // Only the production build carries the nonce placeholder (the dev server needs inline HMR code).
  html: command === 'build' ? { cspNonce: NONCE_PLACEHOLDER } : {},
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy },
  // Every browser the site supports has <link rel=modulepreload>: no polyfill on the critical path.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one long-cached chunk.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
