/**
 * The API reference: the contract (openapi/openapi.yaml) rendered by Redoc for
 * the backend teams that build a server for it, and the contract itself for tools.
 *
 *   /api/docs, /api/docs/         the reference (HTML; the site's CSP with a fresh nonce)
 *   /api/docs/redoc.standalone.js Redoc's browser bundle, served from node_modules (no CDN)
 *   /api/docs/init.js             starts Redoc on the page
 *   /api/docs/openapi.json        the contract as JSON (what the page renders)
 *   /api/docs/fonts/inter-*.woff2 the site's Inter (400, 600, 700), from @fontsource/inter
 *   /api/openapi.yaml             the contract as written
 *
 * The reference server mounts these before its API routes (`registerApiDocs`), and
 * the mock in front of Prism answers them too (`apiDocsMiddleware`, under `/api` behind the dev
 * server's proxy), so
 * `npm run dev:mock` shows the reference of the contract being edited. None of it is
 * part of the site's bundle.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { buildCsp } from '../common/csp.ts';

export const API_DOCS_PATH = '/api/docs';
export const CONTRACT_YAML_PATH = '/api/openapi.yaml';

const require = createRequire(import.meta.url);
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');

/**
 * The page's text face: Inter, the site's own, in the weights Redoc uses, served from the
 * same @fontsource/inter files the site bundles. A system font would differ from machine to
 * machine (a headless browser with no fonts falls back to a serif).
 */
const INTER_WEIGHTS = [400, 600, 700] as const;
const interFile = (weight: number) => `inter-latin-${weight}-normal.woff2`;
const INTER_URLS = new Map(
  INTER_WEIGHTS.map((w) => [
    `${API_DOCS_PATH}/fonts/${interFile(w)}`,
    require.resolve(`@fontsource/inter/files/${interFile(w)}`),
  ]),
);
const FONT_FACES = INTER_WEIGHTS.map(
  (w) =>
    `  @font-face { font-family: 'Inter'; font-style: normal; font-weight: ${w}; font-display: swap; src: url('${API_DOCS_PATH}/fonts/${interFile(w)}') format('woff2'); }`,
).join('\n');
const TEXT_FONT = "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
/** The one thing Redoc's bundle loads from elsewhere: the Redocly logo under the menu. */
const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/**
 * Redoc's bundle as served: the logo's CDN address becomes `data:,`, an image
 * that fails at once, which Redoc answers by leaving the logo out (the link
 * "API docs by Redocly" stays). Nothing is fetched from another host.
 */
export function readRedocBundle(): Buffer {
  const code = fs.readFileSync(REDOC_BUNDLE, 'utf8');
  if (!code.includes(REDOC_CDN_LOGO))
    throw new Error(`Redoc's bundle no longer names ${REDOC_CDN_LOGO}: check what it loads`);
  return Buffer.from(code.replaceAll(REDOC_CDN_LOGO, 'data:,'));
}

/** What the page needs to know about the contract. */
export interface ContractFiles {
  yaml: string;
  json: string;
  title: string;
  version: string;
}

export function readContract(specPath: string): ContractFiles {
  const yaml = fs.readFileSync(specPath, 'utf8');
  const doc = parse(yaml, { maxAliasCount: -1 }) as {
    info?: { title?: string | number; version?: string | number };
  };
  return {
    yaml,
    json: JSON.stringify(doc),
    title: String(doc.info?.title ?? 'API'),
    version: String(doc.info?.version ?? ''),
  };
}

/**
 * Runs before Redoc's bundle: every <style> element created on the page gets the
 * page's nonce (Redoc passes its `nonce` option to styled-components, but some of
 * its styles are injected while the bundle loads, before any option is read).
 * Then starts Redoc once the bundle has loaded. Search is off: Redoc runs it in
 * a Web Worker made from a blob: URL, which the site's CSP does not allow. Every answer, errors included, is shown
 * expanded with its examples. The theme keeps Redoc's look with colours that
 * pass WCAG AA contrast, and the site's Inter served from here (nothing is fetched from
 * elsewhere).
 */
