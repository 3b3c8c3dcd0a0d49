import { describe, expect, it } from 'vitest';
import { freshNonce, nonceOf, rewritePage } from './html';
import { fetchedAt, isPublicApiGet, isShareable } from './rules';

const ORIGIN = 'https://apifutsal.id';
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { headers });

describe('what the service worker may keep', () => {
  it('keeps public GETs of the API', () => {
    expect(isPublicApiGet(get('/api/articles?view=summary&limit=6'), ORIGIN)).toBe(true);
    expect(isPublicApiGet(get('/api/articles/3'), ORIGIN)).toBe(true);
  });

  it('never keeps a write, a request with a token, the account endpoints or members content', () => {
    expect(isShareable(new Request(`${ORIGIN}/api/articles`, { method: 'POST' }))).toBe(false);
    expect(isShareable(new Request(`${ORIGIN}/api/articles/3`, { method: 'PUT' }))).toBe(false);
    expect(isShareable(new Request(`${ORIGIN}/api/articles/3`, { method: 'DELETE' }))).toBe(false);
    // A signed-in reader's request carries the token: a public read is kept all the same (its
    // answer is the same for every caller), a members' read never.
    expect(isShareable(get('/api/articles/3', { authorization: 'Bearer abc' }))).toBe(true);
    expect(isShareable(get('/api/user', { authorization: 'Bearer abc' }))).toBe(false);
    expect(isShareable(get('/api/blog/7/members', { authorization: 'Bearer abc' }))).toBe(false);
    expect(isShareable(get('/images/a.svg', { authorization: 'Bearer abc' }))).toBe(false);
    for (const path of [
      '/api/login',
      '/api/register',
      '/api/logout',
      '/api/user',
      '/api/documents/latihan.pdf',
      '/api/blog/7/members',
    ])
      expect(isPublicApiGet(get(path), ORIGIN), path).toBe(false);
  });

  it('leaves other hosts and the API reference alone', () => {
    expect(isPublicApiGet(get('/api/docs'), ORIGIN)).toBe(false);
    expect(isPublicApiGet(get('/api/openapi.yaml'), ORIGIN)).toBe(false);
    expect(isPublicApiGet(new Request('https://example.com/api/articles'), ORIGIN)).toBe(false);
  });

  it('reads when an answer was fetched from its Date header', () => {
    const answer = new Response('{}', { headers: { date: 'Thu, 26 Nov 2026 01:15:00 GMT' } });
    expect(fetchedAt(answer)).toBe('2026-11-26T01:15:00.000Z');
    expect(fetchedAt(new Response('{}'))).toBeNull();
  });
});

describe('a page answered from a cache', () => {
  const csp = (nonce: string) =>
    `script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'`;
  const page = (nonce: string) =>
    new Response(
      `<!doctype html><html lang="id"><head><meta property="csp-nonce" content="${nonce}"><script nonce="${nonce}" src="/a.js"></script></head><body></body></html>`,
      { headers: { 'content-type': 'text/html', 'content-security-policy': csp(nonce) } },
    );

  it('gets a fresh nonce, in its markup and its policy alike', async () => {
    const answer = await rewritePage(page('lama+/=='), {});
    const header = answer.headers.get('content-security-policy');
    const nonce = nonceOf(header);
    expect(nonce).not.toBeNull();
    expect(nonce).not.toBe('lama+/==');
    const html = await answer.text();
    expect(html).not.toContain('lama+/==');
    expect(html.match(new RegExp(`"${nonce!.replace(/[+/=]/g, '\\$&')}"`, 'g'))).toHaveLength(2);
    expect(header).toBe(csp(nonce!));
  });

  it('is marked with when it was fetched, or as the offline screen', async () => {
    const saved = await (
      await rewritePage(page('n1'), { savedAt: '2026-11-26T01:15:00.000Z' })
    ).text();
    expect(saved).toContain('<html data-saved-at="2026-11-26T01:15:00.000Z" lang="id">');
    const shell = await (await rewritePage(page('n2'), { offline: true })).text();
    expect(shell).toContain('<html data-offline="" lang="id">');
  });

  it('never reuses a nonce', () => {
    expect(freshNonce()).not.toBe(freshNonce());
    expect(atob(freshNonce())).toHaveLength(16);
  });
});
