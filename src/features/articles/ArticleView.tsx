import { useId } from 'react';
import styled from 'styled-components';
import type { Article } from '../../../common/api/types';
import { Badge } from '../../components/Badge/Badge';
import { Tag } from '../../components/Chip/Chip';
import { formatDateID } from '../../lib/format';
import { DEFAULT_BANNER, paragraphs, safeImageSrc } from './article-media';
import { youtubeId } from '../../../common/video-link';
import { DetailBanner } from '../../components/DetailBanner/DetailBanner';
import { YouTubeFacade } from '../../components/YouTubeFacade/YouTubeFacade';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

export { DEFAULT_BANNER } from './article-media';

const Wrap = styled.article`
  max-width: 52rem;
  margin: 0 auto;
`;
const Banner = styled(DetailBanner).attrs({ $aspect: '1200 / 630', $radius: 'xl' })`
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: 0 24px 48px -24px ${translucent(shade.abyss, 0.45)};
`;
const Head = styled.header`
  margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[6]};
  h1 {
    font-size: clamp(1.75rem, 4.5vw, 2.75rem);
    font-weight: 800;
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[4]};
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  strong {
    color: ${({ theme }) => theme.color.text};
  }
  span[aria-hidden] {
    opacity: 0.6;
  }
`;
const Tags = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding: 0;
  margin: ${({ theme }) => theme.space[4]} 0 0;
`;
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;
const SectionBlock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    margin: 0;
    overflow-wrap: anywhere;
    &::before {
      content: '';
      display: block;
      width: 2.5rem;
      height: 4px;
      border-radius: 2px;
      margin-bottom: 0.75rem;
      background: ${({ theme }) => theme.color.primary};
    }
  }
  p {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.75;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
const Figure = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
`;
const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

export interface ArticleViewProps {
  article: Article;
}

/**
 * An article as readers see it: banner, title, author, date (id-ID), category,
 * tags and sections (subtitle, text, images, a click-to-load YouTube video).
 * Everything from the server is rendered as text; image sources are checked
 * (http(s), site paths and image data URLs only). The admin preview renders this too.
 */
export function ArticleView({ article }: ArticleViewProps) {
  const titleId = useId();
  const banner = safeImageSrc(article.banner) ?? DEFAULT_BANNER;
  const date = formatDateID(article.date);
  const tags = (article.tags ?? []).map((t) => t.name).filter((n) => n && n.trim());
  const sections = article.sections ?? [];
  return (
    <Wrap aria-labelledby={titleId}>
      <Banner
        src={banner}
        alt={`Gambar utama artikel: ${article.title}`}
        width={1200}
        height={630}
      />
      <Head>
        {article.category && <Badge $tone="primary">{article.category}</Badge>}
        <h1 id={titleId}>{article.title}</h1>
        <Meta>
          {article.author && (
            <span>
              Oleh <strong>{article.author}</strong>
            </span>
          )}
          {article.author && date && <span aria-hidden="true">•</span>}
          {date && <time dateTime={article.date ?? undefined}>{date}</time>}
        </Meta>
        {tags.length > 0 && (
          <Tags aria-label="Tag">
            {tags.map((name, i) => (
              <Tag key={`${name}-${i}`}>#{name}</Tag>
            ))}
          </Tags>
        )}
      </Head>
      <Body>
        {sections.length === 0 && <Empty>Artikel ini belum memiliki isi.</Empty>}
        {sections.map((section, i) => {
          const video = youtubeId(section.youtube);
          const images = (section.images ?? [])
            .map((img) => safeImageSrc(img.path))
            .filter((s): s is string => s !== null);
          const heading = section.subtitle?.trim() || `Bagian ${i + 1}`;
          return (
            <SectionBlock key={i} aria-label={section.subtitle?.trim() ? undefined : heading}>
              {section.subtitle?.trim() && <h2>{section.subtitle}</h2>}
              {paragraphs(section.content).map((p, j) => (
                <p key={j}>{p}</p>
              ))}
              {images.map((src, j) => (
                <Figure key={j}>
                  <img
                    src={src}
                    alt={`Ilustrasi ${heading}${images.length > 1 ? ` (${j + 1})` : ''}`}
                    width={800}
                    height={500}
                    loading="lazy"
                  />
                </Figure>
              ))}
              {video && <YouTubeFacade videoId={video} title={heading} />}
            </SectionBlock>
          );
        })}
      </Body>
    </Wrap>
  );
}