const INIT_JS = `(function () {
  var script = document.currentScript;
  var nonce = script.nonce || script.getAttribute('nonce') || '';
  var specUrl = script.dataset.specUrl;
  var yamlUrl = script.dataset.yamlUrl;
  var createElement = document.createElement;
  document.createElement = function (name) {
    var element = createElement.apply(this, arguments);
    if (String(name).toLowerCase() === 'style') element.setAttribute('nonce', nonce);
    return element;
  };
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('redoc');
    window.Redoc.init(
      specUrl,
      {
        nonce: nonce,
        disableSearch: true,
        expandResponses: 'all',
        jsonSamplesExpandLevel: 'all',
        hideLoading: false,
        downloadDefinitionUrl: yamlUrl,
        downloadFileName: 'openapi.yaml',
        theme: {
          colors: {
            primary: { main: '#0b5cad' },
            success: { main: '#1b6e2a' },
            warning: { main: '#8a5300' },
            error: { main: '#b3261e' },
            text: { primary: '#1f2328', secondary: '#4b5563' },
            http: {
              get: '#1b6e2a',
              post: '#0b5cad',
              put: '#7a4a00',
              delete: '#b3261e',
              patch: '#6b3fa0',
            },
            responses: {
              success: { color: '#1b6e2a' },
              error: { color: '#b3261e' },
              redirect: { color: '#7a4a00' },
              info: { color: '#0b5cad' },
            },
          },
          typography: {
            fontFamily: ${JSON.stringify(TEXT_FONT)},
            headings: { fontFamily: ${JSON.stringify(TEXT_FONT)} },
            code: { fontFamily: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace' },
          },
          sidebar: { textColor: '#1f2328', backgroundColor: '#f6f7f9' },
          rightPanel: { backgroundColor: '#1d2430', textColor: '#ffffff' },
        },
      },
      root,
      function () {
        root.setAttribute('aria-busy', 'false');
      },
    );
  });
})();
`;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The reference page; `nonce` goes on its scripts and its one style. */
export function docsPage(contract: ContractFiles, nonce: string): string {
  const title = escapeHtml(`${contract.title} ${contract.version}: API reference`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">
${FONT_FACES}
  html { color-scheme: light; }
  body { margin: 0; background: #fff; color: #1f2328; font-family: ${TEXT_FONT}; }
  .docs-fallback { font: 16px/1.5 ${TEXT_FONT}; margin: 2rem; }
</style>
</head>
<body>
<main id="redoc" aria-busy="true">
  <p class="docs-fallback">Loading the reference of ${title}… The contract itself:
  <a href="${CONTRACT_YAML_PATH}">openapi.yaml</a>.</p>
</main>
<noscript><p class="docs-fallback">The reference needs JavaScript. The contract itself:
<a href="${CONTRACT_YAML_PATH}">openapi.yaml</a>.</p></noscript>
<script nonce="${nonce}" src="${API_DOCS_PATH}/init.js" data-spec-url="${API_DOCS_PATH}/openapi.json" data-yaml-url="${CONTRACT_YAML_PATH}"></script>
<script nonce="${nonce}" src="${API_DOCS_PATH}/redoc.standalone.js"></script>
</body>
</html>
`;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

/** The answer for a docs URL, or null when the URL is not one of them. */
function answerFor(
  url: string,
  contract: () => ContractFiles,
  bundle: () => Buffer,
): Answer | null {
  const pathname = url.split('?')[0]!;
  const font = INTER_URLS.get(pathname);
  if (font)
    return {
      status: 200,
      headers: {
        'content-type': 'font/woff2',
        'cache-control': 'public, max-age=604800',
      },
      body: fs.readFileSync(font),
    };
  switch (pathname) {
    case API_DOCS_PATH:
    case `${API_DOCS_PATH}/`: {
      const nonce = randomBytes(16).toString('base64');
      return {
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': buildCsp(nonce),
          'cache-control': 'no-cache',
        },
        body: docsPage(contract(), nonce),
      };
    }
    case `${API_DOCS_PATH}/redoc.standalone.js`:
      return {
        status: 200,
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
        body: bundle(),
      };
    case `${API_DOCS_PATH}/init.js`:
      return {
        status: 200,
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' },
        body: INIT_JS,
      };
    case `${API_DOCS_PATH}/openapi.json`:
      return {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
        body: contract().json,
      };
    case CONTRACT_YAML_PATH:
      return {
        status: 200,
        headers: { 'content-type': 'application/yaml; charset=utf-8', 'cache-control': 'no-cache' },
        body: contract().yaml,
      };
    default:
      return null;
  }
}

const DOCS_URLS = [
  API_DOCS_PATH,
  `${API_DOCS_PATH}/`,
  `${API_DOCS_PATH}/redoc.standalone.js`,
  `${API_DOCS_PATH}/init.js`,
  `${API_DOCS_PATH}/openapi.json`,
  CONTRACT_YAML_PATH,
  ...INTER_URLS.keys(),
];

/**
 * Mounts the reference on the reference server: the contract and Redoc's bundle
 * are read once, at start.
 */
export function registerApiDocs(app: FastifyInstance, specPath: string): void {
  const contract = readContract(specPath);
  let bundle: Buffer | undefined;
  const readBundle = () => (bundle ??= readRedocBundle());
  for (const url of DOCS_URLS) {
    app.get(url, (req, reply) => {
      const answer = answerFor(req.url, () => contract, readBundle)!;
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    });
  }
}

/**
 * The same URLs for a Connect server (the Vite dev server, before its /api proxy):
 * the contract is read on every request, so an edit shows on reload.
 */
export function apiDocsMiddleware(specPath: string) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const answer = answerFor(req.url ?? '', () => readContract(specPath), readRedocBundle);
    if (!answer) return next();
    res.statusCode = answer.status;
    for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };
}
