import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_CSP } from '../plugins/static.ts';
import { FILE_CACHE_DEFAULTS, FileCache } from '../file-cache.ts';
import { startTestServer, type TestServer } from './harness.ts';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as written (no URL normalisation, no automatic decompression). */
function raw(
  base: string,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const headersOf = (r: Raw) => {
  const h: Record<string, unknown> = { ...r.headers };
  // Per response: the time, the CSP's fresh nonce, and so a compressed page's length.
  delete h.date;
  if (h['content-encoding']) delete h['content-length'];
  if (typeof h['content-security-policy'] === 'string')
    h['content-security-policy'] = h['content-security-policy'].replace(/'nonce-[^']+'/g, 'N');
  return h;
};

const strongEtag = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;

const FAVICON = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7"/></svg>',
);
/** A script well over 1 KiB that compresses. */
const SCRIPT = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = 'nilai ke-${i}';\n`).join(''),
);
/** Larger than the files kept in memory: streamed from disk. */
const BIG_PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  randomBytes(FILE_CACHE_DEFAULTS.maxFileBytes + 4096),
]);
const SECRET = 'rahasia-di-luar-situs';
/** The app's pages by the fake route table: everything else is its not-found page (404). */
const SSR_BUNDLE = `export const server = 1;
const PAGES = /^\\/(?:|index\\.html|login|freekick(?:\\/[^/]*)?|areateknis\\/[^/]*|latihan\\/[a-z-]+)\\/?$/;
export const hasPage = (url) => PAGES.test(url.split(/[?#]/, 1)[0] || '/');
export const render = async (url) => ({ html: '<h1>' + url.length + '</h1>', styleTags: '' });
`;

describe('the built site from memory', () => {
  let root: string;
  let site: string;
  let server: TestServer;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-static-'));
    site = path.join(root, 'site');
    fs.mkdirSync(path.join(site, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(site, 'docs'));
    fs.mkdirSync(path.join(site, '.ssr'));
    fs.writeFileSync(
      path.join(site, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>situs</title>' +
        '<script type="module" crossorigin src="/assets/app-1a2b.js"></script></head>' +
        '<body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(site, 'favicon.svg'), FAVICON);
    fs.writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\n');
    fs.writeFileSync(path.join(site, 'notes.txt'), 'versi pertama\n');
    fs.writeFileSync(path.join(site, 'assets', 'app-1a2b.js'), SCRIPT);
    fs.writeFileSync(path.join(site, 'docs', 'big.pdf'), BIG_PDF);
    // A server bundle as the build writes one (src/app/entry-server.tsx): its route table knows
    // the pages below, and its render draws the URL; what a page document needs beside it.
    fs.writeFileSync(path.join(site, '.ssr', 'entry-server.js'), SSR_BUNDLE);
    fs.writeFileSync(path.join(site, 'prerender-check.js'), 'window.check = 1;\n');
    for (const font of ['montserrat-latin-800', 'inter-latin-400', 'inter-latin-700'])
      fs.writeFileSync(path.join(site, 'assets', `${font}-normal-1a2b.woff2`), 'font');
    fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
    server = await startTestServer('pglite', { staticDir: site });
  });
  afterAll(async () => {
    await server?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves a file with its bytes, type, a strong ETag, its caching and the file policy; 304 when unchanged', async () => {
    const res = await raw(server.url, '/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(FAVICON);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-length']).toBe(String(FAVICON.length));
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['content-security-policy']).toBe(FILE_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['etag']).toBe(strongEtag(FAVICON));
    expect(res.headers['last-modified']).toBe(
      fs.statSync(path.join(site, 'favicon.svg')).mtime.toUTCString(),
    );

    const again = await raw(server.url, '/favicon.svg', { 'if-none-match': strongEtag(FAVICON) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['etag']).toBe(strongEtag(FAVICON));
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    const since = await raw(server.url, '/favicon.svg', {
      'if-modified-since': res.headers['last-modified']!,
    });
    expect(since.status).toBe(304);
    // Another ETag (an older build) gets the file.
    const stale = await raw(server.url, '/favicon.svg', { 'if-none-match': '"lama"' });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual(FAVICON);

    const js = await raw(server.url, '/assets/app-1a2b.js');
    expect(js.status).toBe(200);
    expect(js.body).toEqual(SCRIPT);
    expect(js.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-encoding']).toBeUndefined();
    expect(js.headers['vary']).toBe('accept-encoding');
    expect(js.headers['etag']).toBe(strongEtag(SCRIPT));
  });

  it('answers br or gzip, as accepted, encoded once and decoding to the file', async () => {
    const br = await raw(server.url, '/assets/app-1a2b.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.body.length).toBeLessThan(SCRIPT.length / 2);
    // Decoding once gives the file: it was not encoded twice.
    expect(zlib.brotliDecompressSync(br.body)).toEqual(SCRIPT);
    expect(br.headers['etag']).not.toBe(strongEtag(SCRIPT));

    const gz = await raw(server.url, '/assets/app-1a2b.js', {
      'accept-encoding': 'br;q=0.5, gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-length']).toBe(String(gz.body.length));
    expect(zlib.gunzipSync(gz.body)).toEqual(SCRIPT);
    expect(gz.headers['etag']).not.toBe(br.headers['etag']);

    // Revalidating the encoded answer with its own ETag.
    const again = await raw(server.url, '/assets/app-1a2b.js', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': br.headers['etag']!,
    });
    expect(again.status).toBe(304);

    // deflate alone is still answered by the app's compression, once.
    const deflate = await raw(server.url, '/assets/app-1a2b.js', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    expect(zlib.inflateSync(deflate.body)).toEqual(SCRIPT);

    // A small file is not worth encoding.
    const small = await raw(server.url, '/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toEqual(FAVICON);
  });

  it('keeps serving a file as first read when it changes on disk (a rebuilt site needs a restart)', async () => {
    const first = await raw(server.url, '/notes.txt');
    expect(first.body.toString()).toBe('versi pertama\n');
    fs.writeFileSync(path.join(site, 'notes.txt'), 'versi kedua yang lebih panjang\n');
    const second = await raw(server.url, '/notes.txt');
    expect(second.body.toString()).toBe('versi pertama\n');
    expect(second.headers['content-length']).toBe(String('versi pertama\n'.length));
  });

  it('streams a file too large to keep from disk, with Range, as does a Range on a kept file', async () => {
    const big = await raw(server.url, '/docs/big.pdf');
    expect(big.status).toBe(200);
    expect(big.headers['content-type']).toBe('application/pdf');
    expect(big.headers['cache-control']).toBe('public, max-age=3600');
    expect(big.headers['content-security-policy']).toBe(FILE_CSP);
    expect(big.body.equals(BIG_PDF)).toBe(true);

    const part = await raw(server.url, '/docs/big.pdf', { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${BIG_PDF.length}`);
    expect(part.body).toEqual(BIG_PDF.subarray(100, 200));

    const head = await raw(server.url, '/favicon.svg', { range: 'bytes=0-3' });
    expect(head.status).toBe(206);
    expect(head.body.toString()).toBe('<svg');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await raw(server.url, '/assets/app-1a2b.js', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-length']).toBe(String(SCRIPT.length));
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['etag']).toBe(strongEtag(SCRIPT));
    const br = await raw(server.url, '/assets/app-1a2b.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(br.body.length).toBe(0);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 2);
  });

  it('never serves a path outside the site, a dotfile or a mangled path', async () => {
    for (const target of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2E%2E/%2e%2e/secret.txt',
      '/assets%2f..%2f..%2fsecret.txt',
      '/assets\\..\\..\\secret.txt',
      '/assets%5c..%5c..%5csecret.txt',
      '/favicon.svg%00.js',
      '//favicon.svg',
      '/./favicon.svg',
      '/.ssr/entry-server.js',
      '/%2essr/entry-server.js',
      '/assets/nope-123.js',
    ]) {
      const res = await raw(server.url, target);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type'], target).toBe('text/plain; charset=utf-8');
      expect(res.body.toString(), target).not.toContain(SECRET);
      expect(res.body.toString(), target).not.toContain('server = 1');
    }
    // A page URL (no extension) is the app's: index.html, not a 404.
    const page = await raw(server.url, '/latihan/rondo');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toContain('<title>situs</title>');
  });

  it('answers the status and headers of GET, without a body, for any page URL', async () => {
    const id = fc.oneof(
      fc.integer({ min: 0, max: 12 }),
      fc.integer({ min: 13, max: 2 ** 31 }),
      fc.constantFrom('abc', '01', '0x1', '%FF', '1%20'),
    );
    const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/);
    const pathname = fc.oneof(
      fc.constantFrom('/', '/index.html', '/freekick', '/freekick/academy', '/login'),
      fc.constantFrom('/latihan/rondo', '/halaman-yang-tidak-ada', '/favicon.svg', '/x.svg'),
      fc.tuple(fc.constantFrom('freekick', 'areateknis'), id).map(([p, n]) => `/${p}/${n}`),
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join('/')}`),
    );
    const url = fc
      .tuple(pathname, fc.constantFrom('', '/', '?page=2', '?q=rondo#x'))
      .map(([p, tail]) => (tail === '/' && p.endsWith('/') ? p : `${p}${tail}`));
    const encoding = fc.constantFrom(undefined, 'gzip, br');
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(url, encoding, async (target, accept) => {
        const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {};
        const get = await raw(server.url, target, headers);
        const head = await raw(server.url, target, headers, 'HEAD');
        seen.add(get.status);
        expect(head.status, target).toBe(get.status);
        expect(head.body.length, target).toBe(0);
        expect(headersOf(head), target).toEqual(headersOf(get));
      }),
      { seed: 20261202, numRuns: 80 },
    );
    // The walk met found and missing pages alike.
    expect([...seen].sort()).toEqual([200, 404]);
  });

  it('answers HEAD under /api with 404: the API has only the contract operations', async () => {
    const res = await raw(server.url, '/api/articles', {}, 'HEAD');
    expect(res.status).toBe(404);
    expect((await raw(server.url, '/api/articles')).status).toBe(200);
  });
});

describe('the memory bounds', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-cache-'));
    for (const name of ['a.png', 'b.png', 'c.png'])
      fs.writeFileSync(path.join(dir, name), randomBytes(2000));
    fs.writeFileSync(path.join(dir, 'large.png'), randomBytes(5000));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps files up to the size limit until the total is reached; the rest stays on disk', async () => {
    const cache = new FileCache(dir, { maxFileBytes: 4096, maxTotalBytes: 4500 });
    expect(await cache.get('/large.png')).toBeNull();
    expect((await cache.get('/a.png'))?.identity.body.length).toBe(2000);
    expect(await cache.get('/b.png')).not.toBeNull();
    expect(await cache.get('/c.png')).toBeNull();
    expect(cache.size).toBe(4000);
    expect(await cache.get('/missing.png')).toBeNull();
    // A missing file is looked for again (it may be there later); a kept one is not re-read.
    fs.writeFileSync(path.join(dir, 'missing.png'), randomBytes(100));
    fs.writeFileSync(path.join(dir, 'a.png'), randomBytes(10));
    expect(await cache.get('/missing.png')).not.toBeNull();
    expect((await cache.get('/a.png'))?.identity.body.length).toBe(2000);
  });

  it('warms a folder at start: its files are read and encoded before anyone asks', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-warm-'));
    try {
      fs.mkdirSync(path.join(site, 'assets'));
      fs.writeFileSync(path.join(site, 'assets', 'a-1.js'), SCRIPT);
      fs.writeFileSync(path.join(site, 'assets', 'b-2.js'), SCRIPT);
      const cache = new FileCache(site);
      expect(await cache.warm('/assets')).toBe(2);
      expect(cache.size).toBeGreaterThan(2 * SCRIPT.length);
      // Served from memory, brotli included, with no reading or encoding left to do.
      fs.rmSync(path.join(site, 'assets'), { recursive: true });
      const kept = await cache.get('/assets/a-1.js');
      expect(zlib.brotliDecompressSync(kept!.br!.body)).toEqual(SCRIPT);
      expect(await new FileCache(site).warm('/assets')).toBe(0);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
