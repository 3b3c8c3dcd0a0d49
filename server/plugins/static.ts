import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { buildCsp, NONCE_PLACEHOLDER } from '../../common/csp.ts';
import { API_PREFIX } from '../config.ts';
import { MESSAGES } from '../errors.ts';
import { findPrerendered } from '../prerendered-pages.ts';
import { ALWAYS_REVALIDATED, SW_CSP, SW_URL } from '../../common/pwa.ts';
import type { ArticlePage } from '../article-pages.ts';
import {
  chooseEncoding,
  FileCache,
  type CachedFile,
  type FileCacheOptions,
} from '../file-cache.ts';

/**
 * Content-Security-Policy. HTML pages get the site's
 * policy from common/csp.ts with a fresh nonce per response: no
 * 'unsafe-eval', no 'unsafe-inline'; scripts and styled-components' <style>
 * tags carry the nonce (Vite stamps NONCE_PLACEHOLDER on them and on
 * <meta property="csp-nonce">, replaced here); images 'self' data: blob:;
 * frames only https://www.youtube-nocookie.com (click-to-load video);
 * frame-ancestors 'none'. Every other answer gets a policy that allows
 * nothing unless it sets its own (security-headers.ts).
 *
 * An SVG or other file opened on its own may show itself and its inline styles, nothing else.
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";
/** The policy a file is served with: the service worker's script gets its own (common/pwa.ts). */
const fileCsp = (pathname: string) => (pathname === SW_URL ? SW_CSP : FILE_CSP);

/** Hashed build output never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

const DOT_DOT_SEGMENT = /(?:^|[\\/])\.\.(?:[\\/]|$)/;

/**
 * The file path a URL names, decoded as @fastify/static decodes it: undefined
 * when it does not decode (no such file), null when it is forbidden (`..`,
 * also encoded as `%2e%2e`; a backslash; `//`, `/./` or any other
 * non-canonical form), which the app answers with a plain 404.
 */
function requestedPath(url: string): string | null | undefined {
  const q = url.indexOf('?');
  let pathname: string;
  try {
    pathname = decodeURI(q === -1 ? url : url.slice(0, q));
  } catch {
    return undefined;
  }
  if (
    DOT_DOT_SEGMENT.test(pathname) ||
    pathname.includes('\\') ||
    path.posix.normalize(pathname) !== pathname
  )
    return null;
  return pathname;
}

/** Whether a decoded, canonical path may come from memory: no NUL, no dotfile or dot-directory (those go to disk, which refuses them as before). */
const servableFromMemory = (pathname: string) =>
  !pathname.includes('\0') && !pathname.split('/').some((part) => part.startsWith('.'));

function forbidden(): Error & { statusCode: number } {
  return Object.assign(new Error('Forbidden'), { statusCode: 403 });
}

