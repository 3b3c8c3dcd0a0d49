// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../../../common/prerendered-pages';
import { ROUTES } from '../../config/routes';
import { BLOG_POSTS } from './blog-data';
import { sanitizePostHtml } from './sanitize';

describe('the blog posts, as the build prerenders them', () => {
  it('are each a prerendered page', () => {
    const posts = BLOG_POSTS.map((p) => ROUTES.blogPost(p.id));
    expect(PRERENDERED_PATHS.filter((p) => p.startsWith(`${ROUTES.blog}/`))).toEqual(posts);
  });

  it('hold HTML that sanitising leaves as it is, so the prerendered markup is the browser’s', () => {
    for (const post of BLOG_POSTS)
      expect(sanitizePostHtml(post.content), post.title).toBe(post.content);
  });
});
