import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { NONCE_PLACEHOLDER } from './common/csp.ts';
import { SSR_DIR, ssrEntry } from './server/article-pages.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { devWatchIgnored } from './scripts/dev-watch.ts';
import { mockScenarios, withScenarios } from './mocks/scenario-plugin.ts';
import { pwaOptions } from './src/service-worker/pwa-options.ts';

// The API lives under /api on the site's own host. In development Vite forwards /api to the API
// server (Prism by default) and strips the prefix. The built site is served by the reference
// server (`npm run preview`: server/site-server.ts, with Prism as its upstream).
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const apiProxy = {
  target: apiTarget,
  changeOrigin: true,
  rewrite: (p: string) => p.replace(/^\/api/, '') || '/',
};
// `npm run dev:mock` (MOCK_SCENARIOS=1): the panel at /__mock chooses Prism's
// answer per operation, and the dev server's proxy sends it as `Prefer`.
const mockScenariosOn = process.env.MOCK_SCENARIOS === '1';
const devProxy = { '/api': mockScenariosOn ? withScenarios(apiProxy) : apiProxy };

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
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: path.resolve('src/lib/react-store-shim.ts'),
  },
];

// The server bundle (prerendered public pages, article pages per request), inside the build in a
// dot-directory that neither server serves.
const SSR_OUT_DIR = `dist/${SSR_DIR}`;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    ...(mockScenariosOn ? [mockScenarios(apiTarget)] : []),
    // The service worker and the web app manifest: built with the site only (not in the dev
    // server, not in Storybook's build: .storybook/main.ts leaves it out).
    VitePWA(pwaOptions),
  ],
  // `vite build` builds the site, then a Node bundle of src/app/entry-server.tsx,
  // then writes the prerendered pages into the site (scripts/prerender.ts).
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
      const outDir = path.resolve(
        builder.config.root,
        builder.environments.client!.config.build.outDir,
      );
      const pages = await prerenderPages(outDir, ssrEntry(outDir));
      builder.config.logger.info(
        `prerendered ${pages.length} pages into ${path.relative(process.cwd(), outDir)}/`,
      );
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
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: devProxy,
    // Story runs, builds and journeys write HTML (visual/report.html): not a reason to reload.
    watch: { ignored: devWatchIgnored(process.cwd()) },
  },
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
