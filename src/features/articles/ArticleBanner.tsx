import { DEFAULT_BANNER, safeImageSrc } from './article-media';

/**
 * An article's banner as a card's picture (1200×630, decorative: the card's title names it); the
 * default banner when the article has none or its path is not one of our images.
 */
export function ArticleBanner({
  banner,
  eager = false,
}: {
  banner: string | null | undefined;
  eager?: boolean;
}) {
  return (
    <img
      src={safeImageSrc(banner) ?? DEFAULT_BANNER}
      alt=""
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}
