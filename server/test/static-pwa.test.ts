import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SW_CSP } from '../../common/pwa.ts';
import { FILE_CSP } from '../plugins/static.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** The service worker's script: well over the compression threshold, like the built one. */
const SW = `self.addEventListener('fetch', () => {});\n${'// worker\n'.repeat(200)}`;
const MANIFEST = JSON.stringify({ name: 'API Futsal', start_url: '/' });

describe('the service worker and the web app manifest', () => {
  let root: string;
  let server: TestServer;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-pwa-'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>situs</title>');
    fs.writeFileSync(path.join(root, 'sw.js'), SW);
    fs.writeFileSync(path.join(root, 'manifest.webmanifest'), MANIFEST);
    fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
    server = await startTestServer('pglite', { staticDir: root });
  });
  afterAll(async () => {
    await server?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends sw.js revalidated on every use, under a policy that lets it fetch only the site', async () => {
    const res = await fetch(`${server.url}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/^(?:application|text)\/javascript/);
    expect(res.headers.get('content-security-policy')).toBe(SW_CSP);
    expect(SW_CSP).toContain("connect-src 'self'");
    expect(await res.text()).toBe(SW);
  });

  it('sends the manifest as application/manifest+json, revalidated, other files as before', async () => {
    const res = await fetch(`${server.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(FILE_CSP);
    expect(await res.json()).toEqual(JSON.parse(MANIFEST));

    const other = await fetch(`${server.url}/robots.txt`);
    expect(other.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("lets pages register the worker and link the manifest (the site's own)", async () => {
    const page = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});
