import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRef } from 'react';
import { Button, ButtonLink } from '../../components/Button/Button';
import { Section } from '../../components/Section/Section';
import { Spinner } from '../../components/Spinner/Spinner';
import { MessageActions, PageMessage } from '../../components/StatePanel/StatePanel';
import { BRAND } from '../../config/brand';
import { API_BASE_URL } from '../../config/constants';
import { excerpt } from '../../lib/format';
import { SaveForOffline, type SaveTarget } from '../saved';
import type { Article } from '../../../common/api/types';
import { DEFAULT_BANNER, safeImageSrc } from './article-media';
import { ArticleView } from './ArticleView';
import { useArticle } from './use-article';

/** Where focus waits while a retry loads (the button it came from is gone): no ring on a page. */
const Main = styled.main`
  &:focus {
    outline: none;
  }
`;
/**
 * One line at any width: the section's link whole, then the article's title cut with an
 * ellipsis where the line ends (the heading below gives it whole).
 */
const Crumbs = styled.nav`
  max-width: 52rem;
  margin: 0 auto ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ol {
    list-style: none;
    display: flex;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
  }
  li {
    flex: none;
    white-space: nowrap;
  }
  li[aria-current] {
    flex: 0 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li + li::before {
    content: '/';
    margin-right: 0.5rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    font-weight: 600;
  }
  [aria-current] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Center = styled(PageMessage)`
  align-content: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const SaveSlot = styled.div`
  max-width: 52rem;
  margin: 0 auto ${({ theme }) => theme.space[6]};
`;
const Footer = styled.div`
  max-width: 52rem;
  margin: ${({ theme }) => theme.space[12]} auto 0;
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** What "Simpan untuk offline" keeps of an article: its page, its answer and its images. */
function saveTarget(article: Article, path: string, where: string): SaveTarget {
  const images = (article.sections ?? []).flatMap((s) => (s.images ?? []).map((i) => i.path));
  return {
    path,
    title: article.title,
    where,
    api: [`${API_BASE_URL}/articles/${article.id}`],
    images: [safeImageSrc(article.banner) ?? DEFAULT_BANNER, ...images]
      .map((src) => safeImageSrc(src))
      .filter((src): src is string => src !== null),
  };
}

export interface ArticleDetailProps {
  id: number;
  backTo: string;
  backLabel: string;
  /** The fixed failure text (Free Kick and Technical Area differ). */
  notFoundMessage: string;
}

/**
 * One article page: loading, the article, or the failure message with a way back, and a retry
 * when the failure was not the server saying there is no such article.
 */
export function ArticleDetail({ id, backTo, backLabel, notFoundMessage }: ArticleDetailProps) {
  const { status, data, retry } = useArticle(id);
  const main = useRef<HTMLElement>(null);
  return (
    <Main ref={main} tabIndex={-1}>
      <Section>
        {status === 'loading' && (
          <Center>
            <title>{`Memuat artikel | ${BRAND.name}`}</title>
            <Spinner label="Memuat artikel..." size={40} />
            <p aria-hidden="true">Memuat artikel...</p>
          </Center>
        )}
        {(status === 'failed' || status === 'missing') && (
          <Center>
            <title>{`Artikel tidak ditemukan | ${BRAND.name}`}</title>
            <meta name="description" content={notFoundMessage} />
            <img src="/images/articles/empty-search.svg" alt="" width={160} height={120} />
            <h1>{notFoundMessage}</h1>
            {status === 'missing' ? (
              <p>Artikel mungkin sudah dihapus atau alamatnya keliru.</p>
            ) : (
              <p>Server tidak dapat dihubungi atau sedang bermasalah. Periksa koneksi Anda.</p>
            )}
            <MessageActions>
              {status === 'failed' && (
                <Button
                  onClick={() => {
                    // The button gives way to the loading state: reading goes on from the page.
                    main.current?.focus();
                    retry();
                  }}
                >
                  Coba lagi
                </Button>
              )}
              <ButtonLink to={backTo} $variant={status === 'failed' ? 'secondary' : 'primary'}>
                Kembali ke {backLabel}
              </ButtonLink>
            </MessageActions>
          </Center>
        )}
        {status === 'ready' && data && (
          <>
            <title>{`${data.title} | ${BRAND.name}`}</title>
            <meta
              name="description"
              content={excerpt(data.sections?.[0]?.content || data.title, 155)}
            />
            <Crumbs aria-label="Breadcrumb">
              <ol>
                <li>
                  <Link to={backTo}>{backLabel}</Link>
                </li>
                <li aria-current="page">{excerpt(data.title, 60)}</li>
              </ol>
            </Crumbs>
            <SaveSlot>
              <SaveForOffline target={saveTarget(data, `${backTo}/${id}`, backLabel)} />
            </SaveSlot>
            <ArticleView article={data} />
            <Footer>
              <ButtonLink to={backTo} $variant="secondary">
                ← Kembali ke {backLabel}
              </ButtonLink>
            </Footer>
          </>
        )}
      </Section>
    </Main>
  );
}
