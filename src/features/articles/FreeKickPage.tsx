import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Article } from '../../api/types';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { Spinner } from '../../components/Spinner/Spinner';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { ArticleCard, CardGrid, SkeletonCard } from './ArticleCard';
import { ArticleDetail } from './ArticleDetail';
import { useArticleList } from './use-articles';

export const NO_ARTICLES = 'Tidak ada artikel ditemukan.';
const SIDE_TOPICS = ['Futsalpedia', 'Training Tools', 'Partners', 'Others'] as const;

/** Phone: search and counts, the list, then the topics. Desktop: a side column beside the list. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: 960px) {
    grid-template-columns: 16rem 1fr;
    grid-template-areas: 'side list' 'topics list';
    grid-template-rows: auto 1fr;
    column-gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`;
const Side = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  @media (min-width: 960px) {
    grid-area: side;
  }
`;
const TopicsSide = styled.aside`
  @media (min-width: 960px) {
    grid-area: topics;
  }
`;
const List = styled.section`
  @media (min-width: 960px) {
    grid-area: list;
  }
`;
const Panel = styled.div`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: ${({ theme }) => theme.space[5]};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;
const SearchLabel = styled.label`
  display: block;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-family: ${({ theme }) => theme.font.heading};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;
const SearchInput = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 0.875rem 0 2.5rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1.5px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bg} no-repeat 0.75rem 50% / 1.1rem
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2.5' stroke-linecap='round'%3E%3Ccircle cx='11' cy='11' r='7'/%3E%3Cpath d='m20 20-3.5-3.5'/%3E%3C/svg%3E");
  color: ${({ theme }) => theme.color.text};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.focus};
  }
`;
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  @media (min-width: 960px) {
    grid-template-columns: 1fr;
  }
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 600;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: 800;
    color: ${({ theme }) => theme.color.primary};
  }
`;
const Topics = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  @media (min-width: 960px) {
    grid-template-columns: 1fr;
  }
  button {
    width: 100%;
    min-height: 2.75rem;
    padding: 0 0.875rem;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1.5px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-align: left;
    cursor: not-allowed;
  }
`;
const Note = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;
const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  text-align: center;
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  p {
    margin: 0;
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

function matches(article: Article, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [article.title, article.category, article.author].some((v) =>
    (v ?? '').toLowerCase().includes(q),
  );
}

/** The Free Kick article list: search on title, category or author; counts; side topics. */
export function FreeKickList() {
  const { status, data } = useArticleList();
  const [params, setParams] = useSearchParams();
  // The input owns its text; the URL (?q=) follows it, so a shared link keeps the search.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const shown = useMemo(() => (data ?? []).filter((a) => matches(a, query)), [data, query]);
  const authors = useMemo(
    () => new Set(shown.map((a) => a.author.trim()).filter(Boolean)).size,
    [shown],
  );

  return (
    <main>
      <title>{`Free Kick: artikel teknik & taktik futsal | ${BRAND.name}`}</title>
      <meta
        name="description"
        content="Free Kick: artikel taktik, teknik, kondisi fisik dan pembinaan dari pelatih futsal Indonesia."
      />
      <PageHeader
        eyebrow="Free Kick"
        title="Artikel untuk pelatih futsal"
        lead="Taktik, penjaga gawang, bola mati, kondisi fisik dan pembinaan usia muda: ditulis pelatih, untuk pelatih."
      />
      <Section>
        <Layout>
          <Side aria-label="Penelusuran Free Kick">
            <Panel>
              <SearchLabel htmlFor="freekick-search">Cari artikel</SearchLabel>
              <SearchInput
                id="freekick-search"
                type="search"
                placeholder="Ketik kata kunci"
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  const next = new URLSearchParams(params);
                  if (e.target.value) next.set('q', e.target.value);
                  else next.delete('q');
                  setParams(next, { replace: true, preventScrollReset: true });
                }}
              />
            </Panel>
            <Panel>
              <h2>Ringkasan</h2>
              <Stats aria-live="polite">
                <div>
                  <dt>Artikel</dt>
                  <dd data-testid="count-articles">{status === 'ready' ? shown.length : 0}</dd>
                </div>
                <div>
                  <dt>Penulis</dt>
                  <dd data-testid="count-authors">{status === 'ready' ? authors : 0}</dd>
                </div>
                <div>
                  <dt>Video Komentar</dt>
                  <dd data-testid="count-videos">0</dd>
                </div>
              </Stats>
            </Panel>
          </Side>
          <List aria-label="Daftar artikel" aria-busy={status === 'loading'}>
            {status === 'loading' && (
              <>
                <Spinner label="Memuat artikel..." />
                <CardGrid aria-hidden="true">
                  {[0, 1, 2, 3].map((i) => (
                    <SkeletonCard key={i} />
                  ))}
                </CardGrid>
              </>
            )}
            {status !== 'loading' && shown.length === 0 && (
              <Empty role="status">
                <img src="/images/articles/empty-search.svg" alt="" width={160} height={120} />
                <p>{NO_ARTICLES}</p>
                {query && <span>Coba kata kunci lain, misalnya “taktik” atau nama penulis.</span>}
              </Empty>
            )}
            {status === 'ready' && shown.length > 0 && (
              <CardGrid>
                {shown.map((a, i) => (
                  <li key={a.id}>
                    <ArticleCard
                      article={a}
                      to={ROUTES.freekickArticle(a.id)}
                      headingLevel={2}
                      eager={i < 2}
                    />
                  </li>
                ))}
              </CardGrid>
            )}
          </List>
          <TopicsSide aria-label="Topik Free Kick">
            <Panel>
              <h2>Topik</h2>
              <Topics>
                {SIDE_TOPICS.map((topic) => (
                  <li key={topic}>
                    <button
                      type="button"
                      aria-disabled="true"
                      aria-describedby="freekick-topics-note"
                    >
                      {topic}
                    </button>
                  </li>
                ))}
              </Topics>
              <Note id="freekick-topics-note">Topik ini segera hadir.</Note>
            </Panel>
          </TopicsSide>
        </Layout>
      </Section>
    </main>
  );
}

/** `/freekick` and `/freekick/:id`: a numeric id is an article; any other slug (trainingtools, academy, others) shows the list. */
export function FreeKickPage() {
  const { id } = useParams();
  if (id && /^\d+$/.test(id) && Number(id) > 0) {
    return (
      <ArticleDetail
        key={id}
        id={Number(id)}
        backTo={ROUTES.freekick}
        backLabel="Free Kick"
        notFoundMessage="Artikel tidak ditemukan atau gagal dimuat."
      />
    );
  }
  return <FreeKickList />;
}
