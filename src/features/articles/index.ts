export { ArticleView } from './ArticleView';
export type { ArticleViewProps } from './ArticleView';
export { ArticleCard, articleExcerpt, CardGrid, SkeletonCard } from './ArticleCard';
export { ArticleDetail } from './ArticleDetail';
export type { ArticleDetailProps } from './ArticleDetail';
export { useArticleList } from './use-articles';
export { useArticle } from './use-article';
export type { RequestStatus, RequestView } from './use-articles';
export { DEFAULT_BANNER, safeImageSrc } from './article-media';
