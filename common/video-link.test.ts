import { describe, expect, it } from 'vitest';
import { at } from './test-contract';
import { isYouTubeVideoId, YOUTUBE_LINK_PATTERN, youtubeEmbedUrl, youtubeId } from './video-link';

describe('YouTube links', () => {
  it('accepts exactly the links the contract accepts (SectionInput.youtube pattern)', () => {
    const youtube = at('#/components/schemas/SectionInput/properties/youtube');
    expect(YOUTUBE_LINK_PATTERN).toBe(youtube.pattern);
    expect(new RegExp(YOUTUBE_LINK_PATTERN).test('')).toBe(true);
    expect(youtubeId('https://music.youtube.com/watch?v=J3vK9t7pX2c')).toBeNull();
  });

  it.each([
    ['https://www.youtube.com/watch?v=J3vK9t7pX2c', 'J3vK9t7pX2c'],
    ['https://youtube.com/watch?v=J3vK9t7pX2c&t=30s', 'J3vK9t7pX2c'],
    ['https://m.youtube.com/watch?v=J3vK9t7pX2c', 'J3vK9t7pX2c'],
    ['  https://youtu.be/Qm8f2LhR0sA  ', 'Qm8f2LhR0sA'],
    ['https://www.youtube.com/embed/Zb4nW1yT6eE', 'Zb4nW1yT6eE'],
    ['https://www.youtube-nocookie.com/embed/Zb4nW1yT6eE', 'Zb4nW1yT6eE'],
    ['https://www.youtube.com/shorts/Lk3pT8vN5yQ', 'Lk3pT8vN5yQ'],
    ['https://www.youtube.com/live/Lk3pT8vN5yQ', 'Lk3pT8vN5yQ'],
    // The old embed form names a video too, and the contract accepts it.
    ['https://www.youtube.com/v/Lk3pT8vN5yQ', 'Lk3pT8vN5yQ'],
  ])('reads the video of %s', (link, id) => expect(youtubeId(link)).toBe(id));

  it.each([
    '',
    '   ',
    'not a url',
    'https://vimeo.com/123',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=<script>',
    'https://evil.com/watch?v=J3vK9t7pX2c',
    'https://youtube.com.evil.com/watch?v=J3vK9t7pX2c',
    'https://www.youtube.com@evil.com/watch?v=J3vK9t7pX2c',
    // A server following the contract refuses music.youtube.com, so the site does not offer it.
    'https://music.youtube.com/watch?v=J3vK9t7pX2c',
    'https://www.youtube.com/channel/UCabcdefghijk',
  ])('names no video in %s', (link) => expect(youtubeId(link)).toBeNull());

  it('tells a video id by its form: 11 letters, digits, - or _', () => {
    expect(['J3vK9t7pX2c', 'apifutsal01', 'a-b_c-d_e-f'].map(isYouTubeVideoId)).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['', 'J3vK9t7pX2', 'J3vK9t7pX2cc', 'J3vK9t7pX2"', 'J3vK9t/pX2c'].some(isYouTubeVideoId),
    ).toBe(false);
  });

  it('embeds through the privacy-enhanced domain', () => {
    expect(youtubeEmbedUrl('J3vK9t7pX2c')).toBe(
      'https://www.youtube-nocookie.com/embed/J3vK9t7pX2c?autoplay=1&rel=0',
    );
  });
});
