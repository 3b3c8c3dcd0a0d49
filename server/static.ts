import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { buildCsp, NONCE_PLACEHOLDER } from '../src/config/csp.ts';
import { findPrerendered } from './prerendered-pages.ts';
import { createArticlePages, loadArticleListPage, type ArticleLoader } from './article-pages.ts';

/**
 * Content-Security-Policy. HTML pages get the site's
 * policy from src/config/csp.ts with a fresh nonce per response: no
 * 'unsafe-eval', no 'unsafe-inline'; scripts and styled-components' <style>
 * tags carry the nonce (Vite stamps NONCE_PLACEHOLDER on them and on
 * <meta property="csp-nonce">, replaced here); images 'self' data: blob:;
 * frames only https://www.youtube-nocookie.com (click-to-load video);
 * frame-ancestors 'none'. API answers and static files are not documents
 * that load anything, so they get a policy that allows nothing.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** An SVG or other file opened on its own may show itself and its inline styles, nothing else. */
export const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Hashed build output never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

function wantsPage(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0] ?? '/';
  // A missing file (/images/x.svg, /assets/y.js) is a real 404, not the app.
  return path.extname(pathname) === '' || pathname.endsWith('.html');
}

export interface SpaOptions {
  /** The article for a server-rendered article page (server/article-pages.ts). */
  loadArticle?: ArticleLoader;
  /**
   * Where the API answers (default `/api`): with `loadArticle`, the Free Kick list page is
   * rendered with its first page too, asked from the API in-process (no network) as a
   * browser would ask it.
   */
  apiPrefix?: string;
}

/**
 * Serves the built SPA from `dir`: files as they are, /assets/* cached for a
 * year, a public page's prerendered HTML where the build wrote one, an article
 * page rendered with its article, and index.html (no-cache, fresh CSP nonce)
 * for every other page URL so that client-side routes survive a reload
 * (history fallback). Returns false when there is no build to serve.
 */
export async function serveSpa(
  app: FastifyInstance,
  dir: string,
  { loadArticle, apiPrefix = '/api' }: SpaOptions = {},
): Promise<boolean> {
  const indexFile = path.join(dir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
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

  const articlePages = createArticlePages(dir, {
    onError: (err, url) =>
      app.log.warn({ err, url }, 'article page sent unrendered (the browser loads the article)'),
  });

  const loadList = () =>
    loadArticleListPage(async (apiPath) => {
      const answer = await app.inject({ method: 'GET', url: `${apiPrefix}${apiPath}` });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'x-total-count': String(answer.headers['x-total-count'] ?? '') },
      });
    });

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const article =
      loadArticle && req.method === 'GET'
        ? await articlePages(req.url, loadArticle, loadList)
        : null;
    return reply
      .code(article?.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', buildCsp(nonce))
      .send((article?.html ?? pageFor(req.url)).replaceAll(NONCE_PLACEHOLDER, nonce));
  };

  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const rel = path.relative(dir, filePath).split(path.sep).join('/');
      res.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : SHORT);
      res.header('content-security-policy', FILE_CSP);
    },
  });

  app.route({ method: ['GET', 'HEAD'], url: '/', handler: (req, reply) => sendIndex(req, reply) });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/index.html',
    handler: (req, reply) => sendIndex(req, reply),
  });
  app.decorate('spaFallback', (req: FastifyRequest, reply: FastifyReply) =>
    wantsPage(req) ? sendIndex(req, reply) : null,
  );
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    spaFallback?: (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;
  }
}
