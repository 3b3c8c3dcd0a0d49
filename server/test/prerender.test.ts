import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPrerendered, prerenderedFile, PRERENDERED_PATHS } from '../prerendered-pages.ts';
import { extractInlineStyles, splitHead } from '../../scripts/prerender.ts';

describe('prerendered pages: which request gets which file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-prerender-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const pathname of PRERENDERED_PATHS) {
    const file = path.join(dir, prerenderedFile(pathname));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, pathname);
  }

  it('serves the exact public paths, with or without a trailing slash', () => {
    expect(findPrerendered(dir, '/')).toBe(path.join(dir, 'prerendered/index.html'));
    expect(findPrerendered(dir, '/courses')).toBe(path.join(dir, 'prerendered/courses.html'));
    expect(findPrerendered(dir, '/events/webinars/')).toBe(
      path.join(dir, 'prerendered/events/webinars.html'),
    );
  });

  it('leaves everything else to the app shell: ids, private pages, queries, tricks', () => {
    for (const url of [
      '/freekick/1',
      '/admin',
      '/cart',
      '/login',
      '/courses?tab=x',
      '/?q=a',
      '/../etc/passwd',
      '/prerendered/index',
      '/COURSES',
    ]) {
      expect(findPrerendered(dir, url), url).toBeNull();
    }
  });

  it('falls back to the shell when the build wrote no file', () => {
    expect(findPrerendered(path.join(dir, 'nope'), '/courses')).toBeNull();
  });
});

describe('prerendered markup', () => {
  it("moves React's leading title, meta and preloads to <head>", () => {
    const { head, body } = splitHead(
      '<link rel="preload" as="image" href="/a.svg"/><title>Blog | API Futsal</title><meta name="description" content="x"/><a href="#konten">Langsung</a>',
    );
    expect(head).toBe(
      '<link rel="preload" as="image" href="/a.svg"/><title>Blog | API Futsal</title><meta name="description" content="x"/>',
    );
    expect(body).toBe('<a href="#konten">Langsung</a>');
  });

  it('turns style attributes into nonce-able rules that win like inline styles', () => {
    const { body, css } = extractInlineStyles(
      '<div style="outline:none"><span style="font-family:&quot;Inter&quot;;width:2.75rem">x</span></div><p>style="not an attribute"</p>',
    );
    expect(body).toBe(
      '<div data-ps="0"><span data-ps="1">x</span></div><p>style="not an attribute"</p>',
    );
    expect(css).toBe(
      '[data-ps="0"]{outline:none !important}[data-ps="1"]{font-family:"Inter" !important;width:2.75rem !important}',
    );
  });
});
