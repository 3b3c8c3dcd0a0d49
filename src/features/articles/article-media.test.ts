import { describe, expect, it } from 'vitest';
import { paragraphs, safeImageSrc, youtubeEmbedUrl, youtubeId } from './article-media';

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

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=J3vK9t7pX2c', 'J3vK9t7pX2c'],
    ['https://youtube.com/watch?v=J3vK9t7pX2c&t=30s', 'J3vK9t7pX2c'],
    ['https://youtu.be/Qm8f2LhR0sA', 'Qm8f2LhR0sA'],
    ['https://www.youtube.com/embed/Zb4nW1yT6eE', 'Zb4nW1yT6eE'],
    ['https://www.youtube.com/shorts/Lk3pT8vN5yQ', 'Lk3pT8vN5yQ'],
  ])('reads %s', (link, id) => expect(youtubeId(link)).toBe(id));

  it.each([
    '',
    '   ',
    'not a url',
    'https://vimeo.com/123',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=<script>',
    'https://evil.com/watch?v=J3vK9t7pX2c',
  ])('ignores %s', (link) => expect(youtubeId(link)).toBeNull());

  it('embeds through the privacy-enhanced domain', () => {
    expect(youtubeEmbedUrl('J3vK9t7pX2c')).toBe(
      'https://www.youtube-nocookie.com/embed/J3vK9t7pX2c?autoplay=1&rel=0',
    );
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphs('Satu\nbaris dua\n\n\nTiga\n  \n')).toEqual(['Satu\nbaris dua', 'Tiga']);
    expect(paragraphs(undefined)).toEqual([]);
  });
});
