export { ArticleView } from './ArticleView';
export type { ArticleViewProps } from './ArticleView';
export { ArticleCard, articleExcerpt, CardGrid, SkeletonCard } from './ArticleCard';
export { ArticleDetail } from './ArticleDetail';
export type { ArticleDetailProps } from './ArticleDetail';
export { useArticleList, useArticle } from './use-articles';
export type { RequestStatus, RequestView } from './use-articles';
export { DEFAULT_BANNER, safeImageSrc, youtubeId } from './article-media';
