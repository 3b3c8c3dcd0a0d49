import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from '../site-server.ts';
import { upstreamFromEnv } from '../config.ts';
import { MESSAGES } from '../errors.ts';
import { API_CSP } from '../plugins/security-headers.ts';
import type { components } from '../../common/api/schema';

type ErrorBody = components['schemas']['Error'];

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A server bundle as the build writes one: its render draws the title of the page's data. */
const SSR_BUNDLE = `export const hasPage = () => true;
export const render = async (url, data) => {
  const [value] = [...data.values()];
  const title = value?.title ?? value?.page?.items?.map((a) => a.title).join(', ');
  return { html: '<h1>' + title + '</h1>', styleTags: '' };
};
`;

const ARTICLE = {
  id: 7,
  title: 'Rotasi empat pemain dari hulu',
  author: 'Coach Budi',
  date: '2026-11-20',
  category: 'Taktik',
  banner: null,
  tags: [],
  sections: [{ subtitle: 'Pembuka', content: 'Rotasi.', youtube: '', images: [] }],
  version: 1,
};
const { sections: _sections, ...LISTED } = ARTICLE;

/**
 * A tiny upstream API: it records what it is asked, answers an article, the list and its counts,
 * echoes a body with 201, and streams `/slow` in two parts, the second once `release()` is called.
 */
function tinyUpstream() {
  const seen: Seen[] = [];
  let release = () => {};
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const prefer = req.headers.prefer;
      const url = req.url!;
      if (prefer === 'code=500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ message: MESSAGES.serverError }));
      }
      if (url === '/slow') {
        res.writeHead(200, { 'content-type': 'text/plain', 'x-part': 'two' });
        res.write('pertama;');
        release = () => res.end('kedua');
        return;
      }
      if (url === '/articles/7') {
        res.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' });
        return res.end(JSON.stringify(ARTICLE));
      }
      if (url.startsWith('/articles?')) {
        res.writeHead(200, { 'content-type': 'application/json', 'x-total-count': '30' });
        return res.end(JSON.stringify([{ ...LISTED, excerpt: 'Rotasi.' }]));
      }
      if (url === '/articles/stats') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ articles: 30, authors: 4 }));
      }
      if (req.method === 'POST') {
        res.writeHead(201, { 'content-type': 'application/json', location: '/articles/8' });
        return res.end(body);
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: MESSAGES.articleNotFound }));
    });
  });
  return {
    seen,
    release: () => release(),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the site server: the built site, and /api sent to an upstream', () => {
  const upstream = tinyUpstream();
  let root: string;
  let site: SiteServer;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-site-'));
    fs.mkdirSync(path.join(root, '.ssr'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>situs</title>' +
        '<script type="module" crossorigin src="/assets/app-1a2b.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(root, '.ssr', 'entry-server.js'), SSR_BUNDLE);
    fs.writeFileSync(path.join(root, 'assets', 'app-1a2b.js'), 'export {};\n');
    fs.writeFileSync(path.join(root, 'prerender-check.js'), 'window.check = 1;\n');
    site = await startSiteServer(await upstream.start(), {
      port: 0,
      staticDir: root,
      logLevel: 'silent',
    });
  });
  afterAll(async () => {
    await site?.close();
    await upstream.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends a request on without /api, its method, query, body and headers; the answer comes back whole', async () => {
    const res = await fetch(`${site.apiUrl}/articles?view=summary&limit=2`, {
      headers: { authorization: 'Bearer abc', prefer: 'example=member' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('30');
    expect(await res.json()).toEqual([{ ...LISTED, excerpt: 'Rotasi.' }]);
    const asked = upstream.seen.at(-1)!;
    expect(asked.url).toBe('/articles?view=summary&limit=2');
    expect(asked.headers).toMatchObject({ authorization: 'Bearer abc', prefer: 'example=member' });
    // Host names the upstream, not the site.
    expect(asked.headers.host).not.toBe(new URL(site.url).host);

    const created = await fetch(`${site.apiUrl}/articles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Baru' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe('/articles/8');
    expect(await created.json()).toEqual({ title: 'Baru' });
    expect(upstream.seen.at(-1)).toMatchObject({ method: 'POST', body: '{"title":"Baru"}' });
  });

  it("passes the upstream's errors as they are, and adds the reference server's security headers", async () => {
    const res = await fetch(`${site.apiUrl}/articles/999`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: MESSAGES.articleNotFound });
    expect(res.headers.get('content-security-policy')).toBe(API_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('streams the answer: its first part arrives while the upstream is still writing', async () => {
    // Uncompressed (a compressing stream holds its first bytes back until it has enough).
    const res = await fetch(`${site.apiUrl}/slow`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('x-part')).toBe('two');
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value).toString()).toBe('pertama;');
    upstream.release();
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += Buffer.from(part.value).toString();
    expect(rest).toBe('kedua');
  });

  it('renders an article page and the Free Kick list from what the upstream answers, Prefer passed on', async () => {
    const page = await fetch(`${site.url}/freekick/7`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>${ARTICLE.title}</h1>`);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);

    const list = await (await fetch(`${site.url}/freekick`)).text();
    expect(list).toContain(`<h1>${ARTICLE.title}</h1>`);
    const listAsks = upstream.seen.slice(-2).map((s) => s.url);
    expect(listAsks.sort()).toEqual(['/articles/stats', '/articles?view=summary&limit=12']);

    // The page request's Prefer reaches the server render's API request: here a failure, and
    // the visitor gets the shell, for the browser to load the article itself.
    const failed = await fetch(`${site.url}/freekick/7`, { headers: { prefer: 'code=500' } });
    expect(failed.status).toBe(200);
    expect(await failed.text()).not.toContain(ARTICLE.title);
    expect(upstream.seen.at(-1)).toMatchObject({
      url: '/articles/7',
      headers: { prefer: 'code=500' },
    });
    // No article under the id: the shell with 404.
    expect((await fetch(`${site.url}/freekick/999`)).status).toBe(404);
  });
});

describe('the site server with its upstream down', () => {
  it("answers /api with 502 in the contract's error shape, and still serves the site", async () => {
    const gone = tinyUpstream();
    const url = await gone.start();
    await gone.stop();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-site-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>situs</title>');
    const site = await startSiteServer(url, { port: 0, staticDir: root, logLevel: 'silent' });
    try {
      const res = await fetch(`${site.apiUrl}/articles`);
      expect(res.status).toBe(502);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await res.json()) as ErrorBody;
      expect(body).toEqual({ message: MESSAGES.upstreamUnavailable });
      const home = await fetch(`${site.url}/freekick/7`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>situs</title>');
    } finally {
      await site.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('API_UPSTREAM must be an http(s) URL', () => {
    expect(upstreamFromEnv(undefined)).toBeUndefined();
    expect(upstreamFromEnv('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
    expect(() => upstreamFromEnv('127.0.0.1:4010')).toThrow('API_UPSTREAM must be an http(s) URL');
    expect(() => upstreamFromEnv('ftp://x')).toThrow('API_UPSTREAM must be an http(s) URL');
  });
});
