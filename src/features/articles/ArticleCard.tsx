import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ArticleListItem } from '../../../common/api/types';
import { Badge } from '../../components/Badge/Badge';
import { EXCERPT_LENGTH } from '../../config/constants';
import { excerpt, formatDateID } from '../../lib/format';
import { ArticleBanner } from './ArticleBanner';
import { elevation, shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const Item = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${elevation.card};
  transition:
    transform ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing},
    box-shadow ${({ theme }) => theme.motion.base};
  &:hover,
  &:focus-within {
    transform: translateY(-3px);
    box-shadow: 0 22px 40px -20px ${translucent(shade.ink, 0.5)};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1200 / 630;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  flex: 1;
  padding: ${({ theme }) => theme.space[5]};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0;
    overflow-wrap: anywhere;
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    &:hover {
      color: ${({ theme }) => theme.color.primary};
    }
    &:focus-visible {
      outline: none;
    }
    &:focus-visible::after {
      outline: 3px solid ${({ theme }) => theme.color.focus};
      outline-offset: -3px;
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.p`
  margin-top: auto !important;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  font-size: ${({ theme }) => theme.fontSize.xs} !important;
  font-weight: 600;
`;

/**
 * The start of the first section's text, cut for a card (150, featured 250): a summary
 * carries it as `excerpt`, a whole article in its sections.
 */
export function articleExcerpt(article: ArticleListItem, max = EXCERPT_LENGTH): string {
  const text = 'excerpt' in article ? article.excerpt : article.sections?.[0]?.content;
  return excerpt(text ?? '', max);
}

/** An article as a card linking to its detail page (the whole card is the link's hit area). */
export function ArticleCard({
  article,
  to,
  headingLevel = 3,
  eager = false,
}: {
  article: ArticleListItem;
  to: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatDateID(article.date);
  return (
    <Item>
      <ArticleBanner banner={article.banner} eager={eager} />
      <Body>
        {article.category && (
          <div>
            <Badge $tone="neutral">{article.category}</Badge>
          </div>
        )}
        <H>
          <Link to={to}>{article.title}</Link>
        </H>
        <p>{articleExcerpt(article)}</p>
        <Meta>
          {article.author && <span>{article.author}</span>}
          {article.author && date && <span aria-hidden="true">•</span>}
          {date && <time dateTime={article.date ?? undefined}>{date}</time>}
        </Meta>
      </Body>
    </Item>
  );
}

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

/** A placeholder card shown while articles load. */
export const SkeletonCard = styled.li`
  height: 24rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    100deg,
    ${({ theme }) => theme.color.surfaceAlt} 40%,
    ${({ theme }) => theme.color.surface} 50%,
    ${({ theme }) => theme.color.surfaceAlt} 60%
  );
  background-size: 300% 100%;
  animation: shimmer 1.4s linear infinite;
  @keyframes shimmer {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: 0 0;
    }
  }
`;
