import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import compression from 'compression';
import { buildCsp, NONCE_PLACEHOLDER } from './common/csp.ts';
import { findPrerendered } from './server/prerendered-pages.ts';
import {
  ARTICLE_TIMEOUT_MS,
  createArticlePages,
  loadArticleListPage,
  SSR_DIR,
  ssrEntry,
} from './server/article-pages.ts';
import { prerenderPages } from './scripts/prerender.ts';
import { devWatchIgnored } from './scripts/dev-watch.ts';
import { mockScenarios, withScenarios } from './mocks/scenario-plugin.ts';
import { apiDocsMiddleware } from './server/api-docs.ts';
import { pwaOptions, swHeaders } from './src/service-worker/pwa-options.ts';

// The API lives under /api on the site's own host. In development and preview
// Vite forwards /api to the API server (Prism by default) and strips the prefix.
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const apiProxy = {
  target: apiTarget,
  changeOrigin: true,
  rewrite: (p: string) => p.replace(/^\/api/, '') || '/',
};
const proxy = { '/api': apiProxy };
// `npm run dev:mock` (MOCK_SCENARIOS=1): the panel at /__mock chooses Prism's
// answer per operation, and the dev server's proxy sends it as `Prefer`.
const mockScenariosOn = process.env.MOCK_SCENARIOS === '1';
const devProxy = mockScenariosOn ? { '/api': withScenarios(apiProxy) } : proxy;

/**
 * `vite preview` serves the built site the way production does: every HTML
 * answer gets a fresh nonce and the Content-Security-Policy header; public
 * pages come prerendered, article pages rendered with their article and the
 * Free Kick list with its first page, which the preview asks the API (Prism)
 * for. A page request's `Prefer` header goes along to those API requests, so
 * the mock's examples and error codes can be chosen for the server render too
 * (`Prefer: example=xssPayload`).
 */
function cspPreview(): Plugin {
  return {
    name: 'csp-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const articlePages = createArticlePages(outDir, {
        onError: (error, url) =>
          server.config.logger.warn(
            `${url}: sent unrendered (${error instanceof Error ? error.message : String(error)})`,
          ),
      });
      // Compressed like the reference server's answers (brotli or gzip, as the client accepts).
      server.middlewares.use(
        compression({ threshold: 1024 }) as unknown as Connect.NextHandleFunction,
      );
      const servePage = async (
        req: Connect.IncomingMessage,
        res: ServerResponse,
        next: Connect.NextFunction,
      ) => {
        const url = req.url ?? '/';
        // The server bundle and the build manifest (dist/.ssr, dist/.vite) are not the site's files.
        if (/(^|\/)\./.test(url.split('?')[0] ?? '')) {
          res.statusCode = 404;
          res.end('Not found');
          return;
        }
        const pathname = url.split('?')[0] ?? '/';
        const extension = path.extname(pathname);
        // A page: a GET for HTML of an address without an extension, or index.html itself (the
        // service worker precaches it with a plain fetch, and must get it with a real nonce).
        const wantsHtml =
          req.method === 'GET' &&
          !url.startsWith('/api') &&
          (extension === ''
            ? (req.headers.accept ?? '').includes('text/html')
            : pathname === '/index.html');
        const nonce = randomBytes(16).toString('base64');
        res.setHeader('Content-Security-Policy', buildCsp(nonce));
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
        // The service worker's script and the web app manifest, as the reference server sends them.
        for (const [name, value] of Object.entries(swHeaders(pathname))) res.setHeader(name, value);
        if (!wantsHtml) return next();
        const prefer = req.headers.prefer;
        const apiGet = (apiPath: string) =>
          fetch(`${apiTarget}${apiPath}`, {
            headers: { accept: 'application/json', ...(prefer ? { prefer: String(prefer) } : {}) },
            signal: AbortSignal.timeout(ARTICLE_TIMEOUT_MS),
          });
        const article = await articlePages(
          url,
          async (id) => {
            const answer = await apiGet(`/articles/${id}`);
            if (answer.status === 404) return null;
            if (!answer.ok) throw new Error(`the API answered ${answer.status}`);
            return (await answer.json()) as unknown;
          },
          () => loadArticleListPage(apiGet),
        );
        const file = findPrerendered(outDir, url) ?? path.join(outDir, 'index.html');
        const html = (article?.html ?? fs.readFileSync(file, 'utf8')).replaceAll(
          NONCE_PLACEHOLDER,
          nonce,
        );
        res.statusCode = article?.status ?? 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(html);
      };
      // Connect does not wait for a promise: a failure goes to its error handler.
      server.middlewares.use((req, res, next) => {
        servePage(req, res, next).catch(next);
      });
    },
  };
}

/**
 * The dev server answers the API reference itself (/api/docs, /api/openapi.yaml),
 * before its /api proxy: Prism serves only the contract's operations. The
 * contract is read per request, so an edit shows on reload.
 */
function apiDocs(): Plugin {
  return {
    name: 'api-docs',
    configureServer(server) {
      server.middlewares.use(
        apiDocsMiddleware(path.resolve(server.config.root, 'openapi/openapi.yaml')),
      );
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
    cspPreview(),
    apiDocs(),
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
