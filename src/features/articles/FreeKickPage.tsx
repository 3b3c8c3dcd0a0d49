import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button/Button';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Section } from '../../components/Section/Section';
import { Spinner } from '../../components/Spinner/Spinner';
import { BRAND } from '../../config/brand';
import { ROUTES } from '../../config/routes';
import { formatNumber } from '../../lib/format';
import { ArticleCard, CardGrid, SkeletonCard } from './ArticleCard';
import { ArticleDetail } from './ArticleDetail';
import { FreeKickCounts } from './FreeKickCounts';
import { ListFailure, NoArticles } from './FreeKickEmpty';
import { useArticlePages } from './use-articles';
import { parseArticleId } from '../../../common/ids';

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
  /* Focus waits here while a retry loads (the button it came from is gone). */
  &:focus {
    outline: none;
  }
  ul[data-stale] {
    opacity: 0.6;
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
/** "N artikel": announced when it changes; kept in the tree (hidden) so every change is heard. */
const Result = styled.p<{ $hidden: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-weight: 600;
  color: ${({ theme }) => theme.color.textMuted};
  ${({ $hidden }) =>
    $hidden &&
    `position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;`}
`;
const More = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
    text-align: center;
  }
  button[aria-disabled='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;
/** The URL's `halaman` (pages shown): a whole number from 1, anything else means 1. */
const pagesFrom = (value: string | null) => (value && /^\d{1,3}$/.test(value) ? Number(value) : 1);

/**
 * "N artikel", for a search "N artikel untuk “q”", and how many of them are shown; without a
 * total (a server that does not count), "Sedikitnya N artikel": the cards on screen.
 */
function resultText(total: number | null, shown: number, query: string): string {
  const about = query ? ` untuk “${query}”` : '';
  if (total === null) return `Sedikitnya ${formatNumber(shown)} artikel${about}`;
  const found = `${formatNumber(total)} artikel${about}`;
  return shown < total ? `${found}, ${formatNumber(shown)} ditampilkan` : found;
}

/**
 * The Free Kick article list: one page of cards at a time ("Muat lagi"), a server-side
 * search on title, category or author, and the counts. The URL carries the search
 * (`?q=`) and the pages shown (`?halaman=`), so a link opens the same list.
 */
export function FreeKickList() {
  const [params, setParams] = useSearchParams();
  const [opened] = useState(() => ({
    query: params.get('q') ?? '',
    pages: pagesFrom(params.get('halaman')),
  }));
  // The input owns its text; the URL (?q=) follows it, so a shared link keeps the search.
  const [typed, setTyped] = useState(opened.query);
  const [state, send] = useArticlePages(opened);
  const { items, total, stats, query, pages, firstNew } = state.context;
  const busy = state.hasTag('busy');
  const failed = state.hasTag('failed');
  const loadingMore = state.hasTag('loadingMore');
  const moreFailed = state.hasTag('moreFailed');
  const listRef = useRef<HTMLUListElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);

  // The pages shown go into the URL (a reload or a shared link shows as many).
  useEffect(() => {
    const current = new URLSearchParams(window.location.search);
    if ((current.get('halaman') ?? '1') === String(pages)) return;
    if (pages > 1) current.set('halaman', String(pages));
    else current.delete('halaman');
    setParams(current, { replace: true, preventScrollReset: true });
  }, [pages, setParams]);

  // After "Muat lagi", focus moves to the first new card, where reading goes on.
  useEffect(() => {
    if (firstNew === null) return;
    listRef.current?.children[firstNew]?.querySelector('a')?.focus();
  }, [firstNew]);

  // A retry that failed again: focus back on "Coba lagi" (it had waited on the list meanwhile).
  useEffect(() => {
    if (!retried.current || busy) return;
    retried.current = false;
    if (failed) retryRef.current?.focus();
  }, [busy, failed]);

  const showSkeletons = busy && items.length === 0 && !failed;
  const empty = !busy && items.length === 0;
  // Nothing found or failed: the empty state below says so (its own status).
  const status = busy ? 'Memuat artikel...' : empty ? '' : resultText(total, items.length, query);

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
                value={typed}
                onChange={(e) => {
                  const value = e.target.value;
                  setTyped(value);
                  send({ type: 'search', query: value });
                  const next = new URLSearchParams(window.location.search);
                  if (value) next.set('q', value);
                  else next.delete('q');
                  next.delete('halaman');
                  setParams(next, { replace: true, preventScrollReset: true });
                }}
              />
            </Panel>
            <Panel>
              <h2>Ringkasan</h2>
              <FreeKickCounts
                stats={stats}
                total={total}
                shown={items.length}
                busy={busy}
                countsUnknown={state.hasTag('countsUnknown')}
                countsBusy={state.hasTag('countsBusy')}
                onRetry={() => send({ type: 'retry' })}
              />
            </Panel>
          </Side>
          <List
            ref={regionRef}
            tabIndex={-1}
            aria-label="Daftar artikel"
            aria-busy={busy || loadingMore}
          >
            <Result role="status" data-testid="result-count" $hidden={empty || showSkeletons}>
              {status}
            </Result>
            {showSkeletons && (
              <>
                <Spinner label="Memuat artikel..." />
                <CardGrid aria-hidden="true">
                  {[0, 1, 2, 3].map((i) => (
                    <SkeletonCard key={i} />
                  ))}
                </CardGrid>
              </>
            )}
            {empty && !failed && <NoArticles query={query} />}
            {failed && (
              <ListFailure
                retryRef={retryRef}
                onRetry={() => {
                  retried.current = true;
                  regionRef.current?.focus();
                  send({ type: 'retry' });
                }}
              />
            )}
            {items.length > 0 && (
              <CardGrid ref={listRef} data-stale={busy || undefined}>
                {items.map((a, i) => (
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
            {!busy && items.length > 0 && (loadingMore || state.can({ type: 'more' })) && (
              <More>
                {moreFailed && (
                  <p role="alert">
                    Gagal memuat artikel berikutnya. Periksa koneksi lalu coba lagi.
                  </p>
                )}
                <Button
                  $variant="secondary"
                  aria-disabled={loadingMore || undefined}
                  onClick={() => {
                    if (!loadingMore) send({ type: 'more' });
                  }}
                >
                  {loadingMore ? 'Memuat...' : moreFailed ? 'Coba lagi' : 'Muat lagi'}
                </Button>
              </More>
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
  const articleId = parseArticleId(id);
  if (articleId !== null) {
    return (
      <ArticleDetail
        key={articleId}
        id={articleId}
        backTo={ROUTES.freekick}
        backLabel="Free Kick"
        notFoundMessage="Artikel tidak ditemukan atau gagal dimuat."
      />
    );
  }
  return <FreeKickList />;
}
