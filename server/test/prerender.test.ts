import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPrerendered } from '../prerendered-pages.ts';
import { prerenderedFile, PRERENDERED_PATHS } from '../../common/prerendered-pages.ts';
import { createPageDocument, assertCspSafe, jsonForScript, splitHead } from '../page-document.ts';
import { articlePageId, isArticleListPage } from '../article-pages.ts';

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

  it('refuses markup the CSP would block: an inline script or a style attribute, not the words', () => {
    expect(() => assertCspSafe('<p>style="not an attribute" &lt;script&gt;</p>')).not.toThrow();
    expect(() => assertCspSafe('<div><span style="width:2.75rem">x</span></div>')).toThrow(
      /inline style attribute/,
    );
    expect(() => assertCspSafe('<div><script>alert(1)</script></div>')).toThrow(/inline script/);
  });
});

describe('article pages rendered per request', () => {
  it('are /freekick/{id} and /areateknis/{id}, whatever the query string', () => {
    expect(articlePageId('/freekick/1')).toBe(1);
    expect(articlePageId('/freekick/42/')).toBe(42);
    expect(articlePageId('/areateknis/7?utm=x')).toBe(7);
    for (const url of [
      '/freekick',
      '/freekick/academy',
      '/freekick/0',
      '/freekick/01',
      '/freekick/1/x',
      '/blog/1',
      '/freekick/1e3',
      '/freekick/99999999999',
    ]) {
      expect(articlePageId(url), url).toBeNull();
    }
  });

  it('and the Free Kick list without a query: its topic pages too, not a search or a page number', () => {
    for (const url of ['/freekick', '/freekick/', '/freekick/academy', '/freekick/others'])
      expect(isArticleListPage(url), url).toBe(true);
    for (const url of ['/freekick?q=kiper', '/freekick?halaman=2', '/freekick/1', '/freekickx'])
      expect(isArticleListPage(url), url).toBe(false);
  });

  it('embed their data as JSON that no text can end early, and that reads back the same', () => {
    const hostile = { title: '</script><script>alert(1)</script><!-- & \u2028\u2029 >' };
    const json = jsonForScript(hostile);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  describe('as documents', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apifutsal-document-'));
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.mkdirSync(path.join(dir, 'assets'));
    const webFont = '@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)format("woff2")}';
    const fallback = "@font-face{font-family:'Inter fallback';src:local('DejaVu Sans')}";
    fs.writeFileSync(path.join(dir, 'assets', 'index-3.css'), webFont + fallback);
    fs.writeFileSync(
      path.join(dir, 'prerender-check.js'),
      '// the check\n(function () {\n  check();\n})();\n',
    );
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<html><head>
    <meta charset="UTF-8" />
    <title>API Futsal</title>
    <meta name="description" content="site">
    <script type="module" crossorigin src="/assets/index-1.js" nonce="N"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-2.js" nonce="N">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css" nonce="N">
  </head><body><div id="root"></div></body></html>`,
    );
    const toDocument = createPageDocument(dir);
    const rendered = {
      html: "<title>Judul $&amp; | API Futsal</title><main><h1>Judul $&amp; $'</h1></main>",
      styleTags: '<style data-styled="true">h1{}</style>',
    };

    it("puts the page in #root, its title in <head>, and the app's scripts behind the check", () => {
      const html = toDocument(rendered);
      expect(html).toContain('<div id="root"><main><h1>Judul $&amp; $\'</h1></main></div>');
      expect(html).toContain('<title>Judul $&amp; | API Futsal</title>');
      expect(html).not.toContain('<title>API Futsal</title>');
      expect(html).toContain('<meta name="description" content="site">');
      // The check and the stylesheet are written into the page, so no request holds the first paint back.
      expect(html).toContain(
        '<script nonce="__CSP_NONCE__" data-prerender-check data-entry="/assets/index-1.js" data-preload="/assets/vendor-2.js">(function () {\n  check();\n})();</script>',
      );
      expect(html).not.toContain('type="module"');
      // The fallback faces apply from the first paint; the web fonts wait, switched off (a sheet
      // whose media matches nothing fetches no font), until the check switches them on after it.
      expect(html).toContain(`<style nonce="__CSP_NONCE__">${fallback}</style>`);
      expect(html).toContain(
        `<style nonce="__CSP_NONCE__" data-fonts media="not all">${webFont}</style>`,
      );
      expect(html).not.toContain('rel="preload"');
      // Without JavaScript nothing switches them on: the stylesheet loads instead.
      expect(html).toContain(
        '<noscript><link rel="stylesheet" href="/assets/index-3.css"></noscript>',
      );
      expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
      expect(html).not.toContain('initial-data');
    });

    it('adds the data after #root', () => {
      const html = toDocument(rendered, jsonForScript({ '/articles/3': { title: '</script>' } }));
      expect(html).toContain(
        '</main></div><script type="application/json" id="initial-data">{"/articles/3":{"title":"\\u003c/script\\u003e"}}</script>',
      );
    });

    it('refuses a render with an inline script (the CSP would block it)', () => {
      expect(() =>
        toDocument({ html: '<main><script>x()</script></main>', styleTags: '' }),
      ).toThrow(/inline script/);
    });
  });
});