/** If-None-Match (weak comparison, `*`), else If-Modified-Since, as @fastify/send decides a 304. */
function notModified(req: FastifyRequest, etag: string, lastModified: string): boolean {
  const h = req.headers;
  if (/(?:^|,)\s*no-cache/i.test(h['cache-control'] ?? '')) return false;
  const noneMatch = h['if-none-match'];
  if (noneMatch) {
    if (noneMatch.trim() === '*') return true;
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return noneMatch.split(',').some((tag) => bare(tag) === etag);
  }
  const since = Date.parse(h['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}

function wantsPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  // A missing file (/images/x.svg, /assets/y.js) is a real 404, not the app.
  return path.extname(pathname) === '' || pathname.endsWith('.html');
}

export interface SpaOptions {
  /**
   * A page rendered on the server for a GET or HEAD of its URL (an article page, the Free Kick
   * list: pages.ts), or null when the URL is no such page or the shell must do.
   */
  renderPage?: (url: string, headers: IncomingHttpHeaders) => Promise<ArticlePage | null>;
  /** Bounds of the files kept in memory (server/file-cache.ts). */
  fileCache?: FileCacheOptions;
}

/** The app's page for a page URL that no route has, or null when the URL names no page. */
type SpaFallback = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

/**
 * Serves the built SPA from `dir`: files as they are, /assets/* cached for a
 * year, a public page's prerendered HTML where the build wrote one, an article
 * page rendered with its article, and index.html (no-cache, fresh CSP nonce)
 * for every other page URL so that client-side routes survive a reload
 * (history fallback, which it returns). Returns null when there is no build to serve.
 *
 * index.html, the prerendered pages and the files up to 512 KiB (64 MiB in
 * all, server/file-cache.ts) are read once, on first use, and served from
 * memory with a strong ETag and, for text, a brotli or gzip encoding computed
 * once; a site rebuilt under a running server is served after a restart.
 * Larger files, and Range requests, are streamed from disk by @fastify/static.
 */
async function serveSpa(
  app: FastifyInstance,
  dir: string,
  { renderPage, fileCache }: SpaOptions = {},
): Promise<SpaFallback | null> {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  const template = fs.readFileSync(indexFile, 'utf8');
  // Prerendered public pages (scripts/prerender.ts), read once like the template.
  const pages = new Map<string, string>();
  const pageFor = (url: string): string => {
    const file = findPrerendered(dir, url);
    if (!file) return template;
    let html = pages.get(file);
    if (html === undefined) {
      html = fs.readFileSync(file, 'utf8');
      pages.set(file, html);
    }
    return html;
  };

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    // HEAD too: its status and headers are the GET's (a missing article is 404 for both).
    const article = renderPage ? await renderPage(req.url, req.headers) : null;
    return reply
      .code(article?.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', buildCsp(nonce))
      .send((article?.html ?? pageFor(req.url)).replaceAll(NONCE_PLACEHOLDER, nonce));
  };

  const cacheControl = (pathname: string) =>
    pathname.startsWith('/assets/')
      ? IMMUTABLE
      : ALWAYS_REVALIDATED.includes(pathname)
        ? 'no-cache'
        : SHORT;
  // Files not kept in memory: streamed from disk with `reply.sendFile` (Range, 304, dotfiles ignored).
  await app.register(fastifyStatic, {
    root: dir,
    serve: false,
    index: false,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const rel = path.relative(dir, filePath).split(path.sep).join('/');
      res.header('cache-control', cacheControl(`/${rel}`));
      res.header('content-security-policy', fileCsp(`/${rel}`));
    },
  });
  const files = new FileCache(dir, fileCache);
  // Once listening, the scripts and styles are read and encoded ahead of their first request.
  app.addHook('onListen', (done) => {
    void files.warm('/assets').then((kept) => app.log.debug({ kept }, 'assets kept in memory'));
    done();
  });

  const sendCached = (
    req: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    file: CachedFile,
  ) => {
    const encoding = file.br ? chooseEncoding(req.headers['accept-encoding']) : null;
    const chosen = (encoding && file[encoding]) || file.identity;
    void reply
      .header('cache-control', cacheControl(pathname))
      .header('content-security-policy', fileCsp(pathname))
      .header('accept-ranges', 'bytes')
      .header('last-modified', file.lastModified)
      .header('etag', chosen.etag);
    if (file.br) void reply.header('vary', 'accept-encoding');
    if (notModified(req, chosen.etag, file.lastModified)) return reply.code(304).send();
    void reply.header('content-type', file.type).header('content-length', chosen.body.length);
    // An encoded answer carries its Content-Encoding, which @fastify/compress leaves alone.
    if (chosen !== file.identity) void reply.header('content-encoding', encoding);
    return reply.send(chosen.body);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    errorHandler(err: Error & { code?: string }, req, reply) {
      // A client gone mid-file: nothing to answer.
      if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') return void req.raw.destroy();
      return app.errorHandler(err, req, reply);
    },
    async handler(req, reply) {
      const pathname = requestedPath(req.url);
      if (pathname === undefined) return reply.callNotFound();
      if (pathname === null) throw forbidden();
      const file =
        servableFromMemory(pathname) && req.headers.range === undefined
          ? await files.get(pathname)
          : null;
      return file ? sendCached(req, reply, pathname, file) : reply.sendFile(pathname);
    },
  });

  app.route({ method: ['GET', 'HEAD'], url: '/', handler: (req, reply) => sendIndex(req, reply) });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/index.html',
    handler: (req, reply) => sendIndex(req, reply),
  });
  return (req: FastifyRequest, reply: FastifyReply) =>
    wantsPage(req) ? sendIndex(req, reply) : null;
}

/**
 * The built site (see serveSpa), and the answer for every address no route
 * has: under /api the contract's 404, elsewhere the app's page for a page URL
 * (history fallback), else a plain 404.
 */
async function staticSite(app: FastifyInstance, { staticDir }: { staticDir: string }) {
  const spaFallback = await serveSpa(app, staticDir, { renderPage: app.renderPage });
  if (!spaFallback)
    app.log.warn({ staticDir }, 'no built site found: serving the API only (run `npm run build`)');

  app.setNotFoundHandler((req, reply) => {
    if (!req.url.startsWith(`${API_PREFIX}/`) && req.url !== API_PREFIX) {
      const page = spaFallback?.(req, reply);
      if (page) return page;
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.code(404).send({ message: MESSAGES.routeNotFound });
  });
}

export default fp(staticSite, { name: 'static', fastify: '5.x', dependencies: ['pages'] });
