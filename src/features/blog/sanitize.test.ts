// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize';
import { BLOG_POSTS } from './blog-data';

const clean = (html: string) => {
  const out = sanitizePostHtml(html);
  const doc = new DOMParser().parseFromString(`<body>${out}</body>`, 'text/html');
  return { out, doc };
};

describe('post HTML sanitising (DOMPurify)', () => {
  it('removes script tags and their content', () => {
    const { out, doc } = clean('<p>Aman</p><script>window.hacked = 1</script>');
    expect(doc.querySelector('script')).toBeNull();
    expect(out).not.toContain('hacked');
    expect(out).toContain('<p>Aman</p>');
  });

  it('removes on* event handlers', () => {
    const { doc } = clean(
      '<img src="/images/blog/rondo-4v1.svg" onerror="alert(1)" alt="x"><p onclick="alert(2)">Klik</p>',
    );
    const all = [...doc.body.querySelectorAll('*')];
    expect(all.length).toBeGreaterThan(0);
    for (const el of all)
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on')).toBe(false);
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('/images/blog/rondo-4v1.svg');
  });

  it('removes javascript: URLs', () => {
    const { doc } = clean(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="/blog/2">c</a>',
    );
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h && /javascript:/i.test(h))).toEqual([]);
    expect(hrefs).toContain('/blog/2');
  });

  it('removes SVG with onload, and nested tricks', () => {
    const { out, doc } = clean(
      '<svg onload="alert(1)"><circle r="5"/></svg><math><mi xlink:href="javascript:alert(1)">x</mi></math><iframe src="javascript:alert(1)"></iframe>',
    );
    expect(doc.querySelector('svg, math, iframe')).toBeNull();
    expect(out).not.toMatch(/onload|javascript:/i);
  });

  it('drops inline styles and forms, and secures new-tab links', () => {
    const { doc } = clean(
      '<p style="position:fixed">x</p><form action="/x"><input name="p"></form><a href="https://fifa.com" target="_blank">FIFA</a>',
    );
    expect(doc.querySelector('[style], form, input')).toBeNull();
    expect(doc.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps the formatting the sample posts and their members sections use', () => {
    // The members' sections are the API's (server/members-content/blog/<id>.html).
    const sections = path.resolve(import.meta.dirname, '../../../server/members-content/blog');
    const members = (id: number) =>
      fs.existsSync(path.join(sections, `${id}.html`))
        ? fs.readFileSync(path.join(sections, `${id}.html`), 'utf8')
        : '';
    for (const post of BLOG_POSTS) {
      expect(members(post.id) !== '', `members section of post ${post.id}`).toBe(
        post.hasLockedContent === true,
      );
      const html = post.content + members(post.id);
      const { doc } = clean(html);
      expect(doc.body.textContent?.trim().length).toBeGreaterThan(100);
      // The shipped posts need nothing removed: the sanitiser leaves them as they are.
      expect(
        doc.querySelectorAll('h2, h3, p, ul, ol, li, strong, em, blockquote').length,
      ).toBeGreaterThan(3);
    }
  });
});
