import { describe, expect, it } from 'vitest';
import { at } from './test-contract';
import { EXAMPLES } from './api/contract-data';
import { EXCERPT_LENGTH, excerptOf, pageOf, pageTotal, toSummary } from './articles';
import { CANONICAL_INTEGER, MAX_ARTICLE_ID, parseArticleId } from './ids';
import { IMAGE_DATA_URL, IMAGE_REF_PATTERN, isImageRef } from './image-ref';
import type { Article } from './api/types';

const examples = EXAMPLES.listArticles.responses['200']!.content['application/json']!;
const articles = examples.articles!.value as Article[];
const summaries = examples.summaries!.value as { excerpt: string }[];

describe('the excerpt', () => {
  it('is as long as the contract allows ArticleSummary.excerpt to be', () => {
    expect(at('#/components/schemas/ArticleSummary/properties/excerpt').maxLength).toBe(
      EXCERPT_LENGTH,
    );
  });

  it('collapses white space and counts characters, not UTF-16 units', () => {
    expect(excerptOf('  Satu\n\n dua\tkata  ')).toBe('Satu dua kata');
    expect(excerptOf(null)).toBe('');
    const emoji = '⚽'.repeat(400);
    expect([...excerptOf(emoji)]).toHaveLength(EXCERPT_LENGTH);
    expect(excerptOf('😀'.repeat(301)).endsWith('😀')).toBe(true);
  });

  it("gives a summary the contract's example excerpt", () => {
    expect(articles.length).toBeGreaterThan(0);
    expect(toSummary(articles[0]!).excerpt).toBe(summaries[0]!.excerpt);
    expect(toSummary(articles[0]!)).not.toHaveProperty('sections');
  });
});

describe('a page of articles', () => {
  it('takes its total from X-Total-Count, never fewer than the pages hold', () => {
    expect(pageTotal('20', 0, 12)).toBe(20);
    expect(pageTotal('5', 12, 3)).toBe(15);
    expect(pageOf(['a'], '9', 0)).toEqual({ items: ['a'], total: 9, counted: true });
  });

  it('says so when the server sent no usable count', () => {
    for (const header of [null, '', 'abc', '-1', '1.5'])
      expect(pageOf(['a', 'b'], header, 12)).toEqual({
        items: ['a', 'b'],
        total: 14,
        counted: false,
      });
  });
});

describe('canonical ids', () => {
  it('reads only canonical ids up to the contract maximum', () => {
    expect(at('#/components/parameters/ArticleId/schema').maximum).toBe(MAX_ARTICLE_ID);
    expect(parseArticleId('1')).toBe(1);
    expect(parseArticleId('2147483647')).toBe(2147483647);
    for (const text of ['0', '01', '+1', '0x1', '1 ', '-1', '1e3', '2147483648', '', undefined])
      expect(parseArticleId(text), String(text)).toBeNull();
  });

  it('writes integers in query strings without sign or leading zero', () => {
    expect(['0', '12', '-3'].every((t) => CANONICAL_INTEGER.test(t))).toBe(true);
    expect(['01', '+1', '0x1', ' 1', '1.0'].some((t) => CANONICAL_INTEGER.test(t))).toBe(false);
  });
});

describe('image references', () => {
  it("are the contract's ImageRef pattern, character for character", () => {
    expect(IMAGE_REF_PATTERN).toBe(at('#/components/schemas/ImageRef').pattern);
  });

  it.each([
    '/images/articles/bola-mati.svg',
    '/media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;base64,PHN2Zy8+',
  ])('accept %s', (ref) => expect(isImageRef(ref)).toBe(true));

  it.each([
    '',
    '//evil.example/x.png',
    '/a//b.png',
    '/\t/evil.example/x.png',
    '/a\\b.png',
    'https://example.org/a.png',
    'data:image/bmp;base64,Qk0=',
    'data:text/html;base64,PHNjcmlwdD4=',
    'javascript:alert(1)',
  ])('refuse %s', (ref) => expect(isImageRef(ref)).toBe(false));

  it('read the type and the bytes of a data URL of an accepted type', () => {
    expect(IMAGE_DATA_URL.exec('data:image/svg+xml;base64,PHN2Zy8+')?.slice(1)).toEqual([
      'svg+xml',
      'PHN2Zy8+',
    ]);
    expect(IMAGE_DATA_URL.test('data:image/svgxxml;base64,PHN2Zy8+')).toBe(false);
  });
});

describe('the contract version', () => {
  it('is what the API-Version example says, so Prism names the version it serves', () => {
    expect(at('#/components/headers/ApiVersion').example).toBe(at('#/info').version);
  });
});
