import { describe, expect, it } from 'vitest';
import { paragraphs, safeImageSrc } from './article-media';

describe('safeImageSrc', () => {
  it.each([
    '/images/articles/pressing-tinggi.svg',
    // Where the server stores an image sent as a data URL.
    '/media/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.png',
    'https://cdn.example.org/a.png',
    'http://example.org/a.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;base64,PHN2Zy8+',
  ])('allows %s', (src) => expect(safeImageSrc(src)).toBe(src));

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    '//evil.example/x.png',
    'vbscript:msgbox(1)',
    'java\tscript:alert(1)',
    'images/relative.png',
    '',
    null,
    undefined,
  ])('refuses %s', (src) => expect(safeImageSrc(src)).toBeNull());
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('Satu\nbaris dua\n\n\nTiga\n  \n')).toEqual(['Satu\nbaris dua', 'Tiga']);
    expect(paragraphs(undefined)).toEqual([]);
  });
});
