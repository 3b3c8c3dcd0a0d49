import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '../../components/Badge/Badge';
import { Button, ButtonLink } from '../../components/Button/Button';
import { FollowingSection, Section } from '../../components/Section/Section';
import { FEATURED_EXCERPT_LENGTH, HOME_ARTICLE_COUNT } from '../../config/constants';
import { ROUTES } from '../../config/routes';
import { formatDateID } from '../../lib/format';
import {
  ArticleBanner,
  ArticleCard,
  articleExcerpt,
  CardGrid,
  SkeletonCard,
  useArticleList,
} from '../articles';
import { Eyebrow, SectionHead } from './SectionHead';
import { media } from '../../theme/tokens';
import { SavedAtMark, useSavedAt } from '../../shell/offline';
import { shade } from '../../theme/themes';
import { translucent } from '../../theme/translucent';

const Featured = styled.article`
  position: relative;
  display: grid;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 30px 60px -36px ${translucent(shade.abyss, 0.55)};
  > img {
    display: block;
    width: 100%;
    height: auto;
    align-self: center;
  }
  /* Beside the text, the picture sits on the pitch colour (its own backdrop) to the card's edge. */
  ${media.columns} {
    grid-template-columns: 1.15fr 1fr;
    background:
      linear-gradient(${({ theme }) => theme.band.pitch}, ${({ theme }) => theme.band.pitch}) left /
        53.5% 100% no-repeat,
      ${({ theme }) => theme.color.surface};
  }
`;
const FeaturedBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]};
  h3 {
    font-size: clamp(1.4rem, 3vw, 2rem);
    margin: 0;
    overflow-wrap: anywhere;
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.color.primary};
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;
const Byline = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;
const FeaturedSkeleton = styled(SkeletonCard)`
  height: 22rem;
`;
/** In place of the article sections when they could not be loaded: a short notice and a retry. */
const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: 0 0 ${({ theme }) => theme.space[1]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
/** Focus waits here while a retry loads (the button it came from is gone). */
const ArticlesZone = styled.div`
  &:focus {
    outline: none;
  }
`;

/**
 * The featured and latest articles. A load failure is logged (by the hook) and the rest of the
 * page renders; in place of the two sections a short notice says so and offers a retry.
 */
export function HomeArticles() {
  // The first six articles: the first is featured, and all six are cards.
  const { status, data, retry } = useArticleList(HOME_ARTICLE_COUNT);
  const zone = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);

  // A retry that failed again: focus back on "Coba lagi" (it had waited on the sections meanwhile).
  useEffect(() => {
    if (!retried.current || status === 'loading') return;
    retried.current = false;
    if (status === 'failed') retryButton.current?.focus();
  }, [status]);

  return (
    <ArticlesZone ref={zone} tabIndex={-1}>
      {status === 'failed' ? (
        <FollowingSection aria-labelledby="home-articles-failed">
          <Notice>
            <div role="status">
              <h2 id="home-articles-failed">Artikel Free Kick belum bisa dimuat</h2>
              <p>Server tidak dapat dihubungi atau sedang bermasalah.</p>
            </div>
            <Button
              ref={retryButton}
              $variant="secondary"
              onClick={() => {
                retried.current = true;
                zone.current?.focus();
                retry();
              }}
            >
              Coba lagi
            </Button>
          </Notice>
        </FollowingSection>
      ) : (
        <ArticleSections status={status} data={data} />
      )}
    </ArticlesZone>
  );
}

type ListView = ReturnType<typeof useArticleList>;

function ArticleSections({ status, data }: Pick<ListView, 'status' | 'data'>) {
  // Offline: the list as last fetched, marked with when.
  const savedAt = useSavedAt('/articles?');
  // The newest article is featured, and the cards are the first six, it among them.
  const list = (data ?? []).slice(0, HOME_ARTICLE_COUNT);
  const first = list[0];
  if (status === 'ready' && !first) return null;
  return (
    <>
      <Section aria-labelledby="home-featured" aria-busy={status === 'loading'}>
        <SectionHead>
          <div>
            <Eyebrow>Sorotan</Eyebrow>
            <h2 id="home-featured">Artikel pilihan minggu ini</h2>
          </div>
        </SectionHead>
        {status === 'loading' && <FeaturedSkeleton as="div" aria-hidden="true" />}
        {first && (
          <Featured>
            <ArticleBanner banner={first.banner} />
            <FeaturedBody>
              {first.category && (
                <div>
                  <Badge $tone="primary">{first.category}</Badge>
                </div>
              )}
              <h3>
                <Link to={ROUTES.freekickArticle(first.id)}>{first.title}</Link>
              </h3>
              <p>{articleExcerpt(first, FEATURED_EXCERPT_LENGTH)}</p>
              <Byline>
                {[first.author, formatDateID(first.date)].filter(Boolean).join(' • ')}
              </Byline>
              <div>
                <ButtonLink
                  to={ROUTES.freekickArticle(first.id)}
                  aria-label={`Baca artikel: ${first.title}`}
                >
                  Baca artikel
                </ButtonLink>
              </div>
            </FeaturedBody>
          </Featured>
        )}
      </Section>
      {(status === 'loading' || list.length > 0) && (
        <FollowingSection aria-labelledby="home-latest" aria-busy={status === 'loading'}>
          <SectionHead>
            <div>
              <Eyebrow>Free Kick</Eyebrow>
              <h2 id="home-latest">Artikel terbaru</h2>
              <SavedAtMark at={savedAt} />
            </div>
            <ButtonLink to={ROUTES.freekick} $variant="secondary">
              Lihat semua artikel
            </ButtonLink>
          </SectionHead>
          <CardGrid>
            {status === 'loading' &&
              [0, 1, 2].map((i) => <SkeletonCard key={i} aria-hidden="true" />)}
            {list.map((a) => (
              <li key={a.id}>
                <ArticleCard article={a} to={ROUTES.freekickArticle(a.id)} />
              </li>
            ))}
          </CardGrid>
        </FollowingSection>
      )}
    </>
  );
}
