import { useEffect, useRef } from 'react';
import { Spinner } from '../../../components/Spinner/Spinner';
import { ROUTES } from '../../../config/routes';
import { ArticleCard, CardGrid, SkeletonCard } from '../ArticleCard';
import { ListFailure, NoArticles } from './FreeKickEmpty';
import { LoadMore } from './LoadMore';
import { List, Result } from './FreeKickPage.styles';
import { resultText } from './result-text';
import type { FreeKickListSend, FreeKickListState } from './use-free-kick-list';

/**
 * "Daftar artikel": the result line, then skeletons while the first page loads, nothing found,
 * the failure with its retry, or the cards and "Muat lagi". Focus follows the reading: to the
 * first new card after "Muat lagi", to the list while a retry loads, back to "Coba lagi" if
 * the retry failed again.
 */
export function FreeKickResults({
  state,
  send,
}: {
  state: FreeKickListState;
  send: FreeKickListSend;
}) {
  const { items, total, query, firstNew } = state.context;
  const busy = state.hasTag('busy');
  const failed = state.hasTag('failed');
  const loadingMore = state.hasTag('loadingMore');
  const listRef = useRef<HTMLUListElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);

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
    <List ref={regionRef} tabIndex={-1} aria-label="Daftar artikel" aria-busy={busy || loadingMore}>
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
        <LoadMore
          loading={loadingMore}
          failed={state.hasTag('moreFailed')}
          onMore={() => send({ type: 'more' })}
        />
      )}
    </List>
  );
}
